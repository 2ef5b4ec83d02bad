/**
 * applyContent: brings the collaborative document to equal new canonical content with the fewest writes, so
 * that an edit merges with everyone else's at the finest grain the shape allows (one property, one brick's
 * place, one graph item). The editor calls it on every keystroke of a 1 000-brick page with the content it
 * last synced (`prev`): objects identical in both are skipped without reading the doc, and the usual edit
 * (values changed, no brick added, removed or moved) touches only the path to the edited brick.
 *
 * With `prev`, what is written is the caller's change, `prev` → `next` (by identity, then by value): where
 * the doc equals `prev` that makes it equal `next`; where others changed the doc since `prev` (an editor a
 * transaction behind, an API client saving over the content it read), their changes survive, as in a
 * three-way merge: a property, brick or list the caller did not change is not written, a brick or graph item
 * deleted since is not brought back (a deletion wins over an edit, as inside a deleted Y.Map), a brick moved
 * since stays where it was moved. Without `prev`, the doc is made to equal `next`.
 */
import * as Y from 'yjs';
import type { Brick, PageContent } from '../page-content.ts';
import { walkBricks } from '../page-tree.ts';
import { applyGraph } from './apply-graph.ts';
import { rawBricks } from './from-doc.ts';
import { compareOrder, orderKeys, unmoved } from './order.ts';
import {
  BRICK,
  BRICK_OWN_KEYS,
  BRICK_SCALARS,
  COLLAB_SCHEMA_VERSION,
  type JsonObject,
  jsonEqual,
  looseKeys,
  ROOT,
  TEMPLATE_OWN_KEYS,
} from './schema.ts';
import { newBrickMap, slotNamesOf } from './to-doc.ts';

type Slots = Readonly<Record<string, readonly Brick[]>>;
const NO_BRICKS: readonly Brick[] = [];

/** Sets `key` to `value` (undefined: deletes it) unless it already holds it. */
function setKey(map: Y.Map<unknown>, key: string, value: unknown): void {
  if (value === undefined) {
    if (map.has(key)) map.delete(key);
  } else if (!jsonEqual(map.get(key), value)) map.set(key, value);
}

/** Whether the caller left a value as it was: identical, or (content parsed anew) equal. */
function unchanged(prev: unknown, next: unknown): boolean {
  return prev === next || jsonEqual(prev, next);
}

/**
 * A property map (a brick's props, the template's settings) brought to `next`, key by key: with `prev`, only
 * the keys the caller set or removed.
 */
function applyProps(map: Y.Map<unknown>, prev: JsonObject | undefined, next: JsonObject): void {
  if (prev === next) return;
  for (const key in next) {
    const value = next[key];
    if (value === undefined || (prev !== undefined && unchanged(prev[key], value))) continue;
    if (!jsonEqual(map.get(key), value)) map.set(key, value);
  }
  const gone = prev === undefined ? [...map.keys()] : Object.keys(prev);
  for (const key of gone) if (next[key] === undefined && map.has(key)) map.delete(key);
}

/** A brick's own fields (not its place, not its contents) brought to `next`. */
function applyBrickFields(map: Y.Map<unknown>, prev: Brick | undefined, next: Brick): void {
  for (const key of BRICK_SCALARS) {
    if (prev === undefined || !unchanged(prev[key], next[key])) setKey(map, key, next[key]);
  }
  const extra = looseKeys(next, BRICK_OWN_KEYS);
  if (prev === undefined || !unchanged(looseKeys(prev, BRICK_OWN_KEYS), extra))
    setKey(map, BRICK.extra, extra);
  const names = slotNamesOf(next);
  if (prev === undefined || !unchanged(slotNamesOf(prev), names)) setKey(map, BRICK.slotNames, names);
  let props = map.get(BRICK.props);
  let prevProps = prev?.dataTypes as JsonObject | undefined;
  if (!(props instanceof Y.Map)) {
    props = new Y.Map<unknown>();
    map.set(BRICK.props, props);
    prevProps = undefined;
  }
  applyProps(props as Y.Map<unknown>, prevProps, (next.dataTypes ?? {}) as JsonObject);
}

