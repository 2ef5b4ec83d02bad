/**
 * The `next` parameter of /login and /join: where to go after signing in. Only a path of this console
 * is accepted (starts with one '/', no scheme, no host, no backslash), so a crafted link can never send
 * the user to another site.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and can hide a '//' prefix.
  if ([...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return null;
  try {
    const resolved = new URL(value, 'http://console.invalid');
    if (resolved.origin !== 'http://console.invalid') return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

/** `/login?next=…` (or `/join?…`) with the given parameters; empty values are left out. */
export function withParams(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
