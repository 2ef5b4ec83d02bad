import { z } from 'zod';
import { fontFamilyCss, isFontUrl } from '../media.ts';
import { animationCss, animationSchema, normalizeAnimation } from './animation.ts';
import {
  BORDER_STYLES,
  DEFAULT_FONT,
  DEFAULT_FONT_SIZE_UNIT,
  DEFAULT_UNIT,
  FONT_WEIGHTS,
  HORIZONTAL_ALIGNS,
  isPropertyTypeName,
  PROPERTY_TYPE_NAMES,
  type PropertyTypeName,
  RANGES,
  TEXT_ALIGNS,
  UNITS,
  VERTICAL_ALIGNS,
} from './constants.ts';
import { FORM_DEFAULT, type FormValue, formValueSchema, normalizeForm } from './form.ts';
import {
  FORM_FIELD_DEFAULT,
  type FormFieldValue,
  formFieldValueSchema,
  normalizeFormField,
} from './form-field.ts';
import { LINK_DEFAULT, type LinkValue, linkValueSchema, normalizeLink } from './link.ts';
import {
  type AnimationValue,
  type BorderStyleValue,
  type BoxShadowValue,
  type CornersValue,
  type CssProperties,
  clamp,
  copy,
  cssLength,
  deepFreeze,
  type HorizontalAlignName,
  type ImageValue,
  isRecord,
  normalizeFontWeight,
  normalizeSizeAxis,
  normalizeUnitRecord,
  normalizeUnitValue,
  type PropertySettings,
  type Range,
  readBoolean,
  readChoice,
  readNumber,
  readString,
  type SidesValue,
  type SizeAxis,
  type SizeValue,
  type TextAlignName,
  type TextShadowValue,
  type TextStyleValue,
  type UnitRules,
  type UnitValue,
  unitValueSchema,
  type VerticalAlignName,
  type VideoValue,
} from './values.ts';
import { guessVideoType, isVideoSiteUrl } from './video.ts';

/**
 * One property type: its value shape, default, units and range, how to repair a stored value and how
 * to turn it into CSS. Components, the inspector and the live renderer all go through these.
 */
export interface PropertyTypeDef<V> {
  readonly name: PropertyTypeName;
  /** The normalized value shape. */
  readonly schema: z.ZodType<V>;
  /** Value of a property whose entry has neither value nor defaultValue. Never mutate it. */
  readonly defaultValue: V;
  /** Units the inspector offers, first-listed first; absent for unit-less types. */
  readonly units?: readonly string[];
  /** Range of the numbers in the value (spec §9); absent when unbounded. */
  readonly range?: Range;
  /**
   * Repairs a stored or typed value: clamps to the range (minimum 0 unless the range says otherwise),
   * rounds pixels, turns empty or non-numeric numbers into 0 and fills missing fields from the
   * default. Never throws.
   */
  normalize(value: unknown, settings?: PropertySettings): V;
  /** React-style inline CSS of a normalized value; {} for types without CSS meaning. */
  toCss(value: V, settings?: PropertySettings): CssProperties;
}

/** Values per type name, so callers can write `PropertyValue<'Size'>`. */
export interface PropertyValues {
  Animation: AnimationValue;
  BackgroundColor: string;
  BorderColor: string;
  BorderRadius: CornersValue;
  BorderStyle: BorderStyleValue;
  BorderWidth: SidesValue;
  BoxShadow: BoxShadowValue;
  BoxShadowColor: string;
  BoxShadowInset: boolean;
  Color: string;
  DecimalInput: number;
  FontSelector: string;
  FontSize: UnitValue;
  Form: FormValue;
  FormField: FormFieldValue;
  HorizontalAlign: HorizontalAlignName;
  ImageSelector: ImageValue;
  IntegerInput: number;
  LetterSpacing: UnitValue;
  LineHeight: UnitValue;
  Link: LinkValue;
  MaxSize: SizeValue;
  MinSize: SizeValue;
  Select: string;
  Size: SizeValue;
  Slider: number;
  SliderUnit: UnitValue;
  Spacing: SidesValue;
  Switch: boolean;
  SwitchCard: boolean;
  TextAreaInput: string;
  TextColor: string;
  TextHorizontalAlign: TextAlignName;
  TextInput: string;
  TextShadow: TextShadowValue;
  TextShadowColor: string;
  TextStyle: TextStyleValue;
  VerticalAlign: VerticalAlignName;
  VideoSelector: VideoValue;
}
export type PropertyValue<N extends PropertyTypeName> = PropertyValues[N];

// ---- Building blocks ----

