/**
 * CSV of form submissions (RFC 4180), safe to open in a spreadsheet: every cell, headers included, that starts
 * with = + - @ TAB CR or NUL gets a leading apostrophe, so no spreadsheet reads it as a formula (OWASP CSV
 * injection; ASVS 1.2.10 lists = + - @ TAB NUL, CR is commonly added). Cells holding a comma, a quote, CR or
 * LF are quoted with quotes doubled. HTML and script stay text: a CSV file runs nothing.
 */

/** The byte order mark that makes spreadsheets read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
/** RFC 4180 ends every record with CRLF. */
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r\0]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: guarded against formulas, then quoted when it has to be. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One record, CRLF-terminated. */
export function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(',') + CSV_EOL;
}

/** A submission's value as one cell: options joined with "; ", yes/no for a checkbox. */
export function cellOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => String(item)).join('; ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** A column of the export: a field's name and the label it is shown under. */
export interface CsvColumn {
  name: string;
  label: string;
}

/**
 * The columns of an export from the submissions' field snapshots, newest submission first: the newest schema's
 * fields in its order, then fields only older submissions have (newest first), each named once. Two fields with
 * the same label keep their name in the header so the columns can be told apart.
 */
export function columnsOf(snapshots: Iterable<ReadonlyArray<{ name: string; label: string }>>): CsvColumn[] {
  const columns: CsvColumn[] = [];
  const seen = new Set<string>();
  for (const fields of snapshots) {
    for (const field of fields) {
      if (seen.has(field.name)) continue;
      seen.add(field.name);
      columns.push({ name: field.name, label: field.label.trim() || field.name });
    }
  }
  const counts = new Map<string, number>();
  for (const column of columns) counts.set(column.label, (counts.get(column.label) ?? 0) + 1);
  return columns.map((column) =>
    (counts.get(column.label) ?? 0) > 1 ? { ...column, label: `${column.label} (${column.name})` } : column,
  );
}

/** The texts of the export's own columns (the file's language). */
export interface CsvLabels {
  receivedAt: string;
  read: string;
  /** With a form column (an export of every form of the app). */
  form?: string;
  yes: string;
  no: string;
}

/** The header record: received at, read, (form,) then the columns' labels. */
export function headerRow(columns: readonly CsvColumn[], labels: CsvLabels): string {
  return csvRow([
    labels.receivedAt,
    labels.read,
    ...(labels.form === undefined ? [] : [labels.form]),
    ...columns.map((column) => column.label),
  ]);
}

/** One submission's record in the columns' order. */
export function submissionRow(
  columns: readonly CsvColumn[],
  submission: { createdAt: Date; readAt: Date | null; formName: string; values: Record<string, unknown> },
  labels: CsvLabels,
): string {
  return csvRow([
    submission.createdAt.toISOString(),
    submission.readAt ? labels.yes : labels.no,
    ...(labels.form === undefined ? [] : [submission.formName]),
    ...columns.map((column) => cellOf(submission.values[column.name])),
  ]);
}
