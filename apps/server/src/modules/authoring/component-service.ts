import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES as M, SERVER_MESSAGES } from '@tessera/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ComponentRow, components, type UserRow } from '../../db/schema.ts';
import { notFound, uniqueConflict } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, emptyConnection, keysetAfter, pageOf, pageRequest } from '../../lib/pagination.ts';
import { recordActivity } from '../activity/record.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import type { UserService } from '../users/user-service.ts';
import { AUTHORING_PAGE, authorizeEntity, compileWithSlotsOrRefuse, writableCurrentOrg } from './common.ts';
import { DEFAULT_COMPONENT_TAGS, parseComponentInput } from './validation.ts';

const nameConflict = uniqueConflict('components_org_name_unique', SERVER_MESSAGES.nameExists);

const EDITABLE = [
  'name',
  'description',
  'icon',
  'code',
  'dataTypes',
  'dataGroups',
  'dataEvents',
  'tags',
] as const;

export function createComponentService(deps: { db: Db; users: UserService }) {
  const { db } = deps;

  async function load(id: unknown): Promise<ComponentRow> {
    if (!isId(id)) throw notFound(M.componentNotFound);
    const [row] = await db.select().from(components).where(eq(components.id, id)).limit(1);
    if (!row) throw notFound(M.componentNotFound);
    return row;
  }

  async function prepare(input: unknown) {
    const data = parseComponentInput(input);
    const { compiledCode, slots } = await compileWithSlotsOrRefuse(data.code);
    return {
      slots,
      name: data.name,
      description: data.description,
      icon: data.icon,
      code: data.code,
      compiledCode,
      dataTypes: data.dataTypes as Record<string, unknown>,
      dataGroups: data.dataGroups,
      dataEvents: data.dataEvents,
      tags: data.tags?.length ? data.tags : DEFAULT_COMPONENT_TAGS,
    };
  }

  return {
    /** A component of an organization the viewer belongs to; 404 otherwise. */
    async get(viewer: UserRow, id: unknown): Promise<ComponentRow> {
      const row = await load(id);
      await authorizeEntity(db, viewer.id, row.orgId, null, M.componentNotFound);
      return row;
    },

    /** The current organization's components by (lower(name), id); empty without a current organization. */
    async list(
      viewer: UserRow,
      args: { first?: unknown; after?: unknown },
    ): Promise<Connection<ComponentRow>> {
      const paging = pageRequest(args, AUTHORING_PAGE.default, AUTHORING_PAGE.max);
      const org = await deps.users.currentOrg(viewer);
      if (!org) return emptyConnection();
      const sortKey = sql<string>`lower(${components.name})`;
      const rows = await db
        .select({ component: components, sortKey })
        .from(components)
        .where(and(eq(components.orgId, org.id), keysetAfter(sortKey, components.id, paging.cursor)))
        .orderBy(sortKey, asc(components.id))
        .limit(paging.limit);
      return pageOf(
        rows,
        paging,
        (row) => [row.sortKey, row.component.id],
        (row) => row.component,
      );
    },

    /** In the current organization, developer role in any of its teams or owner; compiled by the server. */
    async create(actor: UserRow, input: unknown): Promise<ComponentRow> {
      const org = await writableCurrentOrg(db, deps.users, actor, OPERATION_PERMISSIONS.createComponent);
      const values = await prepare(input);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(components)
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
            action: 'component.create',
            entityType: 'component',
            entityId: row!.id,
            entityName: row!.name,
          });
          return row!;
        });
      } catch (error) {
        throw nameConflict(error);
      }
    },

    async update(actor: UserRow, id: unknown, input: unknown): Promise<ComponentRow> {
      const before = await load(id);
      await authorizeEntity(
        db,
        actor.id,
        before.orgId,
        OPERATION_PERMISSIONS.updateComponent,
        M.componentNotFound,
      );
      const values = await prepare(input);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(components)
            .set({ ...values, lastUpdatedBy: actor.id, updatedAt: new Date() })
            .where(eq(components.id, before.id))
            .returning();
          if (!row) throw notFound(M.componentNotFound);
          await recordActivity(tx, {
            orgId: row.orgId,
            actorId: actor.id,
            action: 'component.update',
            entityType: 'component',
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
        OPERATION_PERMISSIONS.deleteComponent,
        M.componentNotFound,
      );
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(components)
          .where(eq(components.id, row.id))
          .returning({ id: components.id });
        if (!deleted) throw notFound(M.componentNotFound);
        await recordActivity(tx, {
          orgId: row.orgId,
          actorId: actor.id,
          action: 'component.delete',
          entityType: 'component',
          entityId: row.id,
          entityName: row.name,
        });
        return row.id;
      });
    },
  };
}

export type ComponentService = ReturnType<typeof createComponentService>;