const none = (): CssProperties => ({});

const rules = (units: readonly string[], range: Range, unit = DEFAULT_UNIT): UnitRules => ({
  units,
  range,
  unit,
});

const sizeAxisSchema = (r: UnitRules) =>
  z.union([z.object({ value: z.literal('auto'), unit: z.literal('') }), unitValueSchema(r)]);

const px = (value: number): UnitValue => ({ value, unit: DEFAULT_UNIT });
const AUTO: SizeAxis = { value: 'auto', unit: '' };

/** Optional numeric bounds from an entry's settings (IntegerInput, DecimalInput, Slider). */
function settingsRange(settings: PropertySettings | undefined, fallback?: Range): Range | undefined {
  const min = typeof settings?.min === 'number' ? settings.min : fallback?.min;
  const max = typeof settings?.max === 'number' ? settings.max : fallback?.max;
  if (min === undefined && max === undefined) return undefined;
  return { min: min ?? Number.NEGATIVE_INFINITY, max: max ?? Number.POSITIVE_INFINITY };
}

/** Lets a Slider or SliderUnit drive one CSS property named in settings.cssProperty. */
function settingsCss(settings: PropertySettings | undefined, css: string | number): CssProperties {
  const property = settings?.cssProperty;
  return typeof property === 'string' && property !== '' ? { [property]: css } : {};
}

function colorType(
  name: PropertyTypeName,
  defaultValue: string,
  cssProperty?: string,
): PropertyTypeDef<string> {
  return {
    name,
    schema: z.string(),
    defaultValue,
    normalize: (value) => readString(value, defaultValue).trim(),
    // An empty colour means "not set": no declaration rather than an invalid one.
    toCss: (value) => (cssProperty && value !== '' ? { [cssProperty]: value } : {}),
  };
}

function textType(name: PropertyTypeName): PropertyTypeDef<string> {
  return {
    name,
    schema: z.string(),
    defaultValue: '',
    normalize: (value) => readString(value, ''),
    toCss: none,
  };
}

function booleanType(name: PropertyTypeName, defaultValue: boolean): PropertyTypeDef<boolean> {
  return {
    name,
    schema: z.boolean(),
    defaultValue,
    normalize: (value) => readBoolean(value, defaultValue),
    toCss: none,
  };
}

function unitType(
  name: PropertyTypeName,
  r: UnitRules,
  defaultValue: UnitValue,
  toCss: (value: UnitValue, settings?: PropertySettings) => CssProperties,
): PropertyTypeDef<UnitValue> {
  return {
    name,
    schema: unitValueSchema(r),
    defaultValue,
    units: r.units,
    range: r.range,
    normalize: (value) => normalizeUnitValue(value, r, defaultValue),
    toCss,
  };
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const CORNERS = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;

function sidesType(name: PropertyTypeName, r: UnitRules, cssProperty: string): PropertyTypeDef<SidesValue> {
  const defaultValue: SidesValue = { top: px(0), right: px(0), bottom: px(0), left: px(0) };
  const side = unitValueSchema(r);
  return {
    name,
    schema: z.object({ top: side, right: side, bottom: side, left: side }),
    defaultValue,
    units: r.units,
    range: r.range,
    normalize: (value) => normalizeUnitRecord(value, SIDES, r, defaultValue),
    toCss: (value) => ({ [cssProperty]: SIDES.map((key) => cssLength(value[key])).join(' ') }),
  };
}

function sizeType(
  name: PropertyTypeName,
  css: { width: string; height: string; auto: string },
): PropertyTypeDef<SizeValue> {
  const r = rules(UNITS.length, RANGES.size);
  const defaultValue: SizeValue = { width: AUTO, height: AUTO };
  const axis = sizeAxisSchema(r);
  const length = (value: SizeAxis) => (value.value === 'auto' ? css.auto : cssLength(value));
  return {
    name,
    schema: z.object({ width: axis, height: axis }),
    defaultValue,
    units: r.units,
    range: r.range,
    normalize: (value) => {
      const raw = isRecord(value) ? value : {};
      return {
        width: normalizeSizeAxis(raw.width, r, defaultValue.width),
        height: normalizeSizeAxis(raw.height, r, defaultValue.height),
      };
    },
    toCss: (value) => ({ [css.width]: length(value.width), [css.height]: length(value.height) }),
  };
}

/** A shadow's colour and inset live in sibling properties; styleOf passes them as settings. */
function shadowColor(settings: PropertySettings | undefined): string {
  return typeof settings?.color === 'string' && settings.color !== '' ? settings.color : SHADOW_COLOR;
}
const SHADOW_COLOR = 'rgba(0, 0, 0, 0.25)';

// ---- The 39 types ----

const shadowRules = rules(UNITS.shadow, RANGES.shadow);
const blurRules = rules(UNITS.shadow, RANGES.shadowBlur);
const fontSizeRules = rules(UNITS.length, RANGES.fontSize, DEFAULT_FONT_SIZE_UNIT);

const boxShadowDefault: BoxShadowValue = { x: px(0), y: px(0), blur: px(0), spread: px(0) };
const textShadowDefault: TextShadowValue = { x: px(0), y: px(0), blur: px(0) };
const textStyleDefault: TextStyleValue = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  weight: null,
};

