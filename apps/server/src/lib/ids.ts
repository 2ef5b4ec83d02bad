const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can never name an entity, so callers answer not-found without a query. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}
