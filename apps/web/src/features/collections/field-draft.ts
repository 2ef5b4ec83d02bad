import {
  type CollectionField,
  type CollectionFieldInput,
  type CollectionFieldType,
  type CollectionInput,
  LIMITS,
} from '@tessera/shared';

/**
 * The collection settings' working copy (name and fields in order) and the changes the dialogs make to it. A
 * field or option has a `key` for the screen (its id once saved, a made-up one before) and its `id` (null until
 * the server makes one from its first name).
 */
export interface DraftOption {
  key: string;
  id: string | null;
  label: string;
}

export interface DraftField {
  key: string;
  id: string | null;
  name: string;
  type: CollectionFieldType;
  required: boolean;
  help: string;
  options: DraftOption[];
  referenceCollectionId: string | null;
}

export interface CollectionDraft {
  name: string;
  fields: DraftField[];
}

let counter = 0;
/** A key for a field or option not saved yet (never an id the server makes: those have no `~`). */
export function newKey(): string {
  counter += 1;
  return `~${counter}`;
}

export function draftFromCollection(collection: { name: string; fields: readonly CollectionField[] }) {
  return {
    name: collection.name,
    fields: collection.fields.map(
      (field): DraftField => ({
        key: field.id,
        id: field.id,
        name: field.name,
        type: field.type,
        required: field.required,
        help: field.help ?? '',
        options: field.options.map((option) => ({ key: option.id, id: option.id, label: option.label })),
        referenceCollectionId: field.referenceCollectionId,
      }),
    ),
  } satisfies CollectionDraft;
}

export function blankField(type: CollectionFieldType = 'text'): DraftField {
  return {
    key: newKey(),
    id: null,
    name: '',
    type,
    required: type === 'slug',
    help: '',
    options: [],
    referenceCollectionId: null,
  };
}

/** A new collection starts with a "Name" text field and a "Slug" field, as Webflow's do. */
export function newCollectionDraft(names: { name: string; slug: string }): CollectionDraft {
  return {
    name: '',
    fields: [
      { ...blankField('text'), name: names.name, required: true },
      { ...blankField('slug'), name: names.slug, required: true },
    ],
  };
}

export type DraftAction =
  | { type: 'reset'; draft: CollectionDraft }
  | { type: 'rename'; name: string }
  | { type: 'addField'; field: DraftField }
  | { type: 'updateField'; field: DraftField }
  | { type: 'removeField'; key: string }
  | { type: 'moveField'; key: string; to: number };

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export function draftReducer(draft: CollectionDraft, action: DraftAction): CollectionDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'rename':
      return { ...draft, name: action.name };
    case 'addField':
      return { ...draft, fields: [...draft.fields, action.field] };
    case 'updateField':
      return {
        ...draft,
        fields: draft.fields.map((field) => (field.key === action.field.key ? action.field : field)),
      };
    case 'removeField':
      return { ...draft, fields: draft.fields.filter((field) => field.key !== action.key) };
    case 'moveField': {
      const from = draft.fields.findIndex((field) => field.key === action.key);
      return { ...draft, fields: moveItem(draft.fields, from, action.to) };
    }
  }
}

/** The options editor's changes (an option field's choices). */
export const optionEdits = {
  add: (options: readonly DraftOption[], label = ''): DraftOption[] => [
    ...options,
    { key: newKey(), id: null, label },
  ],
  rename: (options: readonly DraftOption[], key: string, label: string): DraftOption[] =>
    options.map((option) => (option.key === key ? { ...option, label } : option)),
  remove: (options: readonly DraftOption[], key: string): DraftOption[] =>
    options.filter((option) => option.key !== key),
  move: (options: readonly DraftOption[], key: string, to: number): DraftOption[] =>
    moveItem(
      options,
      options.findIndex((option) => option.key === key),
      to,
    ),
};

/** What the API takes: every field in order, ids kept for saved ones; options and reference per type. */
export function fieldInput(field: DraftField): CollectionFieldInput {
  return {
    ...(field.id ? { id: field.id } : {}),
    name: field.name.trim(),
    type: field.type,
    required: field.type === 'slug' ? true : field.required,
    help: field.help.trim() || null,
    options:
      field.type === 'option'
        ? field.options.map((option) => ({
            ...(option.id ? { id: option.id } : {}),
            label: option.label.trim(),
          }))
        : [],
    referenceCollectionId: field.type === 'reference' ? field.referenceCollectionId : null,
  };
}

export function collectionInput(draft: CollectionDraft): CollectionInput {
  return { name: draft.name.trim(), fields: draft.fields.map(fieldInput) };
}

/** A field dialog's problems, as catalogue keys by input (the server says the same in English). */
export type FieldProblem =
  | 'name_required'
  | 'name_too_long'
  | 'name_taken'
  | 'slug_twice'
  | 'options_required'
  | 'option_label_required'
  | 'option_label_taken'
  | 'reference_required';

export interface FieldProblems {
  name?: FieldProblem;
  options?: FieldProblem;
  reference?: FieldProblem;
}

const L = LIMITS.collections;

/** The field as the dialog would save it, checked against the other fields of the draft. */
export function fieldProblems(field: DraftField, others: readonly DraftField[]): FieldProblems {
  const problems: FieldProblems = {};
  const name = field.name.trim();
  const rest = others.filter((other) => other.key !== field.key);
  if (name.length < L.fieldName.min) problems.name = 'name_required';
  else if (name.length > L.fieldName.max) problems.name = 'name_too_long';
  else if (rest.some((other) => other.name.trim().toLowerCase() === name.toLowerCase()))
    problems.name = 'name_taken';
  if (field.type === 'slug' && rest.some((other) => other.type === 'slug')) problems.name ??= 'slug_twice';
  if (field.type === 'option') {
    const labels = field.options.map((option) => option.label.trim().toLowerCase());
    if (labels.length === 0) problems.options = 'options_required';
    else if (labels.some((label) => label.length === 0)) problems.options = 'option_label_required';
    else if (new Set(labels).size !== labels.length) problems.options = 'option_label_taken';
  }
  if (field.type === 'reference' && !field.referenceCollectionId) problems.reference = 'reference_required';
  return problems;
}

export function hasProblems(problems: FieldProblems): boolean {
  return Boolean(problems.name || problems.options || problems.reference);
}

/** Whether the draft differs from what was saved (Save is offered only then). */
export function draftChanged(draft: CollectionDraft, saved: CollectionDraft): boolean {
  return JSON.stringify(collectionInput(draft)) !== JSON.stringify(collectionInput(saved));
}
