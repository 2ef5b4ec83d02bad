import { z } from 'zod';
import type {
  AnimationTrigger,
  BorderStyleName,
  Direction,
  FontWeight,
  HorizontalAlignName,
  TextAlignName,
  TimingFunction,
  VerticalAlignName,
} from './constants.ts';
import { FONT_WEIGHTS } from './constants.ts';

/** React-style inline CSS: camelCase property names, plus `--custom` properties. */
export type CssProperties = Record<string, string | number>;

/** A property's `settings` object from its dataTypes entry (Select options, Slider bounds, …). */
export type PropertySettings = Record<string, unknown>;

export interface Range {
  readonly min: number;
  readonly max: number;
}

// ---- Value shapes (spec §3) ----

export interface UnitValue {
  value: number;
  unit: string;
}

/** A size axis: a number with a unit, or `{ value: 'auto', unit: '' }`. */
export interface SizeAxis {
  value: number | 'auto';
  unit: string;
}

export interface SizeValue {
  width: SizeAxis;
  height: SizeAxis;
}

export interface SidesValue {
  top: UnitValue;
  right: UnitValue;
  bottom: UnitValue;
  left: UnitValue;
}

export interface CornersValue {
  topLeft: UnitValue;
  topRight: UnitValue;
  bottomRight: UnitValue;
  bottomLeft: UnitValue;
}

export interface BoxShadowValue {
  x: UnitValue;
  y: UnitValue;
  blur: UnitValue;
  spread: UnitValue;
}

export interface TextShadowValue {
  x: UnitValue;
  y: UnitValue;
  blur: UnitValue;
}

export interface TextStyleValue {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  /** null when no explicit weight is chosen (bold on clears it). */
  weight: FontWeight | null;
}

export interface ImageValue {
  url: string;
  alt: string;
}

export interface VideoValue {
  url: string;
  /** MIME type guessed from the URL's extension; '' for YouTube and Vimeo links. */
  type: string;
}

interface AnimationTiming {
  trigger: AnimationTrigger;
  function: TimingFunction;
  duration: UnitValue;
  delay: UnitValue;
}

export interface ColorAnimation extends AnimationTiming {
  start: string;
  end: string;
}

export interface DirectionAnimation extends AnimationTiming {
  direction: Direction;
  start: UnitValue;
  end: UnitValue;
}

export interface OpacityAnimation extends AnimationTiming {
  start: number;
  end: number;
}

/** Only the animated properties are present; the inspector adds and removes them. */
export interface AnimationValue {
  color?: ColorAnimation;
  direction?: DirectionAnimation;
  opacity?: OpacityAnimation;
}

export type BorderStyleValue = BorderStyleName | '';
export type { HorizontalAlignName, TextAlignName, VerticalAlignName };

// ---- Lenient readers: never throw, fall back instead ----

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function clamp(value: number, range: Range): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * Reads a number the way the numeric inputs do (spec §5): numbers as they are, numeric strings
 * parsed, and empty or non-numeric input as 0. `missing` is used only when there is no value at all,
 * so that a partially filled object keeps its defaults.
 */
