import { findInTree, mapBricks, type TreeBrick, type TreeSlots, walkBricks } from '../page-tree.ts';
import { entryOfType, isFormBrick, storedFieldName, uniqueFieldName } from './bricks.ts';

/**
 * Form rules for the editor's edits (issue 24, docs/decisions/0036), on the page-tree walker: which form a slot
 * is in, the names its fields use, whether placing bricks would put a form inside a form (a place the editor
 * refuses, as saving does), and renaming pasted or inserted fields so that no name repeats in a form (`email` →
 * `email-2`).
 */

type FormTreeBrick = TreeBrick & { readonly dataTypes?: unknown };

/** The form a slot of the page is in: its parent brick when that is a form, else the nearest form around it. */
export function formAround<B extends FormTreeBrick>(
  slots: TreeSlots<B>,
  parentId: string | null,
): string | null {
  if (parentId === null) return null;
  const found = findInTree(slots, parentId);
  if (!found) return null;
  if (isFormBrick(found.brick)) return found.brick.id;
  for (let i = found.ancestors.length - 1; i >= 0; i--) {
    const id = found.ancestors[i]!;
    if (isFormBrick(findInTree(slots, id)?.brick)) return id;
  }
  return null;
}

/** The names the fields of form `formId` use: its FormField bricks at any depth, not those of a nested form. */
export function fieldNamesOf<B extends FormTreeBrick>(slots: TreeSlots<B>, formId: string): Set<string> {
  const names = new Set<string>();
  const form = findInTree(slots, formId)?.brick;
  if (!form) return names;
  walkBricks((form.slots ?? {}) as TreeSlots<B>, (brick) => {
    if (isFormBrick(brick)) return 'skip';
    const name = storedFieldName(brick);
    if (name !== null) names.add(name);
  });
  return names;
}

/** Whether any of `bricks`, or any brick inside them, is a form. */
export function holdsForm(bricks: readonly FormTreeBrick[]): boolean {
  let found = false;
  walkBricks({ slot1: bricks }, (brick) => {
    if (!isFormBrick(brick)) return;
    found = true;
    return 'stop';
  });
  return found;
}

/** Whether placing `bricks` in a slot of `parentId` would put a form inside a form (saving refuses that). */
export function nestsForm<B extends FormTreeBrick>(
  slots: TreeSlots<B>,
  parentId: string | null,
  bricks: readonly FormTreeBrick[],
): boolean {
  return holdsForm(bricks) && formAround(slots, parentId) !== null;
}

/**
 * `bricks` (about to be inserted or pasted) with their fields renamed where a name is taken: a field that lands
 * in the surrounding form against `taken` (fieldNamesOf that form; nothing outside a form) and the names given
 * before it, a field of a form among `bricks` against that form's other fields. Bricks without a rename keep
 * their identity.
 */
export function withUniqueFieldNames<B extends FormTreeBrick>(
  bricks: readonly B[],
  taken: Iterable<string>,
): B[] {
  const renames = new Map<string, string>();
  const outer = new Set(taken);
  // The name set each depth's brick adds to (a pasted form's own set for the bricks inside it).
  const scopeAt: Array<Set<string>> = [];
  walkBricks({ slot1: bricks }, (brick, place) => {
    scopeAt.length = place.depth - 1;
    const scope = place.depth > 1 ? scopeAt[place.depth - 2]! : outer;
    if (isFormBrick(brick)) {
      scopeAt.push(new Set());
      return;
    }
    scopeAt.push(scope);
    const name = storedFieldName(brick);
    if (name === null) return;
    const unique = uniqueFieldName(name, scope);
    scope.add(unique);
    if (unique !== name) renames.set(brick.id, unique);
  });
  if (renames.size === 0) return [...bricks];
  const renamed = mapBricks({ slot1: bricks }, (brick) => {
    const name = renames.get(brick.id);
    const entry = name === undefined ? null : entryOfType(brick.dataTypes, 'FormField');
    if (name === undefined || !entry) return brick;
    const dataTypes = brick.dataTypes as Record<string, Record<string, unknown>>;
    const stored = dataTypes[entry.property]!;
    const key = stored.value !== undefined ? 'value' : 'defaultValue';
    const value = { ...(entry.value as Record<string, unknown>), name };
    return { ...brick, dataTypes: { ...dataTypes, [entry.property]: { ...stored, [key]: value } } };
  });
  return [...(renamed.slot1 ?? [])];
}
