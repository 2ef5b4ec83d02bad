import { jsonErrorOffset } from './json-position.ts';

/**
 * The editors' rules (spec §4, §5) as plain functions: what the error console shows, when Save is
 * enabled, whether an icon looks like an SVG. The screens only wire them up.
 */

/** The four kinds the console names (spec §2); anything else is shown as a plain Error. */
export type EditorErrorType = 'ReferenceError' | 'TypeError' | 'SyntaxError' | 'Error';

/** What the error console shows: the first line of the message with its type, line and column. */
export interface EditorError {
  type: EditorErrorType;
  message: string;
  line: number;
  column: number;
  /** Where it came from, so the console can say which tab to look at. */
  source: 'code' | 'runtime' | JsonTab;
}

export type JsonTab = 'properties' | 'groups' | 'events';

const KNOWN_TYPES: readonly EditorErrorType[] = ['ReferenceError', 'TypeError', 'SyntaxError', 'Error'];

export function errorTypeOf(name: unknown): EditorErrorType {
  return KNOWN_TYPES.find((type) => type === name) ?? 'Error';
}

/** The console shows only the first line of a message (esbuild and browsers add context below it). */
export function firstLine(message: string): string {
  return message.split(/\r?\n/, 1)[0]?.trim() ?? '';
}

function toCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}

/** Normalises a compile or runtime report ({type, message, line, column}) for the console. */
export function toEditorError(
  report: { type?: unknown; message?: unknown; line?: unknown; column?: unknown },
  source: EditorError['source'],
): EditorError {
  return {
    type: errorTypeOf(report.type),
    message: firstLine(typeof report.message === 'string' ? report.message : String(report.message ?? '')),
    line: toCount(report.line),
    column: toCount(report.column),
    source,
  };
}

/** Line and column (both from 1) of a character offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Where a schema issue's path points in the JSON text: each named step is looked up after the previous
 * one, which finds the right key in the usual one-property-per-line layout.
 */
export function locatePath(text: string, path: ReadonlyArray<PropertyKey>): { line: number; column: number } {
  let offset = 0;
  for (const step of path) {
    if (typeof step !== 'string') continue;
    const found = text.indexOf(JSON.stringify(step), offset);
    if (found >= 0) offset = found;
  }
  return positionAt(text, offset);
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; error: EditorError };

/**
 * Parses one JSON tab. The message is the engine's; the place is found by scanning the text, because
 * engines do not always give one ("Unexpected token" messages carry no position).
 */
export function parseJsonTab(text: string, tab: JsonTab): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught);
    const offset = jsonErrorOffset(text);
    const where = offset === null ? { line: 1, column: 1 } : positionAt(text, offset);
    return {
      ok: false,
      error: { type: 'SyntaxError', message: firstLine(message), ...where, source: tab },
    };
  }
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An SVG document: optional XML prolog and comments, then one <svg …> … </svg> element. */
export function looksLikeSvg(icon: string): boolean {
  const text = icon.trim();
  if (!text) return false;
  return /^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>][\s\S]*<\/svg>$/i.test(text);
}

/** The icon as an image address: SVG shown through <img> never runs its scripts nor joins the DOM. */
export function svgDataUrl(icon: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(icon.trim())}`;
}

export interface AuthoringValues {
  name: string;
  description: string;
  code: string;
  properties: string;
  groups: string;
  /** Components only; templates have no events tab. */
  events: string | null;
  icon: string;
}

export type SaveBlocker =
  | 'name'
  | 'description'
  | 'code'
  | 'properties'
  | 'groups'
  | 'events'
  | 'icon'
  | 'json'
  | 'preview';

/**
 * Why Save is disabled, first reason first; empty when it may be enabled (spec §5): non-blank name and
 * description, non-empty properties, groups and events, a non-blank icon that looks like an SVG, JSON
 * tabs that parse and a successful preview of exactly these values.
 */
export function saveBlockers(values: AuthoringValues, previewed: boolean): SaveBlocker[] {
  const blockers: SaveBlocker[] = [];
  if (!values.name.trim()) blockers.push('name');
  if (!values.description.trim()) blockers.push('description');
  if (!values.code.trim()) blockers.push('code');
  if (!values.properties.trim()) blockers.push('properties');
  if (!values.groups.trim()) blockers.push('groups');
  if (values.events !== null && !values.events.trim()) blockers.push('events');
  if (!looksLikeSvg(values.icon)) blockers.push('icon');
  const tabs: Array<[string, JsonTab]> = [
    [values.properties, 'properties'],
    [values.groups, 'groups'],
  ];
  if (values.events !== null) tabs.push([values.events, 'events']);
  if (tabs.some(([text, tab]) => text.trim() && !parseJsonTab(text, tab).ok)) blockers.push('json');
  if (!previewed) blockers.push('preview');
  return blockers;
}

/** The list search: case-insensitive over name or description; blank shows everything. */
export function matchesSearch(item: { name: string; description: string }, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    item.name.toLocaleLowerCase().includes(needle) || item.description.toLocaleLowerCase().includes(needle)
  );
}

/** JSON as the editors show it: two-space indentation, like the code editor's tab size. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value ?? {}, null, 2);
}
