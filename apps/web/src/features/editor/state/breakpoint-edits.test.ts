import { DEFAULT_BREAKPOINTS, valueAt } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { EditorBrick, PropertyEntry } from '../model/types.ts';
import { clearOverride } from './clear-override.ts';
import { updateBrick } from './find-brick.ts';
import { mergeEntries } from './merge-entries.ts';
import { reset } from './reset.ts';
import { setProperty } from './set-property.ts';
import type { EditorData } from './store-api.ts';
import { frozen, HEADING, stateWith } from './test-fixtures.ts';
import { isHiddenAt, setVisibility } from './visibility.ts';

const A = { kind: 'brick', id: 'a' } as const;
const SMALL = { value: 1.5, unit: 'rem' };
const TINY = { value: 1.25, unit: 'rem' };

const brickOf = (state: EditorData, id = 'a'): EditorBrick =>
  Object.values(state.slots)
    .flat()
    .find((brick) => brick.id === id)!;
const entry = (state: EditorData, name: string, id = 'a'): PropertyEntry =>
  brickOf(state, id).dataTypes[name]!;

describe('setProperty at a breakpoint', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b'] }));

  it('writes an override on a style property and keeps the desktop value', () => {
    const next = setProperty(state, A, 'fontSize', SMALL, 'phone');
    const before = entry(state, 'fontSize');
    expect(entry(next, 'fontSize')).toEqual({ ...before, breakpoints: { phone: SMALL } });
    expect(valueAt(entry(next, 'fontSize'), 'phone', DEFAULT_BREAKPOINTS).value).toEqual(SMALL);
    expect(valueAt(entry(next, 'fontSize'), 'tablet', DEFAULT_BREAKPOINTS).value).toEqual(before.value);
    expect(brickOf(next, 'b')).toBe(brickOf(state, 'b'));
  });

  it('adds a second breakpoint beside the first and replaces its own', () => {
    const phone = setProperty(state, A, 'fontSize', SMALL, 'phone');
    const both = setProperty(phone, A, 'fontSize', TINY, 'tablet');
    expect(entry(both, 'fontSize').breakpoints).toEqual({ phone: SMALL, tablet: TINY });
    const replaced = setProperty(both, A, 'fontSize', TINY, 'phone');
    expect(entry(replaced, 'fontSize').breakpoints).toEqual({ phone: TINY, tablet: TINY });
  });

  it('keeps the state when the override already holds that value', () => {
    const phone = setProperty(state, A, 'fontSize', 'x', 'phone');
    expect(setProperty(phone, A, 'fontSize', 'x', 'phone')).toBe(phone);
  });

  it('writes the one value of a text or a select for every size', () => {
    const text = setProperty(state, A, 'text', 'Small screens too', 'phone');
    expect(entry(text, 'text').value).toBe('Small screens too');
    expect(entry(text, 'text').breakpoints).toBeUndefined();
    const level = setProperty(state, A, 'level', 'h3', 'tablet');
    expect(entry(level, 'level')).toEqual({ ...entry(state, 'level'), value: 'h3' });
  });

  it('writes an override on a Select the component declares responsive', () => {
    const declared = updateBrick(state, 'a', (brick) => ({
      ...brick,
      dataTypes: {
        ...brick.dataTypes,
        level: {
          ...brick.dataTypes.level!,
          settings: { ...brick.dataTypes.level!.settings, responsive: true },
        },
      },
    }));
    const next = setProperty(declared, A, 'level', 'h4', 'phone');
    expect(entry(next, 'level').breakpoints).toEqual({ phone: 'h4' });
    expect(entry(next, 'level').value).toBe(entry(state, 'level').value);
  });

  it('treats the desktop (null or "desktop") as the base value', () => {
    expect(entry(setProperty(state, A, 'fontSize', SMALL, 'desktop'), 'fontSize').value).toEqual(SMALL);
    expect(entry(setProperty(state, A, 'fontSize', SMALL, null), 'fontSize').breakpoints).toBeUndefined();
  });

  it('leaves a locked property alone at every breakpoint', () => {
    const locked = updateBrick(state, 'a', (brick) => ({
      ...brick,
      dataTypes: { ...brick.dataTypes, fontSize: { ...brick.dataTypes.fontSize!, isMutable: false } },
    }));
    expect(setProperty(locked, A, 'fontSize', SMALL, 'phone')).toBe(locked);
    expect(setProperty(locked, A, 'fontSize', SMALL, 'tablet')).toBe(locked);
  });

  it('sets an override on the template settings too', () => {
    const next = setProperty(state, { kind: 'template' }, 'background', '#000000', 'phone');
    expect(next.template.dataTypes.background!.breakpoints).toEqual({ phone: '#000000' });
    expect(next.template.dataTypes.background!.value).toBe(state.template.dataTypes.background!.value);
  });
});

