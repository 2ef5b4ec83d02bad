import { randomBytes, randomUUID } from 'node:crypto';
import {
  type GraphQLInputType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

/**
 * Hostile values for GraphQL arguments and REST fields, chosen by type (and, for a few strings, by the argument's
 * name). Each value is either always wrong (wrong type, null for a required value, absurd size or depth, forged
 * id, text the database cannot store exactly) or `mayAccept`: odd but storable, which a server may take (control
 * characters in a name, an empty list where none is required) as long as it never answers 5xx.
 */

/** 1 MiB of text: past every length limit, below every body limit. */
export const HUGE = 'x'.repeat(1024 * 1024);
export const DEEP = 5000;

/** Leaves an argument or field out of the request. */
export const MISSING: unique symbol = Symbol('missing');

/** JSON text sent exactly as written: JSON.stringify cannot write a 5 000-deep value (its recursion overflows). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const deepObject = (depth = DEEP) => new RawJson(`${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`);
export const deepArray = (depth = DEEP) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** `value` (an object) with raw JSON members added in front, e.g. `"__proto__": {…}`. */
function withRawMembers(value: unknown, members: string): RawJson {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const rest = JSON.stringify(base).slice(1, -1);
  return new RawJson(`{${members}${rest ? `,${rest}` : ''}}`);
}

/** JSON.stringify, writing each RawJson as its text. */
export function stringify(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  if (raws.length === 0) return text;
  // JSON.stringify writes the marker's NUL characters as \u0000 escapes: no other text can hold them.
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

export interface Hostile {
  kind: string;
  /** MISSING leaves the argument out. */
  value: unknown;
  /** Odd but storable: a server may take it (then the rule is only "no 5xx"). */
  mayAccept?: boolean;
}

const refuse = (kind: string, value: unknown): Hostile => ({ kind, value });
const odd = (kind: string, value: unknown): Hostile => ({ kind, value, mayAccept: true });

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** Values of the wrong JSON type for a scalar argument. */
function wrongTypes(base: unknown): Hostile[] {
  return [
    refuse('a number', 42),
    refuse('a boolean', true),
    refuse('an object', { value: base }),
    refuse('a list', [base, base]),
  ];
}

/** Text: wrong types, 1 MiB, NUL, lone surrogates; odd text a name may hold; and a few by the argument's name. */
export function stringValues(valid: unknown, name: string): Hostile[] {
  const b = typeof valid === 'string' && valid.length > 0 ? valid : 'text';
  const values: Hostile[] = [
    ...wrongTypes(b),
    refuse('a 1 MB string', HUGE),
    refuse('a NUL character', `${b}\u0000`),
    refuse('a lone high surrogate', `${b}\ud800`),
    refuse('a lone low surrogate', `\udc00${b}`),
    odd('control, bidi and zero-width characters', `\u202e${b}\u0007\u001b[31m\u007f\u200b\ufeff`),
    odd('an empty string', ''),
    odd('only whitespace', ' \t\n '),
    odd('markup and SQL', `<script>alert(1)</script>${b}'; DROP TABLE users; --`),
  ];
  if (name === 'after' || name === 'before') {
    const id = randomUUID();
    values.push(
      refuse('a 600-character cursor', 'A'.repeat(600)),
      refuse('a cursor that is not base64url', '!!not+base64/=='),
      odd('a cursor of ["not a date", uuid]', cursor(['not a date', id])),
      odd('a cursor of ["9999999-01-01T00:00:00Z", uuid]', cursor(['9999999-01-01T00:00:00Z', id])),
      odd('a cursor of ["+275760-09-13T00:00:00.001Z", uuid]', cursor(['+275760-09-13T00:00:00.001Z', id])),
      odd('a cursor of ["-271821-04-20T00:00:00Z", uuid]', cursor(['-271821-04-20T00:00:00Z', id])),
      odd(
        'a cursor of ["-004714-01-01T00:00:00.000Z", uuid] (before PostgreSQL\'s first day)',
        cursor(['-004714-01-01T00:00:00.000Z', id]),
      ),
      odd('a cursor of ["0000-01-01T00:00:00.000Z", uuid]', cursor(['0000-01-01T00:00:00.000Z', id])),
      odd('a cursor of ["2024-02-30T00:00:00.000Z", uuid]', cursor(['2024-02-30T00:00:00.000Z', id])),
      odd('a cursor of ["99999999999", uuid] (beyond integer)', cursor(['99999999999', id])),
      odd('a cursor of ["-1", uuid]', cursor(['-1', id])),
      odd('a cursor of a NUL key', cursor(['a\u0000', id])),
      odd('a cursor of [a date, not a uuid]', cursor(['2024-01-01T00:00:00.000Z', 'not-a-uuid'])),
      odd('a cursor of [a number, uuid]', cursor([42, id])),
      odd('a cursor of three items', cursor(['a', id, 'b'])),
      odd('a cursor of an object', cursor({ key: 'a', id })),
      odd('a cursor of a lone surrogate', cursor(['\ud800', id])),
      odd('random base64url', randomBytes(48).toString('base64url')),
    );
  }
  if (name === 'role') {
    values.push(refuse('the owner role', 'owner'), refuse('an unknown role', 'superadmin'));
  }
  if (name === 'email') {
    values.push(
      refuse('not an e-mail', 'not-an-email'),
      refuse('a header injection', `${b}\r\nBcc: victim@evil.example`),
    );
  }
  if (name === 'token') {
    values.push(
      refuse('a forged token', randomBytes(48).toString('base64url')),
      refuse('a 600-character token', 'A'.repeat(600)),
    );
  }
  if (name === 'icon') {
    values.push(
      refuse(
        'an SVG with a script',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      refuse('an SVG with an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      refuse('HTML, not SVG', '<img src=x onerror="alert(1)">'),
    );
  }
  if (name === 'extension') {
    values.push(refuse('a refused extension', 'php'), refuse('a path', '../png'));
  }
  return values;
}

export function intValues(): Hostile[] {
  return [
    refuse('-1', -1),
    refuse('zero', 0),
    refuse('the largest Int', 2147483647),
    refuse('the smallest Int', -2147483648),
    refuse('2^31 (beyond Int)', 2 ** 31),
    refuse('a fraction', 1.5),
    refuse('1e308', 1e308),
    refuse('a numeric string', '10'),
    refuse('a boolean', true),
    refuse('a list', [1]),
    refuse('an object', {}),
  ];
}

export function floatValues(): Hostile[] {
  return [
    refuse('-1', -1),
    refuse('zero', 0),
    refuse('a fraction', 0.5),
    refuse('1e308', 1e308),
    refuse('2^53 + 2', 2 ** 53 + 2),
    refuse('a numeric string', '68'),
    refuse('a boolean', true),
    refuse('a list', [68]),
    refuse('an object', {}),
  ];
}

export function enumValues(valid: unknown): Hostile[] {
  const b = typeof valid === 'string' ? valid : 'Image';
  return [
    refuse('not a member', 'NotAMember'),
    refuse('lower case', b.toLowerCase()),
    refuse('an empty string', ''),
    refuse('a NUL character', `${b}\u0000`),
    refuse('a number', 42),
    refuse('a list', [b, b]),
    refuse('an object', {}),
  ];
}

/** `value` with `text` appended to its first string (depth first), or added as a member when it has none. */
function withText(value: unknown, text: string): unknown {
  const copy = structuredClone(value ?? {});
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        if (typeof node[i] === 'string') {
          node[i] += text;
          return true;
        }
        if (visit(node[i])) return true;
      }
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (typeof record[key] === 'string') {
          record[key] += text;
          return true;
        }
        if (visit(record[key])) return true;
      }
    }
    return false;
  };
  if (typeof copy === 'string') return copy + text;
  if (!visit(copy)) {
    if (Array.isArray(copy)) copy.push(text);
    else if (copy && typeof copy === 'object') (copy as Record<string, unknown>).fuzz = text;
  }
  return copy;
}

