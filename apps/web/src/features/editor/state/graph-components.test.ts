import { describe, expect, it } from 'vitest';
import { placedComponents } from './graph-components.ts';
import { stateWith } from './test-fixtures.ts';

describe('placedComponents', () => {
  it('lists the bricks in page order with their component and declared mouse events', () => {
    const state = stateWith({ slot2: ['c'], slot1: ['a', 'b'] });
    const list = placedComponents(state);
    expect(list.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(list[0]).toEqual({
      id: 'a',
      name: 'Heading',
      componentName: 'Heading',
      events: ['onclick', 'onmouseenter', 'onmouseleave'],
    });
  });

  it('gives a brick of a missing component no name and no events', () => {
    const state = stateWith({ slot1: ['a'] });
    const list = placedComponents({ ...state, components: new Map() });
    expect(list).toEqual([{ id: 'a', name: 'Heading', componentName: '', events: [] }]);
  });

  it('slot10 comes after slot2', () => {
    const state = stateWith({ slot1: [], slot2: ['two'], slot3: [], slot4: [], slot5: [], slot6: [] });
    const slots = { ...state.slots, slot10: [{ ...state.slots.slot2![0]!, id: 'ten' }] };
    expect(placedComponents({ ...state, slots }).map((c) => c.id)).toEqual(['two', 'ten']);
  });
});
