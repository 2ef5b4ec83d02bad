/**
 * Uploaded fonts (issue 7): a FontSelector whose value is a font's URL renders in the family
 * fontFamilyOfUrl(url) (packages/shared media.ts); this module declares that family with an @font-face
 * rule the first time a prop carries the URL. The frame scans the props of what it renders, so every
 * component gets the face whether it styles itself with cssFor or not.
 */
import { fontFaceCss, isFontUrl } from '@tessera/shared';

/** Adds to `into` every font URL among the props' top-level string values. */
export function collectFontUrls(props: Readonly<Record<string, unknown>>, into: Set<string>): void {
  for (const key in props) {
    const value = props[key];
    if (typeof value === 'string' && value.length < 2048 && isFontUrl(value)) into.add(value.trim());
  }
}

/**
 * The declared faces of one document, in one <style> element appended to as new URLs appear: the frame's
 * (for what it renders) and the console's (the media manager's samples, the font selector's options).
 */
export class FontFaces {
  private readonly declared = new Set<string>();
  private style: HTMLStyleElement | null = null;

  constructor(private readonly doc: Document) {}

  /** Declares the faces of these props' font URLs that are not declared yet. */
  ensure(nodes: Iterable<{ readonly props: Readonly<Record<string, unknown>> }>): void {
    const urls = new Set<string>();
    for (const node of nodes) collectFontUrls(node.props, urls);
    this.ensureUrls(urls);
  }

  /** Declares the faces of these font URLs that are not declared yet; anything else is skipped. */
  ensureUrls(urls: Iterable<string>): void {
    if (this.style && !this.style.isConnected) {
      // Removed by someone else: declare everything again.
      this.style = null;
      this.declared.clear();
    }
    let rules = '';
    for (const raw of urls) {
      const url = raw.trim();
      if (this.declared.has(url) || !isFontUrl(url)) continue;
      this.declared.add(url);
      rules += fontFaceCss(url);
    }
    if (!rules) return;
    if (!this.style) {
      this.style = this.doc.createElement('style');
      this.style.dataset.tessera = 'fonts';
      this.doc.head.append(this.style);
    }
    this.style.append(this.doc.createTextNode(rules));
  }
}
