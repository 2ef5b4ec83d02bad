import { describe, expect, it } from 'vitest';
import { insert } from './insert.ts';
import { frozen, HEADING, ids, PARAGRAPH, stateWith } from './test-fixtures.ts';

describe('insert', () => {
  it('inserts a deep copy of the component with a new id at the index and selects it', () => {
    const state = frozen(stateWith({ slot1: ['a', 'b'], slot2: ['c'] }));
    const next = insert(state, PARAGRAPH.id, { slot: 'slot1', index: 1 }, 'new');
    expect(ids(next, 'slot1')).toEqual(['a', 'new', 'b']);
    const brick = next.slots.slot1![1]!;
    expect(brick).toMatchObject({ id: 'new', name: 'Paragraph', componentId: PARAGRAPH.id, isPrefab: false });
    expect(brick.dataTypes).toEqual(PARAGRAPH.dataTypes);
    expect(brick.dataTypes).not.toBe(PARAGRAPH.dataTypes);
    expect(brick.dataTypes.name).not.toBe(PARAGRAPH.dataTypes.name);
    expect(brick.dataGroups).toEqual(PARAGRAPH.dataGroups);
    expect(brick.dataGroups).not.toBe(PARAGRAPH.dataGroups);
    expect(next.selection).toEqual({ kind: 'brick', id: 'new' });
  });

  it('keeps every other brick and slot by identity', () => {
    const state = stateWith({ slot1: ['a', 'b'], slot2: ['c'] });
    const next = insert(state, HEADING.id, { slot: 'slot1', index: 0 }, 'new');
    expect(next.slots.slot1![1]).toBe(state.slots.slot1![0]);
    expect(next.slots.slot1![2]).toBe(state.slots.slot1![1]);
    expect(next.slots.slot2).toBe(state.slots.slot2);
    expect(next.template).toBe(state.template);
  });

  it('clamps the index to the slot', () => {
    const state = stateWith({ slot1: ['a'] });
    expect(ids(insert(state, HEADING.id, { slot: 'slot1', index: 99 }, 'n'), 'slot1')).toEqual(['a', 'n']);
    expect(ids(insert(state, HEADING.id, { slot: 'slot1', index: -3 }, 'n'), 'slot1')).toEqual(['n', 'a']);
  });

  it('generates a fresh id by default', () => {
    const state = stateWith({ slot1: [] });
    const first = insert(state, HEADING.id, { slot: 'slot1', index: 0 });
    const second = insert(first, HEADING.id, { slot: 'slot1', index: 0 });
    const [x, y] = ids(second, 'slot1');
    expect(x).not.toBe(y);
    expect(x).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does nothing for an unknown component or slot', () => {
    const state = stateWith({ slot1: ['a'] });
    expect(insert(state, 'nope', { slot: 'slot1', index: 0 }, 'n')).toBe(state);
    expect(insert(state, HEADING.id, { slot: 'slot9', index: 0 }, 'n')).toBe(state);
  });
});
