/**
 * The one walker over a page's brick tree (PAGE-MODEL: "Trees, not flat lists"). A page's content holds the
 * template's slots; each slot is an ordered list of bricks, and a brick whose component is a container holds
 * `slots` of its own in the same shape. Every feature that reads or rewrites bricks (find, copy, prefab
 * refresh, graph component lookup, validation, publishing) goes through these functions, never a loop of
 * its own, so nesting is handled in one place.
 *
 * Functions here take any object with optional `slots` of such objects, so they serve the stored JSON, the
 * editor's immutable state and the renderer's nodes alike.
 */
import { formRules } from './forms/bricks.ts';
import { SLOT_NAME } from './page-content.ts';

/**
 * How deep bricks may nest: a brick in a template slot is at depth 1. Twelve covers real layouts with room
 * (section › columns › column stack › card › stack › link block › … is seven) while keeping every walk, the
 * canvas and the navigator shallow enough to stay instant (docs/decisions/0032).
 */
export const MAX_BRICK_DEPTH = 12;

/** Anything shaped like a brick: an id and, for a container, its slots of the same shape. */
export interface TreeBrick {
  readonly id: string;
  readonly slots?: Readonly<Record<string, readonly TreeBrick[]>>;
}

export type TreeSlots<B> = Readonly<Record<string, readonly B[]>>;

/** Where a brick sits: its parent brick (null: a template slot), the slot's name, its index and depth. */
export interface BrickPlace {
  readonly parentId: string | null;
  readonly slot: string;
  readonly index: number;
  /** 1 for a brick in a template slot. */
  readonly depth: number;
}

/** A slot anywhere on the page: a template slot (parentId null) or a container's slot. */
export interface SlotRef {
  readonly parentId: string | null;
  readonly slot: string;
}

/**
 * A slot as one string, for keys and DOM attributes: `slot2` for a template slot, `{brickId}/slot2` for a
 * container's. Slot names never hold a '/', so the last one splits it back even when an id holds one.
 */
export function slotAddress(parentId: string | null, slot: string): string {
  return parentId === null ? slot : `${parentId}/${slot}`;
}

export function parseSlotAddress(address: string): SlotRef {
  const cut = address.lastIndexOf('/');
  return cut < 0
    ? { parentId: null, slot: address }
    : { parentId: address.slice(0, cut), slot: address.slice(cut + 1) };
}

/** The slots of a brick, in slot order (slot1, slot2 …), or none. */
export function childSlots<B extends TreeBrick>(brick: B): Array<[string, readonly B[]]> {
  const slots = brick.slots as TreeSlots<B> | undefined;
  if (!slots || typeof slots !== 'object') return [];
  return Object.entries(slots).filter((entry): entry is [string, readonly B[]] => Array.isArray(entry[1]));
}

/** What a visitor answers: 'skip' leaves the brick's contents out of the walk, 'stop' ends it. */
export type VisitAnswer = void | 'skip' | 'stop';

/**
 * Visits every brick depth-first in page order (a container before its contents). Iterative, so damaged
 * content nested very deep cannot overflow the stack.
 */
export function walkBricks<B extends TreeBrick>(
  slots: TreeSlots<B>,
  visit: (brick: B, place: BrickPlace) => VisitAnswer,
): void {
  type Frame = { list: readonly B[]; index: number; parentId: string | null; slot: string; depth: number };
  const stack: Frame[] = [];
  const pushSlots = (entries: Array<[string, readonly B[]]>, parentId: string | null, depth: number) => {
    for (let i = entries.length - 1; i >= 0; i--) {
      const [slot, list] = entries[i]!;
      stack.push({ list, index: 0, parentId, slot, depth });
    }
  };
  pushSlots(
    Object.entries(slots).filter((entry): entry is [string, readonly B[]] => Array.isArray(entry[1])),
    null,
    1,
  );
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.list.length) {
      stack.pop();
      continue;
    }
    const index = frame.index++;
    const brick = frame.list[index]!;
    if (!brick || typeof brick !== 'object') continue;
    const answer = visit(brick, { parentId: frame.parentId, slot: frame.slot, index, depth: frame.depth });
    if (answer === 'stop') return;
    if (answer === 'skip') continue;
    const inner = childSlots(brick);
    if (inner.length > 0) pushSlots(inner, brick.id, frame.depth + 1);
  }
}

/** A node of a drawn tree: containers hold their children's nodes by slot name. */
export interface TreeNode<N> {
  slots?: Record<string, N[]>;
}

