/**
 * Canonical page content → the collaborative document (shape: schema.ts). The writers here are shared with
 * applyContent, so a brick, a template or a graph item is written one way.
 */
import * as Y from 'yjs';
import type { Brick, PageContent } from '../page-content.ts';
import { walkBricks } from '../page-tree.ts';
import { freshKeys } from './order.ts';
import {
  BRICK,
  BRICK_OWN_KEYS,
  BRICK_SCALARS,
  COLLAB_SCHEMA_VERSION,
  GRAPH_LISTS,
  GRAPH_ROOT,
  type GraphEntry,
  graphKey,
  type JsonObject,
  looseKeys,
  ROOT,
  TEMPLATE_OWN_KEYS,
} from './schema.ts';

/**
 * The keys a fresh list of n items gets. Keys made between nothing and nothing follow one sequence (a0, a1 …)
 * whatever the list's length, so one cached run serves every list.
 */
let sequence: string[] = [];
export function sequentialKey(index: number): string {
  if (index >= sequence.length) sequence = freshKeys(Math.max(index + 1, sequence.length * 2, 64));
  return sequence[index]!;
}

/** A brick's slot names, or undefined for a brick without `slots`. */
export function slotNamesOf(brick: Brick): string[] | undefined {
  const slots = brick.slots;
  return slots && typeof slots === 'object' ? Object.keys(slots) : undefined;
}

/** A new brick map (its props a nested map) for a brick placed in (parent, slot) at `order`. */
export function newBrickMap(brick: Brick, parent: string, slot: string, order: string): Y.Map<unknown> {
  const props: Array<[string, unknown]> = [];
  const dataTypes = brick.dataTypes as JsonObject | undefined;
  if (dataTypes && typeof dataTypes === 'object') {
    for (const key in dataTypes) if (dataTypes[key] !== undefined) props.push([key, dataTypes[key]]);
  }
  const entries: Array<[string, unknown]> = [
    [BRICK.parent, parent],
    [BRICK.slot, slot],
    [BRICK.order, order],
  ];
  for (const key of BRICK_SCALARS) if (brick[key] !== undefined) entries.push([key, brick[key]]);
  const extra = looseKeys(brick, BRICK_OWN_KEYS);
  if (extra) entries.push([BRICK.extra, extra]);
  const names = slotNamesOf(brick);
  if (names) entries.push([BRICK.slotNames, names]);
  entries.push([BRICK.props, new Y.Map<unknown>(props)]);
  return new Y.Map<unknown>(entries);
}

/** The loose keys of pageEvents (everything but its three lists). */
export const GRAPH_OWN_KEYS: ReadonlySet<string> = new Set(GRAPH_LISTS);

function isEmpty(doc: Y.Doc): boolean {
  return Object.values(ROOT).every((name) => doc.getMap(name).size === 0);
}

/**
 * Fills an empty document from canonical content, in one transaction with `origin` (the server's loading,
 * which its hooks tell apart from clients' edits). Throws on a document that already holds content: merging
 * into one is applyContent's work, and filling twice would double every list.
 */
export function contentToDoc(doc: Y.Doc, content: PageContent, origin?: unknown): void {
  if (!isEmpty(doc)) throw new Error('contentToDoc fills an empty document; use applyContent');
  doc.transact(() => {
    const meta = doc.getMap(ROOT.meta);
    meta.set('schema', COLLAB_SCHEMA_VERSION);
    meta.set('version', content.version);

    const template = doc.getMap(ROOT.template);
    const source = content.template as JsonObject;
    template.set('id', source.id);
    template.set('isPrefab', source.isPrefab);
    template.set('slots', Object.keys(content.slots));
    const extra = looseKeys(source, TEMPLATE_OWN_KEYS);
    if (extra) template.set('extra', extra);
    const templateProps = doc.getMap(ROOT.templateProps);
    const dataTypes = (source.dataTypes ?? {}) as JsonObject;
    for (const key in dataTypes) if (dataTypes[key] !== undefined) templateProps.set(key, dataTypes[key]);

    const bricks = doc.getMap(ROOT.bricks);
    walkBricks(content.slots, (brick, place) => {
      bricks.set(brick.id, newBrickMap(brick, place.parentId ?? '', place.slot, sequentialKey(place.index)));
    });

    const events = content.pageEvents as JsonObject;
    for (const list of GRAPH_LISTS) {
      const map = doc.getMap<GraphEntry>(GRAPH_ROOT[list]);
      const items = (events[list] ?? []) as JsonObject[];
      items.forEach((item, index) => {
        map.set(graphKey(list, item), { o: sequentialKey(index), v: item });
      });
    }
    const graphMeta = doc.getMap(ROOT.graphMeta);
    const loose = looseKeys(events, GRAPH_OWN_KEYS);
    for (const key in loose) graphMeta.set(key, loose[key]);
  }, origin);
}
