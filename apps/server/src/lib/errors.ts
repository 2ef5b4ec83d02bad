import { firstIssueMessage, SERVER_MESSAGES } from '@tessera/shared';
import type { z } from 'zod';

/** An expected failure with the HTTP status the caller should see. Anything else is a 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthenticated = (message: string = SERVER_MESSAGES.notAuthenticated) =>
  new AppError(401, message);
export const forbidden = (message: string = SERVER_MESSAGES.notAuthorized) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = () => new AppError(429, SERVER_MESSAGES.tooManyRequests);

/** Parses untrusted input; a failure becomes a 400 whose message names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest('request body must be a JSON object');
  }
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(firstIssueMessage(result.error.issues));
  return result.data;
}

/**
 * The raw value of `key` in an untrusted input object (undefined for anything else), read before parseInput so
 * that authorization comes first.
 */
export function rawField(input: unknown, key: string): unknown {
  return input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined;
}

/** True when PostgreSQL raised `code` (on `constraint`, when given), however the driver wraps the error. */
function isPostgresError(error: unknown, code: string, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === code) return constraint === undefined || e.constraint === constraint;
    current = e.cause;
  }
  return false;
}

/**
 * PostgreSQL refuses the NUL character in text (22021) and in jsonb strings (22P05): input that carries it is
 * the client's mistake, not a server failure.
 */
export const isNulCharacterError = (error: unknown) =>
  isPostgresError(error, '22021') || isPostgresError(error, '22P05');

/** PostgreSQL's unique-violation. */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  isPostgresError(error, '23505', constraint);

/**
 * For a write a unique index guards: maps the write's error to 409 `message` when it is PostgreSQL's unique
 * violation of `constraint`, and leaves any other error as it is (`throw aliasConflict(error)` in its catch).
 */
export function uniqueConflict(constraint: string, message: string): (error: unknown) => unknown {
  return (error) => (isUniqueViolation(error, constraint) ? conflict(message) : error);
}

/** PostgreSQL's foreign-key violation (a row still referenced, or a reference to a missing row). */
export const isForeignKeyViolation = (error: unknown, constraint?: string) =>
  isPostgresError(error, '23503', constraint);
