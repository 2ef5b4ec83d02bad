import { describe, expect, it } from 'vitest';
import { copy, duplicate, paste } from './clipboard.ts';
import { select } from './select.ts';
import { setProperty } from './set-property.ts';
import { frozen, ids, stateWith } from './test-fixtures.ts';

describe('copy', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b'], slot2: ['c'] }));

  it('copies the selected brick', () => {
    const next = copy(select(state, { kind: 'brick', id: 'b' }));
    expect(next.clipboard).toBe(state.slots.slot1![1]);
    expect(next.slots).toBe(state.slots);
  });

  it('does nothing without a selected brick', () => {
    expect(copy(state)).toBe(state);
    const template = select(state, { kind: 'template' });
    expect(copy(template)).toBe(template);
  });
});

describe('paste', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b'], slot2: ['c', 'd'] }));
  const copied = copy(select(state, { kind: 'brick', id: 'a' }));

  it('inserts a deep copy with a fresh id right after the selected brick and selects it', () => {
    const next = paste(select(copied, { kind: 'brick', id: 'c' }), 'p');
    expect(ids(next, 'slot2')).toEqual(['c', 'p', 'd']);
    const pasted = next.slots.slot2![1]!;
    const original = state.slots.slot1![0]!;
    expect(pasted).toEqual({ ...original, id: 'p' });
    expect(pasted.dataTypes).not.toBe(original.dataTypes);
    expect(pasted.dataTypes.text).not.toBe(original.dataTypes.text);
    expect(next.selection).toEqual({ kind: 'brick', id: 'p' });
    expect(next.slots.slot1).toBe(state.slots.slot1);
    expect(next.slots.slot2![0]).toBe(state.slots.slot2![0]);
  });

  it('pastes at the end of slot1 when no brick is selected', () => {
    expect(ids(paste(select(copied, null), 'p'), 'slot1')).toEqual(['a', 'b', 'p']);
    expect(ids(paste(select(copied, { kind: 'template' }), 'p'), 'slot1')).toEqual(['a', 'b', 'p']);
  });

  it('pastes what was copied, not what the brick became since', () => {
    const edited = setProperty(copied, { kind: 'brick', id: 'a' }, 'text', 'Later');
    const pasted = paste(edited, 'p').slots.slot1![1]!;
    expect(pasted.dataTypes.text!.value).toBe(state.slots.slot1![0]!.dataTypes.text!.value);
  });

  it('pastes twice with distinct ids', () => {
    const twice = paste(paste(copied, 'p1'), 'p2');
    expect(ids(twice, 'slot1')).toEqual(['a', 'p1', 'p2', 'b']);
  });

  it('does nothing with an empty clipboard', () => {
    expect(paste(state, 'p')).toBe(state);
  });
});

describe('duplicate', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b'] }));

  it('copies and pastes the selected brick without touching the clipboard', () => {
    const next = duplicate(select(state, { kind: 'brick', id: 'a' }), 'd');
    expect(ids(next, 'slot1')).toEqual(['a', 'd', 'b']);
    expect(next.clipboard).toBeNull();
    expect(next.selection).toEqual({ kind: 'brick', id: 'd' });
    const withClipboard = copy(select(state, { kind: 'brick', id: 'b' }));
    const dup = duplicate(select(withClipboard, { kind: 'brick', id: 'a' }), 'd');
    expect(dup.clipboard).toBe(state.slots.slot1![1]);
  });

  it('does nothing without a selected brick', () => {
    expect(duplicate(state, 'd')).toBe(state);
  });
});
