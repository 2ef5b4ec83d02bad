import { describe, expect, it } from 'vitest';
import { updateBrick } from './find-brick.ts';
import { setProperty } from './set-property.ts';
import type { EditorData } from './store-api.ts';
import { frozen, stateWith } from './test-fixtures.ts';

describe('setProperty on a brick', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b'], slot2: ['c'] }));

  it('changes only the value of that entry', () => {
    const next = setProperty(state, { kind: 'brick', id: 'a' }, 'text', 'Hello');
    const before = state.slots.slot1![0]!;
    const after = next.slots.slot1![0]!;
    expect(after.dataTypes.text).toEqual({ ...before.dataTypes.text, value: 'Hello' });
    expect(after.dataTypes.text!.settings).toBe(before.dataTypes.text!.settings);
    expect(after.dataTypes.text!.i18n).toBe(before.dataTypes.text!.i18n);
  });

  it('copies only the changed path: other entries, bricks, slots and the template keep identity', () => {
    const next = setProperty(state, { kind: 'brick', id: 'a' }, 'text', 'Hello');
    const before = state.slots.slot1![0]!;
    const after = next.slots.slot1![0]!;
    expect(after.dataTypes.fontSize).toBe(before.dataTypes.fontSize);
    expect(after.dataGroups).toBe(before.dataGroups);
    expect(next.slots.slot1![1]).toBe(state.slots.slot1![1]);
    expect(next.slots.slot2).toBe(state.slots.slot2);
    expect(next.template).toBe(state.template);
  });

  it('keeps the state for the same value, a missing entry or a missing brick', () => {
    const value = state.slots.slot1![0]!.dataTypes.text!.value;
    expect(setProperty(state, { kind: 'brick', id: 'a' }, 'text', value)).toBe(state);
    expect(setProperty(state, { kind: 'brick', id: 'a' }, 'nope', 1)).toBe(state);
    expect(setProperty(state, { kind: 'brick', id: 'x' }, 'text', 'Hi')).toBe(state);
  });

  it('ignores a locked entry outside prefab view', () => {
    const locked: EditorData = updateBrick(state, 'a', (brick) => ({
      ...brick,
      dataTypes: { ...brick.dataTypes, text: { ...brick.dataTypes.text!, isMutable: false } },
    }));
    expect(setProperty(locked, { kind: 'brick', id: 'a' }, 'text', 'Hi')).toBe(locked);
    const open = updateBrick(state, 'a', (brick) => ({
      ...brick,
      dataTypes: { ...brick.dataTypes, text: { ...brick.dataTypes.text!, isMutable: true } },
    }));
    expect(setProperty(open, { kind: 'brick', id: 'a' }, 'text', 'Hi')).not.toBe(open);
  });

  it('keeps brick.name in step when the name entry is edited', () => {
    const next = setProperty(state, { kind: 'brick', id: 'a' }, 'name', 'Hero title');
    expect(next.slots.slot1![0]!.name).toBe('Hero title');
    expect(next.slots.slot1![0]!.dataTypes.name!.value).toBe('Hero title');
  });
});

describe('setProperty on the template', () => {
  it('changes the template settings only', () => {
    const state = frozen(stateWith({ slot1: ['a'] }));
    const next = setProperty(state, { kind: 'template' }, 'background', '#000000');
    expect(next.template.dataTypes.background!.value).toBe('#000000');
    expect(next.template.dataTypes.font).toBe(state.template.dataTypes.font);
    expect(next.template.id).toBe(state.template.id);
    expect(next.slots).toBe(state.slots);
  });
});
