import type { IncomingHttpHeaders } from 'node:http';
import { parseLiveHost } from '@tessera/shared';

/**
 * The root of a site of several languages answers by the visitor's languages (docs/decisions/0043): these are
 * the request's parts that decide it, and the live cache's key for it.
 */

type Host = { orgAlias: string; appAlias: string };

const hostKey = (host: Host) => `${host.orgAlias}--${host.appAlias}`;

/** A header's text; the first of a repeated one. */
export function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a request comes from outside the site: no Referer, or one of another host. Hosts are compared as the
 * site they name (parseLiveHost), so a port or a proxy's rewriting of Host does not matter.
 */
export function isEntry(headers: IncomingHttpHeaders, host: Host, publicHost: string): boolean {
  const referer = headerText(headers.referer);
  const from = referer?.match(/^https?:\/\/([^/?#]+)/i)?.[1];
  const site = from ? parseLiveHost(from.toLowerCase(), publicHost) : null;
  return !site || hostKey(site) !== hostKey(host);
}

/** The longest Accept-Language read: negotiatedLocale reads as much. */
const LANGUAGES_MAX = 1000;

/** The hosts of sites with several languages seen by this process, and their roots' cache keys. */
export function createRootLanguages() {
  const multilingual = new Set<string>();
  return {
    add(host: Host): void {
      multilingual.add(hostKey(host));
    },
    /**
     * The cache key of a root: on a site with several languages the answer depends on the visitor's languages and
     * on whether they arrive from elsewhere, so both are part of it; `key` as it is on any other site.
     */
    key(key: string, host: Host, headers: IncomingHttpHeaders, publicHost: string): string {
      if (!multilingual.has(hostKey(host))) return key;
      const entry = isEntry(headers, host, publicHost) ? 'entry' : 'within';
      return `${key}\n${entry}\n${(headerText(headers['accept-language']) ?? '').slice(0, LANGUAGES_MAX)}`;
    },
  };
}
