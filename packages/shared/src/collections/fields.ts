import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/**
 * Content collections (issue 27, docs/decisions/0046): an app's collections ("Posts", "Team") and their fields,
 * written once for the server's checks, the console's forms and, later, bindings. Values are keyed by the field's
 * id, made once from its first name and never changed, so a rename keeps every value and binding.
 */
export const COLLECTION_FIELD_TYPES = [
  'text',
  'richText',
  'number',
  'date',
  'boolean',
  'image',
  'video',
  'link',
  'option',
  'reference',
  'slug',
] as const;

export type CollectionFieldType = (typeof COLLECTION_FIELD_TYPES)[number];

/** Types whose values the items table sorts by (media, references and rich text do not sort). */
export const SORTABLE_FIELD_TYPES: ReadonlySet<CollectionFieldType> = new Set([
  'text',
  'number',
  'date',
  'boolean',
  'option',
  'link',
  'slug',
]);

/** Types whose text the items table's search reads. */
export const SEARCHED_FIELD_TYPES: ReadonlySet<CollectionFieldType> = new Set([
  'text',
  'richText',
  'slug',
  'link',
]);

export interface CollectionFieldOption {
  id: string;
  label: string;
}

export interface CollectionField {
  id: string;
  name: string;
  type: CollectionFieldType;
  required: boolean;
  help: string | null;
  /** option: the choices, in order. */
  options: CollectionFieldOption[];
  /** reference: the collection (of the same app) whose items the field names. */
  referenceCollectionId: string | null;
}

/** Field and option ids: lower-case letters, digits and dashes, starting with a letter. */
export const COLLECTION_KEY = /^[a-z][a-z0-9-]{0,39}$/;

/** Ids the items table uses for its own columns: a field may not take them. */
export const RESERVED_FIELD_IDS: ReadonlySet<string> = new Set(['id', 'status', 'created-at', 'updated-at']);

/** The id made from a name: accents dropped, lower case, dashes; `field` when nothing is left. */
export function keyFromName(name: string, fallback = 'field'): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '')
    .slice(0, 32)
    .replace(/-+$/, '');
  return base || fallback;
}

/** `base`, or `base-2`, `base-3`… : the first not in `taken`. */
export function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const L = LIMITS.collections;
const lengthBetween = (field: string, bounds: { min: number; max: number }) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(bounds.min, `${field} must be between ${bounds.min} and ${bounds.max} characters`)
    .max(bounds.max, `${field} must be between ${bounds.min} and ${bounds.max} characters`);

const keySchema = (what: string) =>
  z
    .string({ error: `${what} must be a text` })
    .regex(COLLECTION_KEY, `${what} must be lower-case letters, digits and dashes`);

/** An option as sent: a new one has no id yet. */
export const fieldOptionInputSchema = z.object({
  id: keySchema('option id').nullish(),
  label: lengthBetween('option label', L.optionLabel),
});

/** A field as the console sends it (createCollection / updateCollection): a new one has no id yet. */
export const fieldInputSchema = z.object({
  id: keySchema('field id').nullish(),
  name: lengthBetween('field name', L.fieldName),
  type: z.enum(COLLECTION_FIELD_TYPES, {
    error: `field type must be one of ${COLLECTION_FIELD_TYPES.join(', ')}`,
  }),
  required: z.boolean({ error: 'field required must be true or false' }).nullish(),
  help: z.string().trim().max(L.help, `field help must be at most ${L.help} characters`).nullish(),
  options: z
    .array(fieldOptionInputSchema)
    .max(L.options, `an option field has at most ${L.options} options`)
    .nullish(),
  referenceCollectionId: z.string().uuid('referenceCollectionId must be a collection id').nullish(),
});
export type CollectionFieldInput = z.input<typeof fieldInputSchema>;

export const collectionInputSchema = z.object({
  name: lengthBetween('collection name', L.name),
  fields: z.array(fieldInputSchema).max(L.fields, `a collection has at most ${L.fields} fields`),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;

/**
 * The fields a collection stores after an input: ids kept where given (they must be the collection's), made from
 * the name for new fields and options; names unique (any case); at most one slug field; an option field has
 * options, a reference field its collection. Throws nothing: problems come back as messages naming the field.
 */
export function fieldsFromInput(
  input: readonly z.output<typeof fieldInputSchema>[],
  existing: readonly CollectionField[],
): { fields: CollectionField[]; problems: string[] } {
  const problems: string[] = [];
  const known = new Map(existing.map((f) => [f.id, f]));
  // A new field never takes the id of one of the collection's fields, kept or removed: a removed field's values
  // go with it and never reappear under a new field of the same name.
  const taken = new Set<string>([
    ...RESERVED_FIELD_IDS,
    ...existing.map((f) => f.id),
    ...input.flatMap((f) => (f.id ? [f.id] : [])),
  ]);
  const names = new Set<string>();
  const ids = new Set<string>();
  const fields: CollectionField[] = [];
  let slugs = 0;
  for (const f of input) {
    if (f.id && !known.has(f.id))
      problems.push(`field '${f.name}': id '${f.id}' is not a field of the collection`);
    if (f.id && RESERVED_FIELD_IDS.has(f.id)) problems.push(`field '${f.name}': id '${f.id}' is reserved`);
    if (f.id && ids.has(f.id)) problems.push(`field '${f.name}': id '${f.id}' is used twice`);
    const lower = f.name.toLowerCase();
    if (names.has(lower)) problems.push(`field name '${f.name}' is used twice`);
    names.add(lower);
    const id = f.id ?? uniqueKey(keyFromName(f.name), taken);
    taken.add(id);
    ids.add(id);
    if (f.type === 'slug') slugs++;
    const optionIds = new Set<string>((f.options ?? []).flatMap((o) => (o.id ? [o.id] : [])));
    const options = (f.options ?? []).map((o) => {
      const oid = o.id ?? uniqueKey(keyFromName(o.label, 'option'), optionIds);
      optionIds.add(oid);
      return { id: oid, label: o.label };
    });
    if (f.type === 'option' && options.length === 0)
      problems.push(`field '${f.name}': an option field needs options`);
    if (new Set(options.map((o) => o.id)).size !== options.length)
      problems.push(`field '${f.name}': option ids must be unique`);
    if (f.type === 'reference' && !f.referenceCollectionId)
      problems.push(`field '${f.name}': a reference field names the collection it refers to`);
    fields.push({
      id,
      name: f.name,
      type: f.type,
      // A slug is always required: it is the item's address.
      required: f.type === 'slug' ? true : (f.required ?? false),
      help: f.help ? f.help : null,
      options: f.type === 'option' ? options : [],
      referenceCollectionId: f.type === 'reference' ? (f.referenceCollectionId ?? null) : null,
    });
  }
  if (slugs > 1) problems.push('a collection has at most one slug field');
  return { fields, problems };
}

/** The collection's slug field, if it has one: its value is the item's address on template pages. */
export function slugFieldOf(fields: readonly CollectionField[]): CollectionField | undefined {
  return fields.find((f) => f.type === 'slug');
}

/** The field shown as the item's title: the first text field, else the slug. */
export function titleFieldOf(fields: readonly CollectionField[]): CollectionField | undefined {
  return fields.find((f) => f.type === 'text') ?? slugFieldOf(fields);
}
