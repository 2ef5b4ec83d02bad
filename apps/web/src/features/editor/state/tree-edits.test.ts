/**
 * Edits, selection, keyboard moves and the clipboard on bricks inside containers (issue 22).
 */
import { allBricks, MAX_BRICK_DEPTH } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { copy, duplicate, paste, pasteTarget } from './clipboard.ts';
import { findBrick } from './find-brick.ts';
import { placedComponents } from './graph-components.ts';
import { moveProblem } from './move.ts';
import { moveBy, moveIntoPrevious, moveIntoPreviousTarget, moveOut, moveOutTarget } from './move-by.ts';
import { rename } from './rename.ts';
import { reset } from './reset.ts';
import { select, selectParent, validSelection } from './select.ts';
import { setProperty } from './set-property.ts';
import { frozen, ids, shape, treeState } from './test-fixtures.ts';
import { setVisibility } from './visibility.ts';

/** slot1: [cols(slot1: [a, b], slot2: [c]), d]; slot2: [e] */
const layout = () =>
  frozen(treeState({ slot1: [['cols', { slot1: ['a', 'b'], slot2: ['c'] }], 'd'], slot2: ['e'] }));

const counter = () => {
  let n = 0;
  return () => `n${++n}`;
};

describe('edits of a nested brick', () => {
  const state = layout();
  const text = (s: typeof state, id: string) => findBrick(s.slots, id)?.brick.dataTypes.text?.value;

  it('setProperty, rename and visibility reach it and copy only its path', () => {
    const edited = setProperty(state, { kind: 'brick', id: 'c' }, 'text', 'Deep');
    expect(text(edited, 'c')).toBe('Deep');
    expect(edited.slots.slot1![0]!.slots!.slot1).toBe(state.slots.slot1![0]!.slots!.slot1);
    expect(edited.slots.slot2).toBe(state.slots.slot2);
    const renamed = rename(state, 'b', 'Second');
    expect(findBrick(renamed.slots, 'b')?.brick.name).toBe('Second');
    expect(findBrick(renamed.slots, 'b')?.brick.dataTypes.name?.value).toBe('Second');
    const hidden = setVisibility(state, 'cols', false);
    expect(findBrick(hidden.slots, 'cols')?.brick.dataTypes.visibility?.value).toBe(false);
    // The container's contents are the same objects.
    expect(hidden.slots.slot1![0]!.slots).toBe(state.slots.slot1![0]!.slots);
  });

  it('reset puts a nested brick back to its defaults', () => {
    const edited = setProperty(state, { kind: 'brick', id: 'a' }, 'text', 'Changed');
    const back = reset(edited, { kind: 'brick', id: 'a' });
    expect(text(back, 'a')).toBe(findBrick(state.slots, 'a')?.brick.dataTypes.text?.defaultValue);
  });
});

describe('select at any depth', () => {
  const state = layout();

  it('selects a nested brick and a container slot by address; not one that does not exist', () => {
    expect(select(state, { kind: 'brick', id: 'c' }).selection).toEqual({ kind: 'brick', id: 'c' });
    expect(select(state, { kind: 'slot', slot: 'cols/slot2' }).selection).toEqual({
      kind: 'slot',
      slot: 'cols/slot2',
    });
    expect(select(state, { kind: 'slot', slot: 'cols/slot3' })).toBe(state);
    expect(select(state, { kind: 'slot', slot: 'a/slot1' })).toBe(state);
  });

  it('selectParent (Escape) climbs to the container, then clears from a template slot', () => {
    const inC = select(state, { kind: 'brick', id: 'c' });
    const up = selectParent(inC);
    expect(up.selection).toEqual({ kind: 'brick', id: 'cols' });
    expect(selectParent(up).selection).toBeNull();
    expect(selectParent(select(state, { kind: 'slot', slot: 'cols/slot1' })).selection).toEqual({
      kind: 'brick',
      id: 'cols',
    });
    expect(selectParent(select(state, { kind: 'slot', slot: 'slot2' })).selection).toBeNull();
    expect(selectParent(state)).toBe(state);
  });

  it('validSelection drops a selected brick or container slot that is gone', () => {
    const selected = select(state, { kind: 'slot', slot: 'cols/slot1' });
    const gone = { ...selected, slots: { ...selected.slots, slot1: [] } };
    expect(validSelection(gone).selection).toBeNull();
    expect(validSelection(selected)).toBe(selected);
  });
});

