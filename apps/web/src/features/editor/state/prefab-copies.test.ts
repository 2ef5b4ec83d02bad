import { refreshPlacement } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  detachCopy,
  fitsBrick,
  fitsTemplate,
  newPrefabCopy,
  refreshCopy,
  shareEntries,
  withLocks,
} from './prefab-copies.ts';
import { frozen, HEADING, headingPrefab, PARAGRAPH, storedCopy, templatePrefab } from './test-fixtures.ts';

describe('withLocks', () => {
  it('marks the prefab’s locked properties and removes every other isMutable', () => {
    const prefab = headingPrefab();
    const entries = frozen({
      color: { type: 'TextColor', value: '#000' },
      text: { type: 'TextInput', value: 'x', isMutable: true },
      font: { type: 'FontSelector', value: 'Arial' },
    });
    const locked = withLocks(entries, prefab.dataTypes);
    expect(locked.color).toEqual({ type: 'TextColor', value: '#000', isMutable: false });
    expect(locked.text).toEqual({ type: 'TextInput', value: 'x' });
    expect(locked.font).toBe(entries.font);
    expect(withLocks(locked, prefab.dataTypes)).toBe(locked);
    expect(withLocks(locked, null).color).toEqual({ type: 'TextColor', value: '#000' });
  });
});

describe('shareEntries', () => {
  it('keeps the previous object when every entry is equal, else the equal entries only', () => {
    const previous = { a: { type: 'TextInput', value: 'a' }, b: { type: 'TextInput', value: 'b' } };
    expect(shareEntries(structuredClone(previous), previous)).toBe(previous);
    const next = shareEntries(
      { ...structuredClone(previous), b: { type: 'TextInput', value: 'B' } },
      previous,
    );
    expect(next).not.toBe(previous);
    expect(next.a).toBe(previous.a);
    expect(next.b).toEqual({ type: 'TextInput', value: 'B' });
    expect(shareEntries({ a: previous.a }, previous)).not.toBe(previous);
  });
});

describe('newPrefabCopy', () => {
  it('builds a copy from the prefab over the component: its values, its name, its locks, a new id', () => {
    const prefab = frozen(headingPrefab());
    const brick = newPrefabCopy(prefab, HEADING, 'new');
    expect(brick).toMatchObject({
      id: 'new',
      name: 'Red heading',
      componentId: HEADING.id,
      isPrefab: true,
      prefabId: 'pf-1',
    });
    expect(brick.dataTypes.text!.value).toBe('Prefab text');
    expect(brick.dataTypes.color).toMatchObject({ value: '#ff0000', isMutable: false });
    expect(brick.dataTypes.text!.isMutable).toBeUndefined();
    expect(brick.dataTypes.name!.value).toBe('Red heading');
    // Labels and settings come from the component's current definition.
    expect(brick.dataTypes.level!.settings).toEqual(HEADING.dataTypes.level!.settings);
    expect(brick.dataGroups).toEqual(HEADING.dataGroups);
    expect(brick.dataGroups).not.toBe(HEADING.dataGroups);
  });

  it('takes the definition’s value where the prefab’s entry is of another type (the component changed)', () => {
    const prefab = headingPrefab();
    const changed = {
      ...prefab,
      dataTypes: { ...prefab.dataTypes, text: { type: 'IntegerInput', value: 3, isMutable: true } },
    };
    const brick = newPrefabCopy(changed, HEADING, 'n');
    expect(brick.dataTypes.text).toMatchObject({ type: 'TextInput', value: HEADING.dataTypes.text!.value });
  });
});

describe('refreshCopy', () => {
  it('locked properties follow the prefab, mutable ones keep the page’s values', () => {
    const prefab = headingPrefab();
    const copy = frozen(storedCopy('a', prefab, 'Mine'));
    const updated = headingPrefab({
      dataTypes: {
        ...prefab.dataTypes,
        color: { ...prefab.dataTypes.color!, value: '#00ff00' },
        text: { ...prefab.dataTypes.text!, value: 'New prefab text' },
      },
    });
    const refreshed = refreshCopy(copy, updated, HEADING);
    expect(refreshed.dataTypes.color).toMatchObject({ value: '#00ff00', isMutable: false });
    expect(refreshed.dataTypes.text!.value).toBe('Mine');
    expect(refreshed.dataTypes.text!.isMutable).toBeUndefined();
  });

  it('returns the same brick when the refresh changes nothing', () => {
    const prefab = headingPrefab();
    const once = refreshCopy(storedCopy('a', prefab), prefab, HEADING);
    expect(refreshCopy(once, prefab, HEADING)).toBe(once);
  });

  it('a property the prefab newly locks takes its value and is locked; one it unlocks is freed', () => {
    const prefab = headingPrefab();
    const once = refreshCopy(storedCopy('a', prefab, 'Mine'), prefab, HEADING);
    const relocked = headingPrefab({
      dataTypes: {
        ...prefab.dataTypes,
        text: { ...prefab.dataTypes.text!, isMutable: false },
        color: { ...prefab.dataTypes.color!, isMutable: true },
      },
    });
    const next = refreshCopy(once, relocked, HEADING);
    expect(next.dataTypes.text).toMatchObject({ value: 'Prefab text', isMutable: false });
    expect(next.dataTypes.color!.isMutable).toBeUndefined();
    expect(next.dataTypes.font).toBe(once.dataTypes.font);
  });

  it('agrees with the shared refreshPlacement on every value', () => {
    const prefab = headingPrefab();
    const copy = storedCopy('a', prefab, 'Mine');
    const shared = refreshPlacement(copy, { dataTypes: prefab.dataTypes });
    const ours = refreshCopy(copy, prefab, HEADING);
    for (const name of Object.keys(shared.dataTypes)) {
      expect(ours.dataTypes[name]!.value, name).toEqual(shared.dataTypes[name]!.value);
    }
  });
});

describe('detachCopy', () => {
  it('keeps the values, drops the prefab and its locks', () => {
    const prefab = headingPrefab();
    const copy = refreshCopy(storedCopy('a', prefab, 'Mine'), prefab, HEADING);
    const plain = detachCopy(copy, HEADING.dataTypes);
    expect(plain.isPrefab).toBe(false);
    expect('prefabId' in plain).toBe(false);
    expect(plain.dataTypes.color).toEqual({ ...HEADING.dataTypes.color, value: '#ff0000' });
    expect(plain.dataTypes.text!.value).toBe('Mine');
    expect(plain.dataTypes.font).toBe(copy.dataTypes.font);
  });
});

describe('fits', () => {
  it('checks the prefab’s type and element', () => {
    expect(fitsBrick(headingPrefab(), HEADING.id)).toBe(true);
    expect(fitsBrick(headingPrefab(), PARAGRAPH.id)).toBe(false);
    expect(fitsBrick(templatePrefab(), 't-1')).toBe(false);
    expect(fitsBrick(undefined, HEADING.id)).toBe(false);
    expect(fitsTemplate(templatePrefab(), 't-1')).toBe(true);
    expect(fitsTemplate(templatePrefab(), 't-2')).toBe(false);
    expect(fitsTemplate(headingPrefab({ elementId: 't-1' }), 't-1')).toBe(false);
  });
});
