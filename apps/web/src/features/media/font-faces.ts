import { DEFAULT_FONT, fontFamilyOfUrl, isFontUrl } from '@tessera/shared';

/**
 * Uploaded fonts in the console itself (the manager's samples, the FontSelector's options): one @font-face
 * per URL, family fontFamilyOfUrl(url) as on the canvas, in one <style> element of the console document.
 */
export function fontFaceRule(url: string): string {
  return `@font-face{font-family:"${fontFamilyOfUrl(url)}";src:url("${url}") format("woff2");font-display:swap}`;
}

/** The CSS font-family of an uploaded font, with the default font as fallback. */
export function fontFamilyCss(url: string): string {
  return `"${fontFamilyOfUrl(url)}", ${DEFAULT_FONT}`;
}

const declared = new Set<string>();
let style: HTMLStyleElement | null = null;

/** Declares the faces of these font URLs that are not declared yet; anything not a font URL is skipped. */
export function ensureFontFaces(urls: Iterable<string>, doc: Document = document): void {
  if (style && !style.isConnected) {
    // Removed by someone else: declare everything again.
    style = null;
    declared.clear();
  }
  let rules = '';
  for (const raw of urls) {
    const url = raw.trim();
    // isFontUrl allows no quote, parenthesis or space: the URL cannot break out of the rule.
    if (declared.has(url) || !isFontUrl(url)) continue;
    declared.add(url);
    rules += fontFaceRule(url);
  }
  if (!rules) return;
  if (!style) {
    style = doc.createElement('style');
    style.dataset.tessera = 'media-fonts';
    doc.head.append(style);
  }
  style.append(doc.createTextNode(rules));
}
