import { describe, expect, it } from 'vitest';
import { updateBrick } from './find-brick.ts';
import { rename } from './rename.ts';
import { reset, sameJson } from './reset.ts';
import { setProperty } from './set-property.ts';
import { frozen, stateWith } from './test-fixtures.ts';
import { setVisibility } from './visibility.ts';

describe('reset', () => {
  const base = frozen(stateWith({ slot1: ['a', 'b'] }));
  const brick = { kind: 'brick', id: 'a' } as const;
  let edited = setProperty(base, brick, 'text', 'Changed');
  edited = setProperty(edited, brick, 'level', 'h4');
  edited = rename(edited, 'a', 'Renamed');
  edited = setVisibility(edited, 'a', false);

  it('puts every value back to its defaultValue but name and visibility', () => {
    const after = reset(edited, brick).slots.slot1![0]!;
    const defaults = base.slots.slot1![0]!.dataTypes;
    expect(after.dataTypes.text!.value).toEqual(defaults.text!.defaultValue);
    expect(after.dataTypes.level!.value).toEqual(defaults.level!.defaultValue);
    expect(after.name).toBe('Renamed');
    expect(after.dataTypes.name!.value).toBe('Renamed');
    expect(after.dataTypes.visibility!.value).toBe(false);
  });

  it('keeps entries already at their default and other bricks by identity', () => {
    const next = reset(edited, brick);
    const before = edited.slots.slot1![0]!.dataTypes;
    const after = next.slots.slot1![0]!.dataTypes;
    expect(after.font).toBe(before.font);
    expect(next.slots.slot1![1]).toBe(edited.slots.slot1![1]);
  });

  it('leaves locked entries, unknown types and entries without a default alone', () => {
    const odd = updateBrick(edited, 'a', (b) => ({
      ...b,
      dataTypes: {
        ...b.dataTypes,
        text: { ...b.dataTypes.text!, isMutable: false },
        future: { type: 'Hologram', value: 1, defaultValue: 0 },
        loose: { type: 'TextInput', value: 'x' },
      },
    }));
    const after = reset(odd, brick).slots.slot1![0]!.dataTypes;
    expect(after.text!.value).toBe('Changed');
    expect(after.future).toBe(odd.slots.slot1![0]!.dataTypes.future);
    expect(after.loose).toBe(odd.slots.slot1![0]!.dataTypes.loose);
    expect(after.level!.value).toBe('h2');
  });

  it('keeps the state when everything is at its default', () => {
    expect(reset(base, brick)).toBe(base);
    expect(reset(base, { kind: 'template' })).toBe(base);
  });

  it('resets the template settings', () => {
    const changed = setProperty(base, { kind: 'template' }, 'background', '#000000');
    const next = reset(changed, { kind: 'template' });
    expect(next.template.dataTypes.background!.value).toEqual(
      base.template.dataTypes.background!.defaultValue,
    );
    expect(next.slots).toBe(base.slots);
  });
});

describe('sameJson', () => {
  it('compares JSON values deeply', () => {
    expect(sameJson({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson(Number.NaN, Number.NaN)).toBe(true);
  });
});
