import { liveHost } from '@tessera/shared';

/** Builds live addresses: `{protocol}//{org}--{app}.{publicHost}{:port}{pageUrl}`. */
export type LiveUrl = (orgAlias: string, appAlias: string, pageUrl?: string) => string;

/**
 * Live sites are served by this same process, so they share the console's scheme and port (taken from
 * CONSOLE_ORIGIN, http://localhost:$PORT by default) on the host `{org}--{app}.$PUBLIC_HOST`.
 */
export function liveUrlBuilder(consoleOrigin: string, publicHost: string): LiveUrl {
  let protocol = 'http:';
  let port = '';
  try {
    const origin = new URL(consoleOrigin);
    protocol = origin.protocol;
    port = origin.port ? `:${origin.port}` : '';
  } catch {
    // An unparsable CONSOLE_ORIGIN keeps the defaults: http, no port.
  }
  return (orgAlias, appAlias, pageUrl = '/') =>
    `${protocol}//${liveHost(orgAlias, appAlias, publicHost)}${port}${pageUrl}`;
}
