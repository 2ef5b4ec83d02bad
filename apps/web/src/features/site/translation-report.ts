import type { TranslationImportReport, UnitChange } from '@tessera/shared';

/**
 * What the translation files' import answers (the server's modules/translations/import-report.ts), read
 * defensively, and how the panel words it: counts, changes before → after, unknown units, problems.
 */

/** The report as the panel reads it: the shared shape without the ignored units' reasons, read defensively. */
export type ImportReport = Omit<TranslationImportReport, 'ignoredBy' | 'unknown'> & {
  unknown: Array<{ key: string; reason: string }>;
};
export type { UnitChange };

export type ImportOutcome =
  | { kind: 'report'; report: ImportReport }
  /** Refused: the server's problems (a bad file), or its message alone (rights, network). */
  | { kind: 'refused'; status: number; message: string; problems: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function changeOf(value: unknown): UnitChange | null {
  if (!isRecord(value)) return null;
  const kind = value.kind;
  if (kind !== 'added' && kind !== 'changed' && kind !== 'removed') return null;
  const where = value.where === 'page' || value.where === 'template' ? value.where : 'brick';
  return {
    kind,
    key: String(value.key ?? ''),
    page: String(value.page ?? ''),
    where,
    component: textOrNull(value.component),
    property: String(value.property ?? ''),
    before: textOrNull(value.before),
    after: textOrNull(value.after),
  };
}

/** The report in an answer's body, or null when it holds none. */
export function reportOf(body: unknown): ImportReport | null {
  if (!isRecord(body) || typeof body.units !== 'number') return null;
  return {
    locale: String(body.locale ?? ''),
    format: body.format === 'json' ? 'json' : 'xliff',
    applied: body.applied === true,
    units: count(body.units),
    added: count(body.added),
    changed: count(body.changed),
    unchanged: count(body.unchanged),
    removed: count(body.removed),
    ignored: count(body.ignored),
    unknownCount: count(body.unknownCount),
    unknown: (Array.isArray(body.unknown) ? body.unknown : []).filter(isRecord).map((unit) => ({
      key: String(unit.key ?? ''),
      reason: String(unit.reason ?? ''),
    })),
    pages: count(body.pages),
    changes: (Array.isArray(body.changes) ? body.changes : [])
      .map(changeOf)
      .filter((c): c is UnitChange => !!c),
    problems: texts(body.problems),
  };
}

/** An import's answer (its status and body text; 0 when it never got one) as the panel shows it. */
export function importOutcomeOf(status: number, body: string): ImportOutcome {
  let data: unknown = {};
  try {
    data = body.trim() ? JSON.parse(body) : {};
  } catch {
    data = {};
  }
  const report = reportOf(data);
  if (status >= 200 && status < 300 && report) return { kind: 'report', report };
  const message = isRecord(data) && typeof data.message === 'string' ? data.message : '';
  return { kind: 'refused', status, message, problems: report?.problems ?? [] };
}

/** The counts a report shows, in this order, with the ones that are 0 kept (so the list never jumps). */
export const COUNT_KEYS = ['added', 'changed', 'removed', 'unchanged', 'ignored', 'unknownCount'] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

export function countsOf(report: ImportReport): Array<{ key: CountKey; count: number }> {
  return COUNT_KEYS.map((key) => ({ key, count: report[key] }));
}

/** Whether applying the report changes anything. */
export const changesAnything = (report: ImportReport) => report.added + report.changed + report.removed > 0;

/** How many changes the report counts but does not list (it lists the first 200). */
export const unlistedChanges = (report: ImportReport) =>
  Math.max(0, report.added + report.changed + report.removed - report.changes.length);

/** A text cut for a table cell: one line, at most `max` characters. */
export function clip(text: string | null, max = 80): string {
  if (text === null) return '';
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The format a file's name says it is: .json is JSON, .xlf/.xliff/.xml XLIFF; null for anything else. */
export function fileFormatOf(name: string): ImportReport['format'] | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  if (extension === 'json') return 'json';
  return ['xlf', 'xliff', 'xml'].includes(extension) ? 'xliff' : null;
}

/** The content type an import of that format is sent with. */
export const contentTypeOf = (format: ImportReport['format']) =>
  format === 'json' ? 'application/json' : 'application/xliff+xml';

/** The files the picker offers. */
export const ACCEPTED_FILES = '.xlf,.xliff,.xml,.json,application/json,application/xliff+xml';
