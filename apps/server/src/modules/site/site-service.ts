import {
  FAVICON_EXTENSIONS,
  SERVER_MESSAGES as M,
  type SiteSettingsInput,
  SOCIAL_IMAGE_EXTENSIONS,
  siteSettingsInputSchema,
} from '@tessera/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type MediaRow, media, type PrefabRow, prefabs, type UserRow } from '../../db/schema.ts';
import { type SiteSettingsRow, siteSettings } from '../../db/site-schema.ts';
import { badRequest, isForeignKeyViolation, notFound, parseInput } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { authorizeApp, authorizeCurrentOrgApp } from '../apps/policy.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';

/** The settings as the API shows them: an app that never saved any has the defaults. */
export type SiteSettingsView = Omit<SiteSettingsRow, 'createdAt' | 'updatedAt'> & { updatedAt: Date | null };

const FIELDS = [
  'siteName',
  'faviconMediaId',
  'socialImageMediaId',
  'headerPrefabId',
  'footerPrefabId',
] as const;

export function defaultSiteSettings(appId: string): SiteSettingsView {
  return {
    appId,
    siteName: '',
    faviconMediaId: null,
    socialImageMediaId: null,
    headerPrefabId: null,
    footerPrefabId: null,
    updatedBy: null,
    updatedAt: null,
  };
}

/** The app's stored settings, or the defaults. */
export async function siteSettingsOf(db: Db | Tx, appId: string): Promise<SiteSettingsView> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.appId, appId)).limit(1);
  if (!row) return defaultSiteSettings(appId);
  const { createdAt: _created, ...view } = row;
  return view;
}

/**
 * A media of `appId` named by `id`, locked until the transaction ends (it cannot be deleted under the write);
 * 404 'media not found' for an id of another app or of nothing, 400 when it is not an image of `extensions`.
 */
async function imageOf(
  tx: Tx,
  appId: string,
  id: string | null,
  extensions: readonly string[],
  message: string,
): Promise<MediaRow | null> {
  if (id === null) return null;
  const [row] = isId(id)
    ? await tx
        .select()
        .from(media)
        .where(and(eq(media.id, id), eq(media.appId, appId)))
        .for('share')
    : [];
  if (!row) throw notFound(M.mediaNotFound);
  if (row.mediaType !== 'Image') throw badRequest(M.siteImageNotImage);
  if (!extensions.includes(row.extension)) throw badRequest(message);
  return row;
}

/** A component prefab of `appId`, locked like imageOf's media; 404 'prefab not found', 400 for a template prefab. */
async function componentPrefabOf(tx: Tx, appId: string, id: string | null): Promise<PrefabRow | null> {
  if (id === null) return null;
  const [row] = isId(id)
    ? await tx
        .select()
        .from(prefabs)
        .where(and(eq(prefabs.id, id), eq(prefabs.appId, appId)))
        .for('share')
    : [];
  if (!row) throw notFound(M.prefabNotFound);
  if (row.prefabType !== 'Component') throw badRequest(M.siteHeaderFooterComponent);
  return row;
}

/**
 * Site settings (issue 21, docs/decisions/0026): read with app.read, written with app.update (the team's
 * manager and the organization's owner). Live pages take them at their next publish.
 */
export function createSiteService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** A media the settings name (the settings were authorized when read); null once deleted. */
    async media(id: string): Promise<MediaRow | null> {
      return (await db.select().from(media).where(eq(media.id, id)).limit(1))[0] ?? null;
    },

    /** A prefab the settings name, as media(). */
    async prefab(id: string): Promise<PrefabRow | null> {
      return (await db.select().from(prefabs).where(eq(prefabs.id, id)).limit(1))[0] ?? null;
    },

    /** The settings of an app the caller already authorized (App.siteSettings). */
    ofApp(appId: string): Promise<SiteSettingsView> {
      return siteSettingsOf(db, appId);
    },

    async get(viewer: UserRow, appId: unknown): Promise<SiteSettingsView> {
      const access = await authorizeCurrentOrgApp(db, viewer, appId, 'app.read');
      return siteSettingsOf(db, access.app.id);
    },

    /** Every field is written (null clears); what is named must be the app's own, checked in the write's transaction. */
    async update(actor: UserRow, appId: unknown, input: unknown): Promise<SiteSettingsView> {
      const access = await authorizeApp(db, actor.id, appId, OPERATION_PERMISSIONS.updateSiteSettings);
      const data: SiteSettingsInput = parseInput(siteSettingsInputSchema, input);
      const app = access.app;
      try {
        return await db.transaction(async (tx) => {
          const favicon = await imageOf(
            tx,
            app.id,
            data.faviconMediaId,
            FAVICON_EXTENSIONS,
            M.siteImageNotImage,
          );
          const social = await imageOf(
            tx,
            app.id,
            data.socialImageMediaId,
            SOCIAL_IMAGE_EXTENSIONS,
            M.siteSocialImageRaster,
          );
          const header = await componentPrefabOf(tx, app.id, data.headerPrefabId);
          const footer = await componentPrefabOf(tx, app.id, data.footerPrefabId);
          const before = await siteSettingsOf(tx, app.id);
          const values = {
            siteName: data.siteName,
            faviconMediaId: favicon?.id ?? null,
            socialImageMediaId: social?.id ?? null,
            headerPrefabId: header?.id ?? null,
            footerPrefabId: footer?.id ?? null,
            updatedBy: actor.id,
            updatedAt: new Date(),
          };
          const [row] = await tx
            .insert(siteSettings)
            .values({ appId: app.id, ...values })
            .onConflictDoUpdate({ target: siteSettings.appId, set: values })
            .returning();
          const { createdAt: _created, ...view } = row!;
          await recordActivity(tx, {
            ...appScope(app),
            actorId: actor.id,
            action: 'app.site_settings',
            entityType: 'app',
            entityId: app.id,
            entityName: app.name,
            details: { changed: FIELDS.filter((key) => before[key] !== view[key]) },
          });
          return view;
        });
      } catch (error) {
        // The app deleted between the check and the write.
        if (isForeignKeyViolation(error, 'site_settings_app_id_apps_id_fk')) throw notFound(M.appNotFound);
        throw error;
      }
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
