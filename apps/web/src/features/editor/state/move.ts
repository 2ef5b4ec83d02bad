import type { DropTarget } from '../model/types.ts';
import { clamp, findBrick, insertAt, removeAt } from './find-brick.ts';
import type { EditorData } from './store-api.ts';

function selected<S extends EditorData>(state: S, brickId: string): S {
  const { selection } = state;
  if (selection?.kind === 'brick' && selection.id === brickId) return state;
  return { ...state, selection: { kind: 'brick', id: brickId } };
}

/**
 * Moves a brick to `target` and selects it (spec §4): within its slot a reorder, otherwise a move between
 * slots. target.index counts the slot's bricks as laid out during the drag, the dragged brick included
 * when it is in that slot, so a move further down a slot lands one lower once the brick is taken out.
 */
export function move<S extends EditorData>(state: S, brickId: string, target: DropTarget): S {
  const found = findBrick(state.slots, brickId);
  const destination = state.slots[target.slot];
  if (!found || !destination) return state;
  const index = Math.trunc(target.index) || 0;
  if (found.slot === target.slot) {
    const to = clamp(index > found.index ? index - 1 : index, 0, destination.length - 1);
    if (to === found.index) return selected(state, brickId);
    const list = insertAt(removeAt(destination, found.index), to, found.brick);
    return selected({ ...state, slots: { ...state.slots, [target.slot]: list } }, brickId);
  }
  const source = removeAt(state.slots[found.slot]!, found.index);
  const list = insertAt(destination, clamp(index, 0, destination.length), found.brick);
  return selected(
    { ...state, slots: { ...state.slots, [found.slot]: source, [target.slot]: list } },
    brickId,
  );
}
