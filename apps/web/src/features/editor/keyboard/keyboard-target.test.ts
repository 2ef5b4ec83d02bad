import { describe, expect, it } from 'vitest';
import { stateWith } from '../state/test-fixtures.ts';
import { brickPosition, keyboardTarget } from './keyboard-target.ts';

describe('keyboardTarget', () => {
  it('goes right after the selected brick, in its slot', () => {
    const { slots } = stateWith({ slot1: ['a', 'b'], slot2: [] });
    expect(keyboardTarget(slots, { kind: 'brick', id: 'a' })).toEqual({ slot: 'slot1', index: 1 });
    expect(keyboardTarget(slots, { kind: 'brick', id: 'b' })).toEqual({ slot: 'slot1', index: 2 });
  });

  it('without a selection, goes into the first empty slot in page order (slot2 before slot10)', () => {
    const loaded = stateWith({ slot1: ['a'], slot2: [], slot3: [] }).slots;
    // Keys in another order than the page's: the page's order decides.
    const slots = { slot10: [], slot3: loaded.slot3!, slot1: loaded.slot1!, slot2: loaded.slot2! };
    expect(keyboardTarget(slots, null)).toEqual({ slot: 'slot2', index: 0 });
    // A selected slot takes the component at its end, as a paste there does.
    expect(keyboardTarget(slots, { kind: 'slot', slot: 'slot1' })).toEqual({ slot: 'slot1', index: 1 });
    // A selection no slot holds counts as none.
    expect(keyboardTarget(slots, { kind: 'brick', id: 'gone' })).toEqual({ slot: 'slot2', index: 0 });
  });

  it('with every slot filled and nothing selected, goes to the end of the first slot', () => {
    const { slots } = stateWith({ slot2: ['c'], slot1: ['a', 'b'] });
    expect(keyboardTarget(slots, null)).toEqual({ slot: 'slot1', index: 2 });
  });

  it('is null for a page without slots', () => {
    expect(keyboardTarget({}, null)).toBeNull();
  });
});

describe('brickPosition', () => {
  it('says where a brick is, counted from one, with its slot number', () => {
    const { slots } = stateWith({ slot1: ['a'], slot2: ['b', 'c', 'd'] });
    expect(brickPosition(slots, 'c')).toEqual({
      name: 'Heading',
      position: 2,
      count: 3,
      slotNumber: '2',
      container: null,
    });
    expect(brickPosition(slots, 'zz')).toBeNull();
  });
});
