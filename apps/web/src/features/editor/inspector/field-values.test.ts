import { FONTS, fontFamilyOfUrl } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  ADD_FONT_VALUE,
  fontChoiceFamily,
  fontChoices,
  isLocked,
  isVisible,
  normalizerOf,
  numberBounds,
  numberOfText,
  numberText,
  sameValue,
  selectChoices,
  shadowPartRange,
  sideKeysOf,
  sliderBounds,
  storedValue,
  tidyColor,
  unitRulesOf,
  videoForUrl,
  withSide,
} from './field-values.ts';

describe('storedValue', () => {
  it('reads value, else defaultValue, else the type default, normalized', () => {
    expect(storedValue({ type: 'FontSize', value: { value: 2, unit: 'rem' } })).toEqual({
      value: 2,
      unit: 'rem',
    });
    expect(storedValue({ type: 'FontSize', defaultValue: '12.4px' })).toEqual({ value: 12, unit: 'px' });
    expect(storedValue({ type: 'FontSize' })).toEqual({ value: 1, unit: 'rem' });
    expect(storedValue({ type: 'Slider', value: 500, settings: { max: 200 } })).toBe(200);
  });

  it('is undefined for an unknown type', () => {
    expect(storedValue({ type: 'Sparkles', value: 1 })).toBeUndefined();
  });
});

describe('normalizerOf', () => {
  it('applies the type’s rules: clamp with minimum 0, whole pixels, empty to 0', () => {
    const spacing = normalizerOf('Spacing', undefined);
    expect(
      spacing({
        top: { value: -4, unit: 'px' },
        right: { value: 2.6, unit: 'px' },
        bottom: { value: '', unit: 'em' },
        left: { value: 5000, unit: 'px' },
      }),
    ).toEqual({
      top: { value: 0, unit: 'px' },
      right: { value: 3, unit: 'px' },
      bottom: { value: 0, unit: 'em' },
      left: { value: 1000, unit: 'px' },
    });
    expect(normalizerOf('IntegerInput', { min: 1, max: 5 })(9.7)).toBe(5);
  });
});

describe('sameValue', () => {
  it('compares plain values by content', () => {
    expect(sameValue({ value: 1, unit: 'px' }, { value: 1, unit: 'px' })).toBe(true);
    expect(sameValue({ value: 1, unit: 'px' }, { value: 1, unit: 'em' })).toBe(false);
    expect(sameValue('a', 'a')).toBe(true);
    expect(sameValue(undefined, null)).toBe(false);
  });
});

describe('isLocked and isVisible', () => {
  it('locks only on isMutable false', () => {
    expect(isLocked({ type: 'TextInput', isMutable: false })).toBe(true);
    expect(isLocked({ type: 'TextInput' })).toBe(false);
    expect(isLocked({ type: 'TextInput', isMutable: true })).toBe(false);
  });

  it('is visible unless stored as false', () => {
    expect(isVisible(undefined)).toBe(true);
    expect(isVisible({ type: 'Switch' })).toBe(true);
    expect(isVisible({ type: 'Switch', value: false })).toBe(false);
    expect(isVisible({ type: 'Switch', value: 'false' })).toBe(false);
    expect(isVisible({ type: 'Switch', defaultValue: true, value: true })).toBe(true);
  });
});

describe('number text', () => {
  it('reads typed text as stored numbers are read', () => {
    expect(numberOfText('12.')).toBe(12);
    expect(numberOfText('')).toBe(0);
    expect(numberOfText('-')).toBe(0);
    expect(numberOfText(3.5)).toBe(3.5);
  });

  it('keeps the typed text while it means the value, and shows a changed value', () => {
    expect(numberText('12.', 12)).toBe('12.');
    expect(numberText('', 0)).toBe('');
    expect(numberText('12.', 40)).toBe(40);
    expect(numberText(5, 5)).toBe(5);
  });
});

describe('tidyColor', () => {
  it('drops an opaque alpha and trims', () => {
    expect(tidyColor('#4F46E5FF')).toBe('#4F46E5');
    expect(tidyColor(' #4f46e580 ')).toBe('#4f46e580');
    expect(tidyColor('rgba(0, 0, 0, 0.25)')).toBe('rgba(0, 0, 0, 0.25)');
  });
});

describe('selectChoices', () => {
  it('takes strings or {id, value} objects', () => {
    expect(selectChoices({ options: ['a', 'b'] })).toEqual({
      options: [
        { id: 'a', value: 'a' },
        { id: 'b', value: 'b' },
      ],
      invalid: false,
    });
    expect(selectChoices({ options: [{ id: 'h1', value: 'Heading 1' }] }).options).toEqual([
      { id: 'h1', value: 'Heading 1' },
    ]);
  });

  it('marks anything else invalid, with no options', () => {
    expect(selectChoices({ options: ['a', { id: 'b', value: 'B' }] })).toEqual({
      options: [],
      invalid: true,
    });
    expect(selectChoices({ options: 'a,b' })).toEqual({ options: [], invalid: true });
    expect(selectChoices(undefined)).toEqual({ options: [], invalid: true });
    expect(selectChoices({ options: [] })).toEqual({ options: [], invalid: false });
  });
});

