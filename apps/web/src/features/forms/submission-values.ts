import type { SubmissionField, SubmittedValue } from './api/submission-fields.ts';

/** How many fields the list's summary shows, and how long it may be. */
export const SUMMARY_FIELDS = 3;
export const SUMMARY_MAX_CHARS = 120;

export interface ValueTexts {
  yes: string;
  no: string;
}

/**
 * A submitted value as plain text (never HTML): the options ticked joined with commas, a consent as yes or no,
 * nothing as ''.
 */
export function valueText(value: SubmittedValue, texts: ValueTexts): string {
  if (value === true) return texts.yes;
  if (value === false) return texts.no;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * The list's one-line summary: the first SUMMARY_FIELDS fields with a value, in the form's order, each on one
 * line (runs of spaces and line breaks as one space), separated by ' · ', at most SUMMARY_MAX_CHARS.
 */
export function valueSummary(
  fields: readonly SubmissionField[],
  values: Readonly<Record<string, SubmittedValue>>,
  texts: ValueTexts,
): string {
  const parts: string[] = [];
  for (const field of fields) {
    if (parts.length === SUMMARY_FIELDS) break;
    const text = valueText(values[field.name], texts).replace(/\s+/g, ' ').trim();
    if (text) parts.push(text);
  }
  const summary = parts.join(' · ');
  return summary.length > SUMMARY_MAX_CHARS
    ? `${summary.slice(0, SUMMARY_MAX_CHARS - 1).trimEnd()}…`
    : summary;
}
