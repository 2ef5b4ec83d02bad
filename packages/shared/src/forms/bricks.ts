import { LIMITS } from '../limits.ts';
import { formValueSchema } from '../property-types/form.ts';
import { fieldNameProblem, formFieldValueSchema, repairFieldName } from '../property-types/form-field.ts';

/**
 * How bricks take part in forms (issue 24, docs/decisions/0036): a brick with a `Form` property is a form, one
 * with a `FormField` property is a field of the form it sits in (at any depth, not through a nested form). This
 * file only reads a brick's own entries; the walks over a page are page-tree.ts (brickTreeProblem runs the
 * structure rules below) and tree.ts.
 */

/** A brick's property of a type: its name and its stored value (value, else defaultValue). */
export interface FormEntry {
  readonly property: string;
  readonly value: unknown;
}

/** The first property of `type` in a brick's dataTypes, or null. */
export function entryOfType(dataTypes: unknown, type: 'Form' | 'FormField'): FormEntry | null {
  if (dataTypes === null || typeof dataTypes !== 'object') return null;
  for (const [property, entry] of Object.entries(dataTypes as Record<string, unknown>)) {
    if (entry === null || typeof entry !== 'object') continue;
    const { type: entryType, value, defaultValue } = entry as Record<string, unknown>;
    if (entryType === type) return { property, value: value !== undefined ? value : defaultValue };
  }
  return null;
}

/** Whether a brick is a form (has a Form property). */
export function isFormBrick(brick: { dataTypes?: unknown } | null | undefined): boolean {
  return entryOfType(brick?.dataTypes, 'Form') !== null;
}

/** Whether a brick is a form field (has a FormField property and is not itself a form). */
export function isFieldBrick(brick: { dataTypes?: unknown } | null | undefined): boolean {
  return !isFormBrick(brick) && entryOfType(brick?.dataTypes, 'FormField') !== null;
}

/** A field's name as stored, or null when it has none that is a string. */
export function storedFieldName(brick: { dataTypes?: unknown }): string | null {
  const entry = entryOfType(brick.dataTypes, 'FormField');
  const value = entry?.value as { name?: unknown } | null | undefined;
  return typeof value?.name === 'string' ? value.name : null;
}

/**
 * A name like `name` that none of `taken` uses: `email` → `email-2`, `email-2` → `email-3`, kept within the
 * 40 characters of FIELD_NAME_PATTERN. For the editor's insert and paste, so that a copied field never shares a
 * name with one already in the form (which saving would refuse).
 */
export function uniqueFieldName(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const wanted = fieldNameProblem(name) === null ? name : repairFieldName(name);
  if (!used.has(wanted)) return wanted;
  const numbered = /^(.*[^-])-(\d{1,6})$/.exec(wanted);
  const stem = numbered ? numbered[1]! : wanted;
  for (let n = numbered ? Number(numbered[2]) + 1 : 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${stem.slice(0, 40 - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

function schemaProblem(
  schema: typeof formValueSchema | typeof formFieldValueSchema,
  value: unknown,
): string | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const path = issue && issue.path.length > 0 ? `.${issue.path.join('.')}` : '';
  return `${path}: ${issue?.message ?? 'not a valid value'}`;
}

/** A brick as the structure rules see it. */
interface RuleBrick {
  readonly id: string;
  readonly dataTypes?: unknown;
}

/**
 * The form rules of content, checked on save with the rest of the tree's structure (brickTreeProblem): a Form
 * value and a FormField value each have the shape clients must send (formValueSchema, formFieldValueSchema); a
 * form holds no form; a form's fields have valid names, each used once, and LIMITS.forms.fields of them at most.
 * Feed it every brick in walk order (walkBricks' page order with its depth); it answers the first problem as a
 * message naming the brick, or null.
 */
export function formRules(): (brick: RuleBrick, depth: number) => string | null {
  // The form each depth's brick belongs to (itself for a form), for the brick's descendants to look up.
  const formAt: Array<string | null> = [];
  const names = new Map<string, Map<string, string>>();
  return (brick, depth) => {
    formAt.length = depth - 1;
    const enclosing = depth > 1 ? (formAt[depth - 2] ?? null) : null;
    const form = entryOfType(brick.dataTypes, 'Form');
    if (form) {
      formAt.push(brick.id);
      if (enclosing !== null)
        return `brick ${brick.id} is a form inside the form ${enclosing}; a form cannot hold another form`;
      const problem = form.value === undefined ? null : schemaProblem(formValueSchema, form.value);
      return problem && `brick ${brick.id}: ${form.property}${problem}`;
    }
    formAt.push(enclosing);
    const field = entryOfType(brick.dataTypes, 'FormField');
    if (!field) return null;
    if (field.value !== undefined) {
      const name = (field.value as { name?: unknown } | null)?.name;
      const nameProblem = name === undefined ? null : fieldNameProblem(name);
      if (nameProblem) return `brick ${brick.id}: ${nameProblem}`;
      const problem = schemaProblem(formFieldValueSchema, field.value);
      if (problem) return `brick ${brick.id}: ${field.property}${problem}`;
    }
    if (enclosing === null) return null;
    const name = storedFieldName(brick) ?? 'field';
    const inForm = names.get(enclosing) ?? new Map<string, string>();
    names.set(enclosing, inForm);
    const other = inForm.get(name);
    if (other !== undefined)
      return `brick ${brick.id}: the form ${enclosing} already has a field named ${name} (brick ${other}); field names are unique in a form`;
    inForm.set(name, brick.id);
    if (inForm.size > LIMITS.forms.fields)
      return `brick ${brick.id}: the form ${enclosing} has more than ${LIMITS.forms.fields} fields`;
    return null;
  };
}
