/**
 * The collaborative form of a page (issue 25, PAGE-MODEL "Merge-friendly for co-editing"): the Yjs document
 * the editors, the server and its storage share. It is a format, stored with the page and exchanged between
 * releases: keep it stable, and bump COLLAB_SCHEMA_VERSION (with a reader for the old shape) to change it.
 *
 * Root types (every one a Y.Map; no other root is valid):
 * - `meta`: `schema` (COLLAB_SCHEMA_VERSION), `version` (the content's PAGE_CONTENT_VERSION).
 * - `template`: `id`, `isPrefab`, `slots` (the template slots' names, string[], so empty slots survive) and
 *   `extra` (a JSON object of the template object's other loose keys).
 * - `templateProps`: property name → JSON entry (the page's template settings, `template.dataTypes`).
 * - `bricks`: brick id → Y.Map with
 *     `parent` ('' for a template slot, else the parent brick's id), `slot` ('slot1' …), `order` (a
 *     fractional-indexing key; ties are broken by brick id), `name`, `componentId`, `isPrefab`, `dataGroups`
 *     (JSON), `extra` (JSON object of the brick's other loose keys), `slotNames` (string[]: the container's
 *     slots, empty ones included; absent for a brick without `slots`) and `props` (a nested Y.Map:
 *     property name → JSON entry, the brick's `dataTypes`).
 *   The tree is normalised: a brick's children are the bricks whose `parent` is its id, so two people moving
 *   one brick to two places concurrently end with one brick in one place (the `parent`/`slot`/`order` keys
 *   are last-writer-wins), never two copies; two people editing two properties of one brick both keep theirs.
 * - `graphNodes`: node id → `{ o: orderKey, v: node }`; `graphComments`: comment id → the same;
 *   `graphConnections`: `${source}\0${sourceOutput}\0${target}\0${targetInput}` → the same. Arrays come back
 *   in order-key order (ties by key). Each item is last-writer-wins as a whole.
 * - `graphMeta`: pageEvents' other loose keys → JSON.
 *
 * JSON values are stored as Yjs "any" content: the objects handed to contentToDoc/applyContent are kept by
 * reference in the local doc and handed back by docToContent, so both sides treat them as immutable (the
 * editor's state is).
 */
import type * as Y from 'yjs';

export const COLLAB_SCHEMA_VERSION = 1;

export const ROOT = {
  meta: 'meta',
  template: 'template',
  templateProps: 'templateProps',
  bricks: 'bricks',
  graphNodes: 'graphNodes',
  graphComments: 'graphComments',
  graphConnections: 'graphConnections',
  graphMeta: 'graphMeta',
} as const;

export const ROOT_NAMES: ReadonlySet<string> = new Set(Object.values(ROOT));

/** The keys of a brick's map. */
export const BRICK = {
  parent: 'parent',
  slot: 'slot',
  order: 'order',
  name: 'name',
  componentId: 'componentId',
  isPrefab: 'isPrefab',
  dataGroups: 'dataGroups',
  extra: 'extra',
  slotNames: 'slotNames',
  props: 'props',
} as const;

/** Brick fields held in keys of their own (the rest of a brick's loose keys go to `extra`). */
export const BRICK_SCALARS = ['name', 'componentId', 'isPrefab', 'dataGroups'] as const;
/** Keys of a canonical brick that are not loose: kept in fields, in `props` or in the tree's shape. */
export const BRICK_OWN_KEYS: ReadonlySet<string> = new Set(['id', 'slots', 'dataTypes', ...BRICK_SCALARS]);
export const TEMPLATE_OWN_KEYS: ReadonlySet<string> = new Set(['id', 'dataTypes', 'isPrefab']);
export const GRAPH_LISTS = ['nodes', 'connections', 'comments'] as const;
export type GraphList = (typeof GRAPH_LISTS)[number];
export const GRAPH_ROOT: Record<GraphList, string> = {
  nodes: ROOT.graphNodes,
  connections: ROOT.graphConnections,
  comments: ROOT.graphComments,
};

/** A parent value meaning "a template slot". */
export const TEMPLATE_PARENT = '';

/** A graph item as stored: its order key and its value. */
export interface GraphEntry {
  o: string;
  v: unknown;
}

/** The key a graph item is stored under: its id, or for a connection its four ends. */
export function graphKey(list: GraphList, item: Record<string, unknown>): string {
  if (list !== 'connections') return String(item.id);
  return `${item.source}\u0000${item.sourceOutput}\u0000${item.target}\u0000${item.targetInput}`;
}

export type JsonObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The object's keys other than `own`, or undefined when it has none. */
export function looseKeys(object: JsonObject, own: ReadonlySet<string>): JsonObject | undefined {
  let extra: JsonObject | undefined;
  for (const key in object) {
    if (own.has(key) || object[key] === undefined) continue;
    extra ??= {};
    extra[key] = object[key];
  }
  return extra;
}

/**
 * Whether two JSON values are equal (objects by their keys, whatever their order). Iterative, so a hostile
 * value nested thousands deep cannot overflow the stack.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  const stack: Array<[unknown, unknown]> = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    if (x === y) continue;
    if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], y[i]]);
      continue;
    }
    if (Array.isArray(y)) return false;
    const xo = x as JsonObject;
    const yo = y as JsonObject;
    let count = 0;
    for (const key in xo) {
      if (xo[key] === undefined) continue;
      count += 1;
      if (!Object.hasOwn(yo, key)) return false;
      stack.push([xo[key], yo[key]]);
    }
    for (const key in yo) if (yo[key] !== undefined) count -= 1;
    if (count !== 0) return false;
  }
  return true;
}

/**
 * Whether a value is plain JSON (null, booleans, finite numbers, strings, arrays and plain objects of them).
 * A remote update can carry other things in a Yjs "any" slot (undefined, binary, big integers) or a shared
 * type where a value belongs; collabProblem reports them. Iterative, like jsonEqual.
 */
export function isJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current === 'string' || typeof current === 'boolean') continue;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return false;
      continue;
    }
    if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
      continue;
    }
    if (!isPlainObject(current)) return false;
    // An undefined property is an absent one (JSON.stringify drops it), as editor state may hold.
    for (const key in current) if (current[key] !== undefined) stack.push(current[key]);
  }
  return true;
}

/** A key's own value (a name from the doc may be 'constructor' or 'toString', never an inherited one). */
export function own<T>(object: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Sets a key read from the doc, '__proto__' included, as an own property (never the object's prototype). */
export function put(object: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/** The Y.Map of a brick's map key, if it is one (a remote update may put anything there). */
export type BrickMap = Y.Map<unknown>;