/**
 * The bricks as a tree of nodes (for drawing: the live renderer, the editor's site bands), each made by
 * `toNode`; null leaves the brick and its contents out. A node goes into its parent's `slots` under the slot
 * it sits in, a top-level one into `top[slot]` (created when missing). Returns `top`.
 */
export function nodeTree<B extends TreeBrick, N extends TreeNode<N>>(
  slots: TreeSlots<B>,
  toNode: (brick: B, place: BrickPlace) => N | null,
  top: Record<string, N[]> = {},
): Record<string, N[]> {
  // The nodes of the current brick's ancestors, by depth: a brick's parent is the node one level up.
  const path: N[] = [];
  walkBricks(slots, (brick, place) => {
    const node = toNode(brick, place);
    if (node === null) return 'skip';
    const parent = place.depth === 1 ? undefined : path[place.depth - 2];
    let into = top;
    if (parent) {
      parent.slots ??= {};
      into = parent.slots;
    }
    into[place.slot] ??= [];
    into[place.slot]!.push(node);
    path.length = place.depth - 1;
    path.push(node);
  });
  return top;
}

/** Every brick of the page, in page order. */
export function allBricks<B extends TreeBrick>(slots: TreeSlots<B>): B[] {
  const bricks: B[] = [];
  walkBricks(slots, (brick) => {
    bricks.push(brick);
  });
  return bricks;
}

export function countBricks(slots: TreeSlots<TreeBrick>): number {
  let count = 0;
  walkBricks(slots, () => {
    count += 1;
  });
  return count;
}

/** A brick found in the tree, with its place and the ids of its ancestors (outermost first). */
export interface FoundBrick<B> extends BrickPlace {
  readonly brick: B;
  readonly ancestors: readonly string[];
}

/** Finds a brick by id anywhere on the page. */
export function findInTree<B extends TreeBrick>(slots: TreeSlots<B>, id: string): FoundBrick<B> | null {
  const path: string[] = [];
  let found: FoundBrick<B> | null = null;
  walkBricks(slots, (brick, place) => {
    path.length = place.depth - 1;
    if (brick.id === id) {
      found = { ...place, brick, ancestors: path.slice() };
      return 'stop';
    }
    path.push(brick.id);
  });
  return found;
}

/** The brick list of a slot anywhere on the page, or undefined when there is no such slot. */
export function slotList<B extends TreeBrick>(slots: TreeSlots<B>, ref: SlotRef): readonly B[] | undefined {
  if (ref.parentId === null) return slots[ref.slot];
  const parent = findInTree(slots, ref.parentId);
  const list = (parent?.brick.slots as TreeSlots<B> | undefined)?.[ref.slot];
  return Array.isArray(list) ? list : undefined;
}

/** How many levels a brick's contents go down: 0 for a brick without bricks inside. */
export function subtreeHeight(brick: TreeBrick): number {
  let height = 0;
  walkBricks(brick.slots ?? {}, (_inner, place) => {
    if (place.depth > height) height = place.depth;
  });
  return height;
}

/**
 * A copy of the slots with `change` applied to every brick, bottom-up (contents first, so `change` sees
 * a container with its contents already changed). `change` returns the brick as is, a replacement, or
 * null to take it out. Objects along unchanged paths keep their identity, and the same slots object is
 * returned when nothing changed.
 */
export function mapBricks<B extends TreeBrick>(
  slots: TreeSlots<B>,
  change: (brick: B, place: BrickPlace) => B | null,
): TreeSlots<B> {
  const mapList = (
    list: readonly B[],
    parentId: string | null,
    slot: string,
    depth: number,
  ): readonly B[] => {
    let next: B[] | null = null;
    for (let index = 0; index < list.length; index++) {
      const brick = list[index]!;
      let mapped: B | null = brick;
      if (brick && typeof brick === 'object') {
        const inner = brick.slots as TreeSlots<B> | undefined;
        if (inner && typeof inner === 'object') {
          const innerNext = mapSlots(inner, brick.id, depth + 1);
          if (innerNext !== inner) mapped = { ...brick, slots: innerNext };
        }
        mapped = change(mapped, { parentId, slot, index, depth });
      }
      if (mapped !== brick && !next) next = list.slice(0, index);
      // Only `change` takes a brick out: an item that is no brick (null in damaged content) stays as it was.
      if (next && (mapped !== null || brick === null)) next.push(mapped as B);
    }
    return next ?? list;
  };
  const mapSlots = (current: TreeSlots<B>, parentId: string | null, depth: number): TreeSlots<B> => {
    let next: Record<string, readonly B[]> | null = null;
    for (const [slot, list] of Object.entries(current)) {
      if (!Array.isArray(list)) continue;
      const mapped = mapList(list, parentId, slot, depth);
      if (mapped !== list) {
        next ??= { ...current };
        next[slot] = mapped;
      }
    }
    return next ?? current;
  };
  return mapSlots(slots, null, 1);
}