describe('clearOverride', () => {
  const state = frozen(
    setProperty(
      setProperty(stateWith({ slot1: ['a'] }), A, 'fontSize', SMALL, 'phone'),
      A,
      'fontSize',
      TINY,
      'tablet',
    ),
  );

  it('removes the value at that breakpoint only, so it inherits again', () => {
    const next = clearOverride(state, A, 'fontSize', 'phone');
    expect(entry(next, 'fontSize').breakpoints).toEqual({ tablet: TINY });
    expect(valueAt(entry(next, 'fontSize'), 'phone', DEFAULT_BREAKPOINTS)).toEqual({
      value: TINY,
      from: 'tablet',
    });
  });

  it('drops `breakpoints` once the last override is gone, back to the stored shape', () => {
    const none = clearOverride(clearOverride(state, A, 'fontSize', 'phone'), A, 'fontSize', 'tablet');
    expect(Object.hasOwn(entry(none, 'fontSize'), 'breakpoints')).toBe(false);
  });

  it('keeps the state for the desktop, a breakpoint without a value, a locked or missing entry', () => {
    expect(clearOverride(state, A, 'fontSize', 'desktop')).toBe(state);
    expect(clearOverride(state, A, 'fontSize', 'phone-landscape')).toBe(state);
    expect(clearOverride(state, A, 'nope', 'phone')).toBe(state);
    const locked = updateBrick(state, 'a', (brick) => ({
      ...brick,
      dataTypes: { ...brick.dataTypes, fontSize: { ...brick.dataTypes.fontSize!, isMutable: false } },
    }));
    expect(clearOverride(locked, A, 'fontSize', 'phone')).toBe(locked);
  });
});

describe('reset at a breakpoint', () => {
  let state = setProperty(stateWith({ slot1: ['a'] }), A, 'fontSize', SMALL, 'phone');
  state = setProperty(state, A, 'color', '#ff0000', 'phone');
  state = setProperty(state, A, 'color', '#00ff00', 'tablet');
  state = setProperty(state, A, 'fontSize', TINY, 'desktop');
  state = setVisibility(state, 'a', false, 'phone');
  state = frozen(state);

  it("clears every override at that breakpoint, keeping desktop values, other breakpoints' and visibility", () => {
    const next = reset(state, A, 'phone');
    expect(entry(next, 'fontSize').breakpoints).toBeUndefined();
    expect(entry(next, 'fontSize').value).toEqual(TINY);
    expect(entry(next, 'color').breakpoints).toEqual({ tablet: '#00ff00' });
    expect(entry(next, 'visibility').breakpoints).toEqual({ phone: false });
  });

  it('at the desktop resets base values as before and keeps the overrides', () => {
    const next = reset(state, A);
    expect(entry(next, 'fontSize').value).toEqual(entry(next, 'fontSize').defaultValue);
    expect(entry(next, 'fontSize').breakpoints).toEqual({ phone: SMALL });
  });

  it('keeps the state when nothing is set at the breakpoint', () => {
    expect(reset(state, A, 'phone-landscape')).toBe(state);
  });
});

describe('visibility at a breakpoint', () => {
  const state = frozen(stateWith({ slot1: ['a'] }));

  it('hides at Tablet and below and shows again at Phone, desktop untouched', () => {
    const hidden = setVisibility(state, 'a', false, 'tablet');
    expect(entry(hidden, 'visibility').value).toBe(true);
    expect(isHiddenAt(brickOf(hidden), null, DEFAULT_BREAKPOINTS)).toBe(false);
    expect(isHiddenAt(brickOf(hidden), 'tablet', DEFAULT_BREAKPOINTS)).toBe(true);
    expect(isHiddenAt(brickOf(hidden), 'phone', DEFAULT_BREAKPOINTS)).toBe(true);
    const shown = setVisibility(hidden, 'a', true, 'phone');
    expect(isHiddenAt(brickOf(shown), 'phone', DEFAULT_BREAKPOINTS)).toBe(false);
    expect(isHiddenAt(brickOf(shown), 'phone-landscape', DEFAULT_BREAKPOINTS)).toBe(true);
  });

  it('creates the entry when the brick has none and reads a brick without one as visible', () => {
    const bare = updateBrick(state, 'a', (brick) => {
      const { visibility: _visibility, ...dataTypes } = brick.dataTypes;
      return { ...brick, dataTypes };
    });
    expect(isHiddenAt(brickOf(bare), 'phone', DEFAULT_BREAKPOINTS)).toBe(false);
    const next = setVisibility(bare, 'a', false, 'phone');
    expect(entry(next, 'visibility')).toEqual({
      type: 'Switch',
      value: true,
      defaultValue: true,
      breakpoints: { phone: false },
    });
  });
});

describe('mergeEntries with values per breakpoint', () => {
  const definition = HEADING.dataTypes;

  it("keeps the stored overrides and never brings back the definition's", () => {
    const stored = { fontSize: { ...definition.fontSize!, value: TINY, breakpoints: { phone: SMALL } } };
    expect(mergeEntries(stored, definition).fontSize!.breakpoints).toEqual({ phone: SMALL });
    const withDefaults = {
      ...definition,
      fontSize: { ...definition.fontSize!, breakpoints: { phone: TINY } },
    };
    const cleared = { fontSize: { ...definition.fontSize!, value: TINY } };
    expect(mergeEntries(cleared, withDefaults).fontSize!.breakpoints).toBeUndefined();
    // A property the brick never stored takes the definition's entry, overrides included.
    expect(mergeEntries({}, withDefaults).fontSize!.breakpoints).toEqual({ phone: TINY });
  });

  it('drops overrides on an entry that can no longer vary by breakpoint', () => {
    const stored = { level: { ...definition.level!, value: 'h2', breakpoints: { phone: 'h4' } } };
    expect(mergeEntries(stored, definition).level).not.toHaveProperty('breakpoints');
  });
});
