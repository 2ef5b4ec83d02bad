import { type ContentDefinitions, definitionsFrom } from '@tessera/shared';
import type { PrefabLocks } from '@tessera/shared/translation-files';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { components, pages, prefabs, templates } from '../../db/schema.ts';
import { storedContent } from '../pages/page-content.ts';

/** What translation files read of a page besides its content. */
export interface PageSettingsRow {
  id: string;
  name: string;
  url: string;
  title: string;
  description: string;
  tags: string[];
  locales: Record<string, unknown>;
  templateId: string;
  revision: number;
}

const SETTINGS = {
  id: pages.id,
  name: pages.name,
  url: pages.url,
  title: pages.title,
  description: pages.description,
  tags: pages.tags,
  locales: pages.locales,
  templateId: pages.templateId,
  revision: pages.revision,
};

/** The app's prefabs as their copies on pages see them: what they lock, and a container's contents. */
export async function prefabLocks(db: Db | Tx, appId: string): Promise<Map<string, PrefabLocks>> {
  const rows = await db
    .select({ id: prefabs.id, dataTypes: prefabs.dataTypes, slots: prefabs.slots })
    .from(prefabs)
    .where(eq(prefabs.appId, appId));
  return new Map(rows.map((row) => [row.id, { dataTypes: row.dataTypes, slots: row.slots }]));
}

/**
 * The settings of the app's pages named by `ids` (every page when null), by URL in byte order (the root first),
 * or in id order locked FOR UPDATE (`lock`, the order every rewrite of an app's pages locks them in).
 */
export function pageSettings(
  db: Db | Tx,
  appId: string,
  ids: readonly string[] | null,
  lock = false,
): Promise<PageSettingsRow[]> {
  const where = and(eq(pages.appId, appId), ids === null ? undefined : inArray(pages.id, [...ids]));
  const query = db.select(SETTINGS).from(pages).where(where);
  if (lock) return query.orderBy(asc(pages.id)).for('update');
  return query.orderBy(sql`${pages.url} collate "C"`, asc(pages.id));
}

/** A page's stored (lean) content, upgraded to the current version. */
export async function storedPageContent(db: Db | Tx, pageId: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ content: pages.content }).from(pages).where(eq(pages.id, pageId));
  return storedContent(row?.content ?? {});
}

/**
 * The definitions lean content is read with (decision 0037), for every page of an organization's app: its
 * components and templates, read once (a page names tens of components, an app's pages the same ones), by the
 * page's template.
 */
export async function orgDefinitions(
  db: Db | Tx,
  orgId: string,
): Promise<(templateId: string) => ContentDefinitions> {
  const componentRows = await db
    .select({ id: components.id, dataTypes: components.dataTypes })
    .from(components)
    .where(eq(components.orgId, orgId));
  const templateRows = await db
    .select({ id: templates.id, dataTypes: templates.dataTypes })
    .from(templates)
    .where(eq(templates.orgId, orgId));
  const byTemplate = new Map(templateRows.map((row) => [row.id, row]));
  const all = definitionsFrom(componentRows);
  return (templateId) => {
    const template = byTemplate.get(templateId);
    return template ? { component: all.component, template } : all;
  };
}
