import {
  type ContentDefinitions,
  componentIdsOf,
  definitionsFrom,
  type ElementDefinition,
  expandPageContent,
  FULL_CONTENT_VERSION,
  leanPageContent,
} from '@tessera/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { components, templates } from '../../db/schema.ts';
import { isId } from '../../lib/ids.ts';

/**
 * Where the server finds the definitions of lean page content (version 5, docs/decisions/0037): the
 * organization's components its bricks name, in one query, and the page's template. Every server reader that
 * takes meaning from content (page checks, prefab refreshes, breakpoint removals, publishing, the API's expanded
 * shape) expands it with these, and what it stores is leaned with them again.
 */
export async function contentDefinitions(
  db: Db | Tx,
  orgId: string,
  content: unknown,
  template?: string | ElementDefinition | null,
): Promise<ContentDefinitions> {
  const ids = componentIdsOf(content).filter(isId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: components.id, dataTypes: components.dataTypes, dataGroups: components.dataGroups })
          .from(components)
          .where(and(eq(components.orgId, orgId), sql`${components.id} = any(${sql.param(ids)}::uuid[])`));
  let templateDefinition: ElementDefinition | null | undefined;
  if (typeof template === 'string') {
    const [row] = isId(template)
      ? await db
          .select({ dataTypes: templates.dataTypes, dataGroups: templates.dataGroups })
          .from(templates)
          .where(and(eq(templates.id, template), eq(templates.orgId, orgId)))
          .limit(1)
      : [];
    templateDefinition = row;
  } else templateDefinition = template;
  return definitionsFrom(rows, templateDefinition);
}

/** Stored (lean) content with its current definitions: the full shape the checks and renderers read. */
export async function expandedContent<C extends Record<string, unknown>>(
  db: Db | Tx,
  orgId: string,
  content: C,
  template?: string | ElementDefinition | null,
): Promise<C> {
  return expandPageContent(content, await contentDefinitions(db, orgId, content, template));
}

/**
 * Stored content as API clients of the full shape read it (`content(shape: EXPANDED)`): expanded, and marked as
 * FULL_CONTENT_VERSION so that, sent back as it is, it is migrated like the full content it is.
 */
export async function contentForFullClients(
  db: Db | Tx,
  orgId: string,
  content: Record<string, unknown>,
  template: string,
): Promise<Record<string, unknown>> {
  return { ...(await expandedContent(db, orgId, content, template)), version: FULL_CONTENT_VERSION };
}

/** Full content as it is stored: lean against the current definitions. */
export async function leanContent<C extends Record<string, unknown>>(
  db: Db | Tx,
  orgId: string,
  content: C,
  template?: string | ElementDefinition | null,
): Promise<C> {
  return leanPageContent(content, await contentDefinitions(db, orgId, content, template));
}
