import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  EMBED_FRAME_ORIGINS,
  FORM_ACTION_PREFIX,
  FORM_SENT_PARAM,
  localePrefix,
  negotiatedLocale,
  parseLiveHost,
} from '@tessera/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type ConsoleLocale, preferredLocale } from '../../lib/locale.ts';
import { sentPage, stampFormTokens } from '../forms/live/served-page.ts';
import { liveScript, liveScriptOf } from './live-scripts.ts';
import type { LiveUrl } from './live-url.ts';
import { notFoundPage } from './not-found.ts';
import { createRootLanguages, headerText, isEntry } from './root-languages.ts';
import { createSiteReads, type Site, sitemapXml } from './site-reads.ts';

/**
 * Live sites (issue 10, docs/decisions/0021): every request whose Host is `{org}--{app}.$PUBLIC_HOST` is answered
 * here, before the console, the API or the session are reached, so a live host never sees a console cookie
 * honoured, an API answer or the console's files.
 *
 * What a path maps to is looked up once and kept in memory (`cache`), with its body, its gzip and its headers:
 * a published page is then served like a static file. An entry lives until the app's live pages change on this
 * process (publish, rollback: `invalidate`) and at most CACHE_TTL_MS, so a change made through another process
 * (or a deleted page, app or renamed alias) shows within that time.
 */

/** How long an answer is kept without asking the database again. */
export const CACHE_TTL_MS = 1000;
/** Entries kept at most (oldest first out); each is one path of one site. */
const CACHE_MAX_ENTRIES = 10_000;
/** Longer request targets are refused with 414 before anything is looked up. */
export const MAX_LIVE_URL_LENGTH = 2048;
/** Bodies smaller than this are sent as they are (gzip would not pay off). */
const GZIP_MIN_BYTES = 1024;

/** A request target carrying `sent=` in its query: a form's success page, never served from the cache. */
const SENT_QUERY = new RegExp(`[?&]${FORM_SENT_PARAM}=`);
/** The forms script's request for a form's challenge (forms/live/challenge-route.ts). */
const FORM_CHALLENGE = new RegExp(`^${FORM_ACTION_PREFIX}[^/?#]+/[^/?#]+/challenge(?:\\?|$)`);
const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
/** What follows `/media/{app id}/` in a media file's path (the media route's `:file`). */
const MEDIA_FILE = /^[A-Za-z0-9._-]+$/;

/**
 * Live pages run no author code in the browser: only our own script, from this host. Styles are inline (the
 * components' own), images, video and fonts may come from anywhere, and only the allow-listed video and map
 * sites may be framed: the Video component's players and the Embed component's (EMBED_FRAME_ORIGINS).
 */
export const FRAME_ORIGINS = [
  ...new Set([
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    ...EMBED_FRAME_ORIGINS,
  ]),
];

const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  'img-src * data: blob:',
  'media-src * data: blob:',
  'font-src * data:',
  `frame-src ${FRAME_ORIGINS.join(' ')}`,
  // The page's own host only (crawlers' tools read robots.txt from inside the page); never the console's.
  "connect-src 'self'",
  // Forms post to the live host itself (issue 24); a redirect after a post stays there too (the thank-you page).
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': PAGE_CSP,
};

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer | null;
  etag: string | null;
  expires: number;
  /** The headers as writeHead's flat list, with the body's length (and encoding), made on first use. */
  plainHead?: string[];
  gzipHead?: string[];
}

function flatHead(found: Answer, gzip: boolean): string[] {
  const head: string[] = [];
  for (const name in found.headers) head.push(name, found.headers[name]!);
  if (gzip) head.push('content-encoding', 'gzip');
  head.push('content-length', String((gzip ? found.gzip! : found.body).length));
  return head;
}

function answer(
  status: number,
  contentType: string,
  text: string | Buffer,
  options: { etag?: string | null; cacheControl?: string; extra?: Record<string, string> } = {},
): Answer {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  const gzip = body.length >= GZIP_MIN_BYTES ? gzipSync(body, { level: 6 }) : null;
  const headers: Record<string, string> = {
    ...COMMON_HEADERS,
    'content-type': contentType,
    'cache-control': options.cacheControl ?? 'public, max-age=0, must-revalidate',
    vary: 'Accept-Encoding',
    ...(options.etag ? { etag: options.etag } : {}),
    ...options.extra,
  };
  return { status, headers, body, gzip, etag: options.etag ?? null, expires: Date.now() + CACHE_TTL_MS };
}

