/**
 * What an import says before and after it is applied (issue 26, docs/decisions/0044): the same shape for a
 * preview and an import, counted per unit, with the first changes in detail so the console can show "what
 * changes" before anyone applies it. Problems are fatal: a file with any is refused whole.
 */

import type {
  IgnoredReason,
  TranslationImportReport as ImportReport,
  UnitChange,
  UnknownReason,
} from '@tessera/shared';

export type { IgnoredReason, ImportReport, UnitChange, UnknownReason };

/** How many changes and unknown units a report lists one by one; the counts hold them all. */
export const DETAIL_MAX = 200;

export function emptyReport(locale: string, format: ImportReport['format']): ImportReport {
  return {
    locale,
    format,
    applied: false,
    units: 0,
    added: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    ignored: 0,
    ignoredBy: { empty: 0, locked: 0, 'not translated': 0 },
    unknownCount: 0,
    unknown: [],
    pages: 0,
    changes: [],
    problems: [],
  };
}

/** Counts a change and keeps it: the lists are put in file order and cut to DETAIL_MAX once every page is read. */
export function noteChange(report: ImportReport, change: UnitChange): void {
  report[change.kind] += 1;
  report.changes.push(change);
}

export function noteUnknown(report: ImportReport, key: string, reason: UnknownReason): void {
  report.unknownCount += 1;
  report.unknown.push({ key, reason });
}

/** The detail lists in the file's order (pages are read in another), each cut to DETAIL_MAX. */
export function settleDetails(report: ImportReport, order: ReadonlyMap<string, number>): void {
  const byFile = (a: { key: string }, b: { key: string }) =>
    (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0);
  report.changes = report.changes.sort(byFile).slice(0, DETAIL_MAX);
  report.unknown = report.unknown.sort(byFile).slice(0, DETAIL_MAX);
}

/** How many problems a report lists: past them, one line says how many more (a broken file must not make a huge answer). */
export const PROBLEMS_MAX = 50;

/** Notes a problem, the first PROBLEMS_MAX in full, then only how many more there are. */
export function noteProblem(report: ImportReport, problem: string): void {
  if (report.problems.length < PROBLEMS_MAX) report.problems.push(problem);
  else {
    const more = Number(/^…and (\d+) more problems$/.exec(report.problems[PROBLEMS_MAX] ?? '')?.[1] ?? 0) + 1;
    report.problems[PROBLEMS_MAX] = `…and ${more} more problems`;
  }
}

export function noteIgnored(report: ImportReport, reason: IgnoredReason): void {
  report.ignored += 1;
  report.ignoredBy[reason] += 1;
}

/** A refused import: its report (with problems) and the HTTP status that says why. */
export class ImportRefused extends Error {
  constructor(
    readonly status: number,
    readonly report: ImportReport,
  ) {
    super(report.problems[0] ?? 'the file cannot be imported');
    this.name = 'ImportRefused';
  }
}