/**
 * Whether any slot list, at any depth, holds other bricks (by id, in order) in `next` than in `prev`.
 * Descends only into bricks that are not identical, so it costs the path to what changed.
 */
export function structureChanged(prev: Slots, next: Slots): boolean {
  const stack: Array<[Slots | undefined, Slots | undefined]> = [[prev, next]];
  while (stack.length > 0) {
    const [before = {}, after = {}] = stack.pop()!;
    if (before === after) continue;
    for (const name in before) if (before[name]!.length > 0 && after[name] === undefined) return true;
    for (const name in after) {
      const from = before[name] ?? NO_BRICKS;
      const to = after[name]!;
      if (from === to) continue;
      if (from.length !== to.length) return true;
      for (let i = 0; i < to.length; i++) {
        if (from[i]!.id !== to[i]!.id) return true;
        if (from[i] !== to[i]) stack.push([from[i]!.slots, to[i]!.slots]);
      }
    }
  }
  return false;
}

/**
 * The usual edit: the same bricks in the same places as `prev`, some of them changed. Writes the changed
 * bricks' fields; a brick deleted since `prev` stays deleted.
 */
function applyInPlace(bricks: Y.Map<unknown>, prev: Slots, next: Slots): void {
  const stack: Array<[Slots | undefined, Slots | undefined]> = [[prev, next]];
  while (stack.length > 0) {
    const [before = {}, after = {}] = stack.pop()!;
    if (before === after) continue;
    for (const name in after) {
      const from = before[name] ?? NO_BRICKS;
      const to = after[name]!;
      if (from === to) continue;
      for (let i = 0; i < to.length; i++) {
        if (from[i] === to[i]) continue;
        const map = bricks.get(to[i]!.id);
        if (map instanceof Y.Map) applyBrickFields(map, from[i], to[i]!);
        stack.push([from[i]!.slots, to[i]!.slots]);
      }
    }
  }
}

interface Listed {
  parent: string;
  slot: string;
  ids: string[];
}

/** Every brick of `slots` by id, and every slot's ids by address (`${parent}\0${slot}`). */
function listsOf(slots: Slots): { bricks: Map<string, Brick>; lists: Map<string, Listed> } {
  const bricks = new Map<string, Brick>();
  const lists = new Map<string, Listed>();
  walkBricks(slots, (brick, place) => {
    if (bricks.has(brick.id)) return 'skip';
    bricks.set(brick.id, brick);
    const parent = place.parentId ?? '';
    const address = `${parent}\u0000${place.slot}`;
    const list = lists.get(address);
    if (list) list.ids.push(brick.id);
    else lists.set(address, { parent, slot: place.slot, ids: [brick.id] });
  });
  return { bricks, lists };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Any edit of the tree. A brick placed in a list gets its parent, slot and a key; in a list whose order
 * changed, the bricks that keep their place keep their keys and only the others get one (order.ts), so a
 * reorder writes only the moved brick's key. Without `prev` the doc's lists are made to read as `next`'s
 * (the longest run of current keys is kept). With `prev` only the lists the caller changed are written,
 * and in them only the bricks the caller moved or added: a brick someone else moved since `prev` stays
 * where they put it, one they added stays too. Bricks the content no longer holds are deleted (with `prev`,
 * those the caller removed): a deleted container's whole subtree, since none of it is in `next` (a brick
 * moved out of it first is, and stays).
 */
