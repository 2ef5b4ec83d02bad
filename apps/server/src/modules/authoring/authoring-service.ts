import { randomUUID } from 'node:crypto';
import type { Permission } from '@tessera/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { ComponentRow, components, TemplateRow, templates, UserRow } from '../../db/schema.ts';
import { conflict, isForeignKeyViolation, notFound, uniqueConflict } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, emptyConnection, keysetAfter, pageOf, pageRequest } from '../../lib/pagination.ts';
import { recordActivity } from '../activity/record.ts';
import type { UserService } from '../users/user-service.ts';
import { AUTHORING_PAGE, authorizeEntity, writableCurrentOrg } from './common.ts';

export type AuthoringKind = 'component' | 'template';

interface KindTypes {
  component: { table: typeof components; row: ComponentRow };
  template: { table: typeof templates; row: TemplateRow };
}
type RowOf<K extends AuthoringKind> = KindTypes[K]['row'];
/** The columns a create or update writes: everything but identity, ownership and timestamps. */
export type EditableValues<K extends AuthoringKind> = Omit<
  KindTypes[K]['table']['$inferInsert'],
  'id' | 'orgId' | 'createdBy' | 'lastUpdatedBy' | 'createdAt' | 'updatedAt'
>;

/** What differs between components and templates; every rule below is written once for both. */
export interface AuthoringKindSpec<K extends AuthoringKind> {
  kind: K;
  table: KindTypes[K]['table'];
  /** The 404 message (also for another tenant's id: it never learns the id exists). */
  notFoundMessage: string;
  /** The unique index on (org, lower(name)): a clash is a 409 'name exists'. */
  nameIndex: string;
  nameExistsMessage: string;
  permissions: { create: Permission; update: Permission; remove: Permission };
  /** The fields an update's activity record lists when they changed. */
  editable: readonly (keyof RowOf<K> & keyof EditableValues<K>)[];
  /** Parses, compiles and counts the slots of an input: the values to store, or a 4xx. */
  prepare(input: unknown): Promise<EditableValues<K>>;
  /** Refuses a delete while something uses the item (a page its template), checked in the delete's transaction. */
  inUse?: { check(tx: Tx, id: string): Promise<boolean>; message: string };
}

/**
 * Get, list, create, update and delete of one authoring kind: organization access, compile and slot count
 * (the kind's prepare), name uniqueness, paging by (lower(name), id), delete-in-use checks and activity.
 */
export function createAuthoringService<K extends AuthoringKind>(
  deps: { db: Db; users: UserService },
  spec: AuthoringKindSpec<K>,
) {
  const { db } = deps;
  // Both tables share the authoring columns (schema.ts); the queries below only name those, so one table type
  // stands for both and rows are handed back as the kind's own row type.
  const table = spec.table as typeof components;
  const nameConflict = uniqueConflict(spec.nameIndex, spec.nameExistsMessage);
  const activity = (row: RowOf<K>, verb: 'create' | 'update' | 'delete', actorId: string) => ({
    orgId: row.orgId,
    actorId,
    action: `${spec.kind}.${verb}` as const,
    entityType: spec.kind,
    entityId: row.id,
    entityName: row.name,
  });

  async function load(id: unknown): Promise<RowOf<K>> {
    if (!isId(id)) throw notFound(spec.notFoundMessage);
    const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw notFound(spec.notFoundMessage);
    return row as RowOf<K>;
  }

  async function authorized(actor: UserRow, id: unknown, permission: Permission | null) {
    const row = await load(id);
    await authorizeEntity(db, actor.id, row.orgId, permission, spec.notFoundMessage);
    return row;
  }

  return {
    /** An item of an organization the viewer belongs to; 404 otherwise. */
    get: (viewer: UserRow, id: unknown): Promise<RowOf<K>> => authorized(viewer, id, null),

    /** The current organization's items by (lower(name), id); empty without a current organization. */
    async list(viewer: UserRow, args: { first?: unknown; after?: unknown }): Promise<Connection<RowOf<K>>> {
      const paging = pageRequest(args, AUTHORING_PAGE.default, AUTHORING_PAGE.max);
      const org = await deps.users.currentOrg(viewer);
      if (!org) return emptyConnection();
      const sortKey = sql<string>`lower(${table.name})`;
      const rows = await db
        .select({ item: table, sortKey })
        .from(table)
        .where(and(eq(table.orgId, org.id), keysetAfter(sortKey, table.id, paging.cursor)))
        .orderBy(sortKey, asc(table.id))
        .limit(paging.limit);
      return pageOf(
        rows,
        paging,
        (row) => [row.sortKey, row.item.id],
        (row) => row.item as RowOf<K>,
      );
    },

    /**
     * In the current organization, developer role in any of its teams or owner; compiled by the server, which
     * also counts the slots from the code (an input's compiledCode and slots are ignored).
     */
    async create(actor: UserRow, input: unknown): Promise<RowOf<K>> {
      const org = await writableCurrentOrg(db, deps.users, actor, spec.permissions.create);
      const values = await spec.prepare(input);
      try {
        return await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(table)
            .values({
              ...(values as EditableValues<'component'>),
              id: randomUUID(),
              orgId: org.id,
              createdBy: actor.id,
              lastUpdatedBy: actor.id,
            })
            .returning();
          const row = inserted as RowOf<K>;
          await recordActivity(tx, activity(row, 'create', actor.id));
          return row;
        });
      } catch (error) {
        throw nameConflict(error);
      }
    },

    async update(actor: UserRow, id: unknown, input: unknown): Promise<RowOf<K>> {
      const before = await authorized(actor, id, spec.permissions.update);
      const values = await spec.prepare(input);
      try {
        return await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(table)
            .set({
              ...(values as EditableValues<'component'>),
              lastUpdatedBy: actor.id,
              updatedAt: new Date(),
            })
            .where(eq(table.id, before.id))
            .returning();
          if (!updated) throw notFound(spec.notFoundMessage);
          const row = updated as RowOf<K>;
          const changed = spec.editable.filter(
            (key) => JSON.stringify(before[key]) !== JSON.stringify(row[key]),
          );
          await recordActivity(tx, {
            ...activity(row, 'update', actor.id),
            details: { changed, ...(before.name !== row.name ? { previousName: before.name } : {}) },
          });
          return row;
        });
      } catch (error) {
        throw nameConflict(error);
      }
    },

    async remove(actor: UserRow, id: unknown): Promise<string> {
      const row = await authorized(actor, id, spec.permissions.remove);
      const { inUse } = spec;
      try {
        return await db.transaction(async (tx) => {
          if (inUse && (await inUse.check(tx, row.id))) throw conflict(inUse.message);
          const [deleted] = await tx.delete(table).where(eq(table.id, row.id)).returning({ id: table.id });
          if (!deleted) throw notFound(spec.notFoundMessage);
          await recordActivity(tx, activity(row, 'delete', actor.id));
          return row.id;
        });
      } catch (error) {
        // A use that started after the check (pages.template_id is ON DELETE RESTRICT).
        if (inUse && isForeignKeyViolation(error)) throw conflict(inUse.message);
        throw error;
      }
    },
  };
}

export type AuthoringService<K extends AuthoringKind> = ReturnType<typeof createAuthoringService<K>>;
