import { z } from 'zod';
import {
  FIELD_KINDS,
  FIELD_NAME_PATTERN,
  type FieldKind,
  type FieldOption,
  OPTION_KINDS,
  PLATFORM_FIELD_PREFIX,
  type PublishedField,
} from '../forms/types.ts';
import { isIsoDate } from '../forms/validate.ts';
import { LIMITS } from '../limits.ts';
import { ACCEPTED_EXTENSIONS } from '../media.ts';
import { isRecord, readBoolean, readChoice, readString } from './values.ts';

/**
 * The FormField property type (issue 24, docs/decisions/0036): marks a brick as a field of the form it sits in.
 * Its value is the field as it will be published (PublishedField): the name its value is sent under, the kind,
 * the texts and the constraints. Which constraints apply depends on the kind; normalizeFormField keeps only
 * those, so a field switched from number to text does not keep a stale `min`.
 */
export type FormFieldValue = PublishedField;

/** Kinds whose value is typed text, bounded by minLength/maxLength. */
export const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'email', 'tel', 'textarea']);

/** Extensions a file field may accept: the media rules' without SVG (too costly to sanitise for anonymous input). */
export const FORM_FILE_EXTENSIONS: readonly string[] = ACCEPTED_EXTENSIONS.filter((ext) => ext !== 'svg');

export const FORM_FIELD_DEFAULT: FormFieldValue = Object.freeze({
  name: 'field',
  kind: 'text',
  label: '',
  placeholder: '',
  help: '',
  required: false,
}) as FormFieldValue;

/** Why a field name cannot be used, or null when it can. */
export function fieldNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || !FIELD_NAME_PATTERN.test(name)) {
    return `field name ${JSON.stringify(name)} is not valid (a lowercase letter, then up to 39 lowercase letters, digits, - or _)`;
  }
  if (name.startsWith(PLATFORM_FIELD_PREFIX)) {
    return `field name ${name} is reserved (names starting with ${PLATFORM_FIELD_PREFIX} are the platform's)`;
  }
  return null;
}

/** A usable name made from any text: lowercased, other characters as '-', starting with a letter. */
export function repairFieldName(raw: unknown): string {
  let name = readString(raw, '')
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  if (name.startsWith(PLATFORM_FIELD_PREFIX)) name = `field-${name.slice(PLATFORM_FIELD_PREFIX.length)}`;
  name = name.slice(0, 40).replace(/-+$/, '');
  return fieldNameProblem(name) === null ? name : FORM_FIELD_DEFAULT.name;
}

function readInt(raw: unknown, min: number, max: number): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  return Math.min(max, Math.max(min, Math.round(n)));
}

function readFinite(raw: unknown): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function readDate(raw: unknown): string | undefined {
  return typeof raw === 'string' && isIsoDate(raw.trim()) ? raw.trim() : undefined;
}

function normalizeOptions(raw: unknown): FieldOption[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const options: FieldOption[] = [];
  for (const item of raw) {
    const record: Record<string, unknown> = isRecord(item) ? item : { value: item };
    const value = readString(record.value, '').trim().slice(0, LIMITS.forms.labelMax);
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    const label = readString(record.label, '').slice(0, LIMITS.forms.labelMax);
    options.push({ value, label: label.trim() === '' ? value : label });
    if (options.length >= LIMITS.forms.options) break;
  }
  return options;
}

/**
 * Repairs a stored or typed FormField: an unknown kind becomes text, the name is made usable (repairFieldName),
 * texts are cut to their limits, and only the constraints of the field's kind are kept, within LIMITS.forms.
 * Bounds given the wrong way round are swapped; a minLength above the maxLength is dropped. Never throws.
 */
export function normalizeFormField(raw: unknown): FormFieldValue {
  const record = isRecord(raw) ? raw : {};
  const kind = readChoice(record.kind, FIELD_KINDS, FORM_FIELD_DEFAULT.kind);
  const name =
    fieldNameProblem(record.name) === null ? (record.name as string) : repairFieldName(record.name);
  const field: FormFieldValue = {
    name,
    kind,
    label: readString(record.label, '').slice(0, LIMITS.forms.labelMax),
    placeholder: readString(record.placeholder, '').slice(0, LIMITS.forms.labelMax),
    help: readString(record.help, '').slice(0, LIMITS.forms.helpMax),
    required: readBoolean(record.required, false),
  };
  if (kind === 'number' || kind === 'date') {
    const read = kind === 'number' ? readFinite : readDate;
    let min = read(record.min);
    let max = read(record.max);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min !== undefined) field.min = min;
    if (max !== undefined) field.max = max;
  }
  if (TEXT_KINDS.has(kind)) {
    const limit = kind === 'textarea' ? LIMITS.forms.longTextMax : LIMITS.forms.textMax;
    const maxLength = readInt(record.maxLength, 1, limit);
    const minLength = readInt(record.minLength, 0, limit);
    if (maxLength !== undefined) field.maxLength = maxLength;
    if (minLength !== undefined && minLength > 0 && (maxLength === undefined || minLength <= maxLength)) {
      field.minLength = minLength;
    }
  }
  if (OPTION_KINDS.has(kind)) field.options = normalizeOptions(record.options);
  if (kind === 'checkboxes') {
    const most = readInt(record.maxSelections, 1, LIMITS.forms.options);
    if (most !== undefined) field.maxSelections = most;
  }
  if (kind === 'file') {
    const most = readInt(record.maxSelections, 1, LIMITS.forms.files);
    if (most !== undefined) field.maxSelections = most;
    const accept = Array.isArray(record.accept)
      ? [...new Set(record.accept.map((ext) => readString(ext, '').trim().toLowerCase().replace(/^\./, '')))]
      : [];
    field.accept = accept.filter((ext) => FORM_FILE_EXTENSIONS.includes(ext));
  }
  return field;
}