function applyTree(bricks: Y.Map<unknown>, prev: Slots | null, next: Slots): void {
  const raw = rawBricks(bricks.doc!);
  const before = prev ? listsOf(prev) : null;
  const after = listsOf(next);
  for (const [id, brick] of after.bricks) {
    const stored = raw.get(id);
    const old = before?.bricks.get(id);
    if (stored && old !== brick) applyBrickFields(stored.map, old, brick);
  }
  // Without `prev`, the doc's own lists (in key order) are what `next` is compared with; with it, they are not
  // read (sorting every brick by its key cost a few ms on 1 000 bricks at every drop).
  const current = new Map<string, string[]>();
  if (!before) {
    for (const entry of [...raw.values()].sort((a, b) => compareOrder(a.order, a.id, b.order, b.id))) {
      const address = `${entry.parent}\u0000${entry.slot}`;
      const ids = current.get(address);
      if (ids) ids.push(entry.id);
      else current.set(address, [entry.id]);
    }
  }
  for (const [address, { parent, slot, ids: wanted }] of after.lists) {
    const here = (id: string) => {
      const stored = raw.get(id);
      return stored !== undefined && stored.parent === parent && stored.slot === slot;
    };
    let ids = wanted;
    let keep: (id: string) => boolean = here;
    if (before) {
      const was = before.lists.get(address)?.ids ?? [];
      if (sameIds(was, wanted)) continue;
      const stayed = unmoved(was, wanted);
      // Deleted since prev: stays deleted. Not moved by the caller but moved by someone else: stays there.
      ids = wanted.filter((id) => (raw.has(id) ? here(id) || !stayed.has(id) : !before.bricks.has(id)));
      keep = (id) => stayed.has(id) && here(id);
    } else {
      const now = current.get(address);
      if (now && sameIds(now, wanted)) continue;
    }
    const keys = orderKeys(ids, (id) => (keep(id) ? raw.get(id)!.order : undefined));
    for (const id of ids) {
      const key = keys.get(id);
      const stored = raw.get(id);
      if (!stored) {
        bricks.set(id, newBrickMap(after.bricks.get(id)!, parent, slot, key!));
        continue;
      }
      if (stored.parent !== parent) stored.map.set(BRICK.parent, parent);
      if (stored.slot !== slot) stored.map.set(BRICK.slot, slot);
      if (key !== undefined) stored.map.set(BRICK.order, key);
    }
  }
  const gone = before ? [...before.bricks.keys()] : [...bricks.keys()];
  for (const id of gone) if (!after.bricks.has(id) && bricks.has(id)) bricks.delete(id);
}

/** The template's fields, slot names and settings; with `prev`, those the caller changed. */
function applyTemplate(doc: Y.Doc, prev: PageContent | null, next: PageContent): void {
  const template = doc.getMap(ROOT.template);
  const source = next.template as JsonObject;
  const old = prev?.template as JsonObject | undefined;
  const fields: Array<[string, (content: PageContent, object: JsonObject) => unknown]> = [
    ['id', (_, object) => object.id],
    ['isPrefab', (_, object) => object.isPrefab],
    ['slots', (content) => Object.keys(content.slots)],
    ['extra', (_, object) => looseKeys(object, TEMPLATE_OWN_KEYS)],
  ];
  for (const [key, read] of fields) {
    const value = read(next, source);
    if (!prev || !unchanged(read(prev, old!), value)) setKey(template, key, value);
  }
  applyProps(
    doc.getMap(ROOT.templateProps),
    prev?.template.dataTypes as JsonObject | undefined,
    (source.dataTypes ?? {}) as JsonObject,
  );
}

/**
 * Brings the doc to equal `next` with the fewest writes, in one transaction with `origin` (the editor's
 * undo manager tracks its own origin; the server's hooks tell their writes apart). `prev` is the content the
 * caller last knew the doc to equal, or null to compare against the doc itself; when the doc has moved on
 * since `prev`, only the caller's change is written (see the top of this file). A doc already equal to
 * `next` gets no write, so no update goes out.
 */
export function applyContent(
  doc: Y.Doc,
  prev: PageContent | null,
  next: PageContent,
  origin?: unknown,
): void {
  doc.transact(() => {
    const meta = doc.getMap(ROOT.meta);
    setKey(meta, 'schema', COLLAB_SCHEMA_VERSION);
    setKey(meta, 'version', next.version);
    if (!prev || prev.template !== next.template || prev.slots !== next.slots) applyTemplate(doc, prev, next);
    if (!prev || prev.slots !== next.slots) {
      const bricks = doc.getMap(ROOT.bricks);
      if (prev !== null && !structureChanged(prev.slots, next.slots))
        applyInPlace(bricks, prev.slots, next.slots);
      else applyTree(bricks, prev?.slots ?? null, next.slots);
    }
    if (!prev || prev.pageEvents !== next.pageEvents)
      applyGraph(doc, prev?.pageEvents as JsonObject | undefined, next.pageEvents as JsonObject);
  }, origin);
}
