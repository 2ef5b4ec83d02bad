/**
 * The links to pages of the app that a page's content holds (Link properties of kind 'page', issue 22, and a
 * Form's thank-you page, issue 24: a form may send visitors only to a page of its own app),
 * for the server's check that each names a page of the same app and for anything else that must know which
 * pages a page points at. Walks the bricks with the one tree walker.
 */
import { walkBricks } from './page-tree.ts';
import { normalizeForm } from './property-types/form.ts';
import { normalizeLink } from './property-types/link.ts';

export interface PageLinkRef {
  /** The brick holding the link; null for the template's own settings. */
  readonly brickId: string | null;
  readonly property: string;
  readonly pageId: string;
}

type Entries = Readonly<Record<string, unknown>>;

function linksIn(dataTypes: unknown, brickId: string | null, into: PageLinkRef[]): void {
  if (!dataTypes || typeof dataTypes !== 'object') return;
  for (const [property, entry] of Object.entries(dataTypes as Entries)) {
    if (!entry || typeof entry !== 'object') continue;
    const { type, value, defaultValue } = entry as {
      type?: unknown;
      value?: unknown;
      defaultValue?: unknown;
    };
    const stored = value !== undefined ? value : defaultValue;
    if (type === 'Form') {
      const form = normalizeForm(stored);
      if (form.after === 'page' && form.page !== null) into.push({ brickId, property, pageId: form.page });
      continue;
    }
    if (type !== 'Link') continue;
    const link = normalizeLink(stored);
    if (link.kind === 'page' && link.to !== '') into.push({ brickId, property, pageId: link.to });
  }
}

/** Every page link of the content, the template's first, then the bricks' in page order at any depth. */
export function pageLinksOf(content: { template?: unknown; slots?: unknown }): PageLinkRef[] {
  const links: PageLinkRef[] = [];
  const template = content.template as { dataTypes?: unknown } | undefined;
  linksIn(template?.dataTypes, null, links);
  const slots = content.slots;
  if (slots && typeof slots === 'object') {
    walkBricks(slots as Record<string, { id: string; dataTypes?: unknown }[]>, (brick) => {
      linksIn(brick.dataTypes, brick.id, links);
    });
  }
  return links;
}
