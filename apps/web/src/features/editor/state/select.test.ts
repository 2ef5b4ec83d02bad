import { describe, expect, it } from 'vitest';
import { select, validSelection } from './select.ts';
import { frozen, stateWith } from './test-fixtures.ts';

describe('select', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b'] }));

  it('selecting a brick replaces the template selection and vice versa', () => {
    const template = select(state, { kind: 'template' });
    expect(template.selection).toEqual({ kind: 'template' });
    const brick = select(template, { kind: 'brick', id: 'a' });
    expect(brick.selection).toEqual({ kind: 'brick', id: 'a' });
    expect(select(brick, { kind: 'template' }).selection).toEqual({ kind: 'template' });
    expect(select(brick, null).selection).toBeNull();
  });

  it('keeps the state when the selection is the same, and ignores unknown bricks', () => {
    const brick = select(state, { kind: 'brick', id: 'a' });
    expect(select(brick, { kind: 'brick', id: 'a' })).toBe(brick);
    expect(select(state, null)).toBe(state);
    expect(select(brick, { kind: 'brick', id: 'nope' })).toBe(brick);
  });

  it('touches nothing but the selection', () => {
    const next = select(state, { kind: 'brick', id: 'b' });
    expect(next.slots).toBe(state.slots);
    expect(next.template).toBe(state.template);
  });
});

describe('validSelection', () => {
  it('clears a selection whose brick is gone and keeps any other', () => {
    const state = stateWith({ slot1: ['a'] });
    const gone = { ...state, selection: { kind: 'brick', id: 'x' } as const };
    expect(validSelection(gone).selection).toBeNull();
    const kept = select(state, { kind: 'brick', id: 'a' });
    expect(validSelection(kept)).toBe(kept);
    const template = select(state, { kind: 'template' });
    expect(validSelection(template)).toBe(template);
  });
});
