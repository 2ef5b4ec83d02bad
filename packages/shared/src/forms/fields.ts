import { LIMITS } from '../limits.ts';
import { type FormFieldValue, normalizeFormField, TEXT_KINDS } from '../property-types/form-field.ts';
import { type FieldOption, OPTION_KINDS } from './types.ts';

/**
 * A field as its component receives it (issue 24, docs/decisions/0036): the FormField value plus the ids and
 * attributes its input needs, resolved once here the way a Link's href is (0034), so the canvas, previews and
 * the published page draw the same markup and the server's error rewriter finds the same ids. Components spread
 * `attributes` on their input (select, textarea) and give each option of a radio group or checkboxes its `id`.
 */
export interface ResolvedFormField extends FormFieldValue {
  /** The input's id; for radios and checkboxes the first option's, which the error summary links to. */
  inputId: string;
  /** The help text's id (aria-describedby names it when there is help). */
  hintId: string;
  /** The error message's id; the live page adds it to aria-describedby when the field has an error. */
  errorId: string;
  attributes: FieldAttributes;
  /** Option kinds: the options with each input's id. */
  options?: ResolvedFieldOption[];
}

export interface ResolvedFieldOption extends FieldOption {
  id: string;
}

/** Attributes in React's spelling; only those that apply are present. */
export interface FieldAttributes {
  id?: string;
  name: string;
  type?: string;
  required?: boolean;
  'aria-describedby'?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'decimal' | 'numeric';
  autoComplete?: string;
  min?: string;
  max?: string;
  minLength?: number;
  maxLength?: number;
  accept?: string;
  multiple?: boolean;
}

/** Characters kept from a brick id in element ids; anything else becomes '-'. */
function idPart(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** The ids of a field: from its brick id (stable, unique in the page), else its name (a component's preview). */
export function fieldIds(brickId: string | null | undefined, name: string) {
  const base = brickId ? `tessera-field-${idPart(brickId)}` : `tessera-field-${idPart(name)}`;
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** Autocomplete tokens for common field names (WCAG 1.3.5 identify input purpose). */
const AUTOCOMPLETE_BY_NAME: Readonly<Record<string, string>> = {
  name: 'name',
  'full-name': 'name',
  full_name: 'name',
  'first-name': 'given-name',
  first_name: 'given-name',
  'given-name': 'given-name',
  'last-name': 'family-name',
  last_name: 'family-name',
  'family-name': 'family-name',
  company: 'organization',
  organization: 'organization',
  organisation: 'organization',
  address: 'street-address',
  city: 'address-level2',
  country: 'country-name',
  zip: 'postal-code',
  postcode: 'postal-code',
  'postal-code': 'postal-code',
  website: 'url',
  url: 'url',
};

const TYPE_BY_KIND: Readonly<Partial<Record<FormFieldValue['kind'], string>>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  // GOV.UK advises a text input with a numeric keyboard over type=number (which rounds, scrolls and hides errors).
  number: 'text',
  date: 'date',
  file: 'file',
  consent: 'checkbox',
  radio: 'radio',
  checkboxes: 'checkbox',
};

function attributesOf(field: FormFieldValue, ids: ReturnType<typeof fieldIds>): FieldAttributes {
  const group = field.kind === 'radio' || field.kind === 'checkboxes';
  const attributes: FieldAttributes = { name: field.name };
  if (!group) attributes.id = ids.inputId;
  const type = TYPE_BY_KIND[field.kind];
  if (type) attributes.type = type;
  // A required checkbox group would ask for every box; its rule is checked on submit instead.
  if (field.required && field.kind !== 'checkboxes') attributes.required = true;
  if (field.help.trim() !== '') attributes['aria-describedby'] = ids.hintId;
  if (field.kind === 'email') {
    attributes.inputMode = 'email';
    attributes.autoComplete = 'email';
  } else if (field.kind === 'tel') {
    attributes.inputMode = 'tel';
    attributes.autoComplete = 'tel';
  } else if (field.kind === 'number') {
    attributes.inputMode = 'decimal';
  } else if (field.kind === 'text' && AUTOCOMPLETE_BY_NAME[field.name]) {
    attributes.autoComplete = AUTOCOMPLETE_BY_NAME[field.name];
  }
  if (field.kind === 'date') {
    if (field.min !== undefined) attributes.min = String(field.min);
    if (field.max !== undefined) attributes.max = String(field.max);
  }
  if (TEXT_KINDS.has(field.kind)) {
    if (field.minLength !== undefined) attributes.minLength = field.minLength;
    attributes.maxLength =
      field.maxLength ?? (field.kind === 'textarea' ? LIMITS.forms.longTextMax : LIMITS.forms.textMax);
  }
  if (field.kind === 'file') {
    if (field.accept && field.accept.length > 0)
      attributes.accept = field.accept.map((ext) => `.${ext}`).join(',');
    if ((field.maxSelections ?? 1) > 1) attributes.multiple = true;
  }
  return attributes;
}

/**
 * The FormField value of the brick `brickId` as its component receives it: normalized, with its ids and the
 * attributes of its input. Never throws.
 */
export function resolveFormField(raw: unknown, brickId?: string | null): ResolvedFormField {
  const field = normalizeFormField(raw);
  const ids = fieldIds(brickId, field.name);
  const { options, ...rest } = field;
  const resolved: ResolvedFormField = { ...rest, ...ids, attributes: attributesOf(field, ids) };
  if (OPTION_KINDS.has(field.kind)) {
    // A radio group's or checkboxes' first input takes the field's id (the error summary links to it); a
    // select's options get ids of their own, since the select itself has the field's.
    const group = field.kind !== 'select';
    resolved.options = (options ?? []).map((option, index) => ({
      ...option,
      id: group && index === 0 ? ids.inputId : `${ids.inputId}-${group ? '' : 'option-'}${index + 1}`,
    }));
  }
  return resolved;
}
