/**
 * The structural actions on a tree of bricks (issue 22): find, update, insert, move, remove at any depth,
 * with the nesting rules (slot-place.ts). Flat pages keep their own tests in each action's file.
 */
import { MAX_BRICK_DEPTH } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { findBrick, updateBrick } from './find-brick.ts';
import { insert, placeProblem } from './insert.ts';
import { move, moveProblem } from './move.ts';
import { remove } from './remove.ts';
import { resolveSlot } from './slot-place.ts';
import { COLUMNS, frozen, ids, shape, type TreeNode, treeState } from './test-fixtures.ts';

/** slot1: [cols(slot1: [a, inner(slot1: [b], slot2: [])], slot2: [c]), d]; slot2: [e] */
const layout = () =>
  frozen(
    treeState({
      slot1: [['cols', { slot1: ['a', ['inner', { slot1: ['b'], slot2: [] }]], slot2: ['c'] }], 'd'],
      slot2: ['e'],
    }),
  );

/** A chain of containers `depth` deep: c1 › c2 › … with a heading `leaf` in the deepest one. */
function chain(depth: number): TreeNode {
  let node: TreeNode = [`c${depth}`, { slot1: ['leaf'], slot2: [] }];
  for (let level = depth - 1; level >= 1; level--) node = [`c${level}`, { slot1: [node], slot2: [] }];
  return node;
}

describe('findBrick at any depth', () => {
  it('finds a nested brick with its slot address, parent, depth and ancestors', () => {
    const state = layout();
    const found = findBrick(state.slots, 'b');
    expect(found).toMatchObject({
      slot: 'inner/slot1',
      slotName: 'slot1',
      index: 0,
      parentId: 'inner',
      depth: 3,
      ancestors: ['cols', 'inner'],
    });
    expect(found?.brick).toBe(state.slots.slot1![0]!.slots!.slot1![1]!.slots!.slot1![0]);
    expect(findBrick(state.slots, 'd')).toMatchObject({ slot: 'slot1', index: 1, parentId: null, depth: 1 });
  });

  it('answers right after the tree changed under a remembered path (a stale hint costs a walk, not a wrong answer)', () => {
    const state = layout();
    expect(findBrick(state.slots, 'b')?.parentId).toBe('inner');
    const moved = move(state, 'b', { slot: 'slot2', index: 0 });
    expect(findBrick(moved.slots, 'b')).toMatchObject({ slot: 'slot2', index: 0, depth: 1 });
    // The old state still answers with the old place.
    expect(findBrick(state.slots, 'b')?.slot).toBe('inner/slot1');
    expect(findBrick(moved.slots, 'zzz')).toBeNull();
  });
});

describe('updateBrick at any depth', () => {
  it('copies only the path from the template slot down to the brick', () => {
    const state = layout();
    const next = updateBrick(state, 'b', (brick) => ({ ...brick, name: 'B' }));
    const cols = state.slots.slot1![0]!;
    const nextCols = next.slots.slot1![0]!;
    expect(findBrick(next.slots, 'b')?.brick.name).toBe('B');
    expect(nextCols).not.toBe(cols);
    // Off the path: the same objects.
    expect(nextCols.slots!.slot1![0]).toBe(cols.slots!.slot1![0]);
    expect(nextCols.slots!.slot2).toBe(cols.slots!.slot2);
    expect(next.slots.slot1![1]).toBe(state.slots.slot1![1]);
    expect(next.slots.slot2).toBe(state.slots.slot2);
    expect(updateBrick(state, 'b', (brick) => brick)).toBe(state);
  });
});

describe('insert at any depth', () => {
  it('a container starts with its slots, empty', () => {
    const state = layout();
    const next = insert(state, COLUMNS.id, { slot: 'slot2', index: 1 }, 'new');
    expect(findBrick(next.slots, 'new')?.brick.slots).toEqual({ slot1: [], slot2: [] });
    expect(next.selection).toEqual({ kind: 'brick', id: 'new' });
  });

  it('goes into a container slot by address, keeping the rest by identity', () => {
    const state = layout();
    const next = insert(state, 'c-heading', { slot: 'inner/slot2', index: 0 }, 'new');
    expect(ids(next, 'inner/slot2')).toEqual(['new']);
    expect(next.slots.slot2).toBe(state.slots.slot2);
    expect(next.slots.slot1![1]).toBe(state.slots.slot1![1]);
  });

  it('refuses a slot the container component does not have, an unknown container, a brick without slots', () => {
    const state = layout();
    for (const slot of ['inner/slot3', 'nobody/slot1', 'a/slot1', 'inner/header', 'slot9']) {
      expect(insert(state, 'c-heading', { slot, index: 0 }, 'new')).toBe(state);
      expect(resolveSlot(state, slot)).toBeNull();
    }
  });

  it(`refuses to nest deeper than ${MAX_BRICK_DEPTH}, and says why`, () => {
    // c1 › … › c11, its heading at depth 12.
    const state = treeState({ slot1: [chain(MAX_BRICK_DEPTH - 1)] });
    const last = `c${MAX_BRICK_DEPTH - 1}/slot2`;
    const withBox = insert(state, COLUMNS.id, { slot: last, index: 0 }, 'box');
    expect(findBrick(withBox.slots, 'box')?.depth).toBe(MAX_BRICK_DEPTH);
    expect(insert(withBox, 'c-heading', { slot: 'box/slot1', index: 0 }, 'new')).toBe(withBox);
    const heading = findBrick(state.slots, 'leaf')!.brick;
    expect(placeProblem(withBox, heading, { slot: 'box/slot1', index: 0 })).toBe('tooDeep');
    expect(placeProblem(withBox, heading, { slot: 'nowhere/slot1', index: 0 })).toBe('noSlot');
    expect(placeProblem(withBox, heading, { slot: last, index: 0 })).toBeNull();
    // A container holding a brick counts its contents: it does not fit where a heading does.
    expect(
      placeProblem(state, findBrick(state.slots, `c${MAX_BRICK_DEPTH - 1}`)!.brick, { slot: last, index: 0 }),
    ).toBe('tooDeep');
  });
});

