/**
 * Canonical content brought up to date after a transaction, reusing what it did not touch: the editor's
 * binding calls it on every remote keystroke, where reading the whole doc again (docToContent) costs
 * milliseconds on a 1 000-brick page and gives every brick a new identity (each one re-rendered). The result
 * equals docToContent(doc) when `prev` equalled it before the transaction; objects along untouched paths
 * keep their identity.
 */
import * as Y from 'yjs';
import type { Brick, PageContent } from '../page-content.ts';
import { mapBricks } from '../page-tree.ts';
import type { CollabChange } from './change.ts';
import { brickOf, docToContent, graphOf, templateOf } from './from-doc.ts';
import { ROOT } from './schema.ts';

/**
 * `prev` (docToContent's answer, or this function's, before the transaction) with `change`
 * (collabChange of the transaction) applied. A change of structure or meta reads the whole doc: a move can
 * start or end a repair anywhere in the tree.
 */
export function updateContent(doc: Y.Doc, prev: PageContent, change: CollabChange): PageContent {
  if (change.structure || change.meta) return docToContent(doc);
  let next = prev;
  if (change.template) next = { ...next, template: templateOf(doc) as PageContent['template'] };
  if (change.graph) next = { ...next, pageEvents: graphOf(doc) as PageContent['pageEvents'] };
  if (change.bricks.size > 0) {
    const bricks = doc.getMap(ROOT.bricks);
    const slots = mapBricks(next.slots, (brick) => {
      if (!change.bricks.has(brick.id)) return brick;
      const map = bricks.get(brick.id);
      if (!(map instanceof Y.Map)) return brick;
      const fresh = brickOf({ id: brick.id, map });
      // The contents are the ones mapBricks already brought up to date (the tree's shape did not change).
      if (brick.slots !== undefined) fresh.slots = brick.slots;
      return fresh;
    }) as Record<string, Brick[]>;
    if (slots !== next.slots) next = { ...next, slots };
  }
  return next;
}
