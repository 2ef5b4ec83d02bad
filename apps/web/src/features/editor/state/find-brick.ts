import type { EditorBrick, Slots } from '../model/types.ts';
import type { EditorData } from './store-api.ts';

export interface BrickLocation {
  readonly slot: string;
  readonly index: number;
  readonly brick: EditorBrick;
}

/**
 * Last known place of each brick id. Edits keep a brick where it is, so the next lookup of the same brick
 * (the selected one, nearly always) is checked there in O(1) instead of scanning the page. A hint is only
 * a guess, verified against the slots it is used on, so a stale one costs a scan, never a wrong answer;
 * findBrick stays a function of its arguments.
 */
const hints = new Map<string, { slot: string; index: number }>();
const MAX_HINTS = 50_000;

/**
 * Where a brick is. No id index is kept in the state: to stay immutable it would be copied (O(page)) on
 * every insert, move and remove. A hinted lookup is O(1); a miss scans the slots (measured in
 * store.perf.test.ts).
 */
export function findBrick(slots: Slots, id: string): BrickLocation | null {
  const hint = hints.get(id);
  if (hint) {
    const brick = slots[hint.slot]?.[hint.index];
    if (brick?.id === id) return { slot: hint.slot, index: hint.index, brick };
  }
  for (const slot in slots) {
    const list = slots[slot]!;
    for (let index = 0; index < list.length; index++) {
      const brick = list[index]!;
      if (brick.id !== id) continue;
      if (hints.size >= MAX_HINTS) hints.clear();
      hints.set(id, { slot, index });
      return { slot, index, brick };
    }
  }
  return null;
}

/** The list with `item` at `index`; only the list is copied. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  const next = list.slice();
  next[index] = item;
  return next;
}

export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const next = list.slice();
  next.splice(index, 0, item);
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  const next = list.slice();
  next.splice(index, 1);
  return next;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The state with one brick replaced by `update(brick)`: new objects only along the path (slots, that
 * slot's list, the brick). Returns the same state when the brick is missing or `update` returns it as is.
 */
export function updateBrick<S extends EditorData>(
  state: S,
  id: string,
  update: (brick: EditorBrick) => EditorBrick,
): S {
  const found = findBrick(state.slots, id);
  if (!found) return state;
  const next = update(found.brick);
  if (next === found.brick) return state;
  const list = replaceAt(state.slots[found.slot]!, found.index, next);
  return { ...state, slots: { ...state.slots, [found.slot]: list } };
}
