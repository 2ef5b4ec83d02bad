import {
  type Breakpoint,
  type LinkContext,
  type LiveNode,
  type PublishedForm,
  type ResolveContext,
  SITE_FOOTER_KEY,
  SITE_FORM_PREFIX,
  SITE_HEADER_KEY,
  SLOT_NAME,
} from '@tessera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, media, type PageRow, type PrefabRow, prefabs } from '../../db/schema.ts';
import { isId } from '../../lib/ids.ts';
import { formsOf, formWrappers } from '../forms/live/publish-forms.ts';
import { mediaUrl } from '../media/keys.ts';
import { siteSettingsOf } from '../site/site-service.ts';
import { liveTreeOf, nodeOf } from './live-nodes.ts';

/** What a publish adds around a page from its app's site settings (docs/decisions/0026). */
export interface SiteFrame {
  /** Set explicitly (empty: none; og:site_name then falls back to the app's name). */
  siteName: string;
  /** Root-relative media URLs, or null. */
  faviconUrl: string | null;
  socialImageUrl: string | null;
  header: LiveNode | null;
  footer: LiveNode | null;
  /** Every node of the header and footer, their contents included (where their fonts are found). */
  nodes: LiveNode[];
  /** Compiled code of the header's and footer's components, for the render and the version's modules. */
  modules: Array<{ id: string; compiledCode: string }>;
  /** The header's and footer's forms (`site/{brickId}`), drawn as real forms posting to this page. */
  forms: PublishedForm[];
}

interface FramePart {
  node: LiveNode;
  nodes: LiveNode[];
  componentIds: Set<string>;
  forms: PublishedForm[];
}

/** Where a header or footer is drawn: the page (its forms post there), its language, the app's links. */
interface FramePlace {
  page: { id: string };
  lang: string;
  links: LinkContext | null;
  breakpoints: readonly Breakpoint[];
}

/**
 * A header or footer prefab as the renderer's node: its component with the prefab's values and, for a
 * container prefab (decision 0033), its contents as nested nodes, built like a page's bricks (liveTreeOf:
 * hidden bricks left out, links resolved).
 */
function partOf(prefab: PrefabRow | undefined, key: string, place: FramePlace): FramePart | null {
  if (!prefab) return null;
  const { links, breakpoints } = place;
  const node = nodeOf(key, prefab.elementId, prefab.dataTypes, breakpoints, links);
  const stored = (prefab.slots ?? {}) as Record<string, unknown>;
  const count = Math.max(
    0,
    ...Object.keys(stored)
      .filter((name) => SLOT_NAME.test(name))
      .map((name) => Number(name.slice('slot'.length))),
  );
  if (count === 0) return { node, nodes: [node], componentIds: new Set([prefab.elementId]), forms: [] };
  const content = { slots: stored };
  const forms = formsOf(place.page, content, place.lang, links, breakpoints, SITE_FORM_PREFIX);
  // In another language (issue 26), the form says which, so its answers are in it.
  const locale = (links as ResolveContext | null)?.locale ?? null;
  const wrappers = formWrappers(place.page.id, forms, place.lang, locale);
  const tree = liveTreeOf(content, count, links, breakpoints, wrappers);
  node.slots = tree.slots;
  tree.componentIds.add(prefab.elementId);
  return { node, nodes: [node, ...tree.nodes], componentIds: tree.componentIds, forms };
}

/**
 * The site frame of `page` in the app `app` of organization `orgId`: the settings' media and the header and
 * footer prefabs as the page shows them (a page may opt out of either), their links resolved against `links`,
 * their values per breakpoint at the app's `breakpoints`. A prefab whose component was deleted renders as
 * Missing, like a brick's.
 *
 * Read once per publish of the page (settings, media, prefabs), then drawn in each of the site's languages
 * (issue 26): the returned function draws it with that language's links and texts. The components' code is read
 * once too: a language changes texts, never which components are drawn.
 */
export async function siteFrameLoader(
  db: Db,
  app: { id: string; orgId: string },
  page: PageRow,
): Promise<
  (
    links: LinkContext | null,
    breakpoints: readonly Breakpoint[],
    /** The page's language: the site forms' default texts. */
    lang?: string,
  ) => Promise<SiteFrame>
> {
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
  const headerRow = rows.find((row) => page.showSiteHeader && row.id === settings.headerPrefabId);
  const footerRow = rows.find((row) => page.showSiteFooter && row.id === settings.footerPrefabId);
  let modules: Promise<Array<{ id: string; compiledCode: string }>> | null = null;

  return async (links, breakpoints, lang = 'en-US') => {
    const place: FramePlace = { page, lang, links, breakpoints };
    const header = partOf(headerRow, SITE_HEADER_KEY, place);
    const footer = partOf(footerRow, SITE_FOOTER_KEY, place);
    const componentIds = [
      ...new Set([header, footer].flatMap((part) => (part ? [...part.componentIds] : []))),
    ].filter(isId);
    modules ??= componentIds.length
      ? db
          .select({ id: components.id, compiledCode: components.compiledCode })
          .from(components)
          .where(and(eq(components.orgId, app.orgId), inArray(components.id, componentIds)))
      : Promise.resolve([]);
    return {
      siteName: settings.siteName,
      faviconUrl: urlOf(settings.faviconMediaId),
      socialImageUrl: urlOf(settings.socialImageMediaId),
      header: header?.node ?? null,
      footer: footer?.node ?? null,
      nodes: [...(header?.nodes ?? []), ...(footer?.nodes ?? [])],
      modules: await modules,
      forms: [...(header?.forms ?? []), ...(footer?.forms ?? [])],
    };
  };
}
