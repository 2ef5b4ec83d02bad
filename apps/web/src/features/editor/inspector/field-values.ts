/**
 * Conversions between what the inspector's fields show and what a property stores. The value rules
 * themselves (clamping, rounding, defaults) live in @tessera/shared; this only applies them to fields.
 */
import {
  FONTS,
  fontFamilyCss,
  guessVideoType,
  isFontUrl,
  isPropertyTypeName,
  PROPERTY_TYPES,
  type PropertySettings,
  type PropertyTypeName,
  RANGES,
  type Range,
  type SelectOption,
  selectOptions,
  type UnitValue,
  type VideoValue,
} from '@tessera/shared';
import type { PropertyEntry } from '../model/types.ts';

/** The normalizer of a known type, bound to the entry's settings (Slider bounds, …). */
export function normalizerOf(type: PropertyTypeName, settings: PropertySettings | undefined) {
  const def = PROPERTY_TYPES[type] as { normalize(value: unknown, settings?: PropertySettings): unknown };
  return (value: unknown): unknown => def.normalize(value, settings);
}

/** What the field starts from: value, else defaultValue, else the type's default, normalized. */
export function storedValue(entry: PropertyEntry): unknown {
  if (!isPropertyTypeName(entry.type)) return undefined;
  const raw = entry.value !== undefined ? entry.value : entry.defaultValue;
  return normalizerOf(entry.type, entry.settings)(raw);
}

/** Values are small plain JSON built in a fixed key order by the normalizers, so text equality is exact. */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Spec §4: a property with isMutable false is locked outside prefab view. */
export function isLocked(entry: PropertyEntry): boolean {
  return entry.isMutable === false;
}

/** The visibility switch: on unless stored as false (a component without the entry is visible). */
export function isVisible(entry: PropertyEntry | undefined): boolean {
  if (!entry) return true;
  const raw = entry.value !== undefined ? entry.value : entry.defaultValue;
  return PROPERTY_TYPES.Switch.normalize(raw ?? true);
}

/**
 * Numbers typed into a field: the text as typed ('12.', '', '-') and the number it stands for, read the
 * way stored values are (empty or non-numeric is 0).
 */
export function numberOfText(text: number | string): number {
  return PROPERTY_TYPES.DecimalInput.normalize(text);
}

/**
 * What a number field keeps showing when its value comes back: the typed text while it still means that
 * number (so '12.' is not cut to '12' mid-typing), the new number otherwise (undo, reset, clamping).
 */
export function numberText(text: number | string, value: number): number | string {
  return numberOfText(text) === value ? text : value;
}

