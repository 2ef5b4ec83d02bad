/**
 * applyContent: brings the collaborative document to equal new canonical content with the fewest writes, so
 * that an edit merges with everyone else's at the finest grain the shape allows (one property, one brick's
 * place, one graph item). The editor calls it on every keystroke of a 1 000-brick page with the content it
 * last synced (`prev`): objects identical in both are skipped without reading the doc, and the usual edit
 * (values changed, no brick added, removed or moved) touches only the path to the edited brick.
 */
import * as Y from 'yjs';
import type { Brick, PageContent } from '../page-content.ts';
import { walkBricks } from '../page-tree.ts';
import { applyGraph } from './apply-graph.ts';
import { rawBricks } from './from-doc.ts';
import { compareOrder, orderKeys } from './order.ts';
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

/** A property map (a brick's props, the template's settings) brought to `next`, key by key. */
function applyProps(map: Y.Map<unknown>, prev: JsonObject | undefined, next: JsonObject): void {
  if (prev === next) return;
  for (const key in next) {
    const value = next[key];
    if (value === undefined || (prev !== undefined && prev[key] === value)) continue;
    if (!jsonEqual(map.get(key), value)) map.set(key, value);
  }
  for (const key of [...map.keys()]) if (next[key] === undefined) map.delete(key);
}

/** A brick's own fields (not its place, not its contents) brought to `next`. */
function applyBrickFields(map: Y.Map<unknown>, prev: Brick | undefined, next: Brick): void {
  for (const key of BRICK_SCALARS) {
    if (prev === undefined || prev[key] !== next[key]) setKey(map, key, next[key]);
  }
  setKey(map, BRICK.extra, looseKeys(next, BRICK_OWN_KEYS));
  setKey(map, BRICK.slotNames, slotNamesOf(next));
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
function structureChanged(prev: Slots, next: Slots): boolean {
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
 * bricks' fields. False when the doc lacks a brick `prev` holds (the caller's `prev` was stale): the caller
 * then compares the whole tree.
 */
function applyInPlace(bricks: Y.Map<unknown>, prev: Slots, next: Slots): boolean {
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
        if (!(map instanceof Y.Map)) return false;
        applyBrickFields(map, from[i], to[i]!);
        stack.push([from[i]!.slots, to[i]!.slots]);
      }
    }
  }
  return true;
}

/**
 * Any edit of the tree: compares every brick's place with the doc. A brick that changed list gets its new
 * parent, slot and a key; in a list whose order changed, the bricks of the longest run still in order keep
 * their keys and only the others get one (order.ts), so a reorder writes only the moved brick's key. Bricks
 * the content no longer holds are deleted: a deleted container's whole subtree, since none of it is in
 * `next` (a brick moved out of it first is, and stays).
 */
function applyTree(bricks: Y.Map<unknown>, prev: Slots | null, next: Slots): void {
  const raw = rawBricks(bricks.doc!);
  const previous = new Map<string, Brick>();
  if (prev) walkBricks(prev, (brick) => void previous.set(brick.id, brick));
  const wanted = new Map<string, Brick>();
  const lists = new Map<string, { parent: string; slot: string; ids: string[] }>();
  walkBricks(next, (brick, place) => {
    if (wanted.has(brick.id)) return 'skip';
    wanted.set(brick.id, brick);
    const parent = place.parentId ?? '';
    const address = `${parent}\u0000${place.slot}`;
    const list = lists.get(address);
    if (list) list.ids.push(brick.id);
    else lists.set(address, { parent, slot: place.slot, ids: [brick.id] });
    const stored = raw.get(brick.id);
    const before = previous.get(brick.id);
    if (stored && before !== brick) applyBrickFields(stored.map, before, brick);
  });
  const current = new Map<string, string[]>();
  for (const entry of [...raw.values()].sort((a, b) => compareOrder(a.order, a.id, b.order, b.id))) {
    const address = `${entry.parent}\u0000${entry.slot}`;
    const ids = current.get(address);
    if (ids) ids.push(entry.id);
    else current.set(address, [entry.id]);
  }
  for (const [address, { parent, slot, ids }] of lists) {
    const now = current.get(address);
    if (now && now.length === ids.length && now.every((id, i) => id === ids[i])) continue;
    const here = (id: string) => {
      const stored = raw.get(id);
      return stored && stored.parent === parent && stored.slot === slot ? stored.order : undefined;
    };
    const keys = orderKeys(ids, here);
    for (const id of ids) {
      const key = keys.get(id);
      const stored = raw.get(id);
      if (!stored) {
        bricks.set(id, newBrickMap(wanted.get(id)!, parent, slot, key!));
        continue;
      }
      if (stored.parent !== parent) stored.map.set(BRICK.parent, parent);
      if (stored.slot !== slot) stored.map.set(BRICK.slot, slot);
      if (key !== undefined) stored.map.set(BRICK.order, key);
    }
  }
  for (const id of [...bricks.keys()]) if (!wanted.has(id)) bricks.delete(id);
}

function applyTemplate(doc: Y.Doc, prev: PageContent | null, next: PageContent): void {
  const template = doc.getMap(ROOT.template);
  const source = next.template as JsonObject;
  setKey(template, 'id', source.id);
  setKey(template, 'isPrefab', source.isPrefab);
  setKey(template, 'slots', Object.keys(next.slots));
  setKey(template, 'extra', looseKeys(source, TEMPLATE_OWN_KEYS));
  applyProps(
    doc.getMap(ROOT.templateProps),
    prev?.template.dataTypes as JsonObject | undefined,
    (source.dataTypes ?? {}) as JsonObject,
  );
}

/**
 * Brings the doc to equal `next` with the fewest writes, in one transaction with `origin` (the editor's
 * undo manager tracks its own origin; the server's hooks tell their writes apart). `prev` is the content the
 * caller last knew the doc to equal, or null to compare against the doc itself. A doc already equal to
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
      const inPlace =
        prev !== null &&
        !structureChanged(prev.slots, next.slots) &&
        applyInPlace(bricks, prev.slots, next.slots);
      if (!inPlace) applyTree(bricks, prev?.slots ?? null, next.slots);
    }
    if (!prev || prev.pageEvents !== next.pageEvents)
      applyGraph(doc, prev?.pageEvents as JsonObject | undefined, next.pageEvents as JsonObject);
  }, origin);
}
