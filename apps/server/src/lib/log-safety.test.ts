import { DrizzleQueryError } from 'drizzle-orm/errors';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loggableError, loggableUrl, serializeError } from './log-safety.ts';

const SECRET = 'secret-value@example.com';
const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA';

/** A database error as node-postgres raises it: its detail and where quote the row. */
function postgresError(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    severity: 'ERROR',
    constraint: 'users_email_unique',
    table: 'users',
    detail: `Key (email)=(${SECRET}) already exists.`,
    where: `SQL statement with ${HASH}`,
  });
}

describe('loggableError', () => {
  it('keeps what failed and where, without the values of the query', () => {
    const error = new DrizzleQueryError(
      'insert into "users" values ($1, $2)',
      [SECRET, HASH],
      postgresError(),
    );
    const logged = loggableError(error) as Record<string, unknown>;
    const text = JSON.stringify(logged);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(HASH);
    expect(logged.type).toBe('DrizzleQueryError');
    expect(logged.message).toBe('Failed query: insert into "users" values ($1, $2)\nparams: [redacted]');
    expect(String(logged.stack)).toMatch(/^DrizzleQueryError: Failed query: insert into/);
    expect(String(logged.stack)).toContain('\n    at ');
    expect(logged).not.toHaveProperty('params');
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique', table: 'users' });
    expect(logged.cause).not.toHaveProperty('detail');
    expect(logged.cause).not.toHaveProperty('where');
  });

  it("follows a GraphQL error's original error, and redacts a value PostgreSQL quotes in its message", () => {
    const cause = Object.assign(new Error(`invalid input syntax for type uuid: "${SECRET}"`), {
      code: '22P02',
    });
    const wrapped = new GraphQLError('Unexpected', {
      originalError: new DrizzleQueryError('select', [SECRET], cause),
    });
    const text = JSON.stringify(loggableError(wrapped));
    expect(text).not.toContain(SECRET);
    expect(text).toContain('invalid input syntax for type uuid: \\"[redacted]\\"');
    expect(text).toContain('22P02');
  });

  it('stops at a loop of causes, and leaves what is no error as it is', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(JSON.stringify(loggableError(a))).toContain('"message":"b"');
    expect(loggableError('text')).toBe('text');
    expect(loggableError(undefined)).toBeUndefined();
    const once = loggableError(new Error('x'));
    expect(loggableError(once)).toBe(once);
    expect(serializeError(new Error('plain'))).toMatchObject({ type: 'Error', message: 'plain' });
  });
});

describe('loggableUrl', () => {
  it('drops the query string and token-like path segments, keeping ids and short names', () => {
    const token = 'a'.repeat(43);
    expect(loggableUrl(`/password/new/${token}`)).toBe('/password/new/[redacted]');
    expect(loggableUrl(`/invitations/${token}?x=1`)).toBe('/invitations/[redacted]?[redacted]');
    expect(loggableUrl('/graphql?query={me{id}}')).toBe('/graphql?[redacted]');
    const id = '0b6c9f3e-4c1d-4a53-9b8e-2f5a1c7d9e10';
    expect(loggableUrl(`/users/current-org/${id}`)).toBe(`/users/current-org/${id}`);
    expect(loggableUrl('/apps/settings')).toBe('/apps/settings');
  });
});