/** What is wrong with a brick tree, naming the brick; null when nothing is. */
export interface TreeProblem {
  readonly brickId: string;
  readonly message: string;
}

/**
 * Checks the tree's structure: depth at most MAX_BRICK_DEPTH, slot names slot1 … slotN, every id used once
 * (so no brick is inside itself), the form rules (forms/bricks.ts formRules: no form inside a form, valid Form
 * and FormField values, field names valid and unique in their form), and, when `slotsOf` knows the brick's component, only slots the component
 * has, except the slots `kept` accepts by address (`{brickId}/slotK`: slots the stored content already had,
 * so a component edited down to fewer slots does not make its pages unsaveable; see grandfatheredSlots).
 * Iterative, so it is safe on hostile content.
 */
export function brickTreeProblem(
  slots: TreeSlots<TreeBrick & { componentId?: unknown; dataTypes?: unknown }>,
  slotsOf?: (componentId: string) => number | undefined,
  kept?: ReadonlySet<string>,
): TreeProblem | null {
  const seen = new Set<string>();
  const forms = formRules();
  let problem: TreeProblem | null = null;
  walkBricks(slots, (brick, place) => {
    if (place.depth > MAX_BRICK_DEPTH) {
      problem = {
        brickId: brick.id,
        message: `brick ${brick.id} is nested ${place.depth} deep; bricks nest ${MAX_BRICK_DEPTH} deep at most`,
      };
      return 'stop';
    }
    if (seen.has(brick.id)) {
      problem = { brickId: brick.id, message: `brick ${brick.id} appears more than once (ids are unique)` };
      return 'stop';
    }
    seen.add(brick.id);
    const formProblem = forms(brick, place.depth);
    if (formProblem !== null) {
      problem = { brickId: brick.id, message: formProblem };
      return 'stop';
    }
    const inner = brick.slots;
    if (inner === undefined) return;
    const names = Object.keys(inner ?? {});
    const bad = names.find((name) => !SLOT_NAME.test(name));
    if (bad !== undefined) {
      problem = {
        brickId: brick.id,
        message: `brick ${brick.id} has a slot named ${bad}; slots are slot1, slot2 …`,
      };
      return 'stop';
    }
    const count = typeof brick.componentId === 'string' ? slotsOf?.(brick.componentId) : undefined;
    if (count === undefined) return;
    const extra = names.find(
      (name) => Number(name.slice(4)) > count && !kept?.has(slotAddress(brick.id, name)),
    );
    if (extra !== undefined) {
      problem = {
        brickId: brick.id,
        message:
          count === 0
            ? `brick ${brick.id} holds bricks, but its component has no slots`
            : `brick ${brick.id} has ${extra}, but its component has ${count} slot${count === 1 ? '' : 's'}`,
      };
      return 'stop';
    }
  });
  return problem;
}

/**
 * The addresses (`{brickId}/slotK`) of every container slot in `slots`: given the stored content of a page,
 * the slots brickTreeProblem keeps even when the brick's component no longer has them (the way a template
 * edited down keeps its pages' extra slots). Tolerant of any value: what is not a brick tree adds nothing.
 */
export function grandfatheredSlots(slots: unknown): Set<string> {
  const kept = new Set<string>();
  if (slots === null || typeof slots !== 'object' || Array.isArray(slots)) return kept;
  walkBricks(slots as TreeSlots<TreeBrick>, (brick) => {
    if (typeof brick?.id !== 'string') return 'skip';
    const inner: unknown = brick.slots;
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return;
    for (const name of Object.keys(inner)) kept.add(slotAddress(brick.id, name));
  });
  return kept;
}

/**
 * How deeply a JSON value nests, counted without recursion and cut off past `limit` (returns limit + 1), so
 * content nested thousands deep is refused before a recursive parser meets it.
 */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return true;
    for (const inner of Array.isArray(current) ? current : Object.values(current)) {
      if (inner !== null && typeof inner === 'object') stack.push([inner, depth + 1]);
    }
  }
  return false;
}
