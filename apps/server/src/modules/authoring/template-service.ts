import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES as M, SERVER_MESSAGES } from '@tessera/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages, type TemplateRow, templates, type UserRow } from '../../db/schema.ts';
import { conflict, isForeignKeyViolation, notFound, uniqueConflict } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, emptyConnection, keysetAfter, pageOf, pageRequest } from '../../lib/pagination.ts';
import { recordActivity } from '../activity/record.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import type { UserService } from '../users/user-service.ts';
import { AUTHORING_PAGE, authorizeEntity, compileWithSlotsOrRefuse, writableCurrentOrg } from './common.ts';
import { DEFAULT_TEMPLATE_TAGS, defaultThumbnails, parseTemplateInput } from './validation.ts';

const nameConflict = uniqueConflict('templates_org_name_unique', SERVER_MESSAGES.nameExists);

const EDITABLE = [
  'name',
  'description',
  'icon',
  'code',
  'dataTypes',
  'dataGroups',
  'tags',
  'thumbnails',
] as const;

export function createTemplateService(deps: { db: Db; users: UserService }) {
  const { db } = deps;

  async function load(id: unknown): Promise<TemplateRow> {
    if (!isId(id)) throw notFound(M.templateNotFound);
    const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
    if (!row) throw notFound(M.templateNotFound);
    return row;
  }

  async function prepare(input: unknown) {
    const data = parseTemplateInput(input);
    const { compiledCode, slots } = await compileWithSlotsOrRefuse(data.code);
    return {
      name: data.name,
      description: data.description,
      icon: data.icon,
      code: data.code,
      compiledCode,
      dataTypes: data.dataTypes as Record<string, unknown>,
      dataGroups: data.dataGroups,
      slots,
      tags: data.tags?.length ? data.tags : DEFAULT_TEMPLATE_TAGS,
      thumbnails: data.thumbnails?.length ? data.thumbnails : defaultThumbnails(slots),
    };
  }

  return {
    /** A template of an organization the viewer belongs to; 404 otherwise. */
    async get(viewer: UserRow, id: unknown): Promise<TemplateRow> {
      const row = await load(id);
      await authorizeEntity(db, viewer.id, row.orgId, null, M.templateNotFound);
      return row;
    },

    /** The current organization's templates by (lower(name), id); empty without a current organization. */
    async list(
      viewer: UserRow,
      args: { first?: unknown; after?: unknown },
    ): Promise<Connection<TemplateRow>> {
      const paging = pageRequest(args, AUTHORING_PAGE.default, AUTHORING_PAGE.max);
      const org = await deps.users.currentOrg(viewer);
      if (!org) return emptyConnection();
      const sortKey = sql<string>`lower(${templates.name})`;
      const rows = await db
        .select({ template: templates, sortKey })
        .from(templates)
        .where(and(eq(templates.orgId, org.id), keysetAfter(sortKey, templates.id, paging.cursor)))
        .orderBy(sortKey, asc(templates.id))
        .limit(paging.limit);
      return pageOf(
        rows,
        paging,
        (row) => [row.sortKey, row.template.id],
        (row) => row.template,
      );
    },

    /**
     * In the current organization, developer role in any of its teams or owner; compiled by the server, which
     * also counts the slots from the code (the input's slots are ignored).
     */
    async create(actor: UserRow, input: unknown): Promise<TemplateRow> {
      const org = await writableCurrentOrg(db, deps.users, actor, OPERATION_PERMISSIONS.createTemplate);
      const values = await prepare(input);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(templates)
            .values({
              id: randomUUID(),
              orgId: org.id,
              ...values,
              createdBy: actor.id,
              lastUpdatedBy: actor.id,
            })
            .returning();
          await recordActivity(tx, {
            orgId: org.id,
            actorId: actor.id,
            action: 'template.create',
            entityType: 'template',
            entityId: row!.id,
            entityName: row!.name,
          });
          return row!;
        });
      } catch (error) {
        throw nameConflict(error);
      }
    },

    async update(actor: UserRow, id: unknown, input: unknown): Promise<TemplateRow> {
      const before = await load(id);
      await authorizeEntity(
        db,
        actor.id,
        before.orgId,
        OPERATION_PERMISSIONS.updateTemplate,
        M.templateNotFound,
      );
      const values = await prepare(input);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(templates)
            .set({ ...values, lastUpdatedBy: actor.id, updatedAt: new Date() })
            .where(eq(templates.id, before.id))
            .returning();
          if (!row) throw notFound(M.templateNotFound);
          await recordActivity(tx, {
            orgId: row.orgId,
            actorId: actor.id,
            action: 'template.update',
            entityType: 'template',
            entityId: row.id,
            entityName: row.name,
            details: {
              changed: EDITABLE.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(row[key])),
              ...(before.name !== row.name ? { previousName: before.name } : {}),
            },
          });
          return row;
        });
      } catch (error) {
        throw nameConflict(error);
      }
    },

    async remove(actor: UserRow, id: unknown): Promise<string> {
      const row = await load(id);
      await authorizeEntity(
        db,
        actor.id,
        row.orgId,
        OPERATION_PERMISSIONS.deleteTemplate,
        M.templateNotFound,
      );
      try {
        return await db.transaction(async (tx) => {
          const [page] = await tx
            .select({ id: pages.id })
            .from(pages)
            .where(eq(pages.templateId, row.id))
            .limit(1);
          if (page) throw conflict(M.templateInUse);
          const [deleted] = await tx
            .delete(templates)
            .where(eq(templates.id, row.id))
            .returning({ id: templates.id });
          if (!deleted) throw notFound(M.templateNotFound);
          await recordActivity(tx, {
            orgId: row.orgId,
            actorId: actor.id,
            action: 'template.delete',
            entityType: 'template',
            entityId: row.id,
            entityName: row.name,
          });
          return row.id;
        });
      } catch (error) {
        // A page that started using the template after the check (pages.template_id is ON DELETE RESTRICT).
        if (isForeignKeyViolation(error)) throw conflict(M.templateInUse);
        throw error;
      }
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
