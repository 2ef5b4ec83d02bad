import { z } from 'zod';
import { tagsSchema } from '../app.ts';
import { boundedText } from '../fields.ts';
import { LIMITS } from '../limits.ts';
import { pageUrlSchema } from '../page.ts';
import { linkContext } from '../property-types/link.ts';
import type { ResolveContext } from '../property-types/resolve.ts';
import { allLocales, localePrefix, type SiteLocales } from './site-locales.ts';

/**
 * A page's settings per language (issue 26, docs/decisions/0043). The name is the editors' own and stays one; the
 * URL, title, description and tags may differ in each of the app's other languages. A field left out reads as
 * the default language's, so an untranslated page is still served in every language, at the default's slug
 * under the language's prefix.
 */
export interface PageTranslation {
  readonly url?: string;
  readonly title?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
}

/** What `pages.locales` holds: the translation of each language that has one. */
export type PageTranslations = Readonly<Record<string, PageTranslation>>;

/** The fields a page translation may set, in the order forms show them. */
export const PAGE_TRANSLATION_FIELDS = ['url', 'title', 'description', 'tags'] as const;

// Null or absent: as the default language (the GraphQL fields are nullable). Set: checked as the page's own.
const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => (value === null ? undefined : value));

/** updatePageTranslation's translation: every field optional, each checked as the page's own setting. */
export const pageTranslationInputSchema = z.object(
  {
    url: optional(pageUrlSchema),
    title: optional(boundedText('title', LIMITS.page.title)),
    description: optional(boundedText('description', LIMITS.page.description)),
    tags: optional(tagsSchema),
  },
  { error: 'translation must be an object of url, title, description and tags' },
);

/** The stored translations of a page, as a plain map; {} when there are none or they are damaged. */
export function pageTranslationsOf(stored: unknown): PageTranslations {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return stored as PageTranslations;
}

/** The translation with only the fields it sets: {} when it sets none. */
export function compactTranslation(translation: PageTranslation): PageTranslation {
  const out: Record<string, unknown> = {};
  for (const field of PAGE_TRANSLATION_FIELDS)
    if (translation[field] !== undefined) out[field] = translation[field];
  return out;
}

/** The page's translations with `locale`'s replaced (or removed, when it sets nothing). */
export function withPageTranslation(
  stored: unknown,
  locale: string,
  translation: PageTranslation,
): PageTranslations {
  const { [locale]: _before, ...rest } = pageTranslationsOf(stored);
  const compact = compactTranslation(translation);
  return Object.keys(compact).length === 0 ? rest : { ...rest, [locale]: compact };
}

export interface PageSettingsLike {
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly locales?: unknown;
}

/**
 * The page's settings as they read in `locale` (null or the default: its own): each field its translation, else
 * the default's.
 */
export function pageSettingsIn(
  page: PageSettingsLike,
  locale: string | null,
): { url: string; title: string; description: string; tags: readonly string[] } {
  const own = { url: page.url, title: page.title, description: page.description, tags: page.tags };
  if (locale === null) return own;
  const translation = pageTranslationsOf(page.locales)[locale];
  if (!translation) return own;
  return {
    url: translation.url ?? own.url,
    title: translation.title ?? own.title,
    description: translation.description ?? own.description,
    tags: translation.tags ?? own.tags,
  };
}

/** The page's URL in `locale` (without the language's prefix): its translation, else the default's. */
export function urlIn(page: Pick<PageSettingsLike, 'url' | 'locales'>, locale: string | null): string {
  if (locale === null) return page.url;
  return pageTranslationsOf(page.locales)[locale]?.url ?? page.url;
}

/**
 * The path a page is served at in `locale`: its URL in that language under the language's prefix
 * (`/pt-br/sobre`, the root `/pt-br`); the default language's at the URL itself.
 */
export function livePathIn(
  page: Pick<PageSettingsLike, 'url' | 'locales'>,
  locales: SiteLocales,
  locale: string,
): string {
  if (locale === locales.default) return page.url;
  return prefixedPath(locale, urlIn(page, locale));
}

/** A page URL in one of the site's other languages as served: under the language's prefix (`/pt-br/sobre`). */
export function prefixedPath(locale: string, url: string): string {
  return `/${localePrefix(locale)}${url === '/' ? '' : url}`;
}

/** The app's language whose prefix begins `path`, and the page URL after it; the default's when none does. */
export function splitLivePath(locales: SiteLocales, path: string): { locale: string; url: string } {
  if (locales.others.length > 0) {
    const end = path.indexOf('/', 1);
    const segment = end === -1 ? path.slice(1) : path.slice(1, end);
    const locale = locales.others.find((tag) => localePrefix(tag) === segment);
    if (locale) return { locale, url: end === -1 ? '/' : path.slice(end) };
  }
  return { locale: locales.default, url: path };
}

/**
 * Why `url` cannot be a page's address in an app with these languages: it begins with one of their prefixes
 * (`/pt-br` or `/pt-br/…` is where the Portuguese pages are). Null when it can.
 */
export function addressPrefixProblem(url: string, locales: SiteLocales): string | null {
  for (const tag of locales.others) {
    const prefix = `/${localePrefix(tag)}`;
    if (url === prefix || url.startsWith(`${prefix}/`))
      return `the address ${url} is where the site's ${tag} pages are: choose another URL`;
  }
  return null;
}

export interface PageAddresses extends Pick<PageSettingsLike, 'url' | 'locales'> {
  readonly id: string;
}

/**
 * The first place where two of the app's pages would answer one address: the language and the URL, or null.
 * Each language's URLs are the pages' translated URLs, else their default ones (an untranslated page is served
 * at its default URL under the prefix), so a translated slug may not take another page's untranslated one. The
 * default language's URLs are the unique index's business.
 */
export function addressClash(
  pages: readonly PageAddresses[],
  locales: SiteLocales,
): { locale: string; url: string; pageIds: [string, string] } | null {
  for (const locale of locales.others) {
    const seen = new Map<string, string>();
    for (const page of pages) {
      const url = urlIn(page, locale);
      const other = seen.get(url);
      if (other !== undefined) return { locale, url, pageIds: [other, page.id] };
      seen.set(url, page.id);
    }
  }
  return null;
}

/** A language's name in that language ('Português (Brasil)'), for the language switcher; the tag without Intl. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}

/** A page as links and the language switcher see it: its id, name and addresses. */
export interface LocalizedPage extends PageAddresses {
  readonly name: string;
}

/**
 * What a page's props are resolved against in `locale` (the one resolver's context): the app's pages at their
 * addresses in that language (Link hrefs, the navigation's list), the language (null for the default: base
 * texts), and, for the page `pageId`, where it is in every language (the language switcher).
 */
export function localizedContext(
  pages: readonly LocalizedPage[],
  locales: SiteLocales,
  locale: string,
  pageId: string | null = null,
): ResolveContext {
  const links = linkContext(
    pages.map((page) => ({ id: page.id, name: page.name, url: livePathIn(page, locales, locale) })),
  );
  const page = pageId === null ? undefined : pages.find((candidate) => candidate.id === pageId);
  const languages =
    page && locales.others.length > 0
      ? allLocales(locales).map((tag) => ({
          locale: tag,
          name: languageName(tag),
          href: livePathIn(page, locales, tag),
          current: tag === locale,
        }))
      : [];
  return { ...links, languages, locale: locale === locales.default ? null : locale };
}
