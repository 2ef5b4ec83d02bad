import { slotAddress, walkBricks } from '@tessera/shared';
import type { EditorBrick, SlotAddress, Slots } from '../model/types.ts';
import type { EditorData } from './store-api.ts';

/** One step down the tree: a slot's name and an index in its list. */
export interface PathStep {
  readonly slot: string;
  readonly index: number;
}

export interface BrickLocation {
  /** The slot holding the brick, as an address: `slot2` in the template, `{parentId}/slot2` in a container. */
  readonly slot: SlotAddress;
  /** The slot's own name (slot1 … slotN). */
  readonly slotName: string;
  readonly index: number;
  readonly brick: EditorBrick;
  /** The container holding the brick; null in a template slot. */
  readonly parentId: string | null;
  /** 1 in a template slot. */
  readonly depth: number;
  /** Ids of the containers around the brick, outermost first. */
  readonly ancestors: readonly string[];
  /** The slot and index at each level from the template down to the brick. */
  readonly path: readonly PathStep[];
}

/**
 * Last known path of each brick id. Edits keep a brick where it is, so the next lookup of the same brick
 * (the selected one, nearly always) follows its path in O(depth) instead of walking the page. A hint is
 * only a guess, verified against the slots it is used on, so a stale one costs a walk, never a wrong
 * answer; findBrick stays a function of its arguments.
 */
const hints = new Map<string, readonly PathStep[]>();
const MAX_HINTS = 50_000;

function follow(slots: Slots, id: string, path: readonly PathStep[]): BrickLocation | null {
  let list: readonly EditorBrick[] | undefined = slots[path[0]?.slot ?? ''];
  const ancestors: string[] = [];
  let brick: EditorBrick | undefined;
  for (let level = 0; level < path.length; level++) {
    const step = path[level]!;
    if (level > 0) {
      ancestors.push(brick!.id);
      list = brick!.slots?.[step.slot];
    }
    brick = Array.isArray(list) ? list[step.index] : undefined;
    if (!brick || typeof brick !== 'object') return null;
  }
  if (brick?.id !== id) return null;
  const last = path[path.length - 1]!;
  const parentId = ancestors.length > 0 ? ancestors[ancestors.length - 1]! : null;
  return {
    slot: slotAddress(parentId, last.slot),
    slotName: last.slot,
    index: last.index,
    brick,
    parentId,
    depth: path.length,
    ancestors,
    path,
  };
}

/**
 * Where a brick is, at any depth. No id index is kept in the state: to stay immutable it would be copied
 * (O(page)) on every insert, move and remove. A hinted lookup is O(depth); a miss walks the page once
 * (measured in store.perf.test.ts).
 */
export function findBrick(slots: Slots, id: string): BrickLocation | null {
  const hint = hints.get(id);
  if (hint) {
    const found = follow(slots, id, hint);
    if (found) return found;
  }
  const steps: PathStep[] = [];
  let path: PathStep[] | null = null;
  walkBricks(slots, (brick, place) => {
    steps.length = place.depth - 1;
    steps.push({ slot: place.slot, index: place.index });
    if (brick.id !== id) return;
    path = steps.slice();
    return 'stop';
  });
  if (!path) return null;
  if (hints.size >= MAX_HINTS) hints.clear();
  hints.set(id, path);
  return follow(slots, id, path);
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

/** The slots with the brick at the end of `path` replaced by `update(brick)`, copying only that path. */
function rebuild(
  slots: Slots,
  path: readonly PathStep[],
  level: number,
  update: (brick: EditorBrick) => EditorBrick,
): Slots {
  const step = path[level]!;
  const list = slots[step.slot]!;
  const brick = list[step.index]!;
  const next =
    level === path.length - 1
      ? update(brick)
      : (() => {
          const inner = brick.slots!;
          const rebuilt = rebuild(inner, path, level + 1, update);
          return rebuilt === inner ? brick : { ...brick, slots: rebuilt };
        })();
  if (next === brick) return slots;
  return { ...slots, [step.slot]: replaceAt(list, step.index, next) };
}

/**
 * The slots with one brick, anywhere, replaced by `update(brick)`: new objects only along the path from the
 * template's slots down to it, so every other brick keeps its identity. The same slots when the brick is
 * missing or `update` returns it as is.
 */
export function updateBrickIn(slots: Slots, id: string, update: (brick: EditorBrick) => EditorBrick): Slots {
  const found = findBrick(slots, id);
  if (!found) return slots;
  return rebuild(slots, found.path, 0, update);
}

/** updateBrickIn on the state's slots. Returns the same state when nothing changed. */
export function updateBrick<S extends EditorData>(
  state: S,
  id: string,
  update: (brick: EditorBrick) => EditorBrick,
): S {
  const slots = updateBrickIn(state.slots, id, update);
  return slots === state.slots ? state : { ...state, slots };
}
