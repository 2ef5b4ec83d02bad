import { z } from 'zod';
import { isRecord, readBoolean, readString } from './values.ts';

/**
 * The Link property type (issue 22, PAGE-MODEL "Link values"): where a link goes and whether it opens in a
 * new tab. A page of the app is kept by its id, never by its URL, so the link follows the page when its URL
 * changes: the href is worked out when the page is drawn (at publish time, in the editor's canvas and
 * preview) from the app's pages as they are then (`LinkContext`). A page that no longer exists, or is not
 * the app's, gives no href: the component draws plain text rather than a broken link.
 */

export const LINK_KINDS = ['none', 'page', 'url', 'email', 'phone', 'anchor'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** A stored Link value. `to` is the page's id, the URL, the e-mail address, the phone number or the anchor. */
export interface LinkValue {
  kind: LinkKind;
  to: string;
  newTab: boolean;
}

/** What a component receives for a Link property: the value plus the attributes of its `<a>`. */
export interface ResolvedLink extends LinkValue {
  /** null when the link goes nowhere (no target, a bad one, a page that does not exist). */
  href: string | null;
  target: '_blank' | null;
  rel: string | null;
}

/** A page of the app as links see it: `url` is its path on the live site ('/', '/about'). */
export interface LinkPage {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

/** The app's pages for resolving links, in the order lists of pages show them. */
export interface LinkContext {
  readonly pages: readonly LinkPage[];
  readonly byId: ReadonlyMap<string, LinkPage>;
  /** The page drawn in each of the site's languages (issue 26), for `siteLanguages`; none: one language. */
  readonly languages?: readonly SiteLanguageLink[];
}

export function linkContext(pages: readonly LinkPage[]): LinkContext {
  return { pages, byId: new Map(pages.map((page) => [page.id, page])) };
}

/** Longest `to` kept (a URL's practical limit). */
export const LINK_MAX_CHARS = 2048;

export const LINK_DEFAULT: LinkValue = Object.freeze({ kind: 'none', to: '', newTab: false }) as LinkValue;

export const linkValueSchema = z.object({
  kind: z.enum(LINK_KINDS),
  to: z.string().max(LINK_MAX_CHARS),
  newTab: z.boolean(),
});

// No URL class: this also runs in the live renderer's isolate, which has none.
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i;
// One @, no spaces, no characters that would add mailto headers or break out of the address.
const EMAIL = /^[^\s@?&#<>"'/\\]+@[^\s@?&#<>"'/\\]+\.[^\s@?&#<>"'/\\]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{1,30}$/;
const ANCHOR = /^[A-Za-z][A-Za-z0-9_:.-]*$/;

/**
 * A string as a Link, for values stored before the type existed (a Button's link was a text: '#top',
 * 'https://…', 'mailto:…'). Anything else is a link to nowhere.
 */
function fromText(text: string): LinkValue {
  const value = text.trim();
  if (value.startsWith('#')) return { kind: 'anchor', to: value.slice(1), newTab: false };
  if (/^mailto:/i.test(value)) return { kind: 'email', to: value.slice(7), newTab: false };
  if (/^tel:/i.test(value)) return { kind: 'phone', to: value.slice(4), newTab: false };
  if (/^https?:/i.test(value)) return { kind: 'url', to: value, newTab: false };
  return { ...LINK_DEFAULT };
}

/** Repairs a stored or typed Link: unknown kinds become 'none', `to` is trimmed and cut to its limit. */
export function normalizeLink(raw: unknown): LinkValue {
  if (typeof raw === 'string') return fromText(raw);
  if (!isRecord(raw)) return { ...LINK_DEFAULT };
  const kind = (LINK_KINDS as readonly string[]).includes(raw.kind as string)
    ? (raw.kind as LinkKind)
    : 'none';
  return {
    kind,
    to: kind === 'none' ? '' : readString(raw.to, '').trim().slice(0, LINK_MAX_CHARS),
    newTab: readBoolean(raw.newTab, false),
  };
}

/** Why a link's target cannot be used, as a key of the inspector's texts; null when it can (or is empty). */
export type LinkProblem = 'url' | 'email' | 'phone' | 'anchor' | null;

export function linkProblem(value: LinkValue): LinkProblem {
  if (value.to === '' || value.kind === 'none' || value.kind === 'page') return null;
  switch (value.kind) {
    case 'url':
      return HTTP_URL.test(value.to) ? null : 'url';
    case 'email':
      return EMAIL.test(value.to) ? null : 'email';
    case 'phone':
      return PHONE.test(value.to) ? null : 'phone';
    case 'anchor':
      return ANCHOR.test(value.to.replace(/^#/, '')) ? null : 'anchor';
  }
}

/** The href of a link: null for no target, a bad one, or a page not among the context's pages. */
export function linkHref(value: LinkValue, context?: LinkContext | null): string | null {
  // An anchor without an id is the top of the page ('#', what a Button's text link defaulted to).
  if (value.kind === 'anchor' && value.to === '') return '#';
  if (value.to === '' || linkProblem(value) !== null) return null;
  switch (value.kind) {
    case 'none':
      return null;
    case 'page':
      return context?.byId.get(value.to)?.url ?? null;
    case 'url':
      return value.to;
    case 'email':
      return `mailto:${value.to}`;
    case 'phone':
      return `tel:${value.to.replace(/[ ().-]/g, '')}`;
    case 'anchor':
      return `#${value.to.replace(/^#/, '')}`;
  }
}

/** The Link as its component gets it; a link going nowhere never opens a tab. */
export function resolveLink(raw: unknown, context?: LinkContext | null): ResolvedLink {
  const value = normalizeLink(raw);
  const href = linkHref(value, context);
  const newTab = href !== null && value.newTab;
  return {
    ...value,
    href,
    target: newTab ? '_blank' : null,
    rel: newTab ? (value.kind === 'url' ? 'noopener noreferrer' : 'noopener') : null,
  };
}

/**
 * A property setting that gives its component the app's pages: a property whose entry has
 * `settings.sitePages: true` and a true value (a Switch such as the Navigation bar's "list the app's pages")
 * makes its component receive `sitePages`, one `{ id, name, href }` per page in the context's order.
 */
export const SITE_PAGES_SETTING = 'sitePages';
export const SITE_PAGES_PROP = 'sitePages';

export interface SitePageLink {
  id: string;
  name: string;
  href: string;
}

export function sitePagesOf(context: LinkContext | null | undefined): SitePageLink[] {
  return (context?.pages ?? []).map((page) => ({ id: page.id, name: page.name, href: page.url }));
}

/**
 * A property setting that gives its component the page drawn in each of the site's languages (issue 26): a
 * property whose entry has `settings.siteLanguages: true` and a true value (the Language switcher's "list the
 * site's languages") makes its component receive `siteLanguages`, one `{ locale, name, href, current }` per
 * language in the app's order (the default first), each named in its own language. Empty on a site of one
 * language.
 */
export const SITE_LANGUAGES_SETTING = 'siteLanguages';
export const SITE_LANGUAGES_PROP = 'siteLanguages';

export interface SiteLanguageLink {
  /** The BCP 47 tag (`pt-BR`), for `hreflang` and `lang`. */
  locale: string;
  /** The language's name in that language ('Português (Brasil)'). */
  name: string;
  /** The same page in that language. */
  href: string;
  /** Whether this is the language drawn. */
  current: boolean;
}

export function siteLanguagesOf(context: LinkContext | null | undefined): SiteLanguageLink[] {
  return (context?.languages ?? []).map((language) => ({ ...language }));
}
