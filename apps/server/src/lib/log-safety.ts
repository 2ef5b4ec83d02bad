/**
 * Errors as logs may show them. A database error carries what the query was sent (drizzle's DrizzleQueryError:
 * `params`, and a message ending in `params: …`; PostgreSQL's `detail` and `where` quote the offending row or
 * JSON): e-mail addresses, password hashes, page content, tokens. A logged error keeps what says what failed
 * and where (type, message, SQL text, stack, PostgreSQL's code, constraint, table, column, routine; the same
 * of its causes) and none of those values.
 */

/** Fields a logged error keeps, besides its type, message, stack and causes. */
const KEPT_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'position',
  'status',
  'statusCode',
  'path',
  // Network and mail failures: where the server could not connect, and what the SMTP server answered.
  'errno',
  'syscall',
  'address',
  'port',
  'command',
  'responseCode',
] as const;

/** Causes followed at most this deep (and never around a loop). */
const MAX_CAUSES = 5;

/** drizzle ends its message with the parameters: `Failed query: select …\nparams: a,b`. */
function withoutParams(message: string): string {
  const at = message.search(/\n\s*params:/);
  const cut = at < 0 ? message : `${message.slice(0, at)}\nparams: [redacted]`;
  // PostgreSQL quotes the value it could not take at the end of some messages: `… type uuid: "value"`.
  return cut.replace(/: "[\s\S]*"$/, ': "[redacted]"');
}

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string')
  );
}

/** What loggableError made: already safe (the logger's serializer sees them again). */
const made = new WeakSet<object>();

/** The error, its cause chain and (for a GraphQL error) its original error, without query values. */
export function loggableError(error: unknown, seen = new Set<unknown>()): unknown {
  if (!isErrorLike(error) || made.has(error)) return error;
  seen.add(error);
  // JSON.parse quotes the text it could not read, which is whatever the client sent (passwords included).
  const message =
    error.name === 'SyntaxError'
      ? error.message.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"')
      : withoutParams(error.message);
  const named = error.name && error.name !== 'Error' ? error.name : undefined;
  const out: Record<string, unknown> = { type: named ?? error.constructor?.name ?? 'Error', message };
  made.add(out);
  if (typeof error.stack === 'string') {
    // The stack starts with `Name: message`: the message is replaced by its redacted form.
    const frames = error.stack.indexOf('\n    at ');
    out.stack = `${out.type}: ${message}${frames < 0 ? '' : error.stack.slice(frames)}`;
  }
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (value !== undefined && value !== null && typeof value !== 'object') out[field] = value;
    else if (field === 'path' && Array.isArray(value)) out[field] = value;
  }
  for (const link of ['cause', 'originalError'] as const) {
    const next = fields[link];
    if (next !== undefined && next !== null && !seen.has(next) && seen.size <= MAX_CAUSES) {
      out[link] = loggableError(next, seen);
    }
  }
  return out;
}

/** An error as the logger writes it (pino's shape: type, message, stack and more). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The logger's `err` serializer: every logged error goes through loggableError. */
export function serializeError(error: Error): LoggedError {
  const out = loggableError(error) as Partial<LoggedError>;
  return { ...out, type: out.type ?? 'Error', message: out.message ?? String(error), stack: out.stack ?? '' };
}

/** A path segment that may be a credential: a long run of token characters that is not a UUID (ids are no secret). */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A request target as logs may show it: no query string (GET /graphql carries variables there, live pages anything
 * a visitor typed) and no token in the path (`/password/new/{token}`, `/invitations/{token}`,
 * `/email/confirm/{token}` are console pages whose path is a credential).
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const safe = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !UUID.test(segment) ? '[redacted]' : segment))
    .join('/');
  return query < 0 ? safe : `${safe}?[redacted]`;
}

/** The logger's `req` serializer: what Fastify logs of a request, with loggableUrl's target. */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
