import { describe, expect, it } from 'vitest';
import {
  BORDER_STYLES,
  DEFAULT_FONT,
  FONT_WEIGHTS,
  FONTS,
  PROPERTY_TYPE_NAMES,
  RANGES,
  TIMING_FUNCTIONS,
  UNITS,
} from './constants.ts';
import { PROPERTY_TYPES, propertyType } from './definitions.ts';

const px = (value: number) => ({ value, unit: 'px' });

describe('PROPERTY_TYPE_NAMES', () => {
  it('lists the 36 types of the spec, in its order, Link, Form and FormField', () => {
    expect(PROPERTY_TYPE_NAMES).toHaveLength(39);
    expect(PROPERTY_TYPE_NAMES.join(' ')).toBe(
      'Animation BackgroundColor BorderColor BorderRadius BorderStyle BorderWidth BoxShadow BoxShadowColor ' +
        'BoxShadowInset Color DecimalInput FontSelector FontSize Form FormField HorizontalAlign ImageSelector IntegerInput ' +
        'LetterSpacing LineHeight Link MaxSize MinSize Select Size Slider SliderUnit Spacing Switch SwitchCard ' +
        'TextAreaInput TextColor TextHorizontalAlign TextInput TextShadow TextShadowColor TextStyle ' +
        'VerticalAlign VideoSelector',
    );
  });

  it('has a definition named after itself for every name', () => {
    for (const name of PROPERTY_TYPE_NAMES) expect(propertyType(name).name).toBe(name);
    expect(Object.keys(PROPERTY_TYPES).sort()).toEqual([...PROPERTY_TYPE_NAMES].sort());
  });
});

describe('propertyType', () => {
  it('raises Unknown data type with the name for an unknown type', () => {
    expect(() => propertyType('Foo')).toThrow(new Error('Unknown data type: Foo'));
    expect(() => propertyType('textinput')).toThrow('Unknown data type: textinput');
    expect(() => propertyType('')).toThrow('Unknown data type: ');
    // Inherited object keys are not types either.
    expect(() => propertyType('toString')).toThrow('Unknown data type: toString');
  });
});

describe.each(PROPERTY_TYPE_NAMES)('%s', (name) => {
  const def = propertyType(name);

  it('has a default that passes its schema', () => {
    expect(def.schema.safeParse(def.defaultValue).success).toBe(true);
  });

  it('normalizes missing and garbage input to a valid value without throwing', () => {
    for (const raw of [undefined, null, '', 'abc', 42, -5, true, [], {}, { value: 'x' }, Number.NaN]) {
      const value = def.normalize(raw);
      expect(def.schema.safeParse(value).success, `${name} ← ${JSON.stringify(raw)}`).toBe(true);
    }
    expect(def.normalize(undefined)).toEqual(def.defaultValue);
  });

  it('keeps a normalized default unchanged (normalize is idempotent on valid values)', () => {
    expect(def.normalize(def.defaultValue)).toEqual(def.defaultValue);
    const once = def.normalize(def.defaultValue);
    expect(def.normalize(once)).toEqual(once);
  });

  it('has frozen defaults, so no caller can change another one', () => {
    if (typeof def.defaultValue === 'object' && def.defaultValue !== null) {
      expect(Object.isFrozen(def.defaultValue)).toBe(true);
    }
  });

  it('returns CSS made of strings and numbers only', () => {
    for (const value of Object.values(def.toCss(def.defaultValue))) {
      expect(['string', 'number']).toContain(typeof value);
    }
  });
});