export function readNumber(raw: unknown, missing = 0): number {
  if (raw === undefined || raw === null) return missing;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 0;
  if (typeof raw === 'string') {
    const trimmed = raw.trim();
    if (trimmed === '') return 0;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

export function readString(raw: unknown, missing: string): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return missing;
}

export function readBoolean(raw: unknown, missing: boolean): boolean {
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return missing;
}

export function readChoice<T extends string>(raw: unknown, choices: readonly T[], missing: T): T {
  return typeof raw === 'string' && (choices as readonly string[]).includes(raw) ? (raw as T) : missing;
}

/** Pixels are whole numbers (spec §5); other units keep up to 3 decimals to drop float noise. */
function tidy(value: number, unit: string): number {
  const rounded = unit === 'px' ? Math.round(value) : Math.round(value * 1000) / 1000;
  // -0 would print as "0" anyway, but keeps equality checks in tests honest.
  return rounded === 0 ? 0 : rounded;
}

const UNIT_STRING = /^\s*(-?(?:\d+\.?\d*|\.\d+))\s*([a-z%]*)\s*$/i;

export interface UnitRules {
  readonly units: readonly string[];
  readonly range: Range;
  /** Unit for a value that arrives without a known one. */
  readonly unit: string;
}

/**
 * Normalizes a value with a unit: accepts `{value, unit}`, a bare number (fallback unit) or a CSS-like
 * string such as '2rem'; clamps to the range and rounds pixels. Missing input yields `fallback`.
 */
export function normalizeUnitValue(raw: unknown, rules: UnitRules, fallback: UnitValue): UnitValue {
  if (raw === undefined || raw === null) return finish(fallback.value, fallback.unit, rules);
  if (typeof raw === 'number') return finish(readNumber(raw), rules.unit, rules);
  if (typeof raw === 'string') {
    const match = UNIT_STRING.exec(raw);
    if (!match) return finish(0, rules.unit, rules);
    return finish(Number(match[1]), match[2] ? match[2].toLowerCase() : rules.unit, rules);
  }
  if (isRecord(raw)) {
    const unit = typeof raw.unit === 'string' ? raw.unit : fallback.unit;
    return finish(readNumber(raw.value, fallback.value), unit, rules);
  }
  return finish(fallback.value, fallback.unit, rules);
}

function finish(value: number, unit: string, rules: UnitRules): UnitValue {
  const known = rules.units.includes(unit) ? unit : rules.unit;
  return { value: tidy(clamp(value, rules.range), known), unit: known };
}

/** Size axes additionally accept 'auto', stored with an empty unit (spec §4). */
export function normalizeSizeAxis(raw: unknown, rules: UnitRules, fallback: SizeAxis): SizeAxis {
  const value = isRecord(raw) ? raw.value : raw;
  if (typeof value === 'string' && value.trim().toLowerCase() === 'auto') return { value: 'auto', unit: '' };
  if (raw === undefined || raw === null) {
    return fallback.value === 'auto'
      ? { value: 'auto', unit: '' }
      : finish(fallback.value, fallback.unit, rules);
  }
  const numericFallback: UnitValue =
    fallback.value === 'auto'
      ? { value: 0, unit: rules.unit }
      : { value: fallback.value, unit: fallback.unit };
  return normalizeUnitValue(raw, rules, numericFallback);
}

/**
 * Normalizes an object of unit values keyed by side or corner. A single unit value (or number, or
 * '10px') counts as linked and applies to every key, as the inspector's linked toggle does.
 */
export function normalizeUnitRecord<K extends string>(
  raw: unknown,
  keys: readonly K[],
  rules: UnitRules,
  fallback: Record<K, UnitValue>,
): Record<K, UnitValue> {
  const linked = typeof raw === 'number' || typeof raw === 'string' || (isRecord(raw) && 'value' in raw);
  const out = {} as Record<K, UnitValue>;
  for (const key of keys) {
    const part = linked ? raw : isRecord(raw) ? raw[key] : undefined;
    out[key] = normalizeUnitValue(part, rules, fallback[key]);
  }
  return out;
}

/** Nearest listed weight; anything unreadable means "no explicit weight". */
export function normalizeFontWeight(raw: unknown): FontWeight | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (raw === 'bold') return 700;
  if (raw === 'normal') return 400;
  const n = readNumber(raw);
  if (n <= 0) return null;
  const hundred = Math.min(900, Math.max(100, Math.round(n / 100) * 100));
  return FONT_WEIGHTS.find((w) => w.value === hundred)?.value ?? null;
}

/** CSS text of a unit value: '12px', '50%', '0px'. */
export function cssLength(value: UnitValue | SizeAxis): string {
  return value.value === 'auto' ? 'auto' : `${value.value}${value.unit}`;
}

/** Deep copy of plain JSON-like data, so defaults are never shared between callers. */
export function copy<T>(value: T): T {
  // JSON round trip: values are plain data, and this works in every runtime the iframe may have.
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Freezes plain data recursively (defaults are shared by every caller); `skip` spares other objects. */
export function deepFreeze(value: unknown, skip: (value: object) => boolean = () => false): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || skip(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child, skip);
}

/** Schema of a normalized unit value under `rules`: the range and the offered units. */
export function unitValueSchema(rules: UnitRules) {
  return z.object({
    value: z.number().min(rules.range.min).max(rules.range.max),
    unit: z.enum(rules.units as readonly [string, ...string[]]),
  });
}
