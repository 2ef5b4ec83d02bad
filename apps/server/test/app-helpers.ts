import { randomUUID } from 'node:crypto';
import { emptyPageContent } from '@tessera/shared';
import type { Db } from '../src/db/client.ts';
import { apps, pages } from '../src/db/schema.ts';
import { insertAuthored } from './authoring-helpers.ts';
import type { TestApp } from './helpers.ts';
import { type OwnerWithTeam, ownerWithTeam } from './org-helpers.ts';

/** Queries, inputs and fixtures of apps and pages, shared by the apps-pages, isolation, role and bad-input tests. */

export const APP_FIELDS = `id name alias description tags teamId team { id name } org { id alias }
  abilities pageCount hasHomePage liveUrl createdAt updatedAt`;
export const PAGE_FIELDS = `id name url title description tags content revision templateId template { id slots }
  app { id name alias org { id alias } } abilities liveUrl showSiteHeader showSiteFooter createdAt updatedAt`;

/** A page as PAGE_FIELDS reads it. */
export interface PageData {
  id: string;
  name: string;
  url: string;
  title: string;
  description: string;
  tags: string[];
  revision: number;
  content: {
    version: number;
    template: { id: string; dataTypes: unknown; isPrefab: boolean };
    slots: Record<string, unknown[]>;
    pageEvents: unknown;
  };
  templateId: string;
  template: { id: string; slots: number };
  app: { id: string; name: string; alias: string; org: { id: string; alias: string } };
  abilities: string[];
  liveUrl: string;
  showSiteHeader: boolean;
  showSiteFooter: boolean;
}

export const CREATE_APP = `mutation ($newApp: NewAppInput!) { createApp(newApp: $newApp) { ${APP_FIELDS} } }`;
export const UPDATE_APP = `mutation ($id: ID!, $app: AppInput!) { updateApp(id: $id, app: $app) { ${APP_FIELDS} } }`;
export const DELETE_APP = 'mutation ($id: ID!) { deleteApp(id: $id) }';
export const APP = `query ($id: ID!) { app(id: $id) { ${APP_FIELDS} } }`;
export const APPS = `query ($first: Int, $after: String, $search: String) {
  apps(first: $first, after: $after, search: $search) {
    edges { cursor node { id name alias description teamId pageCount hasHomePage } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;

export const CREATE_PAGE = `mutation ($newPage: NewPageInput!) { createPage(newPage: $newPage) { ${PAGE_FIELDS} } }`;
export const UPDATE_PAGE = `mutation ($id: ID!, $page: PageInput!) { updatePage(id: $id, page: $page) { ${PAGE_FIELDS} } }`;
export const DELETE_PAGE = 'mutation ($id: ID!) { deletePage(id: $id) }';
export const PAGE = `query ($id: ID!) { page(id: $id) { ${PAGE_FIELDS} } }`;
export const PAGES = `query ($appId: ID!, $first: Int, $after: String, $search: String) {
  pages(appId: $appId, first: $first, after: $after, search: $search) {
    edges { cursor node { id name url title } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;
export const PAGE_EXISTS = 'query ($appId: ID!, $url: String!) { pageExists(appId: $appId, url: $url) }';

/**
 * Where app and page tests start: an owner with an organization and a team (ownerWithTeam), and a component and a
 * two-slot template of the organization, inserted.
 */
export async function appWorkspace(
  t: TestApp,
  label: string,
  names: { org?: string; team?: string } = {},
): Promise<OwnerWithTeam & { componentId: string; templateId: string }> {
  const { owner, org, team } = await ownerWithTeam(t, label, names);
  const { componentId, templateId } = await insertAuthored(t.database.db, org.id, owner.id);
  return { owner, org, team, componentId, templateId };
}

/** A valid app alias (5 to 10 letters and digits), unique enough for one organization. */
export function appAlias(prefix = 'a'): string {
  return `${prefix}${randomUUID()
    .replace(/-/g, '')
    .slice(0, 9 - prefix.length)}`.toLowerCase();
}

export function appInput(teamId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `App ${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    alias: appAlias(),
    description: 'An app for tests',
    tags: ['tests'],
    teamId,
    ...overrides,
  };
}

/** AppInput (updateApp) from the fields of an app. */
export function appUpdate(
  app: { name: string; alias: string; description: string; tags: string[] },
  overrides: Record<string, unknown> = {},
) {
  return { name: app.name, alias: app.alias, description: app.description, tags: app.tags, ...overrides };
}

export function pageInput(appId: string, templateId: string, overrides: Record<string, unknown> = {}) {
  return {
    appId,
    templateId,
    name: `Page ${randomUUID().slice(0, 6)}`,
    url: `page-${randomUUID().slice(0, 8)}`,
    title: 'A page title',
    description: 'A page for tests',
    tags: ['tests'],
    ...overrides,
  };
}

/** PageInput (updatePage) from the fields of a page. */
export function pageUpdate(
  page: { name: string; url: string; title: string; description: string; tags: string[] },
  overrides: Record<string, unknown> = {},
) {
  return {
    name: page.name,
    url: page.url,
    title: page.title,
    description: page.description,
    tags: page.tags,
    ...overrides,
  };
}

/** An app inserted directly: set-up, not the flow under test. */
export async function insertApp(
  db: Db,
  values: {
    orgId: string;
    teamId: string;
    name?: string;
    alias?: string;
    description?: string;
    /** The app's languages (SiteLocales, issue 26); none chosen when absent. */
    locales?: unknown;
  },
): Promise<{ id: string; name: string; alias: string }> {
  const id = randomUUID();
  const name = values.name ?? `App ${id.slice(0, 6)}`;
  const alias = values.alias ?? appAlias();
  await db.insert(apps).values({
    id,
    orgId: values.orgId,
    teamId: values.teamId,
    name,
    alias,
    description: values.description ?? 'An inserted app',
    tags: ['tests'],
    locales: values.locales ?? null,
  });
  return { id, name, alias };
}

/** A page inserted directly, with its template's empty content (templates of authoring-helpers have 2 slots). */
export async function insertPage(
  db: Db,
  values: { appId: string; templateId: string; url?: string; name?: string; slots?: number },
): Promise<{ id: string; name: string; url: string }> {
  const id = randomUUID();
  const name = values.name ?? `Page ${id.slice(0, 6)}`;
  const url = values.url ?? `/page-${id.slice(0, 8)}`;
  await db.insert(pages).values({
    id,
    appId: values.appId,
    templateId: values.templateId,
    name,
    url,
    title: 'An inserted page',
    description: 'An inserted page',
    tags: ['tests'],
    content: emptyPageContent({ id: values.templateId, slots: values.slots ?? 2, dataTypes: {} }),
  });
  return { id, name, url };
}
