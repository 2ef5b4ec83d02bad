import { type Hostile, hostileValues, MISSING, type ValueContext } from './hostile.ts';
import { inputFieldsOf, type Operation } from './schema.ts';

/** One hostile request: the arguments valid but for the value at `path` (an argument, or a field of one). */
export interface FuzzCase {
  /** `id`, `newApp.alias`, `filter.text`. */
  path: string;
  kind: string;
  mayAccept: boolean;
  /** The request's variables: `valid` (fresh for each case) with the hostile value at `path`. */
  variables(valid: Record<string, unknown>): Record<string, unknown>;
}

/** `valid` with `value` at `path` (MISSING removes it); input objects on the way are created when absent. */
export function setAt(valid: Record<string, unknown>, path: readonly string[], value: unknown) {
  const copy = structuredClone(valid);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1) as string;
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return copy;
}

/**
 * Every hostile case of an operation: each argument in turn, and each field of an input-object argument (to
 * three levels), gets each of its type's hostile values while everything else keeps its valid value. At most
 * `cap` cases per argument or field. `valid` shapes the cases (an input field's valid text is the base of its odd
 * variants); each case applies its value to the valid arguments it is given.
 */
export function casesOf(
  op: Operation,
  valid: Record<string, unknown>,
  context: ValueContext,
  cap = 40,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const walk = (
    type: Parameters<typeof hostileValues>[0],
    path: string[],
    validValue: unknown,
    depth: number,
  ) => {
    const values: Hostile[] = hostileValues(type, validValue, path.at(-1) as string, context).slice(0, cap);
    for (const hostile of values) {
      cases.push({
        path: path.join('.'),
        kind: hostile.kind,
        mayAccept: hostile.mayAccept === true,
        variables: (fresh) => setAt(fresh, path, hostile.value),
      });
    }
    if (depth >= 3) return;
    for (const field of inputFieldsOf(type)) {
      const inner =
        validValue && typeof validValue === 'object'
          ? (validValue as Record<string, unknown>)[field.name]
          : undefined;
      walk(field.type, [...path, field.name], inner, depth + 1);
    }
  };
  for (const arg of op.args) walk(arg.type, [arg.name], valid[arg.name], 0);
  return cases;
}