/** The request target's path, percent-decoded; null when it does not decode. */
function decodedPath(target: string): string | null {
  const query = target.indexOf('?');
  try {
    return decodeURIComponent(query === -1 ? target : target.slice(0, query));
  } catch {
    return null;
  }
}

/** One cached answer per site, path and language (404 pages are worded in the visitor's language). */
function cacheKey(host: { orgAlias: string; appAlias: string }, path: string, locale: ConsoleLocale): string {
  return `${host.orgAlias}--${host.appAlias}\n${path}\n${locale}`;
}

export function createLiveSite(deps: { db: Db; liveUrl: LiveUrl; formTokenKey: () => Promise<Buffer> }) {
  const { db, liveUrl } = deps;
  const cache = new Map<string, Answer & { appId: string | null }>();

  const roots = createRootLanguages();

  const { siteOf, pageAt, liveUrls, anyLive } = createSiteReads(db);

  /**
   * The root of a site with several languages, for a visitor arriving from elsewhere (no Referer of this host)
   * whose browser prefers another of its published languages: a 302 to that language's root, never cached by
   * anyone else (Vary: Accept-Language). A visitor moving within the site (the language switcher's link to `/`)
   * gets the default language: the choice they made is not undone (docs/decisions/0043).
   */
  async function rootAnswer(site: Site, preferred: string): Promise<Answer | null> {
    if (preferred === site.locales.default) return null;
    const target = `/${localePrefix(preferred)}`;
    if (!(await pageAt(site, target))) return null;
    return answer(302, 'text/plain; charset=utf-8', '', {
      cacheControl: 'private, no-cache',
      extra: { location: target, vary: 'Accept-Encoding, Accept-Language' },
    });
  }

  function missing(locale: ConsoleLocale, kind: 'site' | 'page' | 'unpublished'): Answer {
    return answer(404, 'text/html; charset=utf-8', notFoundPage(locale, kind), {
      cacheControl: 'no-cache',
      extra: { 'x-robots-tag': 'noindex' },
    });
  }

  /** The answer for a path of a site, from the database. */
  async function lookup(site: Site, path: string, locale: ConsoleLocale): Promise<Answer> {
    if (path === '/robots.txt') {
      const sitemap = liveUrl(site.orgAlias, site.appAlias, '/sitemap.xml');
      return answer(200, 'text/plain; charset=utf-8', `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
    }
    if (path === '/sitemap.xml') {
      // Two live pages can hold one URL (a page moved away and not republished, another published there): the
      // visitor gets the newest (pageAt), and the sitemap names the URL once, with that publish's date.
      const xml = sitemapXml(await liveUrls(site), (url) => liveUrl(site.orgAlias, site.appAlias, url));
      return answer(200, 'application/xml; charset=utf-8', xml);
    }
    const page = await pageAt(site, path);
    if (page && page.forms.length > 0) {
      const html = stampFormTokens(page.html, await deps.formTokenKey(), site.appId);
      return answer(200, 'text/html; charset=utf-8', html, { etag: `W/${page.etag}` });
    }
    if (page) return answer(200, 'text/html; charset=utf-8', page.html, { etag: page.etag });
    return missing(locale, (await anyLive(site.appId)) ? 'page' : 'unpublished');
  }

  /**
   * One lookup per key at a time: when a cached answer expires under load, the requests that miss it together
   * wait for the one read of the database instead of each making their own (bench/live: with tens of
   * connections, those reads every second were a tenth of a page's throughput, more for a translated page).
   */
  const reading = new Map<string, Promise<Answer>>();
  function lookupOnce(key: string, site: Site, path: string, locale: ConsoleLocale): Promise<Answer> {
    let read = reading.get(key);
    if (!read) {
      read = lookup(site, path, locale).finally(() => reading.delete(key));
      reading.set(key, read);
    }
    return read;
  }

  function send(request: FastifyRequest, reply: FastifyReply, found: Answer) {
    reply.hijack();
    write(request.raw, reply.raw, found);
  }

  /** Writes an answer straight to the socket, as a static file server would: no serialisation or hooks. */
  function write(request: IncomingMessage, response: ServerResponse, found: Answer) {
    const ifNoneMatch = request.headers['if-none-match'];
    if (
      found.etag !== null &&
      typeof ifNoneMatch === 'string' &&
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === found.etag)
    ) {
      response.writeHead(304, found.headers);
      response.end();
      return;
    }
    const encodings = request.headers['accept-encoding'];
    const gzip = found.gzip !== null && typeof encodings === 'string' && /\bgzip\b/.test(encodings);
    // The flat header list is made once per answer: writing it is most of what a cached page costs.
    if (gzip && !found.gzipHead) found.gzipHead = flatHead(found, true);
    if (!gzip && !found.plainHead) found.plainHead = flatHead(found, false);
    const head = (gzip ? found.gzipHead : found.plainHead)!;
    response.writeHead(found.status, head);
    response.end(request.method === 'HEAD' ? undefined : gzip ? found.gzip! : found.body);
  }

  function cached(key: string, appId: string | null, value: Answer) {
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { ...value, appId });
  }

  return {
    siteOf,
    /** An answer with the live pages' headers (CSP and the rest), never cached. */
    respond(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      contentType: string,
      body: string,
      extra?: Record<string, string>,
    ) {
      send(request, reply, answer(status, contentType, body, { cacheControl: 'no-store', extra }));
    },
    /** The live site's 404 page, in the visitor's language. */
    notFound(request: FastifyRequest, reply: FastifyReply) {
      send(request, reply, missing(preferredLocale(request.headers['accept-language']), 'page'));
    },
    /** Forgets every answer of the app: its live pages changed. */
    invalidate(appId: string) {
      for (const [key, entry] of cache) if (entry.appId === appId || entry.appId === null) cache.delete(key);
    },

    /**
     * The fast path, called by the HTTP server before Fastify sees the request: a GET or HEAD of a live host whose
     * answer is cached and fresh is written at once, without routing, hooks or a request logger (bench/live:
     * Fastify's per-request work was most of a cached page's cost). Anything else returns false and goes through
     * Fastify, whose hook below computes the same key and fills the cache.
     */
    serveCached(request: IncomingMessage, response: ServerResponse, publicHost: string): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const target = request.url ?? '/';
      if (SENT_QUERY.test(target)) return false;
      if (target.length > MAX_LIVE_URL_LENGTH) return false;
      const host = parseLiveHost(request.headers.host ?? '', publicHost);
      if (!host) return false;
      const path = decodedPath(target);
      if (path === null) return false;
      const languages = request.headers['accept-language'];
      const key = cacheKey(host, path, languages ? preferredLocale(languages) : 'en-US');
      const hit = cache.get(path === '/' ? roots.key(key, host, request.headers, publicHost) : key);
      if (!hit || hit.expires <= Date.now()) return false;
      write(request, response, hit);
      return true;
    },

    /**
     * A request target Fastify's router cannot decode (`/%zz`): on a live host, the live site's own plain 400
     * (its headers, nothing echoed); false for any other host, whose answer stays Fastify's.
     */
    badTarget(request: IncomingMessage, response: ServerResponse, publicHost: string): boolean {
      if (!parseLiveHost(request.headers.host ?? '', publicHost)) return false;
      write(
        request,
        response,
        answer(400, 'text/plain; charset=utf-8', 'Bad Request\n', { cacheControl: 'no-store' }),
      );
      return true;
    },

    register(app: FastifyInstance, publicHost: string) {
      app.addHook('onRequest', async (request, reply) => {
        const host = parseLiveHost(request.host ?? '', publicHost);
        if (!host) return;
        const locale = preferredLocale(request.headers['accept-language']);
        const plain = (status: number, message: string, extra?: Record<string, string>) =>
          send(
            request,
            reply,
            answer(status, 'text/plain; charset=utf-8', message, { cacheControl: 'no-store', extra }),
          );
        // A visitor's form submission, or the forms script asking for its challenge: the forms routes answer them
        // (they check the host again).
        if (request.method === 'POST' && request.url.startsWith(FORM_ACTION_PREFIX)) return;
        if (request.method === 'GET' && FORM_CHALLENGE.test(request.url)) return;
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return plain(405, 'Method Not Allowed\n', { allow: 'GET, HEAD' });
        }
        const target = request.url;
        if (target.length > MAX_LIVE_URL_LENGTH) return plain(414, 'URI Too Long\n');
        const [rawPath = '/', query] = target.split(/\?(.*)/s, 2);
        const path = decodedPath(target);
        if (path === null) return plain(400, 'Bad Request\n');
        // The live page's own scripts: whatever their hash (an older page may name an older build), today's.
        const scriptName = liveScriptOf(path);
        if (scriptName) {
          const script = await liveScript(scriptName);
          const current = path === script.path;
          const found = answer(200, 'text/javascript; charset=utf-8', script.code, {
            etag: `"${script.hash}"`,
            cacheControl: current ? 'public, max-age=31536000, immutable' : 'no-cache',
          });
          found.gzip = script.gzip;
          return send(request, reply, found);
        }
        let key =
          path === '/'
            ? roots.key(cacheKey(host, path, locale), host, request.headers, publicHost)
            : cacheKey(host, path, locale);
        const hit = cache.get(key);
        if (hit && hit.expires > Date.now()) return send(request, reply, hit);
        const site = await siteOf(host.orgAlias, host.appAlias);
        if (!site) {
          const found = missing(locale, 'site');
          cached(key, null, found);
          return send(request, reply, found);
        }
        // Media of this app only: handed on to the media route, which serves it as on the console's host.
        if (rawPath.startsWith('/media/')) {
          if (rawPath.startsWith(`/media/${site.appId}/`) && MEDIA_FILE.test(rawPath.slice(44))) return;
          return send(request, reply, missing(locale, 'page'));
        }
        // A form sent without JavaScript comes back here: the page with the form replaced by its message, uncached.
        const page = SENT_QUERY.test(target) && PAGE_PATH.test(path) ? await pageAt(site, path) : null;
        const sent = page ? sentPage(page, query) : null;
        if (sent !== null) {
          const headers = { cacheControl: 'no-store', extra: { 'x-robots-tag': 'noindex' } };
          return send(request, reply, answer(200, 'text/html; charset=utf-8', sent, headers));
        }
        const languagesAtRoot = path === '/' && site.locales.others.length > 0;
        if (languagesAtRoot) {
          roots.add(host);
          key = roots.key(cacheKey(host, path, locale), host, request.headers, publicHost);
          const redirect = isEntry(request.headers, host, publicHost)
            ? await rootAnswer(
                site,
                negotiatedLocale(headerText(request.headers['accept-language']), site.locales),
              )
            : null;
          if (redirect) {
            cached(key, site.appId, redirect);
            return send(request, reply, redirect);
          }
        }
        let found: Answer;
        if (path === '/robots.txt' || path === '/sitemap.xml' || PAGE_PATH.test(path)) {
          found = await lookupOnce(key, site, path, locale);
        } else {
          // A trailing slash or capitals: the page's own address, when that is one (the query kept).
          const canonical = path.toLowerCase().replace(/\/+$/, '') || '/';
          if (canonical !== path && PAGE_PATH.test(canonical)) {
            const location = query === undefined ? canonical : `${canonical}?${query}`;
            return plain(301, '', { location, 'cache-control': 'public, max-age=300' });
          }
          found = missing(locale, 'page');
        }
        // The root of a site of several languages answers by the visitor's languages: no shared cache may keep it.
        if (languagesAtRoot)
          found = { ...found, headers: { ...found.headers, vary: 'Accept-Encoding, Accept-Language' } };
        cached(key, site.appId, found);
        return send(request, reply, found);
      });
    },
  };
}

export type LiveSite = ReturnType<typeof createLiveSite>;