/** Free-form JSON (components' dataTypes, page content …): depth, size, wrong shapes, unstorable text. */
export function jsonValues(valid: unknown): Hostile[] {
  const isObject = valid !== null && typeof valid === 'object' && !Array.isArray(valid);
  return [
    refuse('a 5 000-deep object', deepObject()),
    refuse('a 5 000-deep array', deepArray()),
    ...(isObject
      ? [refuse('a 5 000-deep member', withRawMembers(valid, `"deep":${deepObject().text}`))]
      : []),
    refuse('a number', 42),
    refuse('a string', 'text'),
    refuse('a boolean', true),
    refuse('a 1 MB string', HUGE),
    refuse('a list of 100 000 items', new Array(100_000).fill(0)),
    refuse('a lone surrogate in a string', withText(valid, '\ud800')),
    refuse('a NUL character in a string', withText(valid, '\u0000')),
    ...(isObject ? [refuse('a lone surrogate in a key', { ...(valid as object), 'key\ud800': 'x' })] : []),
    odd('an empty object', {}),
    odd('an empty list', []),
    odd(
      'prototype keys',
      withRawMembers(valid, '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}'),
    ),
  ];
}

/** A list of strings (tags, thumbnails): null items, 10 000 items, items of the wrong type or unstorable. */
export function listValues(valid: unknown): Hostile[] {
  const first = Array.isArray(valid) && typeof valid[0] === 'string' ? valid[0] : 'tag';
  return [
    refuse('a number', 42),
    refuse('a list holding null', [null]),
    refuse(
      'a list of 10 000 different items',
      Array.from({ length: 10_000 }, (_, i) => `${first}${i}`),
    ),
    refuse('a list of objects', [{ value: first }]),
    refuse('a nested list', [[first]]),
    refuse('a 1 MB item', [HUGE]),
    refuse('an item with a NUL character', [`${first}\u0000`]),
    refuse('an item with a lone surrogate', [`${first}\ud800`]),
    odd('an empty list', []),
    odd('an item with control characters', [`${first}\u0007\u001b[0m`]),
    odd('duplicate items', [first, first]),
  ];
}

