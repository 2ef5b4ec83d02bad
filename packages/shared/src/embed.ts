/**
 * The embeds a page may hold (the starter kit's Embed, issue 22): a STRICT allow-list of video and map
 * sites. A link is turned into the site's own embed address; anything else is refused (null). The live
 * pages' Content-Security-Policy allows exactly EMBED_FRAME_ORIGINS in frame-src, so the list and the
 * policy cannot drift apart.
 */

export type EmbedProvider = 'youtube' | 'vimeo' | 'google-maps' | 'openstreetmap';

export interface EmbedTarget {
  provider: EmbedProvider;
  /** The address the iframe loads (https, on one of EMBED_FRAME_ORIGINS). */
  src: string;
}

/** Origins the embed addresses use: the live pages' frame-src. */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.google.com',
  'https://www.openstreetmap.org',
] as const;

/** Longest link read; longer input is refused rather than parsed. */
const MAX_EMBED_URL = 2048;

/** The src of a pasted `<iframe … src="…">` snippet, or the text itself. */
function linkIn(text: string): string {
  const snippet = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(text);
  return (snippet?.[1] ?? text).trim().replace(/&amp;/g, '&');
}

/** A link split into its parts; no URL class, since the live renderer's bare V8 context has none. */
interface Link {
  host: string;
  path: string;
  /** The query with its `?`, or ''. Only URL-safe characters. */
  query: string;
}

const LINK =
  /^https?:\/\/([a-z0-9.-]+)(?::443)?(\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?(\?[A-Za-z0-9._~!$&()*+,;=:@%/?-]*)?(?:#.*)?$/i;

function parsed(text: string): Link | null {
  const match = LINK.exec(text);
  if (!match) return null;
  return { host: match[1]!.toLowerCase(), path: match[2] ?? '/', query: match[3] ?? '' };
}

/** One query parameter's raw value. */
function param(link: Link, name: string): string | null {
  for (const pair of link.query.slice(1).split('&')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1);
  }
  return null;
}

const hostIs = (link: Link, ...hosts: string[]) => hosts.includes(link.host);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtube(link: Link): string | null {
  let id: string | null = null;
  if (hostIs(link, 'youtu.be')) id = link.path.slice(1).split('/')[0] ?? null;
  else if (hostIs(link, 'youtube.com', 'www.youtube.com', 'm.youtube.com', 'www.youtube-nocookie.com')) {
    if (link.path === '/watch') id = param(link, 'v');
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(link.path)?.[1] ?? null;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  // youtube-nocookie: no tracking cookies until the visitor plays the video.
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

function vimeo(link: Link): string | null {
  let id: string | undefined;
  if (hostIs(link, 'vimeo.com', 'www.vimeo.com'))
    id = /^\/(?:video\/)?(\d{1,15})(?:\/|$)/.exec(link.path)?.[1];
  else if (hostIs(link, 'player.vimeo.com')) id = /^\/video\/(\d{1,15})(?:\/|$)/.exec(link.path)?.[1];
  // dnt=1: Vimeo's player then sets no tracking cookies.
  return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
}

/** Google's own embed address (Share › Embed a map): only /maps/embed with its parameters. */
function googleMaps(link: Link): string | null {
  if (!hostIs(link, 'www.google.com', 'google.com', 'maps.google.com')) return null;
  if (link.path !== '/maps/embed' || !param(link, 'pb')) return null;
  return `https://www.google.com/maps/embed${link.query}`;
}

/** OpenStreetMap's embed (Share › HTML): /export/embed.html with its bounding box. */
function openStreetMap(link: Link): string | null {
  if (!hostIs(link, 'www.openstreetmap.org', 'openstreetmap.org')) return null;
  if (link.path !== '/export/embed.html' || !param(link, 'bbox')) return null;
  return `https://www.openstreetmap.org/export/embed.html${link.query}`;
}

/**
 * Where a link to a video or a map is embedded from, or null for any link outside the allow-list
 * (YouTube, Vimeo, Google Maps embed, OpenStreetMap embed). A pasted `<iframe>` snippet is read for its src.
 */
export function embedFor(link: unknown): EmbedTarget | null {
  if (typeof link !== 'string' || link.length > MAX_EMBED_URL) return null;
  const url = parsed(linkIn(link));
  if (!url) return null;
  const readers: Array<[EmbedProvider, (link: Link) => string | null]> = [
    ['youtube', youtube],
    ['vimeo', vimeo],
    ['google-maps', googleMaps],
    ['openstreetmap', openStreetMap],
  ];
  for (const [provider, read] of readers) {
    const src = read(url);
    if (src) return { provider, src };
  }
  return null;
}
