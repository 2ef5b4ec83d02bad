/**
 * What the Form and FormField editors compute (issue 24, docs/decisions/0036), apart from drawing: which
 * constraints a kind of field has, why a typed name or option value cannot be used (as a catalogue key, so the
 * console says it in its language), and the edits of an option list. The rules are the shared ones
 * (fieldNameProblem, normalizeFormField, LIMITS.forms); these only shape them for the inspector.
 */
import {
  type FieldKind,
  type FieldOption,
  type FormFieldValue,
  type FormLocale,
  fieldNameProblem,
  findInTree,
  formAround,
  isFormBrick,
  LIMITS,
  OPTION_KINDS,
  storedFieldName,
  TEXT_KINDS,
  type TreeBrick,
  type TreeSlots,
  walkBricks,
} from '@tessera/shared';

/** The console language as a form's language: pt-BR, else en-US. */
export function formLocaleOf(language: string | undefined): FormLocale {
  return language === 'pt-BR' ? 'pt-BR' : 'en-US';
}

/** The constraint inputs a kind of field shows. */
export interface KindConstraints {
  /** minLength/maxLength, up to `lengthMax`. */
  readonly length: boolean;
  readonly lengthMax: number;
  /** min/max as numbers ('number') or dates ('date'). */
  readonly bounds: 'number' | 'date' | null;
  readonly options: boolean;
  /** maxSelections: ticked boxes ('choices', up to LIMITS.forms.options) or files ('files', LIMITS.forms.files). */
  readonly selections: 'choices' | 'files' | null;
  readonly accept: boolean;
  /** Whether the placeholder applies (inputs that show one, and a select's empty first choice). */
  readonly placeholder: boolean;
}

export function constraintsOf(kind: FieldKind): KindConstraints {
  return {
    length: TEXT_KINDS.has(kind),
    lengthMax: kind === 'textarea' ? LIMITS.forms.longTextMax : LIMITS.forms.textMax,
    bounds: kind === 'number' || kind === 'date' ? kind : null,
    options: OPTION_KINDS.has(kind),
    selections: kind === 'checkboxes' ? 'choices' : kind === 'file' ? 'files' : null,
    accept: kind === 'file',
    placeholder: TEXT_KINDS.has(kind) || kind === 'number' || kind === 'select',
  };
}

export type OptionalKey = 'min' | 'max' | 'minLength' | 'maxLength' | 'maxSelections' | 'accept';

/** `field` with one optional constraint set, or removed when `value` is undefined (an emptied input). */
export function withConstraint<K extends OptionalKey>(
  field: FormFieldValue,
  key: K,
  value: FormFieldValue[K] | undefined,
): FormFieldValue {
  const next = { ...field };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** A number input's value as a constraint: empty or not a number is none. */
export function optionalNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

/** Why a typed field name cannot be used (`form_inspector.field.name_problems.{key}`), or null. */
export type NameProblem = 'invalid' | 'taken';

/** A name the shared rule refuses (fieldNameProblem: pattern, or the platform's `_tessera` names) is invalid. */
export function nameProblem(name: string, taken: ReadonlySet<string>): NameProblem | null {
  if (fieldNameProblem(name) !== null) return 'invalid';
  return taken.has(name) ? 'taken' : null;
}

/**
 * The names the other fields of the form around brick `brickId` use (its own left out), so the inspector can say
 * a name is taken before saving refuses it. Empty when the brick is in no form or not on the page.
 */
export function otherFieldNames(
  slots: TreeSlots<TreeBrick & { dataTypes?: unknown }>,
  brickId: string,
): Set<string> {
  const names = new Set<string>();
  const found = findInTree(slots, brickId);
  if (!found) return names;
  const formId = formAround(slots, found.ancestors.at(-1) ?? null);
  const form = formId === null ? null : findInTree(slots, formId)?.brick;
  if (!form) return names;
  walkBricks(form.slots ?? {}, (brick: TreeBrick & { dataTypes?: unknown }) => {
    if (isFormBrick(brick)) return 'skip';
    const name = brick.id === brickId ? null : storedFieldName(brick);
    if (name !== null) names.add(name);
  });
  return names;
}

// ---- Option lists ----

/** Why an option's typed value cannot be used (`form_inspector.field.options.problems.{key}`), or null. */
export function optionValueProblem(
  value: string,
  options: readonly FieldOption[],
  index: number,
): 'empty' | 'repeated' | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'empty';
  return options.some((option, at) => at !== index && option.value === trimmed) ? 'repeated' : null;
}

/** Whether another option fits (LIMITS.forms.options). */
export const canAddOption = (options: readonly FieldOption[]) => options.length < LIMITS.forms.options;

/** The options with a new one at the end: value `option-N` (the first free N), label `label(N)`. */
export function addOption(options: readonly FieldOption[], label: (n: number) => string): FieldOption[] {
  if (!canAddOption(options)) return [...options];
  const used = new Set(options.map((option) => option.value));
  let n = options.length + 1;
  while (used.has(`option-${n}`)) n += 1;
  return [...options, { value: `option-${n}`, label: label(n) }];
}

export function removeOption(options: readonly FieldOption[], index: number): FieldOption[] {
  return options.filter((_, at) => at !== index);
}

/** The options with the one at `index` moved one place up (-1) or down (1); unchanged at an end. */
export function moveOption(options: readonly FieldOption[], index: number, delta: -1 | 1): FieldOption[] {
  const to = index + delta;
  if (index < 0 || index >= options.length || to < 0 || to >= options.length) return [...options];
  const next = [...options];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function setOption(
  options: readonly FieldOption[],
  index: number,
  patch: Partial<FieldOption>,
): FieldOption[] {
  return options.map((option, at) => (at === index ? { ...option, ...patch } : option));
}
