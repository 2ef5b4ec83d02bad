import { describe, expect, it } from 'vitest';
import {
  isLinked,
  isSpacingKey,
  selectOptions,
  setLinked,
  setWeight,
  sizeFromAuto,
  sizeToAuto,
  toggleBold,
  toggleBorderStyle,
  toggleItalic,
  toggleStrikethrough,
  toggleUnderline,
} from './inspector.ts';
import type { SizeValue, TextStyleValue } from './values.ts';

const plain: TextStyleValue = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  weight: null,
};
const px = (value: number) => ({ value, unit: 'px' });

describe('text style rules (spec §4)', () => {
  it('turning bold on clears the weight', () => {
    expect(toggleBold({ ...plain, weight: 300 })).toEqual({ ...plain, bold: true, weight: null });
  });

  it('turning bold off keeps the (empty) weight', () => {
    expect(toggleBold({ ...plain, bold: true })).toEqual(plain);
  });

  it('picking a weight turns bold off', () => {
    expect(setWeight({ ...plain, bold: true }, 600)).toEqual({ ...plain, weight: 600 });
    expect(setWeight(plain, null)).toEqual(plain);
  });

  it('underline on clears strikethrough and vice versa', () => {
    expect(toggleUnderline({ ...plain, strikethrough: true })).toEqual({ ...plain, underline: true });
    expect(toggleStrikethrough({ ...plain, underline: true })).toEqual({ ...plain, strikethrough: true });
    expect(toggleUnderline({ ...plain, underline: true })).toEqual(plain);
    expect(toggleStrikethrough({ ...plain, strikethrough: true })).toEqual(plain);
  });

  it('italic toggles alone', () => {
    expect(toggleItalic({ ...plain, bold: true })).toEqual({ ...plain, bold: true, italic: true });
  });

  it('never changes its input', () => {
    const style = Object.freeze({ ...plain, weight: 300 as const });
    toggleBold(style);
    setWeight(style, 500);
    toggleUnderline(style);
    expect(style.weight).toBe(300);
  });
});

describe('toggleBorderStyle', () => {
  it('selects a style, and clicking the active one clears it', () => {
    expect(toggleBorderStyle('', 'solid')).toBe('solid');
    expect(toggleBorderStyle('solid', 'dashed')).toBe('dashed');
    expect(toggleBorderStyle('dashed', 'dashed')).toBe('');
  });
});

describe('setLinked / isLinked', () => {
  it('applies one value to every side', () => {
    const sides = { top: px(1), right: px(2), bottom: px(3), left: px(4) };
    const linked = setLinked(sides, { value: 8, unit: 'em' });
    expect(linked).toEqual({
      top: { value: 8, unit: 'em' },
      right: { value: 8, unit: 'em' },
      bottom: { value: 8, unit: 'em' },
      left: { value: 8, unit: 'em' },
    });
    expect(linked.top).not.toBe(linked.left);
    expect(isLinked(linked)).toBe(true);
    expect(isLinked(sides)).toBe(false);
  });

  it('works for corners too', () => {
    const corners = { topLeft: px(0), topRight: px(0), bottomRight: px(0), bottomLeft: px(5) };
    expect(setLinked(corners, px(5))).toEqual({
      topLeft: px(5),
      topRight: px(5),
      bottomRight: px(5),
      bottomLeft: px(5),
    });
  });
});

describe('size auto switching (spec §4)', () => {
  const size: SizeValue = { width: px(300), height: px(200) };

  it('auto stores value auto with an empty unit', () => {
    expect(sizeToAuto(size, 'width')).toEqual({ width: { value: 'auto', unit: '' }, height: px(200) });
    expect(sizeToAuto(size, 'height')).toEqual({ width: px(300), height: { value: 'auto', unit: '' } });
  });

  it('switching back sets 100 %', () => {
    const auto = sizeToAuto(size, 'width');
    expect(sizeFromAuto(auto, 'width')).toEqual({ width: { value: 100, unit: '%' }, height: px(200) });
  });
});

describe('selectOptions (spec §5)', () => {
  it('accepts an array of strings', () => {
    expect(selectOptions(['small', 'large'])).toEqual([
      { id: 'small', value: 'small' },
      { id: 'large', value: 'large' },
    ]);
  });

  it('accepts an array of {id, value}', () => {
    expect(
      selectOptions([
        { id: 'a', value: 'Apple' },
        { id: 2, value: 'Two' },
      ]),
    ).toEqual([
      { id: 'a', value: 'Apple' },
      { id: '2', value: 'Two' },
    ]);
  });

  it('treats anything else as empty', () => {
    expect(selectOptions(undefined)).toEqual([]);
    expect(selectOptions('a,b')).toEqual([]);
    expect(selectOptions({ a: 'b' })).toEqual([]);
    expect(selectOptions([1, 2])).toEqual([]);
    expect(selectOptions([{ id: 'a' }])).toEqual([]);
    expect(selectOptions(['a', { id: 'b', value: 'B' }])).toEqual([]);
    expect(selectOptions([null])).toEqual([]);
    expect(selectOptions([])).toEqual([]);
  });
});

describe('isSpacingKey (spec §5)', () => {
  it('lets digits, a dot and navigation keys through', () => {
    for (const key of [
      '0',
      '9',
      '.',
      'Backspace',
      'Delete',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
    ]) {
      expect(isSpacingKey(key), key).toBe(true);
    }
    for (const key of ['-', 'e', '+', ',', ' ', 'a', '12']) expect(isSpacingKey(key), key).toBe(false);
  });
});