describe('keyboard moves through the tree', () => {
  const state = layout();

  it('moveBy reorders within a container slot', () => {
    expect(ids(moveBy(state, 'b', -1), 'cols/slot1')).toEqual(['b', 'a']);
    expect(moveBy(state, 'c', 1)).toBe(state);
  });

  it('moveOut takes a brick out of its container, right after it; nothing at the top', () => {
    expect(moveOutTarget(state, 'a')).toEqual({ slot: 'slot1', index: 1 });
    const out = moveOut(state, 'a');
    expect(shape(out.slots).slot1).toEqual([['cols', { slot1: ['b'], slot2: ['c'] }], 'a', 'd']);
    expect(out.selection).toEqual({ kind: 'brick', id: 'a' });
    expect(moveOutTarget(state, 'd')).toBeNull();
    expect(moveOut(state, 'd')).toBe(state);
  });

  it('moveIntoPrevious puts a brick at the end of the previous container’s last slot', () => {
    expect(moveIntoPreviousTarget(state, 'd')).toEqual({ slot: 'cols/slot2', index: 1 });
    const into = moveIntoPrevious(state, 'd');
    expect(shape(into.slots).slot1).toEqual([['cols', { slot1: ['a', 'b'], slot2: ['c', 'd'] }]]);
    // The previous brick is not a container, or there is none.
    expect(moveIntoPreviousTarget(state, 'b')).toBeNull();
    expect(moveIntoPreviousTarget(state, 'cols')).toBeNull();
    expect(moveIntoPrevious(state, 'e')).toBe(state);
  });

  it('moveIntoPrevious goes to the last slot the canvas shows, never to one the container does not draw', () => {
    // Columns set to one column: its code draws slot1 only, so slot2 would hide the brick.
    const onlyFirst = (address: string) => address === 'cols/slot1';
    expect(moveIntoPreviousTarget(state, 'd', onlyFirst)).toEqual({ slot: 'cols/slot1', index: 2 });
    const into = moveIntoPrevious(state, 'd', onlyFirst);
    expect(shape(into.slots).slot1).toEqual([['cols', { slot1: ['a', 'b', 'd'], slot2: ['c'] }]]);
    // Every slot drawn: the last one, as without the canvas's word.
    expect(moveIntoPreviousTarget(state, 'd', () => true)).toEqual({ slot: 'cols/slot2', index: 1 });
    // None drawn: nowhere to go.
    expect(moveIntoPreviousTarget(state, 'd', () => false)).toBeNull();
    expect(moveIntoPrevious(state, 'd', () => false)).toBe(state);
  });

  it('refuses a keyboard move deeper than allowed', () => {
    // c11 (outermost) › … › c1 at depth 11, holding the container k and the heading x at depth 12.
    let node: Parameters<typeof treeState>[0]['slot1'][number] = [
      'c1',
      { slot1: [['k', { slot1: [], slot2: [] }], 'x'], slot2: [] },
    ];
    for (let level = 2; level < MAX_BRICK_DEPTH; level++) node = [`c${level}`, { slot1: [node], slot2: [] }];
    const deep = treeState({ slot1: [node] });
    expect(findBrick(deep.slots, 'x')?.depth).toBe(MAX_BRICK_DEPTH);
    const target = moveIntoPreviousTarget(deep, 'x');
    expect(target).toEqual({ slot: 'k/slot2', index: 0 });
    expect(moveProblem(deep, 'x', target!)).toBe('tooDeep');
    expect(moveIntoPrevious(deep, 'x')).toBe(deep);
    // Out is always possible: it only goes up.
    expect(findBrick(moveOut(deep, 'x').slots, 'x')?.depth).toBe(MAX_BRICK_DEPTH - 1);
  });
});

describe('clipboard with containers', () => {
  const state = layout();

  it('duplicate copies a container with everything inside, every brick with a new id', () => {
    const next = duplicate(select(state, { kind: 'brick', id: 'cols' }), 'dup', counter());
    expect(shape(next.slots).slot1).toEqual([
      ['cols', { slot1: ['a', 'b'], slot2: ['c'] }],
      ['dup', { slot1: ['n1', 'n2'], slot2: ['n3'] }],
      'd',
    ]);
    const every = allBricks(next.slots).map((brick) => brick.id);
    expect(new Set(every).size).toBe(every.length);
    expect(next.selection).toEqual({ kind: 'brick', id: 'dup' });
    // A deep copy: the copy shares no object with the original.
    expect(findBrick(next.slots, 'n1')?.brick.dataTypes).not.toBe(
      findBrick(state.slots, 'a')?.brick.dataTypes,
    );
  });

  it('paste lands after the selected nested brick, or at the end of a selected container slot', () => {
    const copied = copy(select(state, { kind: 'brick', id: 'd' }));
    const afterA = paste(select(copied, { kind: 'brick', id: 'a' }), 'p', counter());
    expect(ids(afterA, 'cols/slot1')).toEqual(['a', 'p', 'b']);
    const intoSlot = select(copied, { kind: 'slot', slot: 'cols/slot2' });
    expect(pasteTarget(intoSlot)).toEqual({ slot: 'cols/slot2', index: 1 });
    expect(ids(paste(intoSlot, 'p'), 'cols/slot2')).toEqual(['c', 'p']);
  });

  it('pasting a container twice keeps ids unique', () => {
    const copied = copy(select(state, { kind: 'brick', id: 'cols' }));
    const newId = counter();
    const twice = paste(paste(copied, 'p1', newId), 'p2', newId);
    const every = allBricks(twice.slots).map((brick) => brick.id);
    expect(new Set(every).size).toBe(every.length);
    expect(every).toHaveLength(3 * 4 + 2);
  });
});

describe('placedComponents (behaviour graph)', () => {
  it('offers bricks at any depth, a container before its contents', () => {
    expect(placedComponents(layout()).map((c) => c.id)).toEqual(['cols', 'a', 'b', 'c', 'd', 'e']);
  });
});
