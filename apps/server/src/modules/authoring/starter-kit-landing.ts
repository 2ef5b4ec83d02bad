import { randomUUID } from 'node:crypto';
import { brickTreeProblem, pageSettingsSchema } from '@tessera/shared';
import {
  KIT_LOCALES,
  KIT_NAMES,
  type KitComponentKey,
  type KitLocale,
  LANDING_PAGE,
  landingPageContent,
  landingPageKeys,
  localize,
  type OrgEntry,
} from '@tessera/starter-kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { components, type PageRow, pages, templates } from '../../db/schema.ts';
import { axesOfApp, checkedContent } from '../pages/page-content.ts';
import { compiledStarterKit, insertKitEntries } from './starter-kit.ts';

type Kind = 'components' | 'templates';

/** The kit key of each lower-cased kit name, in every language (an organization may hold either). */
function kitKeysByName(kind: Kind, keys: readonly string[]): Map<string, string> {
  const texts: Record<string, { name: { kitText: Record<KitLocale, string> } }> = KIT_NAMES[kind];
  const byName = new Map<string, string>();
  for (const key of keys) {
    for (const locale of KIT_LOCALES) byName.set(texts[key]!.name.kitText[locale].toLowerCase(), key);
  }
  return byName;
}

/** The organization's entries named like the kit's `keys`, by kit key. */
async function orgEntries(tx: Tx, kind: Kind, orgId: string, keys: readonly string[]) {
  const byName = kitKeysByName(kind, keys);
  const table = kind === 'components' ? components : templates;
  const rows = await tx
    .select({
      id: table.id,
      name: table.name,
      dataTypes: table.dataTypes,
      dataGroups: table.dataGroups,
      slots: table.slots,
    })
    .from(table)
    .where(and(eq(table.orgId, orgId), inArray(sql<string>`lower(${table.name})`, [...byName.keys()])));
  const found = new Map<string, OrgEntry>();
  for (const row of rows) {
    const key = byName.get(row.name.toLowerCase());
    if (key && !found.has(key)) found.set(key, row);
  }
  return found;
}

/**
 * The entries the landing page is made of, as the organization has them. An organization created before an
 * entry joined the kit (or that deleted it) gets it now, in the app creator's language: the person asked for
 * a page made of them. An entry it renamed is not recognised and is added again under the kit's name.
 */
async function landingEntries(tx: Tx, orgId: string, actorId: string, locale: KitLocale) {
  const componentKeys = landingPageKeys();
  const templateKeys = [LANDING_PAGE.template];
  let found = await orgEntries(tx, 'components', orgId, componentKeys);
  let template = (await orgEntries(tx, 'templates', orgId, templateKeys)).get(LANDING_PAGE.template);
  const missing = componentKeys.filter((key) => !found.has(key));
  if (missing.length > 0 || !template) {
    const kit = await compiledStarterKit(locale);
    await insertKitEntries(
      tx,
      orgId,
      actorId,
      {
        components: kit.components.filter((entry) => missing.includes(entry.key as KitComponentKey)),
        templates: template ? [] : kit.templates.filter((entry) => entry.key === LANDING_PAGE.template),
      },
      { skipTakenNames: true },
    );
    found = await orgEntries(tx, 'components', orgId, componentKeys);
    template = (await orgEntries(tx, 'templates', orgId, templateKeys)).get(LANDING_PAGE.template);
  }
  if (!template) throw new Error('starter kit: the landing page template could not be found or added');
  return { components: Object.fromEntries(found) as Partial<Record<KitComponentKey, OrgEntry>>, template };
}

/**
 * Creates the starter landing page (packages/starter-kit landing-page.ts) as the home page of a new app,
 * inside the transaction that creates the app. Its content passes the checks every saved page passes.
 */
export async function createLandingPage(
  tx: Tx,
  input: { orgId: string; appId: string; actorId: string; locale: KitLocale },
): Promise<PageRow> {
  const { components: entries, template } = await landingEntries(
    tx,
    input.orgId,
    input.actorId,
    input.locale,
  );
  const built = landingPageContent(input.locale, template, entries, randomUUID);
  const content = checkedContent(built, template, await axesOfApp(tx, input.appId));
  const slotsOf = new Map(Object.values(entries).map((entry) => [entry.id, entry.slots]));
  const problem = brickTreeProblem(content.slots, (id) => slotsOf.get(id));
  if (problem) throw new Error(`starter kit: the landing page is invalid: ${problem.message}`);
  const page = pageSettingsSchema.parse(localize(LANDING_PAGE.page, input.locale));
  const [row] = await tx
    .insert(pages)
    .values({
      id: randomUUID(),
      appId: input.appId,
      templateId: template.id,
      name: page.name,
      url: page.url,
      title: page.title,
      description: page.description,
      tags: page.tags,
      content,
    })
    .returning();
  return row!;
}
