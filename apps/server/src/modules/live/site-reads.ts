import { appLocales, localePrefix, type SiteLocales, splitLivePath } from '@tessera/shared';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageVersionLocales, pageVersions } from '../../db/live-schema.ts';
import { apps, orgs, pages } from '../../db/schema.ts';

/** A live site as its requests see it: the app, its host's aliases and its languages. */
export interface Site {
  appId: string;
  orgAlias: string;
  appAlias: string;
  /** The app's languages (issue 26): the others are served under their prefix. */
  locales: SiteLocales;
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The sitemap of live addresses. Two live pages can hold one URL (a page moved away and not republished, another
 * published there): the visitor gets the newest (pageAt), and the sitemap names the URL once, with that
 * publish's date.
 */
export function sitemapXml(
  rows: ReadonlyArray<{ url: string; publishedAt: Date }>,
  absolute: (url: string) => string,
): string {
  const newest = new Map<string, Date>();
  for (const row of rows) {
    const seen = newest.get(row.url);
    if (!seen || row.publishedAt > seen) newest.set(row.url, row.publishedAt);
  }
  const entries = [...newest]
    .map(
      ([url, publishedAt]) =>
        `<url><loc>${xmlEscape(absolute(url))}</loc><lastmod>${publishedAt.toISOString()}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** What live sites read from the database: the site of a host, its live pages in each language, its addresses. */
export function createSiteReads(db: Db) {
  async function siteOf(orgAlias: string, appAlias: string): Promise<Site | null> {
    const [row] = await db
      .select({ appId: apps.id, orgAlias: orgs.alias, appAlias: apps.alias, locales: apps.locales })
      .from(apps)
      .innerJoin(orgs, eq(orgs.id, apps.orgId))
      .where(and(sql`lower(${orgs.alias}) = ${orgAlias}`, sql`lower(${apps.alias}) = ${appAlias}`))
      .limit(1);
    return row ? { ...row, locales: appLocales(row.locales) } : null;
  }

  /**
   * A live version's main document at `url` written in `locale`: the language that was the default when it was
   * published (`page_versions.locale`; a version published before languages is the current default's).
   */
  async function livePage(appId: string, url: string, locale: string, isDefault: boolean) {
    const written = isDefault
      ? or(isNull(pageVersions.locale), eq(pageVersions.locale, locale))
      : eq(pageVersions.locale, locale);
    const [row] = await db
      .select({ html: pageVersions.html, etag: pageVersions.etag, forms: pageVersions.forms })
      .from(pages)
      .innerJoin(pageVersions, eq(pageVersions.id, pages.liveVersionId))
      .where(and(eq(pages.appId, appId), eq(pageVersions.url, url), written))
      .orderBy(desc(pageVersions.publishedAt))
      .limit(1);
    return row ?? null;
  }

  /** A live page's document in one of the site's other languages, by its URL in that language. */
  async function liveTranslatedPage(appId: string, locale: string, url: string) {
    const [row] = await db
      .select({
        html: pageVersionLocales.html,
        etag: pageVersionLocales.etag,
        forms: pageVersionLocales.forms,
      })
      .from(pageVersionLocales)
      .innerJoin(pages, eq(pages.liveVersionId, pageVersionLocales.versionId))
      .innerJoin(pageVersions, eq(pageVersions.id, pageVersionLocales.versionId))
      .where(
        and(
          eq(pageVersionLocales.appId, appId),
          eq(pageVersionLocales.locale, locale),
          eq(pageVersionLocales.url, url),
        ),
      )
      .orderBy(desc(pageVersions.publishedAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * The live page at `path`, in the language its prefix names (the default's without one). Documents are found
   * by the language they are written in, so a change of the default language before the next publish leaves
   * every published document at its language's new address.
   */
  async function pageAt(site: Site, path: string) {
    const { locale, url } = splitLivePath(site.locales, path);
    const isDefault = locale === site.locales.default;
    const first = isDefault
      ? livePage(site.appId, url, locale, true)
      : liveTranslatedPage(site.appId, locale, url);
    return (
      (await first) ??
      (isDefault ? liveTranslatedPage(site.appId, locale, url) : livePage(site.appId, url, locale, false))
    );
  }

  /** Every live address of the site: the default language's, then each other language's under its prefix. */
  async function liveUrls(site: Site): Promise<Array<{ url: string; publishedAt: Date }>> {
    const main = await db
      .select({ url: pageVersions.url, publishedAt: pageVersions.publishedAt })
      .from(pages)
      .innerJoin(pageVersions, eq(pageVersions.id, pages.liveVersionId))
      .where(and(eq(pages.appId, site.appId), isNotNull(pages.liveVersionId)))
      .orderBy(sql`${pageVersions.url} collate "C"`);
    if (site.locales.others.length === 0) return main;
    const translated = await db
      .select({
        locale: pageVersionLocales.locale,
        url: pageVersionLocales.url,
        publishedAt: pageVersions.publishedAt,
      })
      .from(pageVersionLocales)
      .innerJoin(pages, eq(pages.liveVersionId, pageVersionLocales.versionId))
      .innerJoin(pageVersions, eq(pageVersions.id, pageVersionLocales.versionId))
      .where(
        and(
          eq(pageVersionLocales.appId, site.appId),
          inArray(pageVersionLocales.locale, [...site.locales.others]),
        ),
      )
      .orderBy(sql`${pageVersionLocales.url} collate "C"`);
    const prefixed = site.locales.others.flatMap((locale) =>
      translated
        .filter((row) => row.locale === locale)
        .map((row) => ({
          url: `/${localePrefix(locale)}${row.url === '/' ? '' : row.url}`,
          publishedAt: row.publishedAt,
        })),
    );
    return [...main, ...prefixed];
  }

  /** Whether any page of the app is live (a 404 says "not published yet" otherwise). */
  async function anyLive(appId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.appId, appId), isNotNull(pages.liveVersionId)))
      .limit(1);
    return row !== undefined;
  }

  return { siteOf, pageAt, liveUrls, anyLive };
}