/** The colour picker writes #rrggbbaa; an opaque colour is stored in the shorter, usual #rrggbb. */
export function tidyColor(color: string): string {
  const opaque = /^(#[0-9a-f]{6})ff$/i.exec(color.trim());
  return opaque?.[1] ?? color.trim();
}

export interface SelectChoices {
  readonly options: readonly SelectOption[];
  /** settings.options exists but is not a list of strings nor of {id, value} objects (spec §5). */
  readonly invalid: boolean;
}

/** A Select's options; invalid options are treated as none, and said so in the console by the caller. */
export function selectChoices(settings: PropertySettings | undefined): SelectChoices {
  const raw = settings?.options;
  const options = selectOptions(raw);
  const empty = Array.isArray(raw) && raw.length === 0;
  return { options, invalid: options.length === 0 && !empty };
}

/** Value of the font list's last entry, "add new font" (spec §9: the list ends with it). */
export const ADD_FONT_VALUE = '__add-font__';

export interface FontChoice {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** An uploaded font as the list offers it (spec §4: {url as id, name as value}). */
export interface UploadedFont {
  readonly url: string;
  readonly name: string;
}

/**
 * The FontSelector's options: the built-in fonts (Arial first), then the app's uploaded fonts, then a stored
 * value the list lacks, then "add new font" (enabled where the media library can open). A stored font URL
 * that is not among the uploads (its font was deleted) is shown as its URL rather than vanishing; any other
 * unknown value by its first family name.
 */
export function fontChoices(
  current: string,
  uploaded: readonly UploadedFont[],
  addNewLabel: string,
  canAdd: boolean,
): FontChoice[] {
  const choices: FontChoice[] = FONTS.map((font) => ({ value: font.value, label: font.name }));
  const seen = new Set(choices.map((choice) => choice.value));
  for (const font of uploaded) {
    if (seen.has(font.url)) continue;
    seen.add(font.url);
    choices.push({ value: font.url, label: font.name });
  }
  if (current !== '' && !seen.has(current)) {
    const first = isFontUrl(current)
      ? current
      : current
          .split(',')[0]
          ?.trim()
          .replace(/^['"]|['"]$/g, '') || current;
    choices.push({ value: current, label: first });
  }
  choices.push(
    canAdd
      ? { value: ADD_FONT_VALUE, label: addNewLabel }
      : { value: ADD_FONT_VALUE, label: addNewLabel, disabled: true },
  );
  return choices;
}

/** The CSS font-family an option is shown in: its own stack, or an uploaded font's family. */
export function fontChoiceFamily(value: string): string | undefined {
  if (value === ADD_FONT_VALUE) return undefined;
  return isFontUrl(value) ? fontFamilyCss(value) : value;
}

export interface NumberBounds {
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** IntegerInput and DecimalInput: settings.min/max/step when given, unbounded otherwise. */
export function numberBounds(settings: PropertySettings | undefined): NumberBounds {
  const step = finite(settings?.step);
  return {
    min: finite(settings?.min),
    max: finite(settings?.max),
    step: step !== undefined && step > 0 ? step : undefined,
  };
}

/** Slider and SliderUnit tracks: settings.min/max/step, else 0…100 in steps of 1. */
export function sliderBounds(settings: PropertySettings | undefined): Required<NumberBounds> {
  const bounds = numberBounds(settings);
  const min = bounds.min ?? RANGES.slider.min;
  const max = bounds.max ?? RANGES.slider.max;
  return { min, max: Math.max(min, max), step: bounds.step ?? 1 };
}

export interface UnitRulesView {
  readonly units: readonly string[];
  readonly range: Range;
}

/** Units and range of a type with units (spec §9), as its definition declares them. */
export function unitRulesOf(type: PropertyTypeName): UnitRulesView {
  const def = PROPERTY_TYPES[type];
  return { units: def.units ?? [], range: def.range ?? { min: 0, max: Number.POSITIVE_INFINITY } };
}

export const SIDE_KEYS = ['top', 'right', 'bottom', 'left'] as const;
export const CORNER_KEYS = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;
export type SideKey = (typeof SIDE_KEYS)[number] | (typeof CORNER_KEYS)[number];

/** Which keys a sides-or-corners value has: corners for BorderRadius, sides for Spacing and BorderWidth. */
export function sideKeysOf(type: PropertyTypeName): readonly SideKey[] {
  return type === 'BorderRadius' ? CORNER_KEYS : SIDE_KEYS;
}

export const BOX_SHADOW_PARTS = ['x', 'y', 'blur', 'spread'] as const;
export const TEXT_SHADOW_PARTS = ['x', 'y', 'blur'] as const;
export type ShadowPart = (typeof BOX_SHADOW_PARTS)[number];

/** Blur cannot be negative in CSS; offsets and spread can (spec §9 shadow range). */
export function shadowPartRange(part: ShadowPart): Range {
  return part === 'blur' ? RANGES.shadowBlur : RANGES.shadow;
}

/** A new URL gets its type guessed again: a kept type would describe the previous file. */
export function videoForUrl(url: string): VideoValue {
  return { url, type: guessVideoType(url.trim()) };
}

/** One side or corner changed, the others kept. */
export function withSide<K extends string>(
  sides: Readonly<Record<K, UnitValue>>,
  key: K,
  value: UnitValue,
): Record<K, UnitValue> {
  return { ...sides, [key]: value } as Record<K, UnitValue>;
}

/** Where a slider's thumb sits for a value that may lie outside its track. */
export function onTrack(value: number, track: { readonly min: number; readonly max: number }): number {
  return Math.min(track.max, Math.max(track.min, value));
}
