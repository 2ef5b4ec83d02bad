import { fontFaceCss, isFontUrl, siteTitle } from '@tessera/shared';

/**
 * The HTML document of a published version (docs/decisions/0021): the page's SEO fields as title, description,
 * keywords, Open Graph and canonical link, the faces of the fonts its props use (at any breakpoint), the
 * stylesheet of its values per breakpoint, the rendered bricks, and, only when the behaviour graph has nodes,
 * the graph as JSON with the one script that runs it. Everything from the page goes through `escapeHtml` (or, for the JSON, `scriptJson`): nothing in a field can open a tag.
 */

export interface LiveDocumentInput {
  /** The document's language: the site's language it is in (issue 26), else the publisher's (en-US or pt-BR). */
  lang: string;
  title: string;
  description: string;
  tags: readonly string[];
  /** The site's name (site settings, else the app's), as og:site_name. */
  siteName: string;
  /** The site name set in the site settings, after the page's own title in <title>; '' for none (0026). */
  titleSuffix?: string;
  /** Root-relative URL of the site's favicon; none: the page asks for no icon. */
  faviconUrl?: string | null;
  /** Root-relative URL of the site's default social image, used when the page's props hold no image. */
  socialImageUrl?: string | null;
  /** Absolute live address of the page (in this document's language). */
  canonicalUrl: string;
  /**
   * The page in every language of the site, the default first (issue 26): `<link rel="alternate" hreflang>` for
   * each, and x-default for the first. Empty or absent on a site of one language.
   */
  alternates?: ReadonlyArray<{ lang: string; href: string }>;
  /** The renderer's markup of the bricks. */
  body: string;
  /**
   * The renderer's stylesheet of the page's values per breakpoint (media queries; '' or absent when nothing
   * varies), after the base and the fonts in the head's one style element. Its text cannot close the element
   * (css.ts writes no value holding '<').
   */
  stylesheet?: string;
  /**
   * Every prop value of the page's bricks and template (fonts and the Open Graph image are found in them), their
   * values at each breakpoint too.
   */
  props: readonly Readonly<Record<string, unknown>>[];
  /**
   * Props of the site header and footer (decision 0026): their fonts are loaded, but their images (a logo)
   * are not the page's own, so they never stand in for the site's social image.
   */
  frameProps?: readonly Readonly<Record<string, unknown>>[];
  /** The behaviour graph, or null when it has no nodes. */
  graph: { nodes: unknown[]; connections: unknown[] } | null;
  /** Path of the behaviour script (with its content hash), used when `graph` is set. */
  behaviourScript: string;
  /** Path of the forms script (issue 24), when the page holds a form: forms work without it, better with it. */
  formsScript?: string;
}

/** The same base as the editor's frame (apps/web/frame.html), so the live page lays out as the canvas showed it. */
export const BASE_CSS =
  '*,*::before,*::after{box-sizing:border-box}html,body{margin:0;padding:0;background:#fff;font-family:Arial,sans-serif;-webkit-font-smoothing:antialiased}#root{display:flow-root}img,video{max-width:100%}';

const IMAGE_URL = /^\/media\/[0-9a-f-]{36}\/[^/?#]+\.(?:png|jpe?g|gif|webp|avif)$/i;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element: no '<', no line separators that older parsers trip on. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Top-level string values of the props, and the url of object ones (where fonts and media URLs are). */
function stringsOf(props: readonly Readonly<Record<string, unknown>>[]): string[] {
  const found: string[] = [];
  for (const entry of props) {
    for (const key in entry) {
      const value = entry[key];
      if (typeof value === 'string' && value.length < 2048) found.push(value.trim());
      // An ImageSelector's value is { url, alt }: its url counts too (the Open Graph image).
      const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : undefined;
      if (typeof url === 'string' && url.length < 2048) found.push(url.trim());
    }
  }
  return found;
}

export function liveDocument(input: LiveDocumentInput): string {
  const strings = stringsOf(input.props);
  const fontSources = [...strings, ...stringsOf(input.frameProps ?? [])];
  // isFontUrl allows '<', which could close the <style> element: such a URL is left out.
  const fonts = [...new Set(fontSources.filter((url) => isFontUrl(url) && !url.includes('<')))]
    .map(fontFaceCss)
    .join('');
  const image = strings.find((value) => IMAGE_URL.test(value)) ?? input.socialImageUrl ?? undefined;
  const origin = new URL(input.canonicalUrl).origin;
  const meta = (name: string, content: string) =>
    content ? `<meta name="${name}" content="${escapeHtml(content)}">` : '';
  const og = (property: string, content: string) =>
    content ? `<meta property="${property}" content="${escapeHtml(content)}">` : '';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(siteTitle(input.title, input.titleSuffix ?? ''))}</title>`,
    meta('description', input.description),
    meta('keywords', input.tags.join(', ')),
    `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">`,
    ...(input.alternates ?? []).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.lang)}" href="${escapeHtml(alternate.href)}">`,
    ),
    input.alternates?.[0]
      ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(input.alternates[0].href)}">`
      : '',
    // Without a favicon in the site settings, no favicon request per visit.
    `<link rel="icon" href="${escapeHtml(input.faviconUrl ?? 'data:,')}">`,
    og('og:type', 'website'),
    og('og:title', input.title),
    og('og:description', input.description),
    og('og:url', input.canonicalUrl),
    og('og:site_name', input.siteName),
    input.alternates?.length ? og('og:locale', input.lang.replace('-', '_')) : '',
    image ? og('og:image', `${origin}${image}`) : '',
    meta('twitter:card', image ? 'summary_large_image' : 'summary'),
    image ? meta('twitter:image', `${origin}${image}`) : '',
    `<style>${BASE_CSS}${fonts}${(input.stylesheet ?? '').replace(/</g, '\\3c ')}</style>`,
  ].filter(Boolean);
  const scripts =
    (input.graph
      ? `<script type="application/json" id="tessera-behaviour">${scriptJson(input.graph)}</script>` +
        `<script src="${escapeHtml(input.behaviourScript)}" defer></script>`
      : '') + (input.formsScript ? `<script src="${escapeHtml(input.formsScript)}" defer></script>` : '');
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}">
<head>
${head.join('\n')}
</head>
<body>
<div id="root">${input.body}</div>
${scripts}
</body>
</html>
`;
}