describe('move at any depth', () => {
  it('moves into a container, out of one and between containers, with everything inside', () => {
    const state = layout();
    expect(shape(move(state, 'd', { slot: 'cols/slot2', index: 0 }).slots)).toEqual({
      slot1: [['cols', { slot1: ['a', ['inner', { slot1: ['b'], slot2: [] }]], slot2: ['d', 'c'] }]],
      slot2: ['e'],
    });
    expect(shape(move(state, 'inner', { slot: 'slot2', index: 1 }).slots)).toEqual({
      slot1: [['cols', { slot1: ['a'], slot2: ['c'] }], 'd'],
      slot2: ['e', ['inner', { slot1: ['b'], slot2: [] }]],
    });
    const next = move(state, 'b', { slot: 'cols/slot2', index: 1 });
    expect(ids(next, 'cols/slot2')).toEqual(['c', 'b']);
    expect(ids(next, 'inner/slot1')).toEqual([]);
    expect(next.selection).toEqual({ kind: 'brick', id: 'b' });
    expect(next.slots.slot2).toBe(state.slots.slot2);
  });

  it('moves the brick that comes before its target container (the path shifts as it is taken out)', () => {
    const state = treeState({ slot1: ['a', ['cols', { slot1: ['b'], slot2: [] }]] });
    const next = move(state, 'a', { slot: 'cols/slot1', index: 1 });
    expect(shape(next.slots)).toEqual({ slot1: [['cols', { slot1: ['b', 'a'], slot2: [] }]] });
  });

  it('reorders within a container slot as within a template slot', () => {
    const state = layout();
    expect(ids(move(state, 'a', { slot: 'cols/slot1', index: 2 }), 'cols/slot1')).toEqual(['inner', 'a']);
  });

  it('refuses a move into the brick itself or one of its bricks, and says why', () => {
    const state = layout();
    for (const slot of ['cols/slot1', 'cols/slot2', 'inner/slot2']) {
      expect(move(state, 'cols', { slot, index: 0 })).toBe(state);
      expect(moveProblem(state, 'cols', { slot, index: 0 })).toBe('intoItself');
    }
    expect(move(state, 'inner', { slot: 'inner/slot1', index: 0 })).toBe(state);
    expect(moveProblem(state, 'inner', { slot: 'cols/slot2', index: 0 })).toBeNull();
    expect(moveProblem(state, 'gone', { slot: 'slot1', index: 0 })).toBe('noSlot');
  });

  it('refuses a move that would put any brick inside deeper than allowed', () => {
    const state = treeState({
      slot1: [chain(MAX_BRICK_DEPTH - 1)],
      slot2: [['x1', { slot1: [['x2', { slot1: ['y'], slot2: [] }]], slot2: [] }]],
    });
    // x1 holds two levels; placed at depth MAX-1 its heading would sit at MAX+1.
    const target = { slot: `c${MAX_BRICK_DEPTH - 2}/slot2`, index: 0 };
    expect(moveProblem(state, 'x1', target)).toBe('tooDeep');
    expect(move(state, 'x1', target)).toBe(state);
    expect(moveProblem(state, 'y', target)).toBeNull();
  });
});

describe('remove at any depth', () => {
  it('removes a container with everything inside it', () => {
    const state = layout();
    const next = remove(state, 'inner');
    expect(shape(next.slots)).toEqual({
      slot1: [['cols', { slot1: ['a'], slot2: ['c'] }], 'd'],
      slot2: ['e'],
    });
    expect(findBrick(next.slots, 'b')).toBeNull();
    expect(next.selection).toBeNull();
    expect(next.slots.slot2).toBe(state.slots.slot2);
  });
});