const fontWeightSchema = z.union(
  FONT_WEIGHTS.map((w) => z.literal(w.value)) as unknown as [
    z.ZodLiteral<(typeof FONT_WEIGHTS)[number]['value']>,
    ...z.ZodLiteral<(typeof FONT_WEIGHTS)[number]['value']>[],
  ],
);

const definitions: { readonly [N in PropertyTypeName]: PropertyTypeDef<PropertyValues[N]> } = {
  Animation: {
    name: 'Animation',
    schema: animationSchema,
    defaultValue: {},
    units: UNITS.animationTime,
    range: RANGES.animation,
    normalize: normalizeAnimation,
    toCss: animationCss,
  },
  BackgroundColor: colorType('BackgroundColor', 'transparent', 'backgroundColor'),
  BorderColor: colorType('BorderColor', '#000000', 'borderColor'),
  BorderRadius: (() => {
    const r = rules(UNITS.length, RANGES.borderRadius);
    const defaultValue: CornersValue = {
      topLeft: px(0),
      topRight: px(0),
      bottomRight: px(0),
      bottomLeft: px(0),
    };
    const corner = unitValueSchema(r);
    return {
      name: 'BorderRadius',
      schema: z.object({ topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner }),
      defaultValue,
      units: r.units,
      range: r.range,
      normalize: (value: unknown) => normalizeUnitRecord(value, CORNERS, r, defaultValue),
      toCss: (value: CornersValue) => ({
        borderRadius: CORNERS.map((key) => cssLength(value[key])).join(' '),
      }),
    };
  })(),
  BorderStyle: {
    name: 'BorderStyle',
    schema: z.union([z.enum(BORDER_STYLES), z.literal('')]),
    defaultValue: '',
    normalize: (value) => readChoice<BorderStyleValue>(value, BORDER_STYLES, ''),
    toCss: (value): CssProperties => (value === '' ? {} : { borderStyle: value }),
  },
  BorderWidth: sidesType('BorderWidth', rules(UNITS.borderWidth, RANGES.borderWidth), 'borderWidth'),
  BoxShadow: {
    name: 'BoxShadow',
    schema: z.object({
      x: unitValueSchema(shadowRules),
      y: unitValueSchema(shadowRules),
      blur: unitValueSchema(blurRules),
      spread: unitValueSchema(shadowRules),
    }),
    defaultValue: boxShadowDefault,
    units: UNITS.shadow,
    range: RANGES.shadow,
    normalize: (value) => {
      const raw = isRecord(value) ? value : {};
      return {
        x: normalizeUnitValue(raw.x, shadowRules, boxShadowDefault.x),
        y: normalizeUnitValue(raw.y, shadowRules, boxShadowDefault.y),
        blur: normalizeUnitValue(raw.blur, blurRules, boxShadowDefault.blur),
        spread: normalizeUnitValue(raw.spread, shadowRules, boxShadowDefault.spread),
      };
    },
    toCss: (value, settings) => {
      const parts = [value.x, value.y, value.blur, value.spread];
      // An all-zero shadow draws nothing; 'none' says so instead of emitting an invisible one.
      if (parts.every((part) => part.value === 0)) return { boxShadow: 'none' };
      const inset = settings?.inset === true ? 'inset ' : '';
      return { boxShadow: `${inset}${parts.map(cssLength).join(' ')} ${shadowColor(settings)}` };
    },
  },
  // Colour and inset of the BoxShadow in the same dataTypes: no CSS of their own (see styleOf).
  BoxShadowColor: colorType('BoxShadowColor', SHADOW_COLOR),
  BoxShadowInset: booleanType('BoxShadowInset', false),
  Color: colorType('Color', '#000000', 'color'),
  DecimalInput: {
    name: 'DecimalInput',
    schema: z.number(),
    defaultValue: 0,
    normalize: (value, settings) => {
      const range = settingsRange(settings);
      const n = readNumber(value);
      return range ? clamp(n, range) : n;
    },
    toCss: none,
  },
  FontSelector: {
    name: 'FontSelector',
    schema: z.string().min(1),
    defaultValue: DEFAULT_FONT,
    normalize: (value) => readString(value, DEFAULT_FONT).trim() || DEFAULT_FONT,
    // An uploaded font is stored as its URL; the runtime declares its family (runtime fonts.ts).
    toCss: (value) => ({
      fontFamily: isFontUrl(value) ? fontFamilyCss(value) : value,
    }),
  },
  FontSize: unitType('FontSize', fontSizeRules, { value: 1, unit: DEFAULT_FONT_SIZE_UNIT }, (value) => ({
    fontSize: cssLength(value),
  })),
  // Form and FormField (issue 24): values, not styles; a field's ids and attributes are resolved in resolve.ts.
  Form: {
    name: 'Form',
    schema: formValueSchema,
    defaultValue: FORM_DEFAULT,
    normalize: normalizeForm,
    toCss: none,
  },
  FormField: {
    name: 'FormField',
    schema: formFieldValueSchema as z.ZodType<FormFieldValue>,
    defaultValue: FORM_FIELD_DEFAULT,
    normalize: normalizeFormField,
    toCss: none,
  },
  HorizontalAlign: {
    name: 'HorizontalAlign',
    schema: z.enum(HORIZONTAL_ALIGNS),
    defaultValue: 'left',
    normalize: (value) => readChoice(value, HORIZONTAL_ALIGNS, 'left'),
    // Aligns the element's children along a flex row: the box's content, not its text.
    toCss: (value) => ({ display: 'flex', justifyContent: FLEX_POSITION[value] }),
  },
  ImageSelector: {
    name: 'ImageSelector',
    schema: z.object({ url: z.string(), alt: z.string() }),
    defaultValue: { url: '', alt: '' },
    normalize: (value) => {
      if (typeof value === 'string') return { url: value, alt: '' };
      const raw = isRecord(value) ? value : {};
      return { url: readString(raw.url, ''), alt: readString(raw.alt, '') };
    },
    toCss: none,
  },
  IntegerInput: {
    name: 'IntegerInput',
    schema: z.number().int(),
    defaultValue: 0,
    normalize: (value, settings) => {
      const range = settingsRange(settings);
      const n = Math.round(readNumber(value));
      return range ? Math.round(clamp(n, range)) : n;
    },
    toCss: none,
  },
  LetterSpacing: unitType(
    'LetterSpacing',
    rules(UNITS.letterSpacing, RANGES.letterSpacing),
    px(0),
    (value) => ({
      letterSpacing: cssLength(value),
    }),
  ),
  LineHeight: unitType(
    'LineHeight',
    rules(UNITS.length, RANGES.lineHeight),
    { value: 1.5, unit: 'em' },
    (value) => ({
      lineHeight: cssLength(value),
    }),
  ),
  // Its href depends on the app's pages when drawn: resolve.ts resolves it with a LinkContext (link.ts).
  Link: {
    name: 'Link',
    schema: linkValueSchema,
    defaultValue: LINK_DEFAULT,
    normalize: normalizeLink,
    toCss: none,
  },
  MaxSize: sizeType('MaxSize', { width: 'maxWidth', height: 'maxHeight', auto: 'none' }),
  MinSize: sizeType('MinSize', { width: 'minWidth', height: 'minHeight', auto: 'auto' }),
  Select: {
    name: 'Select',
    schema: z.string(),
    defaultValue: '',
    normalize: (value) => readString(value, ''),
    toCss: none,
  },
  Size: sizeType('Size', { width: 'width', height: 'height', auto: 'auto' }),
  Slider: {
    name: 'Slider',
    schema: z.number(),
    defaultValue: 0,
    range: RANGES.slider,
    normalize: (value, settings) =>
      clamp(readNumber(value), settingsRange(settings, RANGES.slider) ?? RANGES.slider),
    toCss: (value, settings) => settingsCss(settings, value),
  },
  SliderUnit: unitType('SliderUnit', rules(UNITS.length, RANGES.size), px(0), (value, settings) =>
    settingsCss(settings, cssLength(value)),
  ),
  Spacing: sidesType('Spacing', rules(UNITS.length, RANGES.spacing), 'padding'),
  Switch: booleanType('Switch', false),
  SwitchCard: booleanType('SwitchCard', false),
  TextAreaInput: textType('TextAreaInput'),
  TextColor: colorType('TextColor', '#000000', 'color'),
  TextHorizontalAlign: {
    name: 'TextHorizontalAlign',
    schema: z.enum(TEXT_ALIGNS),
    defaultValue: 'left',
    normalize: (value) => readChoice(value, TEXT_ALIGNS, 'left'),
    toCss: (value) => ({ textAlign: value }),
  },
  TextInput: textType('TextInput'),
  TextShadow: {
    name: 'TextShadow',
    schema: z.object({
      x: unitValueSchema(shadowRules),
      y: unitValueSchema(shadowRules),
      blur: unitValueSchema(blurRules),
    }),
    defaultValue: textShadowDefault,
    units: UNITS.shadow,
    range: RANGES.shadow,
    normalize: (value) => {
      const raw = isRecord(value) ? value : {};
      return {
        x: normalizeUnitValue(raw.x, shadowRules, textShadowDefault.x),
        y: normalizeUnitValue(raw.y, shadowRules, textShadowDefault.y),
        blur: normalizeUnitValue(raw.blur, blurRules, textShadowDefault.blur),
      };
    },
    toCss: (value, settings) => {
      const parts = [value.x, value.y, value.blur];
      if (parts.every((part) => part.value === 0)) return { textShadow: 'none' };
      return { textShadow: `${parts.map(cssLength).join(' ')} ${shadowColor(settings)}` };
    },
  },
  // Colour of the TextShadow in the same dataTypes: no CSS of its own (see styleOf).
  TextShadowColor: colorType('TextShadowColor', SHADOW_COLOR),
  TextStyle: {
    name: 'TextStyle',
    schema: z.object({
      bold: z.boolean(),
      italic: z.boolean(),
      underline: z.boolean(),
      strikethrough: z.boolean(),
      weight: fontWeightSchema.nullable(),
    }),
    defaultValue: textStyleDefault,
    normalize: (value) => {
      const raw = isRecord(value) ? value : {};
      return {
        bold: readBoolean(raw.bold, false),
        italic: readBoolean(raw.italic, false),
        underline: readBoolean(raw.underline, false),
        // The playground spells it strikeThrough (spec §3); both spellings are read.
        strikethrough: readBoolean(raw.strikethrough ?? raw.strikeThrough, false),
        weight: normalizeFontWeight(raw.weight),
      };
    },
    toCss: (value) => {
      const decorations = [value.underline && 'underline', value.strikethrough && 'line-through'].filter(
        Boolean,
      );
      return {
        fontWeight: value.bold ? 'bold' : (value.weight ?? 'normal'),
        fontStyle: value.italic ? 'italic' : 'normal',
        textDecoration: decorations.length > 0 ? decorations.join(' ') : 'none',
      };
    },
  },
  VerticalAlign: {
    name: 'VerticalAlign',
    schema: z.enum(VERTICAL_ALIGNS),
    defaultValue: 'top',
    normalize: (value) => readChoice(value, VERTICAL_ALIGNS, 'top'),
    // Cross axis of the same flex row as HorizontalAlign.
    toCss: (value) => ({ display: 'flex', alignItems: FLEX_POSITION[value] }),
  },
  VideoSelector: {
    name: 'VideoSelector',
    schema: z.object({ url: z.string(), type: z.string() }),
    defaultValue: { url: '', type: '' },
    normalize: (value) => {
      const raw = isRecord(value) ? value : { url: value };
      const url = readString(raw.url, '').trim();
      const given = readString(raw.type, '');
      // A stored type is kept (media URLs may lack an extension) unless the link is a video site.
      const type = isVideoSiteUrl(url) ? '' : given || guessVideoType(url);
      return { url, type };
    },
    toCss: none,
  },
};

const FLEX_POSITION: Readonly<Record<HorizontalAlignName | VerticalAlignName, string>> = {
  left: 'flex-start',
  top: 'flex-start',
  center: 'center',
  right: 'flex-end',
  bottom: 'flex-end',
};

// Zod schemas are skipped: they cache internally.
deepFreeze(definitions, (value) => value instanceof z.ZodType);

/** Every definition by name, typed per type. */
export const PROPERTY_TYPES = definitions;

/** The definition of a type; throws 'Unknown data type: X' for anything else (spec §3). */
export function propertyType(name: string): PropertyTypeDef<unknown> {
  if (!isPropertyTypeName(name)) throw new Error(`Unknown data type: ${name}`);
  return definitions[name] as PropertyTypeDef<unknown>;
}

/** A fresh copy of a type's default, safe to mutate. */
export function defaultValueOf(name: string): unknown {
  return copy(propertyType(name).defaultValue);
}

export { PROPERTY_TYPE_NAMES };
