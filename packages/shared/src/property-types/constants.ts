/**
 * The fixed vocabularies of the property-type system (spec: studio §3, §4, §9), written once so that
 * components, the inspector and the live renderer agree on every unit, range and choice.
 */

/** The 39 property types: the spec's 36, in its order, Link (issue 22), and Form and FormField (issue 24). */
export const PROPERTY_TYPE_NAMES = [
  'Animation',
  'BackgroundColor',
  'BorderColor',
  'BorderRadius',
  'BorderStyle',
  'BorderWidth',
  'BoxShadow',
  'BoxShadowColor',
  'BoxShadowInset',
  'Color',
  'DecimalInput',
  'FontSelector',
  'FontSize',
  'Form',
  'FormField',
  'HorizontalAlign',
  'ImageSelector',
  'IntegerInput',
  'LetterSpacing',
  'LineHeight',
  'Link',
  'MaxSize',
  'MinSize',
  'Select',
  'Size',
  'Slider',
  'SliderUnit',
  'Spacing',
  'Switch',
  'SwitchCard',
  'TextAreaInput',
  'TextColor',
  'TextHorizontalAlign',
  'TextInput',
  'TextShadow',
  'TextShadowColor',
  'TextStyle',
  'VerticalAlign',
  'VideoSelector',
] as const;

export type PropertyTypeName = (typeof PROPERTY_TYPE_NAMES)[number];

const NAME_SET: ReadonlySet<string> = new Set(PROPERTY_TYPE_NAMES);

export function isPropertyTypeName(name: unknown): name is PropertyTypeName {
  return typeof name === 'string' && NAME_SET.has(name);
}

/** Length units per family (spec §9). */
export const UNITS = {
  /** Radius, size, font size and line height. */
  length: ['px', '%', 'em', 'rem'],
  /**
   * Border width: the spec groups it with radius, but CSS rejects percentages for border-width, so a
   * stored '%' would silently draw nothing; it is left out on purpose.
   */
  borderWidth: ['px', 'em', 'rem'],
  letterSpacing: ['px', 'em', 'rem'],
  shadow: ['px', 'em', 'rem'],
  animationTime: ['ms', 's'],
  animationDirection: ['px', '%', 'rem', 'em'],
} as const;

/** Unit used when a value arrives without a (known) unit: px, except rem for font sizes (spec §9). */
export const DEFAULT_UNIT = 'px';
export const DEFAULT_FONT_SIZE_UNIT = 'rem';

/** Numeric ranges (spec §9). Spacing has no range in the spec; it shares the border-width bounds. */
export const RANGES = {
  animation: { min: -1000, max: 1000 },
  /** Durations cannot be negative in CSS; the upper bound is the animation range. */
  animationDuration: { min: 0, max: 1000 },
  borderRadius: { min: 0, max: 1000 },
  borderWidth: { min: 0, max: 1000 },
  shadow: { min: -1000, max: 1000 },
  /** Blur radii cannot be negative in CSS. */
  shadowBlur: { min: 0, max: 1000 },
  fontSize: { min: 0, max: 1000 },
  letterSpacing: { min: 0, max: 100 },
  lineHeight: { min: 0, max: 100 },
  size: { min: 0, max: 10000 },
  spacing: { min: 0, max: 1000 },
  /** Sliders without settings.min/max. */
  slider: { min: 0, max: 100 },
  opacity: { min: 0, max: 1 },
} as const;

/** Font weights with the names the inspector shows (spec §9). */
export const FONT_WEIGHTS = [
  { value: 100, name: 'thin' },
  { value: 200, name: 'extra light' },
  { value: 300, name: 'light' },
  { value: 400, name: 'normal' },
  { value: 500, name: 'medium' },
  { value: 600, name: 'semi bold' },
  { value: 700, name: 'bold' },
  { value: 800, name: 'extra bold' },
  { value: 900, name: 'black' },
] as const;

export type FontWeight = (typeof FONT_WEIGHTS)[number]['value'];

/** Default font of every FontSelector (spec §9). */
export const DEFAULT_FONT = 'Arial, sans-serif';

/**
 * Built-in font choices, Arial first (spec §9). The inspector appends its own "add new font" entry
 * and the fonts of the media library ({url as id, name as value}); those are not listed here.
 */
export const FONTS = [
  { name: 'Arial', value: DEFAULT_FONT },
  { name: 'Helvetica', value: 'Helvetica, Arial, sans-serif' },
  { name: 'Verdana', value: 'Verdana, Geneva, sans-serif' },
  { name: 'Tahoma', value: 'Tahoma, Geneva, sans-serif' },
  { name: 'Trebuchet MS', value: "'Trebuchet MS', Helvetica, sans-serif" },
  { name: 'Georgia', value: 'Georgia, serif' },
  { name: 'Times New Roman', value: "'Times New Roman', Times, serif" },
  { name: 'Garamond', value: 'Garamond, serif' },
  { name: 'Courier New', value: "'Courier New', Courier, monospace" },
  { name: 'System UI', value: 'system-ui, sans-serif' },
] as const;

export const BORDER_STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;
export type BorderStyleName = (typeof BORDER_STYLES)[number];

export const HORIZONTAL_ALIGNS = ['left', 'center', 'right'] as const;
export type HorizontalAlignName = (typeof HORIZONTAL_ALIGNS)[number];
export const VERTICAL_ALIGNS = ['top', 'center', 'bottom'] as const;
export type VerticalAlignName = (typeof VERTICAL_ALIGNS)[number];
export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignName = (typeof TEXT_ALIGNS)[number];

/** The properties an Animation value may animate, in the order the inspector offers them. */
export const ANIMATION_PROPERTIES = ['color', 'direction', 'opacity'] as const;
export type AnimationProperty = (typeof ANIMATION_PROPERTIES)[number];
export const ANIMATION_TRIGGERS = ['show', 'hover', 'click'] as const;
export type AnimationTrigger = (typeof ANIMATION_TRIGGERS)[number];
export const TIMING_FUNCTIONS = [
  'ease',
  'ease-in',
  'ease-out',
  'ease-in-out',
  'linear',
  'step-start',
  'step-end',
] as const;
export type TimingFunction = (typeof TIMING_FUNCTIONS)[number];
export const DIRECTIONS = ['top', 'bottom', 'left', 'right'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Animation defaults (spec §9). */
export const ANIMATION_DEFAULT_COLOR = '#808080';
export const ANIMATION_DEFAULT_OPACITY = 1;
export const ANIMATION_DEFAULT_FUNCTION: TimingFunction = 'linear';
/** Hover and click animations re-run after this pause (spec §4). */
export const ANIMATION_RERUN_DELAY_MS = 100;

/** Mouse events a component may declare in dataEvents (spec §3). */
export const MOUSE_EVENTS = ['onclick', 'onmouseenter', 'onmouseleave', 'onmousemove'] as const;
export type MouseEventName = (typeof MOUSE_EVENTS)[number];

/** Property names the editors add to every component (spec §3). */
export const SPECIAL_PROPERTIES = ['name', 'visibility'] as const;

/** Property names: usable as JSX prop names and JavaScript identifiers. */
export const PROPERTY_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