describe('fontChoices', () => {
  const uploaded = [
    { url: '/media/app-1/aaa.woff2', name: 'Brand Sans' },
    { url: '/media/app-1/bbb.woff2', name: 'Brand Serif' },
  ];

  it('starts with Arial, lists the uploaded fonts after the built-in ones, and ends with add-new', () => {
    const choices = fontChoices('Arial, sans-serif', uploaded, 'Add new font…', true);
    expect(choices[0]).toEqual({ value: FONTS[0].value, label: 'Arial' });
    expect(choices.slice(FONTS.length, FONTS.length + 2)).toEqual([
      { value: '/media/app-1/aaa.woff2', label: 'Brand Sans' },
      { value: '/media/app-1/bbb.woff2', label: 'Brand Serif' },
    ]);
    expect(choices.at(-1)).toEqual({ value: ADD_FONT_VALUE, label: 'Add new font…' });
    expect(choices).toHaveLength(FONTS.length + 3);
  });

  it('disables add-new where the media library cannot open', () => {
    const choices = fontChoices('Arial, sans-serif', [], 'Add new font…', false);
    expect(choices.at(-1)).toEqual({ value: ADD_FONT_VALUE, label: 'Add new font…', disabled: true });
    expect(choices).toHaveLength(FONTS.length + 1);
  });

  it('keeps a stored font the list lacks, named by its first family', () => {
    const choices = fontChoices("'Playfair Display', serif", [], 'Add', true);
    expect(choices.at(-2)).toEqual({ value: "'Playfair Display', serif", label: 'Playfair Display' });
  });

  it('shows a stored font URL whose font is gone as its URL', () => {
    const choices = fontChoices('/media/app-1/gone.woff2', uploaded, 'Add', true);
    expect(choices.at(-2)).toEqual({ value: '/media/app-1/gone.woff2', label: '/media/app-1/gone.woff2' });
    expect(fontChoices('/media/app-1/aaa.woff2', uploaded, 'Add', true)).toHaveLength(FONTS.length + 3);
  });

  it('lists an uploaded font once', () => {
    const choices = fontChoices('Arial, sans-serif', [...uploaded, uploaded[0]!], 'Add', true);
    expect(choices.filter((choice) => choice.value === uploaded[0]!.url)).toHaveLength(1);
  });

  it('shows each option in its own face', () => {
    expect(fontChoiceFamily('Georgia, serif')).toBe('Georgia, serif');
    expect(fontChoiceFamily('/media/app-1/aaa.woff2')).toBe(
      `"${fontFamilyOfUrl('/media/app-1/aaa.woff2')}", Arial, sans-serif`,
    );
    expect(fontChoiceFamily(ADD_FONT_VALUE)).toBeUndefined();
  });
});

describe('bounds', () => {
  it('reads numeric settings only', () => {
    expect(numberBounds({ min: 1, max: '9', step: 0.5 })).toEqual({ min: 1, max: undefined, step: 0.5 });
    expect(numberBounds(undefined)).toEqual({ min: undefined, max: undefined, step: undefined });
    expect(numberBounds({ step: -1 }).step).toBeUndefined();
  });

  it('gives sliders 0…100 by 1 unless set', () => {
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: 100, step: 1 });
    expect(sliderBounds({ min: 80, max: 480, step: 10 })).toEqual({ min: 80, max: 480, step: 10 });
    expect(sliderBounds({ min: 50, max: 10 })).toEqual({ min: 50, max: 50, step: 1 });
  });
});

describe('unit rules', () => {
  it('come from the type definitions (spec §9)', () => {
    expect(unitRulesOf('LetterSpacing')).toEqual({ units: ['px', 'em', 'rem'], range: { min: 0, max: 100 } });
    expect(unitRulesOf('FontSize').units).toEqual(['px', '%', 'em', 'rem']);
    expect(unitRulesOf('Size').range).toEqual({ min: 0, max: 10000 });
    expect(shadowPartRange('x')).toEqual({ min: -1000, max: 1000 });
    expect(shadowPartRange('blur').min).toBe(0);
  });

  it('names corners for radius and sides otherwise', () => {
    expect(sideKeysOf('BorderRadius')).toEqual(['topLeft', 'topRight', 'bottomRight', 'bottomLeft']);
    expect(sideKeysOf('Spacing')).toEqual(['top', 'right', 'bottom', 'left']);
  });
});

describe('videoForUrl', () => {
  it('guesses the type from the extension, empty for video sites', () => {
    expect(videoForUrl('https://cdn.test/a.webm')).toEqual({
      url: 'https://cdn.test/a.webm',
      type: 'video/webm',
    });
    expect(videoForUrl('https://youtu.be/xyz.mp4').type).toBe('');
    expect(videoForUrl('').type).toBe('');
  });
});

describe('withSide', () => {
  it('changes one side and leaves the input alone', () => {
    const sides = { top: { value: 1, unit: 'px' }, left: { value: 2, unit: 'px' } };
    expect(withSide(sides, 'left', { value: 3, unit: 'em' })).toEqual({
      top: { value: 1, unit: 'px' },
      left: { value: 3, unit: 'em' },
    });
    expect(sides.left.value).toBe(2);
  });
});
