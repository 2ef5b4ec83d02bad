import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Rich text of collection items (docs/decisions/0046) is sanitised when it is written: DOMPurify on a jsdom window
 * (as SVG uploads, media/svg.ts), with a short list of elements and links only to http(s), mailto:, tel:, a path
 * of the site or an anchor; every link gets rel="noopener noreferrer". Scripts, event handlers, styles, frames,
 * SVG and javascript:/data: links go. The live pages sanitise again when they render.
 */

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'code',
  'blockquote',
  'ul',
  'ol',
  'li',
  'br',
  'hr',
  'a',
];

/** http(s), mailto:, tel:, a site path (not `//host`, another site) or an anchor. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

let purify: DOMPurify | null = null;

/** One jsdom window and DOMPurify for rich text, made on first use, with its own link hook. */
function purifier(): DOMPurify {
  if (purify) return purify;
  const { window } = new JSDOM('');
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_LINK.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purify = instance;
  return instance;
}

/** The rich text as stored: only the allowed elements, links with an allowed target, no attribute besides. */
export function sanitizeRichText(html: string): string {
  return purifier()
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: ['href'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOWED_URI_REGEXP: SAFE_LINK,
    })
    .toString();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of (sanitised) rich text for the search: tags become spaces, entities their characters. */
export function richTextWords(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (_whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? ' ';
  });
}
