/**
 * The collaborative document → canonical page content. Pure and deterministic: replicas holding the same
 * state read deep-equal content, so the server stores what every editor shows. Concurrent edits can leave
 * the normalised tree in a state no single edit makes (a brick moved into a container someone else deleted,
 * two containers moved into each other); the repairs below resolve them the same way on every replica, in
 * the result only: writing them would race with the very replicas making the same repair, and the next
 * applyContent of the editor writes the repaired shape anyway.
 */
import * as Y from 'yjs';
import { type Brick, PAGE_CONTENT_VERSION, type PageContent } from '../page-content.ts';
import { compareOrder } from './order.ts';
import {
  BRICK,
  BRICK_SCALARS,
  GRAPH_LISTS,
  GRAPH_ROOT,
  isPlainObject,
  type JsonObject,
  own,
  put,
  ROOT,
  TEMPLATE_PARENT,
} from './schema.ts';

/** A value read from the doc as JSON: a shared type where a value belongs (a hostile update) is flattened. */
function plain(value: unknown): unknown {
  return value instanceof Y.AbstractType ? value.toJSON() : value;
}

/**
 * A map's entries in the order their keys were first set: the id of a key's first item (client, clock) is
 * the same on every replica, where a Y.Map's own iteration follows the order updates arrived in. One author's
 * keys keep the order they were written in (a property list's order shows in the inspector).
 */
export function orderedEntries(map: Y.Map<unknown>): Array<[string, unknown]> {
  type Row = { key: string; value: unknown; client: number; clock: number };
  const rows: Row[] = [];
  let sorted = true;
  for (const [key, item] of map._map) {
    if (item.deleted) continue;
    let head = item;
    while (head.left instanceof Y.Item && head.left.parentSub === key) head = head.left;
    const content = item.content.getContent();
    const row = {
      key,
      value: plain(content[content.length - 1]),
      client: head.id.client,
      clock: head.id.clock,
    };
    const last = rows[rows.length - 1];
    if (last && (last.client > row.client || (last.client === row.client && last.clock > row.clock)))
      sorted = false;
    rows.push(row);
  }
  if (!sorted) rows.sort((a, b) => a.client - b.client || a.clock - b.clock);
  return rows.map((row) => [row.key, row.value]);
}

function objectOf(map: Y.Map<unknown>): JsonObject {
  const object: JsonObject = {};
  for (const [key, value] of orderedEntries(map)) put(object, key, value);
  return object;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
}

interface RawBrick {
  id: string;
  map: Y.Map<unknown>;
  parent: string | null;
  slot: string;
  order: string;
}

/** The doc's bricks as they are stored (a value that is not a brick map is skipped: collabProblem names it). */
export function rawBricks(doc: Y.Doc): Map<string, RawBrick> {
  const raw = new Map<string, RawBrick>();
  for (const [id, map] of doc.getMap(ROOT.bricks).entries()) {
    if (!(map instanceof Y.Map)) continue;
    const parent = map.get(BRICK.parent);
    const slot = map.get(BRICK.slot);
    const order = map.get(BRICK.order);
    raw.set(id, {
      id,
      map,
      parent: typeof parent === 'string' ? parent : null,
      slot: typeof slot === 'string' ? slot : '',
      order: typeof order === 'string' ? order : '',
    });
  }
  return raw;
}

/**
 * Which bricks are on the page. Following a brick's parents ends at a template slot (kept), at a parent
 * that no longer exists (dropped: it was moved into a container someone deleted, so it is in a deleted
 * subtree, as the deleter meant), or in a loop (A moved into B while B was moved into A). A loop is broken
 * at its member with the smallest id, the same member on every replica whatever order the moves arrived in;
 * that member goes to the end of the template's first slot (returned in `rerooted`) and the rest of the loop
 * hangs under it as before.
 */
function resolveTree(raw: Map<string, RawBrick>): { kept: Set<string>; rerooted: Set<string> } {
  const state = new Map<string, boolean>();
  const rerooted = new Set<string>();
  for (const start of raw.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let current = start;
    let keep: boolean;
    for (;;) {
      const known = state.get(current);
      if (known !== undefined) {
        keep = known;
        break;
      }
      const at = onPath.get(current);
      if (at !== undefined) {
        let smallest = path[at]!;
        for (let i = at + 1; i < path.length; i++) if (path[i]! < smallest) smallest = path[i]!;
        rerooted.add(smallest);
        keep = true;
        break;
      }
      onPath.set(current, path.length);
      path.push(current);
      const parent = raw.get(current)!.parent;
      if (parent === TEMPLATE_PARENT) {
        keep = true;
        break;
      }
      if (parent === null || !raw.has(parent)) {
        keep = false;
        break;
      }
      current = parent;
    }
    for (const id of path) state.set(id, keep);
  }
  const kept = new Set<string>();
  for (const [id, keep] of state) if (keep) kept.add(id);
  return { kept, rerooted };
}