const text = (what: string, max: number) =>
  z.string({ error: `${what} must be a text` }).max(max, `${what} must be ${max} characters or less`);
const count = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be between ${min} and ${max}`)
    .max(max, `${what} must be between ${min} and ${max}`);

/**
 * What clients send for a FormField: every part checked against LIMITS.forms and the field's kind, an issue
 * naming the part (`name`, `options.2.value`, …). Constraints of another kind are refused rather than dropped,
 * so the editor and the server never disagree about what a field accepts.
 */
export const formFieldValueSchema = z
  .object({
    name: z.string({ error: 'name must be a text' }).superRefine((name, ctx) => {
      const problem = fieldNameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    kind: z.enum(FIELD_KINDS, { error: `kind must be one of ${FIELD_KINDS.join(', ')}` }),
    label: text('label', LIMITS.forms.labelMax),
    placeholder: text('placeholder', LIMITS.forms.labelMax),
    help: text('help', LIMITS.forms.helpMax),
    required: z.boolean({ error: 'required must be true or false' }),
    min: z.union([z.number(), z.string()]).optional(),
    max: z.union([z.number(), z.string()]).optional(),
    minLength: count('minLength', 0, LIMITS.forms.longTextMax).optional(),
    maxLength: count('maxLength', 1, LIMITS.forms.longTextMax).optional(),
    options: z
      .array(
        z.object({
          value: text('option value', LIMITS.forms.labelMax).refine(
            (value) => value.trim() !== '',
            'option value must not be empty',
          ),
          label: text('option label', LIMITS.forms.labelMax),
        }),
      )
      .max(LIMITS.forms.options, `a field has ${LIMITS.forms.options} options at most`)
      .optional(),
    maxSelections: count('maxSelections', 1, LIMITS.forms.options).optional(),
    accept: z
      .array(
        z.string().refine((ext) => FORM_FILE_EXTENSIONS.includes(ext), 'accept lists unknown extensions'),
      )
      .optional(),
  })
  .superRefine((field, ctx) => kindProblems(field, ctx));

type FieldInput = z.input<typeof formFieldValueSchema>;

function kindProblems(field: FieldInput, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const only = (path: keyof FieldInput, allowed: boolean, kinds: string) => {
    if (field[path] !== undefined && !allowed) issue(path, `${path} applies only to ${kinds} fields`);
  };
  const kind = field.kind;
  only('min', kind === 'number' || kind === 'date', 'number and date');
  only('max', kind === 'number' || kind === 'date', 'number and date');
  only('minLength', TEXT_KINDS.has(kind), 'text, email, tel and textarea');
  only('maxLength', TEXT_KINDS.has(kind), 'text, email, tel and textarea');
  only('options', OPTION_KINDS.has(kind), 'select, checkboxes and radio');
  only('maxSelections', kind === 'checkboxes' || kind === 'file', 'checkboxes and file');
  only('accept', kind === 'file', 'file');
  for (const bound of ['min', 'max'] as const) {
    const value = field[bound];
    if (value === undefined) continue;
    if (kind === 'number' && (typeof value !== 'number' || !Number.isFinite(value)))
      issue(bound, `${bound} must be a number`);
    if (kind === 'date' && (typeof value !== 'string' || !isIsoDate(value)))
      issue(bound, `${bound} must be a date written yyyy-mm-dd`);
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max)
    issue('min', 'min must not be above max');
  const limit = kind === 'textarea' ? LIMITS.forms.longTextMax : LIMITS.forms.textMax;
  if (field.maxLength !== undefined && field.maxLength > limit)
    issue('maxLength', `maxLength must be ${limit} or less for a ${kind} field`);
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength)
    issue('minLength', 'minLength must not be above maxLength');
  if (kind === 'file' && field.maxSelections !== undefined && field.maxSelections > LIMITS.forms.files)
    issue('maxSelections', `a file field takes ${LIMITS.forms.files} files at most`);
  if (field.options) {
    const values = field.options.map((option) => option.value);
    if (new Set(values).size !== values.length) issue('options', 'option values must not repeat');
  }
}
