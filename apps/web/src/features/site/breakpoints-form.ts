import { LIMITS } from '@tessera/shared';
import type { ApiBreakpoint, BreakpointInput } from './api/app-breakpoints.ts';

/**
 * The breakpoints form (issue 23) as plain data: one row per breakpoint as typed (width as text), what Save
 * sends, and what is wrong with a row, checked as the server checks (breakpointsSchema) so the user sees it
 * before saving. A row without an id is new: the server gives it one from its en-US name.
 */
export interface BreakpointRow {
  /** Stable while editing: the id, or `new-{n}` for a row not yet saved. */
  key: string;
  id: string | null;
  enUS: string;
  ptBR: string;
  width: string;
}

export type BreakpointProblem =
  | 'site.breakpoints.label_length'
  | 'site.breakpoints.width_range'
  | 'site.breakpoints.width_taken';

export interface RowProblems {
  enUS?: BreakpointProblem;
  ptBR?: BreakpointProblem;
  width?: BreakpointProblem;
}

const { min: MIN_WIDTH, max: MAX_WIDTH } = LIMITS.breakpoints.maxWidth;
const { min: LABEL_MIN, max: LABEL_MAX } = LIMITS.breakpoints.label;

export function rowsOf(list: readonly ApiBreakpoint[]): BreakpointRow[] {
  return list.map((bp) => ({
    key: bp.id,
    id: bp.id,
    enUS: bp.label.enUS,
    ptBR: bp.label.ptBR,
    width: String(bp.maxWidth),
  }));
}

/** The width a row holds, or null while it is not a whole number. */
export function widthOf(row: BreakpointRow): number | null {
  const text = row.width.trim();
  return /^\d{1,5}$/.test(text) ? Number(text) : null;
}

/** What Save sends: names trimmed, ids only for breakpoints that exist. */
export function inputOf(rows: readonly BreakpointRow[]): BreakpointInput[] {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    maxWidth: widthOf(row) ?? Number.NaN,
    label: { enUS: row.enUS.trim(), ptBR: row.ptBR.trim() },
  }));
}

function labelProblem(text: string): BreakpointProblem | undefined {
  const length = text.trim().length;
  return length < LABEL_MIN || length > LABEL_MAX ? 'site.breakpoints.label_length' : undefined;
}

/** What is wrong with each row, by key; rows without a problem are absent. */
export function problemsOf(rows: readonly BreakpointRow[]): Map<string, RowProblems> {
  const problems = new Map<string, RowProblems>();
  const seen = new Set<number>();
  for (const row of rows) {
    const found: RowProblems = {};
    const enUS = labelProblem(row.enUS);
    const ptBR = labelProblem(row.ptBR);
    if (enUS) found.enUS = enUS;
    if (ptBR) found.ptBR = ptBR;
    const width = widthOf(row);
    if (width === null || width < MIN_WIDTH || width > MAX_WIDTH)
      found.width = 'site.breakpoints.width_range';
    else if (seen.has(width)) found.width = 'site.breakpoints.width_taken';
    if (width !== null) seen.add(width);
    if (Object.keys(found).length > 0) problems.set(row.key, found);
  }
  return problems;
}

export function canAdd(rows: readonly BreakpointRow[]): boolean {
  return rows.length < LIMITS.breakpoints.max;
}

/**
 * The list with a new, unnamed row: narrower than the narrowest (by 100 px, never under the minimum) and on a
 * width no other row has, so it is valid as soon as it is named.
 */
export function withNewRow(rows: readonly BreakpointRow[], key: string): BreakpointRow[] {
  if (!canAdd(rows)) return [...rows];
  const widths = new Set(rows.map(widthOf).filter((w): w is number => w !== null));
  const narrowest = Math.min(MAX_WIDTH + 100, ...widths);
  let width = Math.max(MIN_WIDTH, narrowest - 100);
  while (widths.has(width) && width < MAX_WIDTH) width += 1;
  return [...rows, { key, id: null, enUS: '', ptBR: '', width: String(width) }];
}

export function withoutRow(rows: readonly BreakpointRow[], key: string): BreakpointRow[] {
  return rows.filter((row) => row.key !== key);
}

export function withRowChange(
  rows: readonly BreakpointRow[],
  key: string,
  patch: Partial<Pick<BreakpointRow, 'enUS' | 'ptBR' | 'width'>>,
): BreakpointRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

/** Whether Save would change anything. */
export function isChanged(rows: readonly BreakpointRow[], saved: readonly ApiBreakpoint[]): boolean {
  return JSON.stringify(inputOf(rows)) !== JSON.stringify(inputOf(rowsOf(saved)));
}

/** Saved breakpoints the rows no longer hold: Save deletes them and their values. */
export function removedIds(rows: readonly BreakpointRow[], saved: readonly ApiBreakpoint[]): string[] {
  const kept = new Set(rows.map((row) => row.id));
  return saved.filter((bp) => !kept.has(bp.id)).map((bp) => bp.id);
}

/** The device a width is drawn as: tablets, phones held sideways, phones. */
export function deviceOf(width: number | null): 'tablet' | 'phone-landscape' | 'phone' {
  if (width === null || width > 767) return 'tablet';
  return width > 478 ? 'phone-landscape' : 'phone';
}
