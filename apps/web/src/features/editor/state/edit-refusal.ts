/**
 * Why an edit the user asked for is refused, computed before it runs so the screen can say it (the
 * store keeps the last one as `refusal`, use-refusal-notices.ts shows it). One function per kind of
 * structural edit (with drop.ts dropProblem, move.ts moveProblem, remove.ts takeOutProblem); each answers
 * from the same rules the edit itself applies (slot-place.ts placeFor), so a refusal is shown exactly when the edit changes nothing for that reason.
 */
import type { TreeBrick } from '@tessera/shared';
import { pasteTarget } from './clipboard.ts';
import { findBrick } from './find-brick.ts';
import { moveProblem } from './move.ts';
import { moveIntoPreviousTarget, moveOutTarget, type SlotShown } from './move-by.ts';
import { type PlaceRefusal, placeFor } from './slot-place.ts';
import type { EditorData } from './store-api.ts';

export type EditRefusal = PlaceRefusal;

/** The catalogue key of the notice for each refusal (`editor.drop_refused.*`, en-US and pt-BR). */
export const REFUSAL_TEXT = {
  noSlot: 'editor.drop_refused.no_slot',
  insideCopy: 'editor.drop_refused.inside_copy',
  intoItself: 'editor.drop_refused.into_itself',
  tooDeep: 'editor.drop_refused.too_deep',
  formInForm: 'editor.drop_refused.form_in_form',
} as const satisfies Record<EditRefusal, string>;

/** Why "move out" / "move into the previous" is refused; null also when there is nowhere to go. */
export function stepProblem(
  state: EditorData,
  brickId: string,
  which: 'moveOut' | 'moveIntoPrevious',
  shown?: SlotShown,
): EditRefusal | null {
  const target =
    which === 'moveOut' ? moveOutTarget(state, brickId) : moveIntoPreviousTarget(state, brickId, shown);
  return target ? moveProblem(state, brickId, target) : null;
}

/**
 * Why pasting `brick` (the clipboard's, the system clipboard's or, for a duplicate, the selected one) at
 * pasteTarget is refused: inside a placed copy (right after one of its bricks, or in one of its slots), or
 * too deep. Null when there is nothing to paste or no slot at all (that has its own notice).
 */
export function pasteProblem(state: EditorData, brick: TreeBrick | null): EditRefusal | null {
  const target = pasteTarget(state);
  if (!brick || !target) return null;
  const place = placeFor(state, target, brick);
  return typeof place === 'string' ? place : null;
}

/** Why duplicating the selected brick is refused (pasteProblem of the brick itself). */
export function duplicateProblem(state: EditorData): EditRefusal | null {
  const { selection } = state;
  const found = selection?.kind === 'brick' ? findBrick(state.slots, selection.id) : null;
  return found ? pasteProblem(state, found.brick) : null;
}
