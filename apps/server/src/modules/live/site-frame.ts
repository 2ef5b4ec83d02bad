import { type LinkContext, type LiveNode, SITE_FOOTER_KEY, SITE_HEADER_KEY } from '@tessera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, media, type PageRow, type PrefabRow, prefabs } from '../../db/schema.ts';
import { mediaUrl } from '../media/keys.ts';
import { siteSettingsOf } from '../site/site-service.ts';
import { propsOf } from './live-nodes.ts';

/** What a publish adds around a page from its app's site settings (docs/decisions/0026). */
export interface SiteFrame {
  /** Set explicitly (empty: none; og:site_name then falls back to the app's name). */
  siteName: string;
  /** Root-relative media URLs, or null. */
  faviconUrl: string | null;
  socialImageUrl: string | null;
  header: LiveNode | null;
  footer: LiveNode | null;
  /** Compiled code of the header's and footer's components, for the render and the version's modules. */
  modules: Array<{ id: string; compiledCode: string }>;
}

function nodeOf(prefab: PrefabRow | undefined, key: string, links: LinkContext | null): LiveNode | null {
  if (!prefab) return null;
  return { key, moduleId: prefab.elementId, props: propsOf(prefab.dataTypes, links) };
}

/**
 * The site frame of `page` in the app `app` of organization `orgId`: the settings' media and the header and
 * footer prefabs as the page shows them (a page may opt out of either), their links resolved against `links`.
 * A prefab whose component was deleted renders as Missing, like a brick's.
 */
export async function siteFrameOf(
  db: Db,
  app: { id: string; orgId: string },
  page: PageRow,
  links: LinkContext | null = null,
): Promise<SiteFrame> {
  const settings = await siteSettingsOf(db, app.id);
  const mediaIds = [settings.faviconMediaId, settings.socialImageMediaId].filter((id): id is string => !!id);
  const images = mediaIds.length
    ? await db
        .select({ id: media.id, key: media.key })
        .from(media)
        .where(and(eq(media.appId, app.id), inArray(media.id, mediaIds)))
    : [];
  const urlOf = (id: string | null) => {
    const found = id ? images.find((row) => row.id === id) : undefined;
    return found ? mediaUrl(found.key) : null;
  };
  const prefabIds = [
    page.showSiteHeader ? settings.headerPrefabId : null,
    page.showSiteFooter ? settings.footerPrefabId : null,
  ].filter((id): id is string => !!id);
  const rows = prefabIds.length
    ? await db
        .select()
        .from(prefabs)
        .where(and(eq(prefabs.appId, app.id), inArray(prefabs.id, prefabIds)))
    : [];
  const header = nodeOf(
    rows.find((row) => page.showSiteHeader && row.id === settings.headerPrefabId),
    SITE_HEADER_KEY,
    links,
  );
  const footer = nodeOf(
    rows.find((row) => page.showSiteFooter && row.id === settings.footerPrefabId),
    SITE_FOOTER_KEY,
    links,
  );
  const componentIds = [...new Set([header, footer].flatMap((node) => (node ? [node.moduleId] : [])))];
  const modules = componentIds.length
    ? await db
        .select({ id: components.id, compiledCode: components.compiledCode })
        .from(components)
        .where(and(eq(components.orgId, app.orgId), inArray(components.id, componentIds)))
    : [];
  return {
    siteName: settings.siteName,
    faviconUrl: urlOf(settings.faviconMediaId),
    socialImageUrl: urlOf(settings.socialImageMediaId),
    header,
    footer,
    modules,
  };
}
