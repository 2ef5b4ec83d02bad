import {
  type CollectionField,
  type CollectionFieldType,
  type CollectionValues,
  checkItemValues,
  LIMITS,
  slugFieldOf,
  slugFrom,
  titleFieldOf,
} from '@tessera/shared';

/**
 * The item form's values and the API's: the form holds one value per field ('' for an empty text, null for
 * an empty number, false for an untouched yes/no); the API gets only the filled ones, checked by the shared
 * checkItemValues so the console refuses what the server would.
 */
export type FormValue = string | number | boolean | null;
export type FormValues = Record<string, FormValue>;

function emptyOf(type: CollectionFieldType): FormValue {
  if (type === 'number') return null;
  if (type === 'boolean') return false;
  return '';
}

export function formValuesFrom(fields: readonly CollectionField[], values: CollectionValues | null) {
  const form: FormValues = {};
  for (const field of fields) {
    const value = values?.[field.id];
    if (value === undefined) form[field.id] = emptyOf(field.type);
    else if (field.type === 'number') form[field.id] = typeof value === 'number' ? value : Number(value);
    else if (field.type === 'boolean') form[field.id] = value === true;
    else form[field.id] = String(value);
  }
  return form;
}

/** Rich text with no text in it (the editor's empty `<p></p>`) is empty. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** The values to send: empty fields left out; texts as typed (the server trims links). */
export function apiValuesFrom(fields: readonly CollectionField[], form: FormValues): CollectionValues {
  const values: CollectionValues = {};
  for (const field of fields) {
    const value = form[field.id];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      if (value.trim() === '') continue;
      if (field.type === 'richText' && isBlankHtml(value)) continue;
    }
    if (field.type === 'number' && typeof value === 'string') {
      const number = Number(value);
      if (value.trim() !== '') values[field.id] = Number.isFinite(number) ? number : value;
      continue;
    }
    values[field.id] = value;
  }
  return values;
}

/** Why a value is refused, for the catalogue: required, too long (with its limit) or not of its type. */
export type ValueProblem = { kind: 'required' } | { kind: 'too_long'; max: number } | { kind: 'invalid' };

const MAX_LENGTH: Partial<Record<CollectionFieldType, number>> = {
  text: LIMITS.collections.text,
  richText: LIMITS.collections.richText,
  link: LIMITS.collections.link,
  slug: LIMITS.collections.slug,
};

/** The form's problems by field id, from the shared checks (empty when it may be sent). */
export function formProblems(fields: readonly CollectionField[], form: FormValues) {
  const values = apiValuesFrom(fields, form);
  const { problems } = checkItemValues(fields, values);
  const byField: Record<string, ValueProblem> = {};
  for (const problem of problems) {
    const field = fields.find((f) => f.id === problem.field);
    if (!field || byField[field.id]) continue;
    const value = values[field.id];
    const max = MAX_LENGTH[field.type];
    if (value === undefined) byField[field.id] = { kind: 'required' };
    else if (max !== undefined && typeof value === 'string' && value.length > max)
      byField[field.id] = { kind: 'too_long', max };
    else byField[field.id] = { kind: 'invalid' };
  }
  return byField;
}

/**
 * The field a server refusal names ("Title is required", "field 'Title': …", "values.title …"): the longest
 * field name or id the message mentions, or null (the form then shows the message above its buttons).
 */
export function fieldOfMessage(fields: readonly CollectionField[], message: string): CollectionField | null {
  const lower = message.toLowerCase();
  const candidates = fields
    .flatMap((field) => [
      { field, text: field.name.toLowerCase() },
      { field, text: field.id },
    ])
    .filter(({ text }) => text.length > 0)
    .filter(({ text }) => {
      const at = lower.indexOf(text);
      if (at < 0) return false;
      // A whole word or name: "Title" does not match inside "Subtitle".
      const before = at === 0 ? '' : (lower[at - 1] ?? '');
      const after = lower[at + text.length] ?? '';
      return !/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after);
    })
    .sort((a, b) => b.text.length - a.text.length);
  return candidates[0]?.field ?? null;
}

/** The fields a 400 names: the server joins one problem per field with '; ' (each starts with the field's name). */
export function fieldsOfMessage(fields: readonly CollectionField[], message: string): CollectionField[] {
  const named = message
    .split('; ')
    .map((part) => fieldOfMessage(fields, part))
    .filter((field): field is CollectionField => field !== null);
  return [...new Set(named)];
}

/** What the server's message says after the field's name: "Title must be …" → "must be …". */
export function messageAfterField(field: CollectionField, message: string): string {
  for (const name of [field.name, field.id, `'${field.name}'`, `'${field.id}'`]) {
    const at = message.toLowerCase().indexOf(name.toLowerCase());
    if (at >= 0) {
      const rest = message
        .slice(at + name.length)
        .replace(/^[\s:'"-]+/, '')
        .trim();
      if (rest) return rest;
    }
  }
  return message;
}

/**
 * The slug follows the title as the user types, until it is edited by hand (as Webflow's): it follows when it
 * is empty or is what the title makes.
 */
export function slugFollows(title: string, slug: string): boolean {
  return slug === '' || slug === slugFrom(title);
}

export interface FormState {
  values: FormValues;
  /** The slug is still made from the title. */
  following: boolean;
}

/**
 * The form of a new item (values null) or of a stored one. The slug follows the title on a new item, and on a
 * stored one whose slug is still its title's, unless the item is live (`live`): its address would change with a
 * retitle at the next publish, breaking links to it, so a live item's slug changes only when typed.
 */
export function initialFormState(
  fields: readonly CollectionField[],
  values: CollectionValues | null,
  live = false,
) {
  const form = formValuesFrom(fields, values);
  const title = titleFieldOf(fields);
  const slug = slugFieldOf(fields);
  const following =
    !live &&
    !!title &&
    !!slug &&
    title.id !== slug.id &&
    slugFollows(String(form[title.id]), String(form[slug.id]));
  return { values: form, following } satisfies FormState;
}

/** One input changed: the title carries a following slug with it; a slug typed by hand stops following. */
export function changeValue(
  fields: readonly CollectionField[],
  state: FormState,
  fieldId: string,
  value: FormValue,
): FormState {
  const values = { ...state.values, [fieldId]: value };
  const title = titleFieldOf(fields);
  const slug = slugFieldOf(fields);
  if (!title || !slug || title.id === slug.id) return { values, following: false };
  if (fieldId === slug.id) {
    return { values, following: slugFollows(String(values[title.id] ?? ''), String(value ?? '')) };
  }
  if (fieldId === title.id && state.following) {
    values[slug.id] = slugFrom(String(value ?? ''));
  }
  return { values, following: state.following };
}

/** The item's title for the table and dialogs: its title field's value, else its slug, else ''. */
export function itemTitle(
  fields: readonly CollectionField[],
  item: { values: CollectionValues; slug: string | null },
) {
  const title = titleFieldOf(fields);
  const value = title ? item.values[title.id] : undefined;
  if (typeof value === 'string' && value.trim()) return value.trim();
  return item.slug ?? '';
}
