/**
 * What a transaction touched in the collaborative document, for views that update incrementally (the
 * editor's canvas re-renders the bricks named here; the navigator rebuilds only on `structure`).
 */
import type * as Y from 'yjs';
import { BRICK, ROOT } from './schema.ts';

// Any shared type, whatever its events.
type Shared = Y.AbstractType<Y.YEvent<Y.AbstractType<unknown>>>;

export interface CollabChange {
  /** Bricks whose fields, properties or existence changed. */
  bricks: Set<string>;
  /** A brick was added, deleted, moved or reordered, or a container's or the template's slots changed. */
  structure: boolean;
  /**
   * Bricks added, removed, replaced, moved or reordered: their entry in the bricks map, or their parent, slot or
   * order, changed (each one is in `bricks` too, and `structure` is set).
   */
  placed: Set<string>;
  /** Bricks whose slot names (slotNames) changed (each one is in `bricks` too, and `structure` is set). */
  reslotted: Set<string>;
  /** The template's id, slots, settings or loose keys. */
  template: boolean;
  /** The behaviour graph. */
  graph: boolean;
  meta: boolean;
}

const PLACE_KEYS: ReadonlySet<string> = new Set([BRICK.parent, BRICK.slot, BRICK.order]);

/** The changes of a transaction (doc.on('afterTransaction'), or an observeDeep callback's transaction). */
export function collabChange(transaction: Y.Transaction): CollabChange {
  const change: CollabChange = {
    bricks: new Set(),
    structure: false,
    placed: new Set(),
    reslotted: new Set(),
    template: false,
    graph: false,
    meta: false,
  };
  const roots = new Map<Shared, string>();
  for (const [name, type] of transaction.doc.share) roots.set(type, name);
  const bricks = transaction.doc.share.get(ROOT.bricks);
  for (const [type, keys] of transaction.changed) {
    const root = roots.get(type);
    if (root !== undefined) {
      if (root === ROOT.bricks) {
        for (const key of keys) {
          if (key === null) continue;
          change.bricks.add(key);
          change.placed.add(key);
        }
        change.structure = true;
      } else if (root === ROOT.meta) change.meta = true;
      else if (root === ROOT.template || root === ROOT.templateProps) {
        change.template = true;
        // The template's slot names decide which slots the content lists (and where repairs put bricks).
        if (root === ROOT.template && keys.has('slots')) change.structure = true;
      } else if (root.startsWith('graph')) change.graph = true;
      continue;
    }
    // A brick's map, its props map, or (in a hostile doc) something deeper: climb to the brick.
    let inner: Shared = type;
    let depth = 0;
    while (inner._item !== null && inner._item.parent !== bricks) {
      inner = inner._item.parent as Shared;
      depth += 1;
    }
    const id = inner._item?.parentSub;
    if (id === null || id === undefined) continue;
    change.bricks.add(id);
    if (depth > 0) continue;
    for (const key of keys) {
      if (key === null) continue;
      if (PLACE_KEYS.has(key)) change.placed.add(id);
      else if (key === BRICK.slotNames) change.reslotted.add(id);
      else continue;
      change.structure = true;
    }
  }
  return change;
}
