import { LIMITS } from '../limits.ts';
import type { CollectionField, CollectionFieldType } from './fields.ts';

/**
 * An item's values, keyed by field id, as stored: text, rich text (sanitised HTML, on the server), number, date
 * (YYYY-MM-DD), yes/no, media id (image, video), link, option id, item id (reference) or slug. A field left empty
 * has no key. The server checks what this cannot: media and referenced items of the app, slugs unique.
 */
export type CollectionValue = string | number | boolean;
export type CollectionValues = Record<string, CollectionValue>;

export interface ItemValueProblem {
  /** The field's id (or the key sent, for a key no field has). */
  field: string;
  message: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Slugs: lower-case letters, digits and single dashes, as in an address. */
export const ITEM_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Links: http(s), mailto:, tel:, a path on the site (/…) or an anchor (#…). */
const LINK = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9()\-. ]+|\/[^\s]*|#[^\s]*)$/i;

const L = LIMITS.collections;
/** Types whose values are ids (a media, an item): only a value of the same type can be one. */
const ID_TYPES: ReadonlySet<CollectionFieldType> = new Set(['image', 'video', 'reference']);

/** An item's status: never published (or taken down), live as it is, or live with a newer draft. */
export const ITEM_STATUSES = ['draft', 'published', 'changed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A slug made from a text (a title): accents dropped, lower case, dashes; cut at the slug limit. */
export function slugFrom(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, L.slug)
    .replace(/-+$/, '');
}

/** One value checked against its field's type: the value to store, or the problem's message. */
export function checkFieldValue(
  field: Pick<CollectionField, 'type' | 'options'>,
  raw: unknown,
): { value: CollectionValue } | { message: string } {
  const type: CollectionFieldType = field.type;
  switch (type) {
    case 'text':
      if (typeof raw !== 'string') return { message: 'must be a text' };
      if (raw.length > L.text) return { message: `must be at most ${L.text} characters` };
      return { value: raw };
    case 'richText':
      // The limit of rich text holds for the sanitised HTML (the server checks it after sanitising, which can make
      // it longer or shorter); what is sent is only bounded here, so a stored value always passes again.
      if (typeof raw !== 'string') return { message: 'must be a text' };
      if (raw.length > L.richTextSent) return { message: `must be at most ${L.richText} characters` };
      return { value: raw };
    case 'number':
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return { message: 'must be a number' };
      return { value: raw };
    case 'date':
      if (typeof raw !== 'string' || !validDate(raw)) return { message: 'must be a date (YYYY-MM-DD)' };
      return { value: raw };
    case 'boolean':
      if (typeof raw !== 'boolean') return { message: 'must be true or false' };
      return { value: raw };
    case 'image':
    case 'video':
      if (typeof raw !== 'string' || !UUID.test(raw))
        return { message: `must be the id of a ${type} in the media library` };
      return { value: raw.toLowerCase() };
    case 'reference':
      if (typeof raw !== 'string' || !UUID.test(raw)) return { message: 'must be the id of an item' };
      return { value: raw.toLowerCase() };
    case 'link': {
      if (typeof raw !== 'string') return { message: 'must be a text' };
      const link = raw.trim();
      if (link.length > L.link) return { message: `must be at most ${L.link} characters` };
      if (!LINK.test(link))
        return { message: 'must be a link: https://…, mailto:…, tel:…, /a-page or #anchor' };
      return { value: link };
    }
    case 'option':
      if (typeof raw !== 'string' || !field.options.some((o) => o.id === raw))
        return { message: `must be one of ${field.options.map((o) => o.id).join(', ')}` };
      return { value: raw };
    case 'slug':
      if (typeof raw !== 'string') return { message: 'must be a text' };
      if (raw.length > L.slug) return { message: `must be at most ${L.slug} characters` };
      if (!ITEM_SLUG.test(raw)) return { message: 'must be lower-case letters, digits and dashes' };
      return { value: raw };
  }
}

/**
 * The value of a field in values keyed by field id: own keys only, so a field id such as `constructor` never
 * reads what the object inherits.
 */
export function ownValue(values: object, fieldId: string): unknown {
  return Object.hasOwn(values, fieldId) ? (values as Record<string, unknown>)[fieldId] : undefined;
}

/** Empty: no key, null, or a blank text. A required field's value may not be empty. */
export function isEmptyValue(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}

/**
 * The values sent for an item, checked against the collection's fields: the values to store (empty ones left
 * out) and one problem per field. A key that names no field is a problem; so is a required field left empty.
 */
export function checkItemValues(
  fields: readonly CollectionField[],
  sent: unknown,
): { values: CollectionValues; problems: ItemValueProblem[] } {
  const problems: ItemValueProblem[] = [];
  const values: CollectionValues = {};
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) {
    return { values, problems: [{ field: 'values', message: 'values must be an object of field ids' }] };
  }
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const key of Object.keys(sent)) {
    if (!byId.has(key)) problems.push({ field: key, message: `'${key}' is not a field of the collection` });
  }
  for (const field of fields) {
    const raw = ownValue(sent, field.id);
    if (isEmptyValue(raw)) {
      if (field.required) problems.push({ field: field.id, message: `${field.name} is required` });
      continue;
    }
    const checked = checkFieldValue(field, raw);
    if ('message' in checked) problems.push({ field: field.id, message: `${field.name} ${checked.message}` });
    else values[field.id] = checked.value;
  }
  return { values, problems };
}

/**
 * A value carried to a field's new type (a field whose type changed): kept when it is valid as it is, or made
 * valid (a number's text, a text's number, a text's slug); undefined when it cannot be, and goes.
 */
export function convertValue(
  value: CollectionValue,
  to: Pick<CollectionField, 'type' | 'options'>,
  /** The field's type before: an id of one kind (media, item) never becomes another kind's, nor a text an id. */
  from?: CollectionFieldType,
): CollectionValue | undefined {
  if (from !== undefined && from !== to.type && ID_TYPES.has(to.type)) return undefined;
  const direct = checkFieldValue(to, value);
  if ('value' in direct) return direct.value;
  if (to.type === 'text' && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
  if (
    to.type === 'number' &&
    typeof value === 'string' &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  )
    return Number(value);
  if (to.type === 'slug' && typeof value === 'string') return slugFrom(value) || undefined;
  if (to.type === 'option' && typeof value === 'string') {
    const option = to.options.find((o) => o.label.toLowerCase() === value.trim().toLowerCase());
    return option?.id;
  }
  return undefined;
}
