import type { BorderStyleName } from './constants.ts';
import type { BorderStyleValue, SizeAxis, SizeValue, TextStyleValue, UnitValue } from './values.ts';
import { isRecord } from './values.ts';

/**
 * The inspector's editing rules (spec §4, §5) as pure functions, so the page editor, the playground
 * and the tests share them. Each returns a new value and leaves its input untouched.
 */

/** Turning bold on clears the explicit weight (bold is itself a weight). */
export function toggleBold(style: TextStyleValue): TextStyleValue {
  const bold = !style.bold;
  return { ...style, bold, weight: bold ? null : style.weight };
}

/** Picking a weight turns bold off, since the weight now decides. */
export function setWeight(style: TextStyleValue, weight: TextStyleValue['weight']): TextStyleValue {
  return { ...style, weight, bold: false };
}

export function toggleItalic(style: TextStyleValue): TextStyleValue {
  return { ...style, italic: !style.italic };
}

/** Underline and strikethrough exclude each other: turning one on turns the other off. */
export function toggleUnderline(style: TextStyleValue): TextStyleValue {
  const underline = !style.underline;
  return { ...style, underline, strikethrough: underline ? false : style.strikethrough };
}

export function toggleStrikethrough(style: TextStyleValue): TextStyleValue {
  const strikethrough = !style.strikethrough;
  return { ...style, strikethrough, underline: strikethrough ? false : style.underline };
}

/** Clicking the active border style clears it; clicking another selects it. */
export function toggleBorderStyle(current: BorderStyleValue, clicked: BorderStyleName): BorderStyleValue {
  return current === clicked ? '' : clicked;
}

/** Linked editing of sides or corners: one value for every key (each its own copy). */
export function setLinked<K extends string>(
  sides: Readonly<Record<K, UnitValue>>,
  value: UnitValue,
): Record<K, UnitValue> {
  const out = {} as Record<K, UnitValue>;
  for (const key of Object.keys(sides) as K[]) out[key] = { value: value.value, unit: value.unit };
  return out;
}

/** True when every side or corner holds the same value: the inspector opens such values linked. */
export function isLinked<K extends string>(sides: Readonly<Record<K, UnitValue>>): boolean {
  const values = Object.values<UnitValue>(sides);
  const first = values[0];
  return values.every((v) => first !== undefined && v.value === first.value && v.unit === first.unit);
}

export type SizeAxisName = 'width' | 'height';

/** Switching an axis to auto stores `{ value: 'auto', unit: '' }` (spec §4). */
export function sizeToAuto(size: SizeValue, axis: SizeAxisName): SizeValue {
  const auto: SizeAxis = { value: 'auto', unit: '' };
  return { ...size, [axis]: auto };
}

/** Switching back from auto sets 100 % (spec §4). */
export function sizeFromAuto(size: SizeValue, axis: SizeAxisName): SizeValue {
  const full: SizeAxis = { value: 100, unit: '%' };
  return { ...size, [axis]: full };
}

export interface SelectOption {
  id: string;
  value: string;
}

/**
 * Select options (spec §5): an array of strings (each its own id) or an array of `{id, value}`
 * objects; anything else, mixed arrays included, is treated as no options.
 */
export function selectOptions(raw: unknown): SelectOption[] {
  if (!Array.isArray(raw)) return [];
  if (raw.every((item) => typeof item === 'string'))
    return raw.map((item: string) => ({ id: item, value: item }));
  const isOption = (item: unknown) =>
    isRecord(item) &&
    (typeof item.id === 'string' || typeof item.id === 'number') &&
    (typeof item.value === 'string' || typeof item.value === 'number');
  if (raw.every(isOption)) {
    return raw.map((item: Record<string, unknown>) => ({ id: String(item.id), value: String(item.value) }));
  }
  return [];
}

/** Keys a spacing field lets through (spec §5): digits, a dot and navigation/editing keys. */
const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export function isSpacingKey(key: string): boolean {
  return /^[0-9.]$/.test(key) || NAVIGATION_KEYS.has(key);
}
