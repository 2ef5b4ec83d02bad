import { describe, expect, it } from 'vitest';
import { headingDataTypes } from './heading.fixture.ts';
import { linkContext } from './link.ts';
import { cssFor, readsContext, resolveProps, resolvePropsTolerant, styleFrom, styleOf } from './resolve.ts';

const px = (value: number) => ({ value, unit: 'px' });

describe('resolveProps', () => {
  it('gives each property its value, else its defaultValue, else the type default — normalized', () => {
    const props = resolveProps({
      title: { type: 'TextInput', value: 'Hello', defaultValue: 'Title' },
      subtitle: { type: 'TextInput', defaultValue: 'Subtitle' },
      note: { type: 'TextAreaInput' },
      size: { type: 'FontSize', value: { value: 5000, unit: 'px' } },
      weightless: { type: 'TextStyle', defaultValue: { bold: true } },
      count: { type: 'IntegerInput', value: '', settings: { min: 1 } },
    });
    expect(props).toEqual({
      title: 'Hello',
      subtitle: 'Subtitle',
      note: '',
      size: px(1000),
      weightless: { bold: true, italic: false, underline: false, strikethrough: false, weight: null },
      count: 1,
    });
  });

  it('passes name and visibility through as plain values', () => {
    expect(
      resolveProps({
        name: { type: 'TextInput', defaultValue: 'Heading' },
        visibility: { type: 'Switch', value: false },
      }),
    ).toEqual({ name: 'Heading', visibility: false });
    expect(resolveProps({ visibility: { type: 'Switch' } })).toEqual({ visibility: false });
  });

  it('resolves the worked example of the authoring guide', () => {
    const props = resolveProps(headingDataTypes);
    expect(props.text).toBe('Title');
    expect(props.level).toBe('h1');
    expect(props.padding).toEqual({ top: px(10), right: px(0), bottom: px(0), left: px(0) });
    expect(props.minSize).toEqual({ width: px(200), height: { value: 'auto', unit: '' } });
    expect(props.animation).toMatchObject({
      opacity: { trigger: 'show', start: 0, end: 1, function: 'linear' },
    });
  });

  it('returns fresh objects, so props can be changed without touching defaults', () => {
    const first = resolveProps({ padding: { type: 'Spacing' } });
    (first.padding as { top: { value: number } }).top.value = 99;
    expect(resolveProps({ padding: { type: 'Spacing' } }).padding).toMatchObject({ top: px(0) });
  });

  it('raises Unknown data type for an unknown type', () => {
    expect(() => resolveProps({ title: { type: 'Heading' } })).toThrow('Unknown data type: Heading');
  });
});

describe('resolveProps in a language (issue 26)', () => {
  const dataTypes = {
    title: { type: 'TextInput', value: 'About', locales: { 'pt-BR': 'Sobre' } },
    image: {
      type: 'ImageSelector',
      value: { url: '/a.png', alt: 'A cat' },
      locales: { 'pt-BR': { url: '/a.png', alt: 'Um gato' } },
    },
    body: { type: 'TextAreaInput', value: 'Hello' },
  };
  it('reads each translation, falls back to the default text, and reads the base without a language', () => {
    const inPortuguese = { ...linkContext([]), locale: 'pt-BR' };
    expect(resolveProps(dataTypes, inPortuguese)).toEqual({
      title: 'Sobre',
      image: { url: '/a.png', alt: 'Um gato' },
      body: 'Hello',
    });
    expect(resolvePropsTolerant(dataTypes, { ...linkContext([]), locale: 'es-ES' }).title).toBe('About');
    expect(resolveProps(dataTypes).title).toBe('About');
  });
});

describe('readsContext', () => {
  it("says which values resolve against the app's pages", () => {
    expect(readsContext(headingDataTypes)).toBe(false);
    expect(readsContext({ ...headingDataTypes, to: { type: 'Link', value: null } })).toBe(true);
    expect(readsContext({ form: { type: 'Form', value: {} } })).toBe(true);
    expect(readsContext({ auto: { type: 'Switch', value: false, settings: { sitePages: true } } })).toBe(
      true,
    );
    expect(readsContext({ broken: null, text: { type: 'TextInput', value: 'x' } })).toBe(false);
  });
});

