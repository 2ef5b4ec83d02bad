import { LIMITS } from '../limits.ts';
import { type FieldProblem, type FormLocale, fieldProblemMessage } from './messages.ts';
import type { PublishedField, PublishedForm, SubmissionValue, SubmissionValues } from './types.ts';

/**
 * Checks a submission against its form as published (issue 24, docs/decisions/0036): the server decides with it,
 * and the live forms script runs the same checks before sending, so this file stays zod-free and imports only
 * zod-free files. Pure: the same input always gives the same answer.
 *
 * `raw` holds every value sent under each name, in order (URLSearchParams.getAll, FormData.getAll). Names that
 * are no field of the form (the platform's `_tessera…` fields included) are ignored. File fields are checked
 * only for presence and count: the caller puts one entry per file received under the field's name (its file
 * name, say; an empty string counts as none) and validates the files themselves against the media rules; they
 * are not part of the values answered.
 */

export type RawSubmission = Readonly<Record<string, readonly string[]>>;

export interface SubmissionError {
  /** The field's name (its input's `name`). */
  name: string;
  message: string;
}

export type SubmissionResult =
  | { ok: true; values: SubmissionValues }
  | { ok: false; errors: SubmissionError[] };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar date written yyyy-mm-dd. */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// One @, something before it, a dot in the domain, no spaces (the browser's own check is similar).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const EMAIL_MAX = 254;
// Digits with an optional leading +, and the spaces, dashes, dots and brackets people write between them.
const TEL = /^\+?[0-9 ().-]+$/;
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/** Characters as a visitor counts them (code points, not UTF-16 units). */
function lengthOf(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

interface Checked {
  value?: SubmissionValue;
  problem?: FieldProblem;
}

function textProblem(field: PublishedField, text: string): FieldProblem | null {
  const limit = field.kind === 'textarea' ? LIMITS.forms.longTextMax : LIMITS.forms.textMax;
  const max = field.maxLength !== undefined ? Math.min(field.maxLength, limit) : limit;
  const length = lengthOf(text);
  if (length > max) return { kind: 'tooLong', max };
  if (field.minLength !== undefined && length < field.minLength)
    return { kind: 'tooShort', min: field.minLength };
  switch (field.kind) {
    case 'email':
      return text.length <= EMAIL_MAX && EMAIL.test(text) ? null : { kind: 'email' };
    case 'tel': {
      const digits = text.replace(/\D/g, '').length;
      return TEL.test(text) && digits >= 5 && digits <= 15 ? null : { kind: 'tel' };
    }
    case 'number': {
      if (!NUMBER.test(text)) return { kind: 'number' };
      const n = Number(text.replace(',', '.'));
      const min = typeof field.min === 'number' ? field.min : undefined;
      const max = typeof field.max === 'number' ? field.max : undefined;
      if ((min !== undefined && n < min) || (max !== undefined && n > max))
        return { kind: 'numberRange', min, max };
      return null;
    }
    case 'date': {
      if (!isIsoDate(text)) return { kind: 'date' };
      const min = typeof field.min === 'string' ? field.min : undefined;
      const max = typeof field.max === 'string' ? field.max : undefined;
      if ((min !== undefined && text < min) || (max !== undefined && text > max))
        return { kind: 'dateRange', min, max };
      return null;
    }
    default:
      return null;
  }
}

function checkField(field: PublishedField, sent: readonly string[]): Checked {
  const options = field.options ?? [];
  if (field.kind === 'file') {
    const count = sent.filter((entry) => entry !== '').length;
    if (count === 0) return field.required ? { problem: { kind: 'missing', verb: 'select' } } : {};
    const max = field.maxSelections ?? 1;
    return count > max ? { problem: { kind: 'files', max } } : {};
  }
  if (field.kind === 'checkboxes') {
    const picked = new Set(sent.filter((entry) => entry !== ''));
    if ([...picked].some((value) => !options.some((option) => option.value === value)))
      return { problem: { kind: 'option' } };
    if (picked.size === 0 && field.required) return { problem: { kind: 'missing', verb: 'select' } };
    if (field.maxSelections !== undefined && picked.size > field.maxSelections)
      return { problem: { kind: 'tooMany', max: field.maxSelections } };
    // In the form's order, whatever order the browser sent them in.
    return { value: options.map((option) => option.value).filter((value) => picked.has(value)) };
  }
  if (sent.length > 1) return { problem: { kind: 'repeated' } };
  const raw = sent[0] ?? '';
  if (field.kind === 'consent') {
    const ticked = raw.trim() !== '';
    return !ticked && field.required ? { problem: { kind: 'consent' } } : { value: ticked };
  }
  if (field.kind === 'select' || field.kind === 'radio') {
    const value = raw.trim();
    if (value === '') return field.required ? { problem: { kind: 'missing', verb: 'select' } } : { value };
    return options.some((option) => option.value === value) ? { value } : { problem: { kind: 'option' } };
  }
  // Text kinds: line breaks as \n (browsers send CR LF), surrounding space trimmed.
  const text = (field.kind === 'textarea' ? raw.replace(/\r\n?/g, '\n') : raw).trim();
  if (text === '') return field.required ? { problem: { kind: 'missing', verb: 'enter' } } : { value: '' };
  const problem = textProblem(field, text);
  return problem ? { problem } : { value: text };
}

/**
 * A submission's values by field name, or the errors to show, one per field in the form's order, each a message
 * in `locale` naming the field's label. Every field but a file field has a value in `values`: the text (trimmed;
 * '' when left empty), the options picked (checkboxes, in the form's order), or whether a consent box is ticked.
 */
export function validateSubmission(
  form: PublishedForm,
  raw: RawSubmission,
  locale: FormLocale,
): SubmissionResult {
  const values: SubmissionValues = {};
  const errors: SubmissionError[] = [];
  for (const field of form.fields) {
    const sent = Object.hasOwn(raw, field.name) ? raw[field.name] : undefined;
    const list = Array.isArray(sent)
      ? sent.filter((entry): entry is string => typeof entry === 'string')
      : [];
    const checked = checkField(field, list);
    if (checked.problem) {
      errors.push({ name: field.name, message: fieldProblemMessage(checked.problem, field.label, locale) });
    } else if (checked.value !== undefined) {
      values[field.name] = checked.value;
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
