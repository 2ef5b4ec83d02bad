/**
 * The check of a transaction that changed the tree's shape (a drop, a paste, a deletion) on what it touched
 * alone, for the server's check of every incoming update (collabProblem): on a 1 000-brick page the whole check
 * (reading the page, parsing it, walking its tree) costs ~12 ms of a drop; this one a fraction of a millisecond.
 *
 * It answers only "valid" (null) or "check the whole doc" (undefined), never a problem of its own, so an invalid
 * update is named exactly as the whole check names it. Why it is enough, given a doc that was valid before the
 * transaction (what collabProblem assumes of a change) and a change that touched bricks only:
 * - A brick none of whose ancestors (nor itself) was placed (added, moved or replaced) keeps its map, its
 *   parent chain and so its depth and its form: it was checked before and nothing it depends on changed.
 *   Removing bricks only drops them and what they held (docToContent leaves out a brick whose parent is gone).
 * - Every other brick on the page is a placed brick or inside one: each of them is checked alone
 *   (brickAloneProblem: raw shape, slot of its parent, content schema), whether it was checked before or not
 *   (a subtree cut off by a concurrent deletion, or a pasted one, comes back unchecked), and its depth is taken
 *   from its parent chain, which must reach a template slot within MAX_BRICK_DEPTH (so no cycle either).
 * - The form rules (forms/bricks.ts formRules: no form in a form, unique field names in a form, the number of
 *   fields) involve forms and fields only: none may be among the placed bricks, inside them or above them.
 * - The page's ids are the bricks map's keys, so no brick appears twice; slot names are checked in slotNames.
 * Anything else (the template, the graph or meta changed, a container's slots changed, an unknown root, structs
 * waiting for earlier updates, a placed brick whose chain does not reach a template slot) goes to the whole
 * check.
 */
import * as Y from 'yjs';
import { MAX_BRICK_DEPTH } from '../page-tree.ts';
import type { CollabChange } from './change.ts';
import { brickOf } from './from-doc.ts';
import { brickAloneProblem, inForms, isStringList, knownRoots } from './problem-brick.ts';
import { BRICK, ROOT, TEMPLATE_PARENT } from './schema.ts';

/** The ids of the bricks each brick id is the `parent` of (every brick of the doc, on the page or not). */
function childrenOf(bricks: Y.Map<unknown>): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const [id, map] of bricks.entries()) {
    const parent = map instanceof Y.Map ? map.get(BRICK.parent) : undefined;
    if (typeof parent !== 'string') continue;
    const list = children.get(parent);
    if (list) list.push(id);
    else children.set(parent, [id]);
  }
  return children;
}

/**
 * The depth of a brick in the tree (1 in a template slot), following its parents: undefined when a parent is
 * missing or broken, when the chain is longer than MAX_BRICK_DEPTH (a cycle included), or when a parent takes
 * part in the form rules.
 */
function depthOf(bricks: Y.Map<unknown>, map: Y.Map<unknown>): number | undefined {
  let parent = map.get(BRICK.parent);
  let depth = 1;
  while (parent !== TEMPLATE_PARENT) {
    depth += 1;
    if (typeof parent !== 'string' || depth > MAX_BRICK_DEPTH) return undefined;
    const container = bricks.get(parent);
    if (!(container instanceof Y.Map) || inForms(brickOf({ id: parent, map: container }))) return undefined;
    parent = container.get(BRICK.parent);
  }
  return depth;
}

/**
 * Null when the doc, valid before the transaction whose change this is, is valid after it; undefined when
 * that takes the whole check. For a change of the tree's shape (change.structure).
 */
export function placedBricksProblem(doc: Y.Doc, change: CollabChange, incomplete: boolean): null | undefined {
  if (incomplete || change.template || change.graph || change.meta || change.reslotted.size > 0)
    return undefined;
  // A change of the shape that placed no brick is none this check knows.
  if (change.placed.size === 0 || !knownRoots(doc)) return undefined;
  const bricks = doc.getMap(ROOT.bricks);
  const templateSlots = doc.getMap(ROOT.template).get('slots');
  if (!isStringList(templateSlots)) return undefined;
  const checked = new Set<string>();
  // Every touched brick still in the doc, placed or with edited fields, passes alone; a removed one is gone.
  for (const id of change.bricks) {
    if (!bricks.has(id)) continue;
    if (brickAloneProblem(id, bricks, templateSlots, false) !== null) return undefined;
    checked.add(id);
  }
  const placed = [...change.placed].filter((id) => bricks.has(id));
  if (placed.length === 0) return null;
  const children = childrenOf(bricks);
  const walked = new Set<string>();
  for (const id of placed) {
    if (walked.has(id)) continue;
    const depth = depthOf(bricks, bricks.get(id) as Y.Map<unknown>);
    if (depth === undefined) return undefined;
    // The placed brick's contents, at their depth: whatever hangs under it is on the page now.
    const stack: Array<[string, number]> = [[id, depth]];
    walked.add(id);
    while (stack.length > 0) {
      const [current, at] = stack.pop()!;
      for (const child of children.get(current) ?? []) {
        // Walked from another placed brick already (at the same depth: depths are the chain's).
        if (walked.has(child)) continue;
        if (at + 1 > MAX_BRICK_DEPTH) return undefined;
        if (!checked.has(child) && brickAloneProblem(child, bricks, templateSlots, false) !== null)
          return undefined;
        checked.add(child);
        walked.add(child);
        stack.push([child, at + 1]);
      }
    }
  }
  return null;
}