describe('cssFor', () => {
  it('normalizes before turning a value into CSS', () => {
    expect(cssFor('FontSize', { value: 20.4, unit: 'px' })).toEqual({ fontSize: '20px' });
    expect(cssFor('FontSize', '2rem')).toEqual({ fontSize: '2rem' });
    expect(cssFor('Spacing', undefined)).toEqual({ padding: '0px 0px 0px 0px' });
    expect(
      cssFor('BoxShadow', { x: px(1), y: px(2), blur: px(3), spread: px(0) }, { color: 'navy' }),
    ).toEqual({
      boxShadow: '1px 2px 3px 0px navy',
    });
    expect(cssFor('TextInput', 'hello')).toEqual({});
  });

  it('raises Unknown data type for an unknown type', () => {
    expect(() => cssFor('Margin', px(1))).toThrow('Unknown data type: Margin');
  });
});

describe('styleOf', () => {
  it('merges the CSS of the named properties, in order', () => {
    expect(styleOf(headingDataTypes, ['fontSize', 'font', 'color', 'align', 'text'])).toEqual({
      fontSize: '2rem',
      fontFamily: 'Arial, sans-serif',
      color: '#1f2937',
      textAlign: 'center',
    });
  });

  it('merges every property when no names are given and skips unknown names', () => {
    const style = styleOf(headingDataTypes);
    expect(style).toMatchObject({
      fontWeight: 'bold',
      padding: '10px 0px 0px 0px',
      minWidth: '200px',
      maxWidth: '700px',
      '--tessera-opacity-from': '0',
      '--tessera-opacity-to': '1',
      animation: 'tessera-opacity 300ms linear 0ms both',
    });
    expect(styleOf(headingDataTypes, ['missing', 'color'])).toEqual({ color: '#1f2937' });
  });

  it('completes shadows with the sibling colour and inset entries', () => {
    const dataTypes = {
      shadow: { type: 'BoxShadow', value: { x: px(0), y: px(4), blur: px(12), spread: px(0) } },
      shadowColor: { type: 'BoxShadowColor', value: 'rgba(0, 0, 0, 0.5)' },
      shadowInset: { type: 'BoxShadowInset', value: true },
      textShadow: { type: 'TextShadow', value: { x: px(1), y: px(1), blur: px(0) } },
      textShadowColor: { type: 'TextShadowColor', value: '#fff' },
    };
    expect(styleOf(dataTypes)).toEqual({
      boxShadow: 'inset 0px 4px 12px 0px rgba(0, 0, 0, 0.5)',
      textShadow: '1px 1px 0px #fff',
    });
    expect(styleOf(dataTypes, ['shadow'])).toEqual({
      boxShadow: 'inset 0px 4px 12px 0px rgba(0, 0, 0, 0.5)',
    });
    expect(styleOf({ shadow: dataTypes.shadow })).toEqual({
      boxShadow: '0px 4px 12px 0px rgba(0, 0, 0, 0.25)',
    });
  });

  it('lets later properties win on conflicts', () => {
    expect(
      styleOf({ a: { type: 'TextColor', value: 'red' }, b: { type: 'Color', value: 'blue' } }, ['b', 'a']),
    ).toEqual({ color: 'red' });
  });
});

describe('styleFrom', () => {
  it('styles prop values by the types given, like styleOf', () => {
    const props = {
      size: { value: 3, unit: 'rem' },
      tint: '#333',
      shadow: { x: px(1), y: px(1), blur: px(2) },
      shadowColor: 'white',
      text: 'Hi',
    };
    expect(
      styleFrom(props, {
        size: 'FontSize',
        tint: 'TextColor',
        shadow: 'TextShadow',
        shadowColor: 'TextShadowColor',
      }),
    ).toEqual({ fontSize: '3rem', color: '#333', textShadow: '1px 1px 2px white' });
  });

  it('uses type defaults for missing values and raises Unknown data type for unknown types', () => {
    expect(styleFrom({}, { size: 'FontSize' })).toEqual({ fontSize: '1rem' });
    expect(() => styleFrom({}, { size: 'Big' })).toThrow('Unknown data type: Big');
  });
});
