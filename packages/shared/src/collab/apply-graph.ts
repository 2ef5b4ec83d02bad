/**
 * applyContent's part for the behaviour graph: each node, connection and comment is one map entry
 * (`{ o: orderKey, v: item }`), written when its value or its place changes, deleted when it is gone.
 */
import type * as Y from 'yjs';
import { compareOrder, orderKeys, unmoved } from './order.ts';
import {
  GRAPH_LISTS,
  GRAPH_ROOT,
  type GraphEntry,
  type GraphList,
  graphKey,
  isPlainObject,
  type JsonObject,
  jsonEqual,
  looseKeys,
  ROOT,
} from './schema.ts';
import { GRAPH_OWN_KEYS } from './to-doc.ts';

function entryOf(value: unknown): GraphEntry | undefined {
  return isPlainObject(value) && typeof value.o === 'string' ? (value as unknown as GraphEntry) : undefined;
}

/**
 * The usual graph edit (a node dragged, a control edited): the same keys in the same order as `prev`, so
 * only the items that are not identical are read and written. An item deleted since `prev` stays deleted.
 */
function applyInPlace(
  map: Y.Map<unknown>,
  keys: readonly string[],
  prev: readonly JsonObject[],
  next: readonly JsonObject[],
): void {
  for (let i = 0; i < next.length; i++) {
    if (prev[i] === next[i]) continue;
    const entry = entryOf(map.get(keys[i]!));
    if (entry && !jsonEqual(entry.v, next[i])) map.set(keys[i]!, { o: entry.o, v: next[i] });
  }
}

/**
 * One list (nodes, connections or comments) brought to `next`. With `prev`, as for bricks (apply.ts): only
 * the caller's changes are written; items others added, changed or deleted since keep their state.
 */
function applyList(
  map: Y.Map<unknown>,
  list: GraphList,
  prev: readonly JsonObject[] | undefined,
  next: readonly JsonObject[],
): void {
  const allKeys = next.map((item) => graphKey(list, item));
  const prevKeys = prev?.map((item) => graphKey(list, item));
  if (prev && prevKeys!.length === allKeys.length && prevKeys!.every((key, i) => key === allKeys[i])) {
    applyInPlace(map, allKeys, prev, next);
    return;
  }
  // The first of items sharing a key wins (two equal connections are one connection).
  const items = new Map<string, JsonObject>();
  next.forEach((item, i) => {
    if (!items.has(allKeys[i]!)) items.set(allKeys[i]!, item);
  });
  const prevByKey = new Map<string, JsonObject>();
  prev?.forEach((item, i) => {
    prevByKey.set(prevKeys![i]!, item);
  });
  const current = new Map<string, GraphEntry>();
  for (const [key, value] of map.entries()) {
    const entry = entryOf(value);
    if (entry) current.set(key, entry);
  }
  let keys = [...items.keys()];
  let keep = (key: string) => current.has(key);
  if (prev) {
    const stayed = unmoved(prevKeys!, keys);
    keys = keys.filter((key) => current.has(key) || !prevByKey.has(key));
    keep = (key) => stayed.has(key) && current.has(key);
  }
  const order = [...current.keys()].sort((a, b) => compareOrder(current.get(a)!.o, a, current.get(b)!.o, b));
  const sameOrder = order.length === keys.length && order.every((key, i) => key === keys[i]);
  const writes = sameOrder
    ? new Map<string, string>()
    : orderKeys(keys, (key) => (keep(key) ? current.get(key)!.o : undefined));
  for (const key of keys) {
    const item = items.get(key)!;
    const entry = current.get(key);
    const before = prevByKey.get(key);
    const moved = writes.get(key);
    const changed =
      entry === undefined ||
      (!(before !== undefined && (before === item || jsonEqual(before, item))) && !jsonEqual(entry.v, item));
    if (moved !== undefined || changed) map.set(key, { o: moved ?? entry!.o, v: item });
  }
  const gone = prev ? [...prevByKey.keys()] : [...map.keys()];
  for (const key of gone) if (!items.has(key) && map.has(key)) map.delete(key);
}

/** Brings the graph maps to `next` (pageEvents), skipping lists identical in `prev`. */
export function applyGraph(doc: Y.Doc, prev: JsonObject | undefined, next: JsonObject): void {
  for (const list of GRAPH_LISTS) {
    const before = prev?.[list] as JsonObject[] | undefined;
    const after = (Array.isArray(next[list]) ? next[list] : []) as JsonObject[];
    if (before === after) continue;
    applyList(doc.getMap(GRAPH_ROOT[list]), list, before, after);
  }
  const meta = doc.getMap(ROOT.graphMeta);
  const loose = looseKeys(next, GRAPH_OWN_KEYS) ?? {};
  for (const key in loose) if (!jsonEqual(meta.get(key), loose[key])) meta.set(key, loose[key]);
  for (const key of [...meta.keys()]) if (!(key in loose)) meta.delete(key);
}
