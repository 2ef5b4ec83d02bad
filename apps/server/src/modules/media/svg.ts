import { SVG_LIMITS } from '@tessera/shared';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * SVG uploads: an SVG document is accepted only as an SVG document (its root element is <svg>) within
 * SVG_LIMITS, and what is stored is DOMPurify's output with the SVG profile on a jsdom window, plus this
 * file's reference policy:
 * - no script, no event handler, no foreignObject, no animate/set (they can rewrite an href), no embedded
 *   HTML: DOMPurify's SVG profile;
 * - href and xlink:href only to a fragment of the document itself ('#id'), or an embedded raster image
 *   (data:image/png, jpeg, gif, webp) on elements other than <use>; anything else (http:, javascript:, another
 *   file) is removed, so a stored SVG never loads or links to anything;
 * - the same for url(…) in attributes and styles; a style with @import or a CSS escape is removed.
 * It is serialised as XML, so it stays a well-formed SVG document. The file is then served with a CSP that
 * forbids script anyway (routes.ts): sanitising is what makes it safe wherever else it ends up.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|jpg|gif|webp)[;,]/i;
const URL_REFERENCE = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

let instance: { purify: DOMPurify; window: JSDOM['window'] } | null = null;

/** One jsdom window and DOMPurify for the process, made on the first SVG (about 40 ms). */
function purifier() {
  if (!instance) {
    const { window } = new JSDOM('');
    instance = { purify: createDOMPurify(window), window };
  }
  return instance;
}

function isSvgRoot(element: Element | null | undefined): element is Element {
  return element?.localName === 'svg' && element.namespaceURI === SVG_NS;
}

function isAllowedReference(value: string, element: string): boolean {
  const target = value.trim();
  if (target.startsWith('#')) return true;
  return element !== 'use' && RASTER_DATA_URL.test(target);
}

/** CSS without escapes or @import whose every url(…) is allowed. */
function isSafeCss(css: string): boolean {
  if (css.includes('\\') || /@import/i.test(css)) return false;
  for (const match of css.matchAll(URL_REFERENCE)) {
    if (!isAllowedReference(match[2] ?? '', 'style')) return false;
  }
  // url( that the pattern above could not read (unbalanced quotes, nesting): refuse rather than guess.
  const urls = css.match(/url\s*\(/gi)?.length ?? 0;
  return urls === [...css.matchAll(URL_REFERENCE)].length;
}

/** Applies the reference policy to the sanitised tree, in place. */
function removeReferences(root: Element): void {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const name = element.localName.toLowerCase();
    if (name === 'style') {
      if (!isSafeCss(element.textContent ?? '')) element.remove();
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const value = attribute.value;
      const unsafe =
        attribute.localName === 'href'
          ? !isAllowedReference(value, name)
          : (attribute.localName === 'style' || /url\s*\(/i.test(value)) && !isSafeCss(value);
      if (unsafe) element.removeAttributeNode(attribute);
    }
  }
}

export type SvgResult = { ok: true; svg: Uint8Array } | { ok: false; reason: 'notSvg' | 'tooLarge' };

/** Checks and sanitises an uploaded SVG (whole, in memory: at most SVG_LIMITS.maxBytes). */
export function sanitizeSvg(bytes: Uint8Array): SvgResult {
  if (bytes.byteLength > SVG_LIMITS.maxBytes) return { ok: false, reason: 'tooLarge' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'notSvg' };
  }
  if (text.includes('\0')) return { ok: false, reason: 'notSvg' };
  // Parsing costs grow with the number of elements, not bytes: bound the opening tags before parsing.
  const elements = text.match(/<[A-Za-z]/g)?.length ?? 0;
  if (elements > SVG_LIMITS.maxElements) return { ok: false, reason: 'tooLarge' };

  const { purify, window } = purifier();
  // Parsed as XML, like a browser reads an .svg file: well-formed, one root, entities of a doctype not expanded.
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const parsed = document.documentElement;
  if (!isSvgRoot(parsed) || document.getElementsByTagName('parsererror').length > 0) {
    return { ok: false, reason: 'notSvg' };
  }
  // An HTML document takes no CDATA section nor processing instruction: text stays text, instructions go.
  const walker = document.createTreeWalker(parsed, 0x8 | 0x40 /* CDATA_SECTION | PROCESSING_INSTRUCTION */);
  const foreign: Node[] = [];
  while (walker.nextNode()) foreign.push(walker.currentNode);
  for (const node of foreign) {
    if (node.nodeType === 4)
      node.parentNode?.replaceChild(document.createTextNode(node.nodeValue ?? ''), node);
    else node.parentNode?.removeChild(node);
  }
  // Given a node, DOMPurify imports it into an HTML body and compares names without case (viewBox, clipPath).
  const body = purify.sanitize(parsed, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is how icons reuse their own shapes; removeReferences keeps it to '#fragment' references.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'script', 'animate', 'set'],
    RETURN_DOM: true,
  }) as Element;
  const roots = [...body.children];
  const root = roots[0];
  if (roots.length !== 1 || !isSvgRoot(root)) return { ok: false, reason: 'notSvg' };
  removeReferences(root);
  const xml = new window.XMLSerializer().serializeToString(root);
  return { ok: true, svg: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`, 'utf8') };
}