/** A brick object from its map: its fields, props, loose keys and (empty) slots. */
export function brickOf(raw: Pick<RawBrick, 'id' | 'map'>): Brick {
  const brick: JsonObject = { id: raw.id };
  const map = raw.map;
  for (const key of BRICK_SCALARS) {
    if (key === 'dataGroups') {
      const props = map.get(BRICK.props);
      brick.dataTypes = props instanceof Y.Map ? objectOf(props) : {};
    }
    if (map.has(key)) brick[key] = plain(map.get(key));
  }
  const extra = plain(map.get(BRICK.extra));
  if (isPlainObject(extra))
    for (const key in extra) if (!Object.hasOwn(brick, key)) put(brick, key, extra[key]);
  const names = map.get(BRICK.slotNames);
  if (names !== undefined)
    brick.slots = Object.fromEntries(stringList(plain(names)).map((name) => [name, []]));
  return brick as Brick;
}

interface Placed {
  raw: RawBrick;
  /** Placed by a repair: after the slot's ordered bricks, by id. */
  appended: boolean;
}

/**
 * The bricks of the page as canonical slots. Besides the tree repairs (resolveTree): a brick whose `slot`
 * names a slot its parent lacks (the parent's slots changed concurrently) goes to the parent's first slot,
 * ordered by its key there; a brick whose parent has no slots at all, like a loop's member, to the end of the
 * template's first slot. With no template slot left to hold them, such bricks are dropped.
 */
function slotsOf(doc: Y.Doc, templateSlots: string[]): Record<string, Brick[]> {
  const raw = rawBricks(doc);
  const { kept, rerooted } = resolveTree(raw);
  const objects = new Map<string, Brick>();
  for (const id of kept) objects.set(id, brickOf(raw.get(id)!));
  const top: Record<string, Brick[]> = Object.fromEntries(templateSlots.map((name) => [name, []]));
  const groups = new Map<Brick[], Placed[]>();
  const place = (list: Brick[] | undefined, entry: Placed) => {
    if (!list) return;
    const group = groups.get(list);
    if (group) group.push(entry);
    else groups.set(list, [entry]);
  };
  const firstTop = templateSlots.length > 0 ? top[templateSlots[0]!] : undefined;
  for (const id of kept) {
    const entry = raw.get(id)!;
    if (rerooted.has(id)) {
      place(firstTop, { raw: entry, appended: true });
      continue;
    }
    if (entry.parent === TEMPLATE_PARENT) {
      place(own(top, entry.slot) ?? firstTop, { raw: entry, appended: false });
      continue;
    }
    const slots = objects.get(entry.parent!)!.slots;
    const names = slots ? Object.keys(slots) : [];
    if (names.length === 0) place(firstTop, { raw: entry, appended: true });
    else place(own(slots!, entry.slot) ?? slots![names[0]!], { raw: entry, appended: false });
  }
  for (const [list, group] of groups) {
    group.sort((a, b) =>
      a.appended !== b.appended
        ? a.appended
          ? 1
          : -1
        : a.appended
          ? compareOrder('', a.raw.id, '', b.raw.id)
          : compareOrder(a.raw.order, a.raw.id, b.raw.order, b.raw.id),
    );
    for (const entry of group) list.push(objects.get(entry.raw.id)!);
  }
  return top;
}

export function graphOf(doc: Y.Doc): JsonObject {
  const events = objectOf(doc.getMap(ROOT.graphMeta));
  for (const list of GRAPH_LISTS) {
    const rows: Array<{ key: string; o: string; v: unknown }> = [];
    for (const [key, entry] of doc.getMap(GRAPH_ROOT[list]).entries()) {
      if (!isPlainObject(entry) || typeof entry.o !== 'string' || !isPlainObject(entry.v)) continue;
      rows.push({ key, o: entry.o, v: entry.v });
    }
    rows.sort((a, b) => compareOrder(a.o, a.key, b.o, b.key));
    events[list] = rows.map((row) => row.v);
  }
  return events;
}

/**
 * Canonical content read from the doc. The version is the one the doc was written with (meta.version):
 * content of an older version goes through migratePageContent like any stored content.
 */
export function docToContent(doc: Y.Doc): PageContent {
  const version = doc.getMap(ROOT.meta).get('version');
  return {
    version: typeof version === 'number' ? version : PAGE_CONTENT_VERSION,
    template: templateOf(doc),
    slots: slotsOf(doc, stringList(plain(doc.getMap(ROOT.template).get('slots')))),
    pageEvents: graphOf(doc),
  } as PageContent;
}

/** The template object: its loose keys, id, settings and isPrefab. */
export function templateOf(doc: Y.Doc): JsonObject {
  const template = doc.getMap(ROOT.template);
  const extra = plain(template.get('extra'));
  const object: JsonObject = isPlainObject(extra) ? { ...extra } : {};
  object.id = plain(template.get('id'));
  object.dataTypes = objectOf(doc.getMap(ROOT.templateProps));
  object.isPrefab = plain(template.get('isPrefab'));
  return object;
}
