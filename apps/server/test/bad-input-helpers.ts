import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { type GraphQLAnswer, gql, type TestApp } from './helpers.ts';

/** Bad GraphQL input and the checks of its refusals, shared by the bad-input tests. */

export const LONG = 'x'.repeat(10_000);

/**
 * Values of the wrong type or an absurd size for any one argument or input field. (Text that merely looks like
 * SQL is a valid name: values never reach SQL as text, so it is no bad input; ids and tokens get it, BAD_IDS.)
 */
export const WRONG_VALUES: ReadonlyArray<[string, unknown]> = [
  ['a number', 42],
  ['a float', -1.5],
  ['a boolean', true],
  ['null', null],
  ['an empty array', []],
  ['an array of strings', ['a', 'b']],
  ['an object', { nested: { deep: 'value' } }],
  ['a 10 000-character string', LONG],
  ['an empty string', ''],
];

export const BAD_IDS = [
  'not-a-uuid',
  '0',
  '',
  ' ',
  "' or 1=1 --",
  `${randomUUID()}x`,
  LONG,
  '../../etc/passwd',
];

/** A clear refusal: a 4xx (never a 5xx) with a message, and no data. Returns the message. */
export function expect4xx(answer: GraphQLAnswer, label: string): string {
  expect(answer.status, label).toBeLessThan(500);
  const error = answer.errors?.[0];
  const status = error?.extensions?.status_code ?? 0;
  expect(status, `${label}: ${JSON.stringify(answer).slice(0, 500)}`).toBeGreaterThanOrEqual(400);
  expect(status, `${label}: ${JSON.stringify(error).slice(0, 500)}`).toBeLessThan(500);
  expect(error?.message.trim().length, label).toBeGreaterThan(0);
  for (const value of Object.values(answer.data ?? {})) expect(value ?? null, label).toBeNull();
  return error?.message ?? '';
}

/**
 * Every argument of the valid variables missing, then replaced in turn by each wrong value; for an input object,
 * each of its fields too (and, with `missingFields`, each of them missing), and an unknown field added.
 */
export function variants(
  valid: Record<string, unknown>,
  options: { missingFields?: boolean } = {},
): Array<[string, Record<string, unknown>]> {
  const out: Array<[string, Record<string, unknown>]> = [];
  for (const [key, value] of Object.entries(valid)) {
    const { [key]: _, ...rest } = valid;
    out.push([`${key} missing`, rest]);
    for (const [label, wrong] of WRONG_VALUES) out.push([`${key} as ${label}`, { ...valid, [key]: wrong }]);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) {
        if (options.missingFields) {
          const { [inner]: _inner, ...others } = value as Record<string, unknown>;
          out.push([`${key}.${inner} missing`, { ...valid, [key]: others }]);
        }
        for (const [label, wrong] of WRONG_VALUES) {
          out.push([`${key}.${inner} as ${label}`, { ...valid, [key]: { ...value, [inner]: wrong } }]);
        }
      }
      out.push([`${key} with an unknown field`, { ...valid, [key]: { ...value, admin: true } }]);
    }
  }
  return out;
}

/** A GraphQL operation and valid variables for it; `token`: who sends it, when not the test's default user. */
export interface BadInputOperation {
  name: string;
  query: string;
  valid: () => Record<string, unknown>;
  token?: () => string;
}

/**
 * Sends each variant of the operation's valid variables (named `${op.name}: ${label}`) and expects a 4xx with a
 * message. `skip` names variants not to send; `maySucceed` ones that may also answer without an error (a valid
 * value for an optional argument of a read-only query), but never with a 5xx. Returns how many were sent.
 */
export async function sendVariants(
  t: TestApp,
  op: BadInputOperation,
  token: string,
  options: { skip?: ReadonlySet<string>; maySucceed?: ReadonlySet<string>; missingFields?: boolean } = {},
): Promise<number> {
  let sent = 0;
  for (const [label, variables] of variants(op.valid(), options)) {
    const key = `${op.name}: ${label}`;
    if (options.skip?.has(key)) continue;
    const answer = await gql(t, op.query, variables, op.token?.() ?? token);
    sent++;
    if (options.maySucceed?.has(key) && !answer.errors) continue;
    expect4xx(answer, key);
  }
  return sent;
}

/**
 * One test per operation: every variant of its valid variables (sendVariants) is refused with a 4xx, or for the
 * `maySucceed` ones answered without a 5xx, and what `state` reads of the database is the same afterwards.
 * `context` is read when the tests run (the app and its users are made in beforeAll).
 */
export function itRefusesBadValues(
  operations: readonly BadInputOperation[],
  context: () => { t: TestApp; token: string; state: () => Promise<unknown> },
  options: { skip?: ReadonlySet<string>; maySucceed?: ReadonlySet<string>; missingFields?: boolean } = {},
): void {
  it.each(operations.map((op) => [op.name, op] as const))(
    '%s: wrong types, missing and absurd values',
    async (_, op) => {
      const { t, token, state } = context();
      const before = await state();
      const sent = await sendVariants(t, op, token, options);
      expect(sent).toBeGreaterThan(options.missingFields ? 9 : 0);
      expect(await state()).toEqual(before);
    },
  );
}

/**
 * Each operation with an id argument given each of BAD_IDS and an unknown UUID: 404 with a message matching the
 * case's (`not found` when it names none).
 */
export async function expectBadIdsNotFound(
  t: TestApp,
  token: string,
  cases: ReadonlyArray<[string, string, (id: string) => Record<string, unknown>, RegExp?]>,
): Promise<void> {
  for (const [name, query, variables, message = /not found/] of cases) {
    for (const id of [...BAD_IDS, randomUUID()]) {
      const label = `${name} ${id.slice(0, 20)}`;
      const answer = await gql(t, query, variables(id), token);
      expect4xx(answer, label);
      expect(answer.errors?.[0]?.extensions?.status_code, label).toBe(404);
      expect(answer.errors?.[0]?.message, label).toMatch(message);
    }
  }
}

/**
 * A snapshot of rows whose lists compare whatever order the database answered in: PostgreSQL may return rows
 * without ORDER BY in another order once its plan changes (an index instead of a scan), which is no change.
 */
export function sortedState<T extends Record<string, unknown>>(state: T): T {
  const key = (row: unknown) => JSON.stringify(row);
  return Object.fromEntries(
    Object.entries(state).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? [...value].sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0))
        : value,
    ]),
  ) as T;
}
