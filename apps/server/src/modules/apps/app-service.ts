import { randomUUID } from 'node:crypto';
import {
  MAX_PAGE_SIZES,
  newAppInputSchema,
  PAGE_SIZES,
  SERVER_MESSAGES,
  type Standing,
  updateAppInputSchema,
} from '@tessera/shared';
import type { KitLocale } from '@tessera/starter-kit';
import { and, asc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { type AppRow, apps, pages, teamMembers, teams, type UserRow } from '../../db/schema.ts';
import {
  badRequest,
  isForeignKeyViolation,
  notFound,
  parseInput,
  rawField,
  uniqueConflict,
} from '../../lib/errors.ts';
import { type Connection, emptyConnection, keysetAfter, pageOf, pageRequest } from '../../lib/pagination.ts';
import { searchPattern } from '../../lib/search.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { createLandingPage } from '../authoring/starter-kit-landing.ts';
import type { AccessWatcher } from '../collab/watcher.ts';
import { deleteAppFormFiles } from '../forms/console/submission-writes.ts';
import type { LiveUrl } from '../live/live-url.ts';
import { deleteAppMedia } from '../media/media-service.ts';
import { type MediaStorage, removeStoredFiles } from '../media/storage/index.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { deleteAppPrefabs } from '../prefabs/prefab-service.ts';
import { authorizeTeam, membershipOf, standingOf } from '../teams/policy.ts';
import type { UserService } from '../users/user-service.ts';
import { type AppAccess, authorizeApp, authorizeCurrentOrgApp } from './policy.ts';

/** An app as one viewer sees it: the row, its organization's alias (for live addresses) and their standing. */
export interface AppView extends AppRow {
  orgAlias: string;
  standing: Standing;
}

export interface PageStats {
  pageCount: number;
  hasHomePage: boolean;
  /** Pages with a live (published) version. */
  livePageCount: number;
}

export function appView(access: AppAccess): AppView {
  return { ...access.app, orgAlias: access.orgAlias, standing: access.standing };
}

const EDITABLE = ['name', 'alias', 'description', 'tags', 'teamId'] as const;

const aliasConflict = uniqueConflict('apps_org_alias_unique', SERVER_MESSAGES.aliasExists);

/**
 * Everything that belongs to an app, deleted inside the app's deletion transaction: its prefabs, its pages, its
 * media records, its pending uploads and the records of files sent to its forms. Returns the storage keys of their files, to remove once that transaction
 * commits (a rollback must not lose them).
 *
 * Prefabs go before pages: every writer that touches both (updatePrefab, deletePrefab, a page save naming
 * prefabs) locks the prefab rows first, so no two transactions ever wait on each other in a circle.
 */
async function deleteAppContents(
  tx: Tx,
  appId: string,
): Promise<{ pageCount: number; mediaCount: number; prefabCount: number; files: string[] }> {
  const prefabCount = await deleteAppPrefabs(tx, appId);
  const deleted = await tx.delete(pages).where(eq(pages.appId, appId)).returning({ id: pages.id });
  const library = await deleteAppMedia(tx, appId);
  const formFiles = await deleteAppFormFiles(tx, appId);
  return {
    pageCount: deleted.length,
    mediaCount: library.mediaCount,
    prefabCount,
    files: [...library.keys, ...formFiles],
  };
}

export function createAppService(deps: {
  db: Db;
  users: UserService;
  liveUrl: LiveUrl;
  storage: MediaStorage;
  logger: FastifyBaseLogger;
  access?: AccessWatcher;
}) {
  const { db } = deps;

  /** The team a new or moved app goes to: one of `orgId`'s that the actor sees and may create apps in. */
  async function destinationTeam(actor: UserRow, teamId: unknown, orgId: string) {
    const access = await authorizeTeam(db, actor.id, teamId, OPERATION_PERMISSIONS.createApp);
    // A team of another organization is as unknown here as one the actor cannot see.
    if (access.team.orgId !== orgId) throw notFound(SERVER_MESSAGES.teamNotFound);
    return access;
  }

  return {
    /** An app of the current organization whose team the viewer belongs to (or its owner); 404 otherwise. */
    async get(viewer: UserRow, id: unknown): Promise<AppView> {
      return appView(await authorizeCurrentOrgApp(db, viewer, id, 'app.read'));
    },

    /**
     * Apps of the current organization the viewer may see (all of them for the owner, their teams' for a
     * member), by (lower(name), id): a stable order, so a cursor never skips or repeats an app when others
     * are added or removed between pages. `search` matches name or description, in any case.
     */
    async list(
      viewer: UserRow,
      args: { first?: unknown; after?: unknown; search?: unknown },
    ): Promise<Connection<AppView>> {
      const paging = pageRequest(args, PAGE_SIZES.apps, MAX_PAGE_SIZES.apps);
      const pattern = searchPattern(args.search);
      const org = await deps.users.currentOrg(viewer);
      if (!org) return emptyConnection();
      const isOwner = org.ownerId === viewer.id;
      const sortKey = sql<string>`lower(${apps.name})`;
      const rows = await db
        .select({ app: apps, role: teamMembers.role, sortKey })
        .from(apps)
        .leftJoin(teamMembers, membershipOf(apps.teamId, viewer.id))
        .where(
          and(
            eq(apps.orgId, org.id),
            isOwner ? undefined : isNotNull(teamMembers.userId),
            pattern ? or(ilike(apps.name, pattern), ilike(apps.description, pattern)) : undefined,
            keysetAfter(sortKey, apps.id, paging.cursor),
          ),
        )
        .orderBy(sortKey, asc(apps.id))
        .limit(paging.limit);
      return pageOf(
        rows,
        paging,
        (row) => [row.sortKey, row.app.id],
        (row) => ({ ...row.app, orgAlias: org.alias, standing: standingOf(isOwner, row.role) }),
      );
    },

    /**
     * In a team of the current organization where the actor may create apps (404 'team not found' for any
     * other team). The alias is unique in the organization: the unique index decides, so of two concurrent
     * creates with one alias exactly one wins and the other gets 409 'alias already exists'. With `landingPage`
     * the app starts with the starter landing page as its home page, in `locale` (the creator's console
     * language), in the same transaction.
     */
    async create(actor: UserRow, input: unknown, locale: KitLocale = 'en-US'): Promise<AppView> {
      const org = await deps.users.currentOrg(actor);
      if (!org) throw badRequest(SERVER_MESSAGES.noCurrentOrg);
      const { team, standing } = await destinationTeam(actor, rawField(input, 'teamId'), org.id);
      const data = parseInput(newAppInputSchema, input);
      try {
        return await db.transaction(async (tx) => {
          const [app] = await tx
            .insert(apps)
            .values({
              id: randomUUID(),
              orgId: org.id,
              teamId: team.id,
              name: data.name,
              alias: data.alias,
              description: data.description,
              tags: data.tags,
            })
            .returning();
          await recordActivity(tx, {
            ...appScope(app!),
            actorId: actor.id,
            action: 'app.create',
            entityType: 'app',
            entityId: app!.id,
            entityName: app!.name,
            details: { alias: app!.alias, teamName: team.name },
          });
          if (data.landingPage) {
            const page = await createLandingPage(tx, {
              orgId: org.id,
              appId: app!.id,
              actorId: actor.id,
              locale,
            });
            await recordActivity(tx, {
              ...appScope(app!),
              actorId: actor.id,
              action: 'page.create',
              entityType: 'page',
              entityId: page.id,
              entityName: page.name,
              details: { url: page.url, appName: app!.name, templateId: page.templateId },
            });
          }
          return { ...app!, orgAlias: org.alias, standing };
        });
      } catch (error) {
        // The team deleted between the check and the insert (apps.team_id is a foreign key).
        if (isForeignKeyViolation(error)) throw notFound(SERVER_MESSAGES.teamNotFound);
        throw aliasConflict(error);
      }
    },

    /** app.update; a teamId moves the app to another team of its organization (app.create there). */
    async update(actor: UserRow, id: unknown, input: unknown): Promise<AppView> {
      const access = await authorizeApp(db, actor.id, id, OPERATION_PERMISSIONS.updateApp);
      const before = access.app;
      const rawTeamId = rawField(input, 'teamId');
      const moving = rawTeamId !== undefined && rawTeamId !== null && rawTeamId !== before.teamId;
      const destination = moving ? await destinationTeam(actor, rawTeamId, before.orgId) : null;
      const data = parseInput(updateAppInputSchema, input);
      const teamId = destination?.team.id ?? before.teamId;
      try {
        const view = await db.transaction(async (tx) => {
          const [app] = await tx
            .update(apps)
            .set({
              name: data.name,
              alias: data.alias,
              description: data.description,
              tags: data.tags,
              teamId,
              updatedAt: new Date(),
            })
            .where(eq(apps.id, before.id))
            .returning();
          if (!app) throw notFound(SERVER_MESSAGES.appNotFound);
          await recordActivity(tx, {
            ...appScope(app),
            actorId: actor.id,
            action: 'app.update',
            entityType: 'app',
            entityId: app.id,
            entityName: app.name,
            details: {
              changed: EDITABLE.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(app[key])),
              ...(before.name !== app.name ? { previousName: before.name } : {}),
              ...(before.alias !== app.alias ? { previousAlias: before.alias } : {}),
              ...(destination ? { previousTeamId: before.teamId, teamName: destination.team.name } : {}),
            },
          });
          return { ...app, orgAlias: access.orgAlias, standing: destination?.standing ?? access.standing };
        });
        // Another team: its members, not the old team's, may now have its pages open.
        if (destination) await deps.access?.revoke({ appId: view.id });
        return view;
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(SERVER_MESSAGES.teamNotFound);
        throw aliasConflict(error);
      }
    },

    /**
     * app.delete. One transaction deletes everything of the app (deleteAppContents), the app, and writes the
     * activity; the app's files go only once it has committed.
     */
    async remove(actor: UserRow, id: unknown): Promise<string> {
      const { app } = await authorizeApp(db, actor.id, id, OPERATION_PERMISSIONS.deleteApp);
      const files = await db.transaction(async (tx) => {
        const contents = await deleteAppContents(tx, app.id);
        const [deleted] = await tx.delete(apps).where(eq(apps.id, app.id)).returning({ id: apps.id });
        if (!deleted) throw notFound(SERVER_MESSAGES.appNotFound);
        const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, app.teamId));
        await recordActivity(tx, {
          ...appScope(app),
          actorId: actor.id,
          action: 'app.delete',
          entityType: 'app',
          entityId: app.id,
          entityName: app.name,
          details: {
            alias: app.alias,
            pageCount: contents.pageCount,
            mediaCount: contents.mediaCount,
            prefabCount: contents.prefabCount,
            ...(team ? { teamName: team.name } : {}),
          },
        });
        return contents.files;
      });
      // Once the deletion committed (a rollback must not lose them); a failure never fails the deletion.
      await removeStoredFiles(deps.storage, deps.logger, files, 'files of a deleted app were not removed');
      await deps.access?.revoke({ appId: app.id });
      return app.id;
    },

    /** Page count and home page of each app, in one query, for the App fields of a list. */
    async pageStats(appIds: string[]): Promise<Map<string, PageStats>> {
      const result = new Map<string, PageStats>(
        appIds.map((id) => [id, { pageCount: 0, hasHomePage: false, livePageCount: 0 }]),
      );
      if (appIds.length === 0) return result;
      const rows = await db
        .select({
          appId: pages.appId,
          pageCount: sql<number>`count(*)::int`,
          hasHomePage: sql<boolean>`bool_or(${pages.url} = '/')`,
          livePageCount: sql<number>`count(${pages.liveVersionId})::int`,
        })
        .from(pages)
        .where(inArray(pages.appId, appIds))
        .groupBy(pages.appId);
      for (const row of rows) {
        result.set(row.appId, {
          pageCount: Number(row.pageCount),
          hasHomePage: row.hasHomePage === true,
          livePageCount: Number(row.livePageCount),
        });
      }
      return result;
    },

    /** Names of teams by id, for App.team (the viewer already sees the app, hence its team). */
    async teamSummaries(teamIds: string[]): Promise<Map<string, { id: string; name: string }>> {
      if (teamIds.length === 0) return new Map();
      const rows = await db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(inArray(teams.id, teamIds));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The app's live address, or one of its pages'. */
    liveUrl(app: { orgAlias: string; alias: string }, pageUrl = '/'): string {
      return deps.liveUrl(app.orgAlias, app.alias, pageUrl);
    },
  };
}

export type AppService = ReturnType<typeof createAppService>;
