/**
 * Small builders for the starter kit's JSON: every entry is authored exactly as a user would write it in
 * the component editor (dataTypes, dataGroups, dataEvents), these only save repetition.
 */
import type { MouseEventName, PropertyTypeName } from '@tessera/shared';
import type { KitText } from './texts.ts';

export interface Labels {
  'en-US': { label: string };
  'pt-BR': { label: string };
}

export interface StarterDataType {
  type: PropertyTypeName;
  value: unknown;
  defaultValue: unknown;
  settings?: Record<string, unknown>;
  /** Values below the desktop, by breakpoint id (issue 23): the kit looks designed on phones by default. */
  breakpoints?: Partial<Record<KitBreakpointId, unknown>>;
  i18n: Labels;
}

export interface StarterDataGroup {
  name: string;
  label: string;
  i18n: Labels;
  properties: string[];
  collapsed?: boolean;
}

export interface StarterDataEvents<Text = string> {
  label: Text;
  events: { mouse: MouseEventName[] };
}

/**
 * `Text` is string in the kit as seeded (one language) and KitText as authored (both languages, turned
 * into one by texts.ts `localize`).
 */
interface StarterEntryBase<Text> {
  /** A stable key (KIT_NAMES) that never changes with the language. */
  key: string;
  name: Text;
  description: Text;
  /** A clean 24×24 SVG (no script, no external references). */
  icon: string;
  /** JSX source importing only 'react' and 'tessera'. */
  code: string;
  dataTypes: Record<string, StarterDataType>;
  dataGroups: StarterDataGroup[];
}

export interface StarterComponent<Text = string> extends StarterEntryBase<Text> {
  dataEvents: StarterDataEvents<Text>;
  /** Containers: slot1 … slotN in the default export's parameters (checked against the server's count). */
  slots?: number;
}

export interface StarterTemplate<Text = string> extends StarterEntryBase<Text> {
  /** slot1 … slotN in the default export's parameters. */
  slots: number;
}

export function labels(en: string, pt: string): Labels {
  return { 'en-US': { label: en }, 'pt-BR': { label: pt } };
}

/** A property whose value starts at its default. */
export function prop(
  type: PropertyTypeName,
  value: unknown,
  en: string,
  pt: string,
  settings?: Record<string, unknown>,
): StarterDataType {
  const entry: StarterDataType = {
    type,
    value,
    defaultValue: JSON.parse(JSON.stringify(value)) as unknown,
    i18n: labels(en, pt),
  };
  if (settings) entry.settings = settings;
  return entry;
}

/**
 * The ids of DEFAULT_BREAKPOINTS (@tessera/shared), which every new app starts with: the kit's values per
 * breakpoint are stored under them (a test keeps the two lists equal).
 */
export const KIT_BREAKPOINTS = ['tablet', 'phone-landscape', 'phone'] as const;
export type KitBreakpointId = (typeof KIT_BREAKPOINTS)[number];

/** Values at some breakpoints: each applies from that breakpoint down until a narrower one sets another. */
export type Steps = Partial<Record<KitBreakpointId, unknown>>;

const copied = (steps: Steps): Steps => JSON.parse(JSON.stringify(steps)) as Steps;

/**
 * `entry` with values below the desktop, as a designer sets them at a breakpoint in the editor:
 * `at(prop('FontSize', rem(2.25), …), { tablet: rem(1.875), phone: rem(1.625) })`.
 */
export function at(entry: StarterDataType, steps: Steps): StarterDataType {
  return { ...entry, breakpoints: { ...entry.breakpoints, ...copied(steps) } };
}

/**
 * A brick's value in a blueprint (landing-page.ts) that differs per breakpoint; a plain value there is the same
 * at every width. A plain object marked like KitText, so that `localize` copies it.
 */
export interface KitVarying {
  kitVarying: { value: unknown; breakpoints: Steps };
}

export function varying(value: unknown, steps: Steps): KitVarying {
  return { kitVarying: { value, breakpoints: copied(steps) } };
}

export function isKitVarying(value: unknown): value is KitVarying {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'kitVarying';
}

export function group(name: string, en: string, pt: string, properties: string[]): StarterDataGroup {
  return { name, label: en, i18n: labels(en, pt), properties };
}

/** The entries the component editor adds to every component (spec §3). */
export function componentBasics(name: string | KitText): Record<string, StarterDataType> {
  return {
    name: prop('TextInput', name, 'Name', 'Nome'),
    visibility: prop('Switch', true, 'Visible', 'Visível'),
  };
}

/** The entry the template editor adds on save (spec §3). */
export function templateBasics(name: KitText): Record<string, StarterDataType> {
  return { name: prop('TextInput', name, 'Template name', 'Nome do modelo') };
}

export function events(label: KitText, mouse: MouseEventName[]): StarterDataEvents<KitText> {
  return { label, events: { mouse } };
}

// ---- Value shorthands ----

export const px = (value: number) => ({ value, unit: 'px' });
export const rem = (value: number) => ({ value, unit: 'rem' });
export const em = (value: number) => ({ value, unit: 'em' });
export const pct = (value: number) => ({ value, unit: '%' });
export const AUTO = { value: 'auto', unit: '' };

export function sides(top: number, right = top, bottom = top, left = right, unit = 'px') {
  return {
    top: { value: top, unit },
    right: { value: right, unit },
    bottom: { value: bottom, unit },
    left: { value: left, unit },
  };
}

export function corners(radius: number, unit = 'px') {
  const corner = { value: radius, unit };
  return { topLeft: corner, topRight: { ...corner }, bottomRight: { ...corner }, bottomLeft: { ...corner } };
}

export function size(width: object, height: object = AUTO) {
  return { width, height };
}

export const plainText = { bold: false, italic: false, underline: false, strikethrough: false, weight: null };
export const boldText = { ...plainText, bold: true };
export const weightText = (weight: number) => ({ ...plainText, weight });

export function shadow(x: number, y: number, blur: number, spread = 0) {
  return { x: px(x), y: px(y), blur: px(blur), spread: px(spread) };
}

export const NO_SHADOW = shadow(0, 0, 0, 0);
export const NO_TEXT_SHADOW = { x: px(0), y: px(0), blur: px(0) };

/** Fonts from the built-in list (@tessera/shared FONTS). */
export const FONT = {
  system: 'system-ui, sans-serif',
  arial: 'Arial, sans-serif',
  helvetica: 'Helvetica, Arial, sans-serif',
  georgia: 'Georgia, serif',
} as const;

/** The kit's palette: calm ink, one indigo accent, soft greys. */
export const COLOR = {
  ink: '#111827',
  body: '#374151',
  muted: '#6b7280',
  line: '#e5e7eb',
  soft: '#f8fafc',
  accent: '#4f46e5',
  white: '#ffffff',
} as const;

/** A light placeholder illustration (inline SVG): previews stay meaningful without network access. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#e0e7ff"/><stop offset="1" stop-color="#c7d2fe"/></linearGradient></defs>' +
    '<rect width="1200" height="675" fill="url(#g)"/>' +
    '<circle cx="860" cy="210" r="70" fill="#a5b4fc"/>' +
    '<path d="M0 560 L330 300 L560 500 L760 360 L1200 640 L1200 675 L0 675 Z" fill="#818cf8"/>' +
    '<path d="M0 675 L420 420 L700 600 L900 500 L1200 675 Z" fill="#6366f1"/></svg>',
)}`;

/** Builds a 24×24 outline icon from path data. */
export function icon(paths: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
    'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
    paths +
    '</svg>'
  );
}