describe('units and ranges (spec §9)', () => {
  it('offers the spec units', () => {
    expect(propertyType('BorderRadius').units).toEqual(['px', '%', 'em', 'rem']);
    expect(propertyType('FontSize').units).toEqual(['px', '%', 'em', 'rem']);
    expect(propertyType('LineHeight').units).toEqual(['px', '%', 'em', 'rem']);
    expect(propertyType('Size').units).toEqual(['px', '%', 'em', 'rem']);
    expect(propertyType('LetterSpacing').units).toEqual(['px', 'em', 'rem']);
    expect(propertyType('BoxShadow').units).toEqual(['px', 'em', 'rem']);
    expect(propertyType('TextShadow').units).toEqual(['px', 'em', 'rem']);
    expect(propertyType('Animation').units).toEqual(['ms', 's']);
    expect(UNITS.animationDirection).toEqual(['px', '%', 'rem', 'em']);
  });

  it('uses the spec ranges', () => {
    expect(propertyType('BorderRadius').range).toEqual({ min: 0, max: 1000 });
    expect(propertyType('BorderWidth').range).toEqual({ min: 0, max: 1000 });
    expect(propertyType('BoxShadow').range).toEqual({ min: -1000, max: 1000 });
    expect(propertyType('TextShadow').range).toEqual({ min: -1000, max: 1000 });
    expect(propertyType('FontSize').range).toEqual({ min: 0, max: 1000 });
    expect(propertyType('LetterSpacing').range).toEqual({ min: 0, max: 100 });
    expect(propertyType('LineHeight').range).toEqual({ min: 0, max: 100 });
    expect(propertyType('Size').range).toEqual({ min: 0, max: 10000 });
    expect(propertyType('MinSize').range).toEqual({ min: 0, max: 10000 });
    expect(propertyType('MaxSize').range).toEqual({ min: 0, max: 10000 });
    expect(propertyType('Animation').range).toEqual(RANGES.animation);
  });

  it('lists font weights, fonts, border styles and timing functions', () => {
    expect(FONT_WEIGHTS.map((w) => w.value)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(FONT_WEIGHTS.map((w) => w.name)).toEqual([
      'thin',
      'extra light',
      'light',
      'normal',
      'medium',
      'semi bold',
      'bold',
      'extra bold',
      'black',
    ]);
    expect(FONTS[0]).toEqual({ name: 'Arial', value: 'Arial, sans-serif' });
    expect(DEFAULT_FONT).toBe('Arial, sans-serif');
    expect(BORDER_STYLES).toEqual(['solid', 'dashed', 'dotted', 'double']);
    expect(TIMING_FUNCTIONS).toEqual([
      'ease',
      'ease-in',
      'ease-out',
      'ease-in-out',
      'linear',
      'step-start',
      'step-end',
    ]);
  });

  it('defaults the unit to px, and to rem for font sizes', () => {
    expect(propertyType('Spacing').normalize({ top: { value: 3 } })).toMatchObject({ top: px(3) });
    expect(propertyType('LetterSpacing').normalize(4)).toEqual(px(4));
    expect(propertyType('FontSize').normalize(2)).toEqual({ value: 2, unit: 'rem' });
    expect(propertyType('FontSize').normalize({ value: 2, unit: 'vw' })).toEqual({ value: 2, unit: 'rem' });
  });
});

describe('normalize: clamping, whole pixels, empty and non-numeric input (spec §5)', () => {
  const cases: [string, number, number][] = [
    ['FontSize', 0, 1000],
    ['LetterSpacing', 0, 100],
    ['LineHeight', 0, 100],
  ];
  it.each(cases)('%s clamps to %i…%i', (name, min, max) => {
    const def = propertyType(name);
    expect(def.normalize({ value: min - 1, unit: 'px' })).toEqual(px(min));
    expect(def.normalize({ value: min, unit: 'px' })).toEqual(px(min));
    expect(def.normalize({ value: max, unit: 'px' })).toEqual(px(max));
    expect(def.normalize({ value: max + 1, unit: 'px' })).toEqual(px(max));
    expect(def.normalize({ value: max * 50, unit: 'em' })).toEqual({ value: max, unit: 'em' });
  });

  it('clamps every corner of a radius and every side of a border width to 0…1000', () => {
    expect(
      propertyType('BorderRadius').normalize({
        topLeft: px(-1),
        topRight: px(1001),
        bottomRight: px(1000),
        bottomLeft: px(0),
      }),
    ).toEqual({ topLeft: px(0), topRight: px(1000), bottomRight: px(1000), bottomLeft: px(0) });
    expect(
      propertyType('BorderWidth').normalize({ top: px(-5), right: px(5000), bottom: px(1), left: px(999) }),
    ).toEqual({ top: px(0), right: px(1000), bottom: px(1), left: px(999) });
  });

  it('clamps shadows to −1000…1000 and blur to 0…1000', () => {
    expect(
      propertyType('BoxShadow').normalize({ x: px(-1001), y: px(1001), blur: px(-3), spread: px(-1000) }),
    ).toEqual({ x: px(-1000), y: px(1000), blur: px(0), spread: px(-1000) });
    expect(propertyType('TextShadow').normalize({ x: px(-2000), y: px(2000), blur: px(2000) })).toEqual({
      x: px(-1000),
      y: px(1000),
      blur: px(1000),
    });
  });

  it('clamps sizes to 0…10000', () => {
    expect(propertyType('Size').normalize({ width: px(-1), height: { value: 10001, unit: '%' } })).toEqual({
      width: px(0),
      height: { value: 10000, unit: '%' },
    });
  });

  it('rounds pixels to whole numbers and keeps decimals for other units', () => {
    expect(propertyType('FontSize').normalize({ value: 15.6, unit: 'px' })).toEqual(px(16));
    expect(propertyType('FontSize').normalize({ value: 1.25, unit: 'rem' })).toEqual({
      value: 1.25,
      unit: 'rem',
    });
    expect(
      propertyType('Spacing').normalize({ top: px(0.4), right: px(2.5), bottom: px(9.49), left: px(1) }),
    ).toEqual({ top: px(0), right: px(3), bottom: px(9), left: px(1) });
  });

  it('turns empty or non-numeric numbers into 0 (then clamps)', () => {
    expect(propertyType('FontSize').normalize({ value: '', unit: 'px' })).toEqual(px(0));
    expect(propertyType('FontSize').normalize({ value: 'abc', unit: 'em' })).toEqual({
      value: 0,
      unit: 'em',
    });
    expect(propertyType('LetterSpacing').normalize({ value: '12', unit: 'px' })).toEqual(px(12));
    expect(PROPERTY_TYPES.Size.normalize({ width: { value: '', unit: 'px' } }).width).toEqual(px(0));
    expect(propertyType('IntegerInput').normalize('')).toBe(0);
    expect(propertyType('IntegerInput').normalize('x')).toBe(0);
    expect(propertyType('DecimalInput').normalize('1.5')).toBe(1.5);
    expect(propertyType('DecimalInput').normalize('1,5')).toBe(0);
    expect(propertyType('Slider').normalize('')).toBe(0);
  });

  it('fills missing fields from the default', () => {
    expect(propertyType('BorderRadius').normalize({ topLeft: px(4) })).toEqual({
      topLeft: px(4),
      topRight: px(0),
      bottomRight: px(0),
      bottomLeft: px(0),
    });
    expect(propertyType('TextStyle').normalize({ bold: true })).toEqual({
      bold: true,
      italic: false,
      underline: false,
      strikethrough: false,
      weight: null,
    });
    expect(propertyType('ImageSelector').normalize({ url: '/a.png' })).toEqual({ url: '/a.png', alt: '' });
    expect(propertyType('FontSize').normalize({ unit: 'px' })).toEqual(px(1));
  });

  it('reads CSS-like strings and linked single values', () => {
    expect(propertyType('FontSize').normalize('2rem')).toEqual({ value: 2, unit: 'rem' });
    expect(propertyType('Spacing').normalize('10px')).toEqual({
      top: px(10),
      right: px(10),
      bottom: px(10),
      left: px(10),
    });
    expect(propertyType('BorderRadius').normalize(px(8))).toMatchObject({
      topLeft: px(8),
      bottomLeft: px(8),
    });
  });

  it('stores auto sizes with an empty unit', () => {
    expect(propertyType('Size').normalize({ width: { value: 'auto', unit: 'px' }, height: 'auto' })).toEqual({
      width: { value: 'auto', unit: '' },
      height: { value: 'auto', unit: '' },
    });
  });

  it('clamps integer, decimal and slider inputs to their settings bounds', () => {
    expect(propertyType('IntegerInput').normalize(7.6)).toBe(8);
    expect(propertyType('IntegerInput').normalize(50, { min: 1, max: 10 })).toBe(10);
    expect(propertyType('DecimalInput').normalize(-2.5)).toBe(-2.5);
    expect(propertyType('DecimalInput').normalize(-2.5, { min: 0 })).toBe(0);
    expect(propertyType('Slider').normalize(150)).toBe(100);
    expect(propertyType('Slider').normalize(150, { min: 0, max: 200 })).toBe(150);
    expect(propertyType('Slider').normalize(-1)).toBe(0);
  });

  it('reads text style weights and the playground spelling strikeThrough', () => {
    const style = propertyType('TextStyle');
    expect(style.normalize({ weight: 650 })).toMatchObject({ weight: 700 });
    expect(style.normalize({ weight: '300' })).toMatchObject({ weight: 300 });
    expect(style.normalize({ weight: 5000 })).toMatchObject({ weight: 900 });
    expect(style.normalize({ weight: '' })).toMatchObject({ weight: null });
    expect(style.normalize({ strikeThrough: true })).toMatchObject({ strikethrough: true });
  });

  it('keeps only known choices', () => {
    expect(propertyType('BorderStyle').normalize('groove')).toBe('');
    expect(propertyType('BorderStyle').normalize('dashed')).toBe('dashed');
    expect(propertyType('TextHorizontalAlign').normalize('justify')).toBe('justify');
    expect(propertyType('HorizontalAlign').normalize('middle')).toBe('left');
    expect(propertyType('VerticalAlign').normalize('bottom')).toBe('bottom');
    expect(propertyType('FontSelector').normalize('')).toBe(DEFAULT_FONT);
  });

  it('guesses the video type from the URL', () => {
    const video = propertyType('VideoSelector');
    expect(video.normalize({ url: 'https://cdn.example.com/intro.mp4' })).toEqual({
      url: 'https://cdn.example.com/intro.mp4',
      type: 'video/mp4',
    });
    expect(video.normalize('https://www.youtube.com/watch?v=abc')).toEqual({
      url: 'https://www.youtube.com/watch?v=abc',
      type: '',
    });
    expect(video.normalize({ url: '/media/abc', type: 'video/webm' })).toEqual({
      url: '/media/abc',
      type: 'video/webm',
    });
  });
});

describe('toCss', () => {
  const css = (name: string, value: unknown, settings?: Record<string, unknown>) => {
    const def = propertyType(name);
    return def.toCss(def.normalize(value, settings), settings);
  };

  it('colours', () => {
    expect(css('BackgroundColor', '#fafafa')).toEqual({ backgroundColor: '#fafafa' });
    expect(css('BorderColor', 'red')).toEqual({ borderColor: 'red' });
    expect(css('Color', '#123456')).toEqual({ color: '#123456' });
    expect(css('TextColor', 'rgb(1, 2, 3)')).toEqual({ color: 'rgb(1, 2, 3)' });
    expect(css('TextColor', '')).toEqual({});
  });

  it('borders', () => {
    expect(
      css('BorderRadius', {
        topLeft: px(4),
        topRight: px(8),
        bottomRight: { value: 50, unit: '%' },
        bottomLeft: px(0),
      }),
    ).toEqual({ borderRadius: '4px 8px 50% 0px' });
    expect(css('BorderStyle', 'dotted')).toEqual({ borderStyle: 'dotted' });
    expect(css('BorderStyle', '')).toEqual({});
    expect(
      css('BorderWidth', { top: px(1), right: px(2), bottom: px(3), left: { value: 0.5, unit: 'em' } }),
    ).toEqual({
      borderWidth: '1px 2px 3px 0.5em',
    });
  });

  it('shadows, with colour and inset from settings', () => {
    const shadow = { x: px(2), y: px(4), blur: px(8), spread: { value: -1, unit: 'em' } };
    expect(css('BoxShadow', shadow)).toEqual({ boxShadow: '2px 4px 8px -1em rgba(0, 0, 0, 0.25)' });
    expect(css('BoxShadow', shadow, { color: '#f00', inset: true })).toEqual({
      boxShadow: 'inset 2px 4px 8px -1em #f00',
    });
    expect(css('BoxShadow', {})).toEqual({ boxShadow: 'none' });
    expect(css('TextShadow', { x: px(1), y: px(1), blur: px(2) }, { color: 'black' })).toEqual({
      textShadow: '1px 1px 2px black',
    });
    expect(css('TextShadow', {})).toEqual({ textShadow: 'none' });
    expect(css('BoxShadowColor', '#f00')).toEqual({});
    expect(css('BoxShadowInset', true)).toEqual({});
    expect(css('TextShadowColor', '#f00')).toEqual({});
  });

  it('text', () => {
    expect(css('FontSelector', 'Georgia, serif')).toEqual({ fontFamily: 'Georgia, serif' });
    expect(css('FontSize', { value: 2, unit: 'rem' })).toEqual({ fontSize: '2rem' });
    expect(css('LetterSpacing', { value: 0.1, unit: 'em' })).toEqual({ letterSpacing: '0.1em' });
    expect(css('LineHeight', { value: 1.4, unit: 'em' })).toEqual({ lineHeight: '1.4em' });
    // The spec's line-height range is 0…100 whatever the unit.
    expect(css('LineHeight', { value: 150, unit: '%' })).toEqual({ lineHeight: '100%' });
    expect(css('TextHorizontalAlign', 'center')).toEqual({ textAlign: 'center' });
    expect(css('TextStyle', { bold: true, italic: true, underline: true })).toEqual({
      fontWeight: 'bold',
      fontStyle: 'italic',
      textDecoration: 'underline',
    });
    expect(css('TextStyle', { weight: 300, strikethrough: true })).toEqual({
      fontWeight: 300,
      fontStyle: 'normal',
      textDecoration: 'line-through',
    });
  });

  it('layout', () => {
    expect(css('HorizontalAlign', 'center')).toEqual({ display: 'flex', justifyContent: 'center' });
    expect(css('HorizontalAlign', 'right')).toEqual({ display: 'flex', justifyContent: 'flex-end' });
    expect(css('VerticalAlign', 'bottom')).toEqual({ display: 'flex', alignItems: 'flex-end' });
    expect(css('Spacing', { top: px(10), right: px(20), bottom: px(10), left: px(20) })).toEqual({
      padding: '10px 20px 10px 20px',
    });
    expect(css('Size', { width: { value: 100, unit: '%' }, height: 'auto' })).toEqual({
      width: '100%',
      height: 'auto',
    });
    expect(css('MinSize', { width: px(200), height: 'auto' })).toEqual({
      minWidth: '200px',
      minHeight: 'auto',
    });
    expect(css('MaxSize', { width: px(700), height: 'auto' })).toEqual({
      maxWidth: '700px',
      maxHeight: 'none',
    });
  });

  it('sliders drive the CSS property named in settings, and nothing otherwise', () => {
    expect(css('Slider', 40)).toEqual({});
    expect(css('Slider', 0.5, { max: 1, cssProperty: 'opacity' })).toEqual({ opacity: 0.5 });
    expect(css('SliderUnit', px(16), { cssProperty: 'gap' })).toEqual({ gap: '16px' });
    expect(css('SliderUnit', px(16))).toEqual({});
  });

  it.each([
    'TextInput',
    'TextAreaInput',
    'Switch',
    'SwitchCard',
    'Select',
    'IntegerInput',
    'DecimalInput',
    'ImageSelector',
    'VideoSelector',
  ])('%s has no CSS meaning', (name) => {
    expect(css(name, undefined)).toEqual({});
  });
});
