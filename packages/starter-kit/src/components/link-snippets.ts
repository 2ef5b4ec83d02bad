/**
 * What the kit's link-taking components share, inlined into each one's source (components import only 'react'
 * and 'tessera'), so that the rule for a safe address lives in one place.
 */

/** The addresses a kit component links to as typed: web, e-mail, phone, a path of the site or an anchor. */
export const SAFE_HREF = String.raw`/^(https?:|mailto:|tel:|\/|#)/i`;

/** "Label | URL" per line (navigation bar, footer); an address that is not safe becomes '#'. */
export const PARSE_LINKS = String.raw`function parseLinks(text) {
  return String(text || '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [label, url] = line.split('|').map((part) => part.trim());
      return { label, url: url && ${SAFE_HREF}.test(url) ? url : '#' };
    });
}`;
