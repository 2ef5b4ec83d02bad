import { FontFaces } from '@tessera/runtime';

let faces: FontFaces | null = null;

/**
 * Uploaded fonts in the console itself (the manager's samples, the FontSelector's options): the runtime's
 * declarer on the console document, family fontFamilyOfUrl(url) as on the canvas.
 */
export function ensureFontFaces(urls: Iterable<string>): void {
  faces ??= new FontFaces(document);
  faces.ensureUrls(urls);
}
