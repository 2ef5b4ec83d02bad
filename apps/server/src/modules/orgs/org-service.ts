import { randomUUID } from 'node:crypto';
import { orgInputSchema, type Permission, SERVER_MESSAGES } from '@tessera/shared';
import type { KitLocale } from '@tessera/starter-kit';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrgRow, orgMembers, orgs, type UserRow, users } from '../../db/schema.ts';
import { forbidden, parseInput, uniqueConflict } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { recordActivity } from '../activity/record.ts';
import { seedStarterKit } from '../authoring/starter-kit.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import type { UserService } from '../users/user-service.ts';
import { authorizeOrg, orgAbilities, orgStandings } from './policy.ts';

const aliasConflict = uniqueConflict('orgs_alias_unique', SERVER_MESSAGES.aliasExists);

export function createOrgService(deps: { db: Db; users: UserService }) {
  const { db } = deps;
  return {
    /**
     * Makes `orgId` the user's current organization. A foreign or unknown id answers 403 alike, so the
     * answer never tells whether another tenant's organization exists.
     */
    async switchCurrent(actor: UserRow, orgId: unknown): Promise<OrgRow> {
      const org = isId(orgId) ? (await deps.users.orgsOf(actor.id)).find((o) => o.id === orgId) : undefined;
      if (!org) throw forbidden(SERVER_MESSAGES.notMember);
      await db
        .update(users)
        .set({ currentOrgId: org.id, updatedAt: new Date() })
        .where(eq(users.id, actor.id));
      return org;
    },

    /**
     * Creates an organization owned by the actor and makes it their current one. The alias is unique across
     * the product (it names every live site's host): the unique index decides, so two racing requests
     * cannot both win. `locale` is the creator's console language: the starter kit arrives in it.
     */
    async create(actor: UserRow, input: unknown, locale: KitLocale = 'en-US'): Promise<OrgRow> {
      const data = parseInput(orgInputSchema, input);
      try {
        return await db.transaction(async (tx) => {
          const [org] = await tx
            .insert(orgs)
            .values({ id: randomUUID(), ...data, ownerId: actor.id })
            .returning();
          await tx.insert(orgMembers).values({ orgId: org!.id, userId: actor.id });
          await seedStarterKit(tx, org!.id, actor.id, locale);
          await tx
            .update(users)
            .set({ currentOrgId: org!.id, updatedAt: new Date() })
            .where(eq(users.id, actor.id));
          await recordActivity(tx, {
            orgId: org!.id,
            actorId: actor.id,
            action: 'org.create',
            entityType: 'org',
            entityId: org!.id,
            entityName: org!.name,
            details: { alias: org!.alias },
          });
          return org!;
        });
      } catch (error) {
        throw aliasConflict(error);
      }
    },

    /** Owner only: 404 for a non-member, 403 'required role' for a member. */
    async update(actor: UserRow, id: unknown, input: unknown): Promise<OrgRow> {
      const { org: before } = await authorizeOrg(db, actor.id, id, OPERATION_PERMISSIONS.updateOrg);
      const data = parseInput(orgInputSchema, input);
      try {
        return await db.transaction(async (tx) => {
          const [org] = await tx
            .update(orgs)
            .set({ ...data, updatedAt: new Date() })
            .where(eq(orgs.id, before.id))
            .returning();
          const changed = (['name', 'description', 'alias'] as const).filter(
            (key) => before[key] !== data[key],
          );
          await recordActivity(tx, {
            orgId: before.id,
            actorId: actor.id,
            action: 'org.update',
            entityType: 'org',
            entityId: before.id,
            entityName: org!.name,
            details: { changed },
          });
          return org!;
        });
      } catch (error) {
        throw aliasConflict(error);
      }
    },

    /** Organizations by id, for field resolvers: callers only hold ids of organizations they may see. */
    async byIds(ids: string[]): Promise<Map<string, OrgRow>> {
      const rows = ids.length ? await db.select().from(orgs).where(inArray(orgs.id, ids)) : [];
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** What the viewer may do in each organization (empty for one they do not belong to). */
    async abilities(viewerId: string, orgIds: string[]): Promise<Map<string, Permission[]>> {
      const standings = await orgStandings(db, viewerId, orgIds);
      return new Map(
        orgIds.map((id) => [id, standings.has(id) ? orgAbilities(standings.get(id)!.standing) : []]),
      );
    },
  };
}

export type OrgService = ReturnType<typeof createOrgService>;
