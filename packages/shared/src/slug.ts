import { LIMITS } from './limits.ts';
import { sanitizeAlias } from './org.ts';

/**
 * The page URL as the user types it (spec: platform §5): accents removed, lower case, anything but letters,
 * digits and slashes becomes a dash, repeated dashes collapse. Edges are kept so a half-typed "about-" can
 * still become "about-us"; `trimUrlEdges` runs when the user leaves the naming step and on the server.
 */
export function slugifyUrl(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\/{2,}/g, '/');
}

/** Leading and trailing dashes and slashes go (spec: platform §4, leaving the naming step). */
export function trimUrlEdges(value: string): string {
  return value.replace(/^[-/]+/, '').replace(/[-/]+$/, '');
}

/**
 * The URL a page is stored and served under: slugified, edges trimmed, one leading slash; empty is the root
 * '/'. Two inputs that normalise alike are the same URL (and the second one is refused as taken).
 */
export function normalizePageUrl(raw: string): string {
  return `/${trimUrlEdges(slugifyUrl(raw))}`;
}

/** What the URL field shows for a stored URL: without its leading slash (the root shows empty). */
export function urlForInput(url: string): string {
  return url.replace(/^\/+/, '');
}

/** The suggestion for a blank URL at creation: the page name, slugified. */
export function suggestPageUrl(name: string): string {
  return trimUrlEdges(slugifyUrl(name));
}

/** The suggestion for an app alias at creation: the name's letters and digits, lower-cased, cut to the maximum. */
export function suggestAppAlias(name: string): string {
  return sanitizeAlias(name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).slice(0, LIMITS.app.alias.max);
}

/** The live host of an app: organization alias and app alias joined by two dashes, on the product's host. */
export function liveHost(orgAlias: string, appAlias: string, publicHost: string): string {
  return `${orgAlias}--${appAlias}.${publicHost}`;
}

/** Reads `{org}--{app}.{publicHost}` back into its aliases; null for any other host (the console's own). */
export function parseLiveHost(
  host: string,
  publicHost: string,
): { orgAlias: string; appAlias: string } | null {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  const suffix = `.${publicHost.toLowerCase()}`;
  if (!name.endsWith(suffix)) return null;
  const match = /^([a-z0-9]+)--([a-z0-9]+)$/.exec(name.slice(0, -suffix.length));
  if (!match) return null;
  return { orgAlias: match[1]!, appAlias: match[2]! };
}

/** Whether an Origin header (scheme, host, port) is a live site's: a page of an app, not the console. */
export function isLiveOrigin(origin: string, publicHost: string): boolean {
  try {
    return parseLiveHost(new URL(origin).host, publicHost) !== null;
  } catch {
    return false;
  }
}
