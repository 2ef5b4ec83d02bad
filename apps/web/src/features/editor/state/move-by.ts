import { findBrick, replaceAt } from './find-brick.ts';
import type { EditorData } from './store-api.ts';

/** One step up (-1) or down (+1) within the brick's slot; nothing at either end. */
export function moveBy<S extends EditorData>(state: S, brickId: string, delta: -1 | 1): S {
  const found = findBrick(state.slots, brickId);
  if (!found) return state;
  const list = state.slots[found.slot]!;
  const to = found.index + delta;
  if (to < 0 || to >= list.length) return state;
  const next = replaceAt(list, to, found.brick);
  next[found.index] = list[to]!;
  return { ...state, slots: { ...state.slots, [found.slot]: next } };
}