/** An input object: other shapes, an unknown or a prototype field, 5 000 levels of it. */
export function inputObjectValues(valid: unknown, hasRequiredFields: boolean): Hostile[] {
  const base = valid && typeof valid === 'object' ? valid : {};
  return [
    refuse('a string', 'text'),
    refuse('a number', 42),
    refuse('a list of it', [base, base]),
    refuse('an unknown field', { ...base, isAdmin: true }),
    refuse('a __proto__ field', withRawMembers(base, '"__proto__":{"isAdmin":true}')),
    refuse('a 5 000-deep object', deepObject()),
    hasRequiredFields ? refuse('an empty object', {}) : odd('an empty object', {}),
  ];
}

/** The ids an ID argument gets besides the forged ones of the world (another tenant's, another kind's). */
export function idValues(valid: unknown): Hostile[] {
  const base = typeof valid === 'string' ? valid : randomUUID();
  return [
    refuse('a random UUID', randomUUID()),
    refuse('the nil UUID', '00000000-0000-0000-0000-000000000000'),
    refuse('not a UUID', 'not-a-uuid'),
    refuse('a UUID with a suffix', `${base}x`),
    refuse('SQL', "' OR 1=1 --"),
    refuse('a path', '../../etc/passwd'),
    refuse('an empty string', ''),
    refuse('a number', 42),
    refuse('a boolean', true),
    refuse('an object', { id: base }),
    refuse('a list', [base]),
    refuse('a 1 MB string', HUGE),
    refuse('a NUL character', `${base}\u0000`),
    refuse('a lone surrogate', `${base}\ud800`),
  ];
}

export interface ValueContext {
  /** Ids forged from the world for an ID argument: another tenant's entity of the same kind, another kind's. */
  forgedIds(valid: unknown, name: string): Hostile[];
}

/** Every hostile value for one argument or input field of `type` whose valid value is `valid`. */
export function hostileValues(
  type: GraphQLInputType,
  valid: unknown,
  name: string,
  context: ValueContext,
): Hostile[] {
  const values: Hostile[] = isNonNullType(type) ? [refuse('missing', MISSING), refuse('null', null)] : [];
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [...values, ...listValues(valid)];
  if (isInputObjectType(nullable)) {
    const required = Object.values(nullable.getFields()).some(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return [...values, ...inputObjectValues(valid, required)];
  }
  if (isEnumType(nullable)) return [...values, ...enumValues(valid)];
  if (isScalarType(nullable)) {
    switch (nullable.name) {
      case 'ID':
        return [...values, ...context.forgedIds(valid, name), ...idValues(valid)];
      case 'String':
        return [...values, ...stringValues(valid, name)];
      case 'Int':
        return [...values, ...intValues()];
      case 'Float':
        return [...values, ...floatValues()];
      case 'JSON':
        return [...values, ...jsonValues(valid)];
      case 'Boolean':
        return [...values, refuse('a string', 'true'), refuse('a number', 1), refuse('an object', {})];
      default:
        return [
          ...values,
          refuse('a string', 'not a value'),
          refuse('a number', 42),
          refuse('an object', {}),
        ];
    }
  }
  return values;
}
