import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { can, highestRole, type Permission, ROLES, type Role, type Standing } from '@tessera/shared';
import { and, eq } from 'drizzle-orm';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems, collections } from '../src/db/collections-schema.ts';
import { formDeliveries, formDeliverySettings, formSubmissions } from '../src/db/forms-schema.ts';
import { pageVersions } from '../src/db/live-schema.ts';
import {
  activities,
  apps,
  components,
  invitations,
  media,
  orgMembers,
  orgs,
  pages,
  prefabs,
  teamMembers,
  teams,
  templates,
  users,
} from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { OPERATION_PERMISSIONS, SELF_SERVICE_OPERATIONS } from '../src/modules/operation-permissions.ts';
import {
  APP,
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  DELETE_APP,
  DELETE_PAGE,
  insertApp,
  insertPage,
  PAGE,
  PAGE_EXISTS,
  PAGES,
  pageInput,
  UPDATE_APP,
  UPDATE_PAGE,
} from './app-helpers.ts';
import {
  CREATE_COMPONENT,
  CREATE_TEMPLATE,
  componentInput,
  DELETE_COMPONENT,
  DELETE_TEMPLATE,
  insertAuthored,
  templateInput,
  UPDATE_COMPONENT,
  UPDATE_TEMPLATE,
} from './authoring-helpers.ts';
import {
  BREAKPOINT_VALUE_COUNTS,
  breakpointInput,
  storedBreakpoints,
  UPDATE_APP_BREAKPOINTS,
} from './breakpoint-helpers.ts';
import { join, listen } from './collab-helpers.ts';
import {
  COLLECTION,
  COLLECTION_ITEM,
  COLLECTION_ITEMS,
  COLLECTIONS,
  CREATE_COLLECTION,
  CREATE_ITEM,
  DELETE_COLLECTION,
  DELETE_ITEMS,
  FIELD_CHANGES,
  insertCollection,
  insertItem,
  PUBLISH_ITEMS,
  UNPUBLISH_ITEMS,
  UPDATE_COLLECTION,
  UPDATE_ITEM,
} from './collection-helpers.ts';
import {
  APP_FORMS,
  DELETE_FORM_SUBMISSIONS,
  FORM_DELIVERY_SETTINGS,
  FORM_SUBMISSION,
  FORM_SUBMISSIONS,
  formKeyOn,
  insertFailedDelivery,
  insertStoredFile,
  insertSubmission,
  MARK_FORM_SUBMISSIONS,
  RETRY_FORM_DELIVERY,
  ROTATE_FORM_WEBHOOK_SECRET,
  SEND_TEST_FORM_WEBHOOK,
  settingsInput,
  UPDATE_FORM_DELIVERY_SETTINGS,
} from './forms-helpers.ts';
import {
  createTestApp,
  type GraphQLAnswer,
  gql,
  type SignedInUser,
  send,
  signUpAndIn,
  type TestApp,
} from './helpers.ts';
import {
  insertVersion,
  PAGE_VERSION_CONTENT,
  PAGE_VERSIONS,
  PUBLISH_APP,
  PUBLISH_PAGE,
  ROLLBACK_PAGE,
} from './live-helpers.ts';
import {
  FIXTURE_LOCALES,
  storedLocales,
  TRANSLATION_COUNTS,
  UPDATE_APP_LOCALES,
  UPDATE_PAGE_TRANSLATION,
} from './locale-helpers.ts';
import { png } from './media-files.ts';
import {
  CREATE_MEDIA,
  DELETE_MEDIA,
  insertMedia,
  insertUpload,
  MEDIAS,
  newMedia,
  UPDATE_MEDIA,
  upload,
} from './media-helpers.ts';
import {
  CHANGE_ROLE,
  CREATE_TEAM,
  createOrg,
  DELETE_TEAM,
  INVITE,
  type OrgInfo,
  REMOVE_MEMBER,
  REVOKE,
  statusOf,
  UPDATE_ORG,
  UPDATE_TEAM,
} from './org-helpers.ts';
import {
  CREATE_PREFAB,
  DELETE_PREFAB,
  insertPrefab,
  PREFAB,
  PREFABS,
  prefabDataTypes,
  prefabInput,
  UPDATE_PREFAB,
} from './prefab-helpers.ts';
import { SITE_SETTINGS, siteInput, storedSiteSettings, UPDATE_SITE_SETTINGS } from './site-helpers.ts';

const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/graphql/schema.graphql',
);

type Operation = keyof typeof OPERATION_PERMISSIONS;

/** Who acts: the organization owner, each team role, and a member of the organization outside the team. */
interface Actor {
  label: string;
  user: SignedInUser;
  /** Their role in the team each case acts on; null outside it. */
  teamRole: Role | null;
  isOrgOwner: boolean;
}

/** A fresh team per case, so an allowed delete or removal never spoils the next case. */
interface Fixture {
  teamId: string;
  targetId: string;
  invitationId: string;
  componentId: string;
  templateId: string;
  /** For app and page cases only (an app keeps its team and a page its template from deletion): an app of
   * the case's team, with one page built on templateId. */
  app: { id: string; name: string; alias: string } | null;
  pageId: string | null;
  /** With the app: a pending upload of it (createMedia claims it) and a media of it. */
  upload: { id: string; size: number; extension: string; mediaType: string } | null;
  mediaId: string | null;
  /** With the app: a prefab of it, on componentId. */
  prefabId: string | null;
  /** With the app: two published versions of the page, the second live. */
  versionIds: { first: string; second: string } | null;
  /** With the app: a form on the page, a submission of it, and its delivery settings with a webhook secret. */
  formKey: string | null;
  submissionId: string | null;
  /** With the app: a failed webhook delivery of the submission. */
  deliveryId: string | null;
  /** A stored file of that submission. */
  formFileId: string | null;
  /** With the app: a collection (a required text field `title`) with a draft item and a live one. */
  collectionId: string | null;
  draftItemId: string | null;
  liveItemId: string | null;
}

interface Runner {
  /** Acts at the organization level (the standing's role is the actor's highest across the organization). */
  orgLevel: boolean;
  /** Team roles (besides the organization owner) the matrix lets do it; admin alone when absent. */
  allowedRoles?: Role[];
  run: (ctx: { actor: Actor; org: OrgInfo; fixture: Fixture }) => {
    query: string;
    variables: Record<string, unknown>;
  };
  /** The case needs the fixture's app and page. */
  needsApp?: boolean;
  /** Reads what the operation would change, to prove a refusal changed nothing and a success something. */
  state: (ctx: { org: OrgInfo; fixture: Fixture }) => Promise<unknown>;
}

describe('role matrix: the server allows exactly what packages/shared says', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  const actors: Actor[] = [];
  let outsiderTeamId: string;

  const db = () => t.database.db;

  const RUNNERS: Record<Operation, Runner> = {
    updateOrg: {
      orgLevel: true,
      run: ({ actor, org }) => ({
        query: UPDATE_ORG,
        variables: {
          id: org.id,
          org: { name: `Renamed by ${actor.label}`, description: 'Matrix org', alias: org.alias },
        },
      }),
      state: async ({ org }) => (await db().select().from(orgs).where(eq(orgs.id, org.id)))[0]?.name,
    },
    createTeam: {
      orgLevel: true,
      run: ({ actor }) => ({
        query: CREATE_TEAM,
        variables: { name: `Made by ${actor.label} ${randomUUID().slice(0, 4)}`, description: 'Matrix team' },
      }),
      state: async ({ org }) => (await db().select().from(teams).where(eq(teams.orgId, org.id))).length,
    },
    updateTeam: {
      orgLevel: false,
      run: ({ actor, fixture }) => ({
        query: UPDATE_TEAM,
        variables: { id: fixture.teamId, name: `Edited by ${actor.label}`, description: 'Edited' },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(teams).where(eq(teams.id, fixture.teamId)))[0]?.name,
    },
    deleteTeam: {
      orgLevel: false,
      run: ({ fixture }) => ({ query: DELETE_TEAM, variables: { id: fixture.teamId } }),
      state: async ({ fixture }) =>
        (await db().select().from(teams).where(eq(teams.id, fixture.teamId))).length,
    },
    inviteTeamMember: {
      orgLevel: false,
      run: ({ fixture }) => ({
        query: INVITE,
        variables: {
          teamId: fixture.teamId,
          email: `matrix-${randomUUID().slice(0, 8)}@example.com`,
          role: 'editor',
        },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(invitations).where(eq(invitations.teamId, fixture.teamId))).length,
    },
    revokeInvitation: {
      orgLevel: false,
      run: ({ fixture }) => ({ query: REVOKE, variables: { id: fixture.invitationId } }),
      state: async ({ fixture }) =>
        (await db().select().from(invitations).where(eq(invitations.id, fixture.invitationId)))[0]
          ?.revokedAt ?? null,
    },
    updateTeamMemberRole: {
      orgLevel: false,
      run: ({ fixture }) => ({
        query: CHANGE_ROLE,
        variables: { teamId: fixture.teamId, userId: fixture.targetId, role: 'developer' },
      }),
      state: async ({ fixture }) => roleOf(fixture.teamId, fixture.targetId),
    },
    removeTeamMember: {
      orgLevel: false,
      run: ({ fixture }) => ({
        query: REMOVE_MEMBER,
        variables: { teamId: fixture.teamId, userId: fixture.targetId },
      }),
      state: async ({ fixture }) => roleOf(fixture.teamId, fixture.targetId),
    },
    createComponent: {
      orgLevel: true,
      allowedRoles: ['developer', 'admin'],
      run: () => ({ query: CREATE_COMPONENT, variables: { c: componentInput() } }),
      state: async ({ org }) =>
        (await db().select().from(components).where(eq(components.orgId, org.id))).length,
    },
    updateComponent: {
      orgLevel: true,
      allowedRoles: ['developer', 'admin'],
      run: ({ actor, fixture }) => ({
        query: UPDATE_COMPONENT,
        variables: {
          id: fixture.componentId,
          c: componentInput({ name: `By ${actor.label.slice(0, 20)} ${randomUUID().slice(0, 4)}` }),
        },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(components).where(eq(components.id, fixture.componentId)))[0]?.name,
    },
    deleteComponent: {
      orgLevel: true,
      allowedRoles: ['developer', 'admin'],
      run: ({ fixture }) => ({ query: DELETE_COMPONENT, variables: { id: fixture.componentId } }),
      state: async ({ fixture }) =>
        (await db().select().from(components).where(eq(components.id, fixture.componentId))).length,
    },
    createTemplate: {
      orgLevel: true,
      allowedRoles: ['developer', 'admin'],
      run: () => ({ query: CREATE_TEMPLATE, variables: { t: templateInput() } }),
      state: async ({ org }) =>
        (await db().select().from(templates).where(eq(templates.orgId, org.id))).length,
    },
    updateTemplate: {
      orgLevel: true,
      allowedRoles: ['developer', 'admin'],
      run: ({ actor, fixture }) => ({
        query: UPDATE_TEMPLATE,
        variables: {
          id: fixture.templateId,
          t: templateInput({ name: `By ${actor.label.slice(0, 20)} ${randomUUID().slice(0, 4)}` }),
        },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(templates).where(eq(templates.id, fixture.templateId)))[0]?.name,
    },
    deleteTemplate: {
      orgLevel: true,
      allowedRoles: ['developer', 'admin'],
      run: ({ fixture }) => ({ query: DELETE_TEMPLATE, variables: { id: fixture.templateId } }),
      state: async ({ fixture }) =>
        (await db().select().from(templates).where(eq(templates.id, fixture.templateId))).length,
    },
    createApp: {
      orgLevel: false,
      run: ({ fixture }) => ({ query: CREATE_APP, variables: { newApp: appInput(fixture.teamId) } }),
      state: async ({ fixture }) =>
        (await db().select().from(apps).where(eq(apps.teamId, fixture.teamId))).length,
    },
    updateApp: {
      orgLevel: false,
      needsApp: true,
      run: ({ actor, fixture }) => ({
        query: UPDATE_APP,
        variables: {
          id: fixture.app!.id,
          app: {
            name: `Edited by ${actor.label}`.slice(0, 50),
            alias: fixture.app!.alias,
            description: 'Edited',
            tags: ['edited'],
          },
        },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(apps).where(eq(apps.id, fixture.app!.id)))[0]?.name,
    },
    updateSiteSettings: {
      orgLevel: false,
      needsApp: true,
      run: ({ actor, fixture }) => ({
        query: UPDATE_SITE_SETTINGS,
        variables: {
          appId: fixture.app!.id,
          settings: siteInput({
            siteName: `Site of ${actor.label}`.slice(0, 60),
            faviconMediaId: fixture.mediaId,
            headerPrefabId: fixture.prefabId,
          }),
        },
      }),
      state: async ({ fixture }) => {
        const row = await storedSiteSettings(db(), fixture.app!.id);
        return row ? [row.siteName, row.faviconMediaId, row.headerPrefabId] : null;
      },
    },
    updateAppBreakpoints: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({
        query: UPDATE_APP_BREAKPOINTS,
        variables: {
          appId: fixture.app!.id,
          breakpoints: [breakpointInput('tablet', 1000, 'Tablet'), breakpointInput(null, 420, 'Small phone')],
        },
      }),
      state: ({ fixture }) => storedBreakpoints(db(), fixture.app!.id),
    },
    updateAppLocales: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({
        query: UPDATE_APP_LOCALES,
        variables: { appId: fixture.app!.id, locales: { default: 'en-US', others: ['pt-BR', 'es-ES'] } },
      }),
      state: ({ fixture }) => storedLocales(db(), fixture.app!.id),
    },
    deleteApp: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({ query: DELETE_APP, variables: { id: fixture.app!.id } }),
      state: async ({ fixture }) =>
        (await db().select().from(apps).where(eq(apps.id, fixture.app!.id))).length,
    },
    createPage: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: CREATE_PAGE,
        variables: { newPage: pageInput(fixture.app!.id, fixture.templateId) },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(pages).where(eq(pages.appId, fixture.app!.id))).length,
    },
    updatePage: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      // Settings and content together: page.editSettings and page.editContent.
      run: ({ actor, fixture }) => ({
        query: UPDATE_PAGE,
        variables: {
          id: fixture.pageId!,
          page: {
            name: `Edited by ${actor.label}`.slice(0, 50),
            url: 'edited',
            title: 'Edited page',
            description: 'Edited',
            tags: ['edited'],
            content: {
              version: 1,
              template: { id: fixture.templateId, dataTypes: {}, isPrefab: false },
              slots: { slot1: [], slot2: [] },
              pageEvents: { nodes: [], connections: [], comments: [] },
            },
          },
        },
      }),
      state: async ({ fixture }) => {
        const [row] = await db().select().from(pages).where(eq(pages.id, fixture.pageId!));
        return row ? { name: row.name, url: row.url, content: row.content } : null;
      },
    },
    updatePageTranslation: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ actor, fixture }) => ({
        query: UPDATE_PAGE_TRANSLATION,
        variables: {
          pageId: fixture.pageId!,
          locale: 'pt-BR',
          translation: { url: 'sobre', title: `Sobre ${actor.label}`.slice(0, 60) },
        },
      }),
      state: async ({ fixture }) => {
        const [row] = await db()
          .select({ locales: pages.locales })
          .from(pages)
          .where(eq(pages.id, fixture.pageId!));
        return row?.locales ?? null;
      },
    },
    deletePage: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({ query: DELETE_PAGE, variables: { id: fixture.pageId! } }),
      state: async ({ fixture }) =>
        (await db().select().from(pages).where(eq(pages.id, fixture.pageId!))).length,
    },
    createMedia: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: CREATE_MEDIA,
        variables: { newMedia: newMedia(fixture.app!.id, fixture.upload!) },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(media).where(eq(media.appId, fixture.app!.id))).length,
    },
    updateMedia: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ actor, fixture }) => ({
        query: UPDATE_MEDIA,
        variables: {
          id: fixture.mediaId!,
          name: `Renamed by ${actor.label.replace(/[^\w ]/g, '')}`.slice(0, 100),
        },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(media).where(eq(media.id, fixture.mediaId!)))[0]?.name,
    },
    deleteMedia: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({ query: DELETE_MEDIA, variables: { id: fixture.mediaId! } }),
      state: async ({ fixture }) =>
        (await db().select().from(media).where(eq(media.id, fixture.mediaId!))).length,
    },
    createPrefab: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: CREATE_PREFAB,
        variables: { appId: fixture.app!.id, prefab: prefabInput(fixture.componentId) },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(prefabs).where(eq(prefabs.appId, fixture.app!.id))).length,
    },
    updatePrefab: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ actor, fixture }) => ({
        query: UPDATE_PREFAB,
        variables: {
          id: fixture.prefabId!,
          prefab: { name: `By ${actor.label}`.slice(0, 50), dataTypes: prefabDataTypes('Edited') },
        },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(prefabs).where(eq(prefabs.id, fixture.prefabId!)))[0]?.name,
    },
    deletePrefab: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({ query: DELETE_PREFAB, variables: { id: fixture.prefabId! } }),
      state: async ({ fixture }) =>
        (await db().select().from(prefabs).where(eq(prefabs.id, fixture.prefabId!))).length,
    },
    publishPage: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({ query: PUBLISH_PAGE, variables: { id: fixture.pageId! } }),
      state: async ({ fixture }) => ({
        live: await liveVersionOf(fixture.pageId!),
        versions: (await db().select().from(pageVersions).where(eq(pageVersions.pageId, fixture.pageId!)))
          .length,
      }),
    },
    publishApp: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({ query: PUBLISH_APP, variables: { id: fixture.app!.id } }),
      state: async ({ fixture }) => ({
        live: await liveVersionOf(fixture.pageId!),
        versions: (await db().select().from(pageVersions).where(eq(pageVersions.appId, fixture.app!.id)))
          .length,
      }),
    },
    rollbackPage: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: ROLLBACK_PAGE,
        variables: { id: fixture.pageId!, versionId: fixture.versionIds!.first },
      }),
      state: async ({ fixture }) => liveVersionOf(fixture.pageId!),
    },
    markFormSubmissions: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: MARK_FORM_SUBMISSIONS,
        variables: { appId: fixture.app!.id, ids: [fixture.submissionId!], read: true },
      }),
      state: async ({ fixture }) => submissionOf(fixture.submissionId!),
    },
    deleteFormSubmissions: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({
        query: DELETE_FORM_SUBMISSIONS,
        variables: { appId: fixture.app!.id, ids: [fixture.submissionId!] },
      }),
      state: async ({ fixture }) => submissionOf(fixture.submissionId!),
    },
    updateFormDeliverySettings: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({
        query: UPDATE_FORM_DELIVERY_SETTINGS,
        variables: {
          appId: fixture.app!.id,
          formKey: fixture.formKey!,
          // The case's target: a confirmed member of the case's team.
          input: settingsInput({ email: true, recipients: [fixture.targetId] }),
        },
      }),
      state: async ({ fixture }) => deliverySettingsOf(fixture),
    },
    rotateFormWebhookSecret: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({
        query: ROTATE_FORM_WEBHOOK_SECRET,
        variables: { appId: fixture.app!.id, formKey: fixture.formKey! },
      }),
      state: async ({ fixture }) => deliverySettingsOf(fixture),
    },
    sendTestFormWebhook: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({
        query: SEND_TEST_FORM_WEBHOOK,
        variables: { appId: fixture.app!.id, formKey: fixture.formKey! },
      }),
      // The post itself leaves nothing behind; the activity it records does.
      state: async ({ fixture }) =>
        (
          await db()
            .select({ id: activities.id })
            .from(activities)
            .where(
              and(eq(activities.entityId, fixture.app!.id), eq(activities.action, 'app.form_webhook_test')),
            )
        ).length,
    },
    retryFormDelivery: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({
        query: RETRY_FORM_DELIVERY,
        variables: { appId: fixture.app!.id, deliveryId: fixture.deliveryId! },
      }),
      state: async ({ fixture }) => {
        const [row] = await db()
          .select()
          .from(formDeliveries)
          .where(eq(formDeliveries.id, fixture.deliveryId!));
        return row ? { state: row.state, next: row.nextAttemptAt?.toISOString() ?? null } : null;
      },
    },
    // Collections (issue 27): managers (admin) change collections, editors write items, publishers put them live.
    createCollection: {
      orgLevel: false,
      needsApp: true,
      run: ({ actor, fixture }) => ({
        query: CREATE_COLLECTION,
        variables: {
          appId: fixture.app!.id,
          collection: { name: `By ${actor.label.slice(0, 30)}`, fields: [{ name: 'Title', type: 'text' }] },
        },
      }),
      state: async ({ fixture }) =>
        (await db().select().from(collections).where(eq(collections.appId, fixture.app!.id))).length,
    },
    updateCollection: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({
        query: UPDATE_COLLECTION,
        variables: {
          id: fixture.collectionId!,
          collection: {
            name: 'Renamed',
            fields: [{ id: 'title', name: 'Title', type: 'text', required: true }],
          },
        },
      }),
      state: async ({ fixture }) => itemStateOf(fixture, 'collection'),
    },
    deleteCollection: {
      orgLevel: false,
      needsApp: true,
      run: ({ fixture }) => ({ query: DELETE_COLLECTION, variables: { id: fixture.collectionId! } }),
      state: async ({ fixture }) => itemStateOf(fixture, 'collection'),
    },
    createCollectionItem: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: CREATE_ITEM,
        variables: { collectionId: fixture.collectionId!, values: { title: 'New' } },
      }),
      state: async ({ fixture }) =>
        (
          await db()
            .select()
            .from(collectionItems)
            .where(eq(collectionItems.collectionId, fixture.collectionId!))
        ).length,
    },
    updateCollectionItem: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: UPDATE_ITEM,
        variables: { id: fixture.draftItemId!, values: { title: 'Edited' } },
      }),
      state: async ({ fixture }) => itemStateOf(fixture, 'draft'),
    },
    // A draft: editors may delete it (a live item needs publishItems: 'collections: an editor cannot …' below).
    deleteCollectionItems: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['editor', 'publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: DELETE_ITEMS,
        variables: { collectionId: fixture.collectionId!, ids: [fixture.draftItemId!] },
      }),
      state: async ({ fixture }) => itemStateOf(fixture, 'draft'),
    },
    publishCollectionItems: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: PUBLISH_ITEMS,
        variables: { collectionId: fixture.collectionId!, ids: [fixture.draftItemId!] },
      }),
      state: async ({ fixture }) => itemStateOf(fixture, 'draft'),
    },
    unpublishCollectionItems: {
      orgLevel: false,
      needsApp: true,
      allowedRoles: ['publisher', 'developer', 'admin'],
      run: ({ fixture }) => ({
        query: UNPUBLISH_ITEMS,
        variables: { collectionId: fixture.collectionId!, ids: [fixture.liveItemId!] },
      }),
      state: async ({ fixture }) => itemStateOf(fixture, 'live'),
    },
  };

  /** The fixture's collection (name, fields) or one of its items (values, status), as JSON; null once deleted. */
  async function itemStateOf(fixture: Fixture, which: 'collection' | 'draft' | 'live') {
    if (which === 'collection') {
      const [row] = await db().select().from(collections).where(eq(collections.id, fixture.collectionId!));
      return row ? JSON.stringify([row.name, row.fields, row.revision]) : null;
    }
    const id = which === 'draft' ? fixture.draftItemId! : fixture.liveItemId!;
    const [row] = await db().select().from(collectionItems).where(eq(collectionItems.id, id));
    return row ? JSON.stringify([row.values, row.status, row.revision]) : null;
  }

  async function submissionOf(id: string) {
    const [row] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, id));
    return row ? { readAt: row.readAt?.toISOString() ?? null } : null;
  }

  async function deliverySettingsOf(fixture: Fixture) {
    const [row] = await db()
      .select()
      .from(formDeliverySettings)
      .where(
        and(
          eq(formDeliverySettings.appId, fixture.app!.id),
          eq(formDeliverySettings.formKey, fixture.formKey!),
        ),
      );
    return row
      ? {
          email: row.email,
          recipients: row.recipients,
          secret: row.webhookSecret,
          previous: row.previousSecret,
        }
      : null;
  }

  async function liveVersionOf(pageId: string) {
    const [row] = await db().select({ live: pages.liveVersionId }).from(pages).where(eq(pages.id, pageId));
    return row?.live ?? null;
  }

  async function roleOf(teamId: string, userId: string) {
    const [row] = await db()
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return row?.role ?? null;
  }

  /**
   * A team of the organization with the team's role holders (not the owner: their rights come from owning the
   * organization alone), a target member and a pending invitation.
   */
  async function fixture(target: SignedInUser, withApp = false): Promise<Fixture> {
    const teamId = randomUUID();
    await db()
      .insert(teams)
      .values({
        id: teamId,
        orgId: org.id,
        name: `Case ${teamId.slice(0, 8)}`,
        description: 'Case',
        ownerId: owner.id,
      });
    await db()
      .insert(teamMembers)
      .values([
        { teamId, userId: target.id, role: 'viewer' },
        ...actors
          .filter((actor) => actor.teamRole && !actor.isOrgOwner)
          .map((actor) => ({ teamId, userId: actor.user.id, role: actor.teamRole! })),
      ]);
    const invitationId = randomUUID();
    await db()
      .insert(invitations)
      .values({
        id: invitationId,
        orgId: org.id,
        teamId,
        email: `pending-${invitationId.slice(0, 8)}@example.com`,
        role: 'viewer',
        tokenHash: hashToken(randomUUID()),
        invitedBy: owner.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    const { componentId, templateId } = await insertAuthored(db(), org.id, owner.id);
    // A second language, for the pages' settings per language (issue 26).
    const app = withApp ? await insertApp(db(), { orgId: org.id, teamId, locales: FIXTURE_LOCALES }) : null;
    const page = app ? await insertPage(db(), { appId: app.id, templateId }) : null;
    const pending = app ? await insertUpload(db(), { appId: app.id }) : null;
    const item = app ? await insertMedia(db(), { appId: app.id }) : null;
    const prefab = app ? await insertPrefab(db(), { appId: app.id, elementId: componentId }) : null;
    const versionIds =
      app && page
        ? {
            first: (await insertVersion(db(), { pageId: page.id, appId: app.id, number: 1, url: page.url }))
              .id,
            second: (
              await insertVersion(db(), {
                pageId: page.id,
                appId: app.id,
                number: 2,
                url: page.url,
                live: true,
              })
            ).id,
          }
        : null;
    const formKey = page ? formKeyOn(page.id) : null;
    const submission = app && formKey ? await insertSubmission(db(), { appId: app.id, formKey }) : null;
    const delivery = app && submission ? await insertFailedDelivery(db(), app.id, submission.id) : null;
    const collection = app ? await insertCollection(db(), app.id) : null;
    const draftItem = app && collection ? await insertItem(db(), app.id, collection.id, 'Draft') : null;
    const liveItem = app && collection ? await insertItem(db(), app.id, collection.id, 'Live', true) : null;
    const formFile =
      app && submission ? await insertStoredFile(db(), t.services.storage, app.id, submission.id) : null;
    if (app && formKey) {
      await db().insert(formDeliverySettings).values({
        appId: app.id,
        formKey,
        webhook: true,
        webhookUrl: 'https://hooks.example.com/in',
        webhookSecret: 'whsec_matrix',
      });
    }
    return {
      teamId,
      targetId: target.id,
      invitationId,
      componentId,
      templateId,
      app,
      pageId: page?.id ?? null,
      upload: pending,
      mediaId: item?.id ?? null,
      prefabId: prefab?.id ?? null,
      versionIds,
      formKey,
      submissionId: submission?.id ?? null,
      deliveryId: delivery?.id ?? null,
      formFileId: formFile?.id ?? null,
      collectionId: collection?.id ?? null,
      draftItemId: draftItem?.id ?? null,
      liveItemId: liveItem?.id ?? null,
    };
  }

  let target: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'matrixowner');
    org = await createOrg(t, owner, { name: 'Matrix Org', description: 'Matrix org' });
    target = await signUpAndIn(t, 'matrixtarget');
    await db().insert(orgMembers).values({ orgId: org.id, userId: target.id });
    actors.push({ label: 'org owner (not in the team)', user: owner, teamRole: null, isOrgOwner: true });
    for (const role of ROLES) {
      const user = await signUpAndIn(t, `matrix${role}`);
      actors.push({ label: role, user, teamRole: role, isOrgOwner: false });
    }
    const outsider = await signUpAndIn(t, 'matrixoutsider');
    actors.push({
      label: 'non-member of the team (same org)',
      user: outsider,
      teamRole: null,
      isOrgOwner: false,
    });
    // The outsider belongs to the organization through another team, as a viewer.
    outsiderTeamId = randomUUID();
    await db().insert(teams).values({
      id: outsiderTeamId,
      orgId: org.id,
      name: 'Outsider home',
      description: 'Home',
      ownerId: owner.id,
    });
    await db().insert(teamMembers).values({ teamId: outsiderTeamId, userId: outsider.id, role: 'viewer' });
    for (const actor of actors) {
      await db().insert(orgMembers).values({ orgId: org.id, userId: actor.user.id }).onConflictDoNothing();
      await db().update(users).set({ currentOrgId: org.id }).where(eq(users.id, actor.user.id));
    }
  });
  afterAll(() => t.close());

  it('every mutation of the schema is in the permission table or listed as self-service', () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
    const listed = new Set<string>([...Object.keys(OPERATION_PERMISSIONS), ...SELF_SERVICE_OPERATIONS]);
    const missing = mutations.filter((name) => !listed.has(name));
    expect(missing, `mutations missing from OPERATION_PERMISSIONS: ${missing.join(', ')}`).toEqual([]);
    const stale = [...listed].filter((name) => !mutations.includes(name));
    expect(stale, `listed mutations the schema no longer has: ${stale.join(', ')}`).toEqual([]);
    const unrun = Object.keys(OPERATION_PERMISSIONS).filter((name) => !(name in RUNNERS));
    expect(unrun, `gated mutations without a role-matrix case: ${unrun.join(', ')}`).toEqual([]);
  });

  it('maps each mutation to the permission the issue describes', () => {
    // Changing a mapping changes who may do what: it is a product decision, so it must change this line too.
    expect(OPERATION_PERMISSIONS).toEqual({
      updateOrg: 'org.update',
      createTeam: 'team.create',
      updateTeam: 'team.update',
      deleteTeam: 'team.delete',
      inviteTeamMember: 'team.invite',
      revokeInvitation: 'team.invite',
      updateTeamMemberRole: 'team.changeRole',
      removeTeamMember: 'team.removeMember',
      createComponent: 'component.write',
      updateComponent: 'component.write',
      deleteComponent: 'component.write',
      createTemplate: 'template.write',
      updateTemplate: 'template.write',
      deleteTemplate: 'template.write',
      createApp: 'app.create',
      updateApp: 'app.update',
      deleteApp: 'app.delete',
      updateSiteSettings: 'app.update',
      updateAppBreakpoints: 'app.update',
      updateAppLocales: 'app.update',
      createPage: 'page.create',
      updatePage: 'page.editSettings',
      updatePageTranslation: 'page.editSettings',
      deletePage: 'page.delete',
      createMedia: 'media.write',
      updateMedia: 'media.write',
      deleteMedia: 'media.write',
      createPrefab: 'prefab.write',
      updatePrefab: 'prefab.write',
      deletePrefab: 'prefab.write',
      publishPage: 'page.publish',
      publishApp: 'page.publish',
      rollbackPage: 'page.publish',
      markFormSubmissions: 'form.readSubmissions',
      deleteFormSubmissions: 'form.deleteSubmissions',
      updateFormDeliverySettings: 'form.manageDelivery',
      rotateFormWebhookSecret: 'form.manageDelivery',
      sendTestFormWebhook: 'form.manageDelivery',
      retryFormDelivery: 'form.manageDelivery',
      createCollection: 'collection.manage',
      updateCollection: 'collection.manage',
      deleteCollection: 'collection.manage',
      createCollectionItem: 'collection.editItems',
      updateCollectionItem: 'collection.editItems',
      deleteCollectionItems: 'collection.editItems',
      publishCollectionItems: 'collection.publishItems',
      unpublishCollectionItems: 'collection.publishItems',
    });
  });

  it("form reads: editor and up and the owner read an app's forms and submissions; a viewer gets 403, a non-member of the team 404", async () => {
    const fix = await fixture(target, true);
    const reads = [
      { label: 'appForms', query: APP_FORMS, variables: { appId: fix.app!.id }, message: 'app not found' },
      {
        label: 'formSubmissions',
        query: FORM_SUBMISSIONS,
        variables: { appId: fix.app!.id },
        message: 'app not found',
      },
      {
        label: 'formSubmission',
        query: FORM_SUBMISSION,
        variables: { id: fix.submissionId! },
        message: 'submission not found',
      },
      {
        label: 'formDeliverySettings',
        query: FORM_DELIVERY_SETTINGS,
        variables: { appId: fix.app!.id, formKey: fix.formKey! },
        message: 'app not found',
      },
    ];
    const outcomes: string[] = [];
    for (const actor of actors) {
      const standing = { isOrgOwner: actor.isOrgOwner, role: actor.teamRole };
      const allowed = can(standing, 'form.readSubmissions');
      for (const read of reads) {
        const answer = await gql(t, read.query, read.variables, actor.user.token);
        const label = `${read.label} by ${actor.label}`;
        if (allowed) {
          expect(answer.errors, `${label}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
        } else if (actor.teamRole !== null) {
          expect(statusOf(answer), label).toBe(403);
          expect(answer.errors?.[0]?.message, label).toBe('required role');
        } else {
          expect(statusOf(answer), label).toBe(404);
          expect(answer.errors?.[0]?.message, label).toBe(read.message);
        }
      }
      // A file sent with a submission, downloaded from the console host (GET /apps/{appId}/form-files/{fileId}).
      const download = await send(t, 'GET', `/apps/${fix.app!.id}/form-files/${fix.formFileId!}`, {
        token: actor.user.token,
      });
      const downloadLabel = `form file download by ${actor.label}`;
      if (allowed) {
        expect(download.statusCode, downloadLabel).toBe(200);
        expect(download.headers['content-disposition'], downloadLabel).toMatch(/^attachment; /);
      } else {
        expect(download.statusCode, downloadLabel).toBe(actor.teamRole !== null ? 403 : 404);
        expect(download.json().message, downloadLabel).toBe(
          actor.teamRole !== null ? 'required role' : 'app not found',
        );
      }
      // The webhook secret: managers and the owner only.
      if (allowed) {
        const settings = await gql(t, FORM_DELIVERY_SETTINGS, reads[3]!.variables, actor.user.token);
        const secret = (settings.data!.formDeliverySettings as { webhookSecret: string | null })
          .webhookSecret;
        expect(secret, actor.label).toBe(can(standing, 'form.manageDelivery') ? 'whsec_matrix' : null);
      }
      outcomes.push(`${actor.label}: ${allowed ? 'reads' : 'refused'}`);
    }
    expect(outcomes).toEqual([
      'org owner (not in the team): reads',
      'viewer: refused',
      'editor: reads',
      'publisher: reads',
      'developer: reads',
      'admin: reads',
      'non-member of the team (same org): refused',
    ]);
  });

  it("reads: every role of the app's team and the owner see the app, its pages, versions, media and prefabs; a non-member of the team gets 404", async () => {
    const fix = await fixture(target, true);
    const reads = [
      { label: 'app', query: APP, variables: { id: fix.app!.id }, message: 'app not found' },
      { label: 'page', query: PAGE, variables: { id: fix.pageId! }, message: 'page not found' },
      { label: 'pages', query: PAGES, variables: { appId: fix.app!.id }, message: 'app not found' },
      {
        label: 'pageExists',
        query: PAGE_EXISTS,
        variables: { appId: fix.app!.id, url: '/' },
        message: 'app not found',
      },
      { label: 'medias', query: MEDIAS, variables: { appId: fix.app!.id }, message: 'app not found' },
      { label: 'prefab', query: PREFAB, variables: { id: fix.prefabId! }, message: 'prefab not found' },
      { label: 'prefabs', query: PREFABS, variables: { appId: fix.app!.id }, message: 'app not found' },
      {
        label: 'siteSettings',
        query: SITE_SETTINGS,
        variables: { appId: fix.app!.id },
        message: 'app not found',
      },
      {
        label: 'appBreakpointValueCounts',
        query: BREAKPOINT_VALUE_COUNTS,
        variables: { appId: fix.app!.id },
        message: 'app not found',
      },
      {
        label: 'appTranslationCounts',
        query: TRANSLATION_COUNTS,
        variables: { appId: fix.app!.id },
        message: 'app not found',
      },
      {
        label: 'pageVersions',
        query: PAGE_VERSIONS,
        variables: { pageId: fix.pageId! },
        message: 'page not found',
      },
      {
        label: 'pageVersionContent',
        query: PAGE_VERSION_CONTENT,
        variables: { id: fix.versionIds!.first },
        message: 'version not found',
      },
      {
        label: 'collections',
        query: COLLECTIONS,
        variables: { appId: fix.app!.id },
        message: 'app not found',
      },
      {
        label: 'collection',
        query: COLLECTION,
        variables: { id: fix.collectionId! },
        message: 'collection not found',
      },
      {
        label: 'collectionItems',
        query: COLLECTION_ITEMS,
        variables: { collectionId: fix.collectionId! },
        message: 'collection not found',
      },
      {
        label: 'collectionItem',
        query: COLLECTION_ITEM,
        variables: { id: fix.liveItemId! },
        message: 'item not found',
      },
    ];
    for (const actor of actors) {
      const member = actor.isOrgOwner || actor.teamRole !== null;
      for (const read of reads) {
        const answer = await gql(t, read.query, read.variables, actor.user.token);
        const label = `${read.label} by ${actor.label}`;
        if (member) {
          expect(answer.errors, `${label}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
        } else {
          expect(statusOf(answer), label).toBe(404);
          expect(answer.errors?.[0]?.message, label).toBe(read.message);
        }
      }
    }
  });

  it("co-editing: every role of the app's team and the owner join its page, editor and up may write, a viewer reads only; a non-member of the team is refused", async () => {
    const fix = await fixture(target, true);
    const url = await listen(t);
    const outcomes: string[] = [];
    for (const actor of actors) {
      const client = await join(url, fix.pageId!, actor.user.token);
      client.destroy();
      const standing = { isOrgOwner: actor.isOrgOwner, role: actor.teamRole };
      const expected = !can(standing, 'page.read')
        ? null
        : can(standing, 'page.editContent')
          ? 'read-write'
          : 'readonly';
      expect(client.scope, actor.label).toBe(expected);
      if (expected === null) expect(client.refusal, actor.label).toBe('forbidden');
      outcomes.push(`${actor.label}: ${client.scope ?? 'refused'}`);
    }
    // The matrix itself: page.read to join, page.editContent to write.
    expect(outcomes).toEqual([
      'org owner (not in the team): read-write',
      'viewer: readonly',
      'editor: read-write',
      'publisher: read-write',
      'developer: read-write',
      'admin: read-write',
      'non-member of the team (same org): refused',
    ]);
  });

  const cases = Object.keys(OPERATION_PERMISSIONS) as Operation[];

  it.each(cases)('%s: allowed exactly where can(standing, permission) says', async (operation) => {
    const permission: Permission = OPERATION_PERMISSIONS[operation];
    const runner = RUNNERS[operation];
    const outcomes: string[] = [];
    for (const actor of actors) {
      const fix = await fixture(target, runner.needsApp === true);
      const standing: Standing = runner.orgLevel
        ? {
            isOrgOwner: actor.isOrgOwner,
            // Across the organization: the actor's roles in every team (the case team and their home team).
            role: highestRole(
              [actor.teamRole, actor.teamRole === null ? 'viewer' : null].filter(
                (r): r is Role => r !== null,
              ),
            ),
          }
        : { isOrgOwner: actor.isOrgOwner, role: actor.teamRole };
      const allowed = can(standing, permission);
      const ctx = { actor, org, fixture: fix };
      const before = await runner.state(ctx);
      const { query, variables } = runner.run(ctx);
      const answer: GraphQLAnswer = await gql(t, query, variables, actor.user.token);
      const after = await runner.state(ctx);
      const label = `${operation} by ${actor.label}`;
      if (allowed) {
        expect(answer.errors, `${label}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
        expect(after, `${label} changed something`).not.toEqual(before);
      } else {
        const status = statusOf(answer);
        expect([403, 404], `${label}: ${JSON.stringify(answer)}`).toContain(status);
        // A member of the team (or, for organization-level operations, of the organization) learns it is the role.
        if (actor.teamRole !== null || runner.orgLevel) {
          expect(status, label).toBe(403);
          expect(answer.errors?.[0]?.message, label).toContain('required role');
        } else {
          expect(status, label).toBe(404);
        }
        expect(after, `${label} changed nothing`).toEqual(before);
      }
      outcomes.push(`${actor.label}: ${allowed ? 'allowed' : 'denied'}`);
    }
    // The matrix itself, for whoever reads a failure: owner-only, admin-and-owner, (components and templates,
    // across the organization) developer, admin and owner, or (pages, in the app's team) from publisher or editor up.
    const expected = actors.map((actor) => {
      const allowedRoles = runner.allowedRoles ?? (runner.orgLevel ? [] : ['admin']);
      const allowed = actor.isOrgOwner || (actor.teamRole !== null && allowedRoles.includes(actor.teamRole));
      return `${actor.label}: ${allowed ? 'allowed' : 'denied'}`;
    });
    expect(outcomes).toEqual(expected);
  });
  it('collections: an editor cannot delete a live item (publisher and up may); field changes are read by managers only', async () => {
    const outcomes: string[] = [];
    for (const actor of actors) {
      const fix = await fixture(target, true);
      const answer = await gql(
        t,
        DELETE_ITEMS,
        { collectionId: fix.collectionId!, ids: [fix.draftItemId!, fix.liveItemId!] },
        actor.user.token,
      );
      const left = await db()
        .select()
        .from(collectionItems)
        .where(eq(collectionItems.collectionId, fix.collectionId!));
      const changes = await gql(
        t,
        FIELD_CHANGES,
        { collectionId: fix.collectionId!, fields: [] },
        actor.user.token,
      );
      outcomes.push(
        `${actor.label}: delete ${statusOf(answer) ?? 'ok'} (${left.length} left), field changes ${statusOf(changes) ?? 'ok'}`,
      );
    }
    expect(outcomes).toEqual([
      'org owner (not in the team): delete ok (0 left), field changes ok',
      'viewer: delete 403 (2 left), field changes 403',
      'editor: delete 403 (2 left), field changes 403',
      'publisher: delete ok (0 left), field changes 403',
      'developer: delete ok (0 left), field changes 403',
      'admin: delete ok (0 left), field changes ok',
      'non-member of the team (same org): delete 404 (2 left), field changes 404',
    ]);
  });

  it('POST /upload/{appId}: editor and up and the owner may; a viewer gets 403, a non-member of the team 404', async () => {
    const fix = await fixture(target, true);
    for (const actor of actors) {
      const allowed = can({ isOrgOwner: actor.isOrgOwner, role: actor.teamRole }, 'media.write');
      const sent = await upload(t, fix.app!.id, actor.user.token, { filename: 'matrix.png', content: png() });
      const label = `upload by ${actor.label}`;
      if (allowed) expect(sent.status, `${label}: ${JSON.stringify(sent.body)}`).toBe(201);
      else if (actor.teamRole !== null) {
        expect(sent.status, label).toBe(403);
        expect(sent.body.message, label).toBe('required role');
      } else {
        expect(sent.status, label).toBe(404);
        expect(sent.body.message, label).toBe('app not found');
      }
    }
    // The matrix itself: the owner and editor up.
    expect(
      actors
        .filter((actor) => can({ isOrgOwner: actor.isOrgOwner, role: actor.teamRole }, 'media.write'))
        .map((actor) => actor.label),
    ).toEqual(['org owner (not in the team)', 'editor', 'publisher', 'developer', 'admin']);
  });

  it('translation files: every role of the team and the owner export, editor and up import; a viewer gets 403, a non-member of the team 404', async () => {
    const fix = await fixture(target, true);
    const outcomes: string[] = [];
    for (const actor of actors) {
      const standing = { isOrgOwner: actor.isOrgOwner, role: actor.teamRole };
      const label = `translation files by ${actor.label}`;
      const exported = await send(t, 'GET', `/apps/${fix.app!.id}/translations/pt-BR.json`, {
        token: actor.user.token,
      });
      if (can(standing, 'page.read')) expect(exported.statusCode, label).toBe(200);
      else {
        expect(exported.statusCode, label).toBe(404);
        expect(exported.json().message, label).toBe('app not found');
      }
      const file = {
        $tessera: { app: fix.app!.id, sourceLocale: 'en-US', targetLocale: 'pt-BR', format: 1 },
        [`${fix.pageId}/page/title`]: `Título de ${actor.label}`,
      };
      const before = (await db().select().from(pages).where(eq(pages.id, fix.pageId!)))[0]?.locales;
      const imported = await send(t, 'POST', `/apps/${fix.app!.id}/translations/import?apply=1`, {
        token: actor.user.token,
        raw: JSON.stringify(file),
      });
      const after = (await db().select().from(pages).where(eq(pages.id, fix.pageId!)))[0]?.locales;
      const allowed = can(standing, 'page.editContent') && can(standing, 'page.editSettings');
      if (allowed) {
        expect(imported.statusCode, `${label}: ${imported.body}`).toBe(200);
        expect(after, label).toEqual({ 'pt-BR': { title: `Título de ${actor.label}` } });
      } else {
        expect(imported.statusCode, label).toBe(actor.teamRole !== null ? 403 : 404);
        expect(imported.json().message, label).toBe(
          actor.teamRole !== null ? 'required role' : 'app not found',
        );
        expect(after, label).toEqual(before);
      }
      outcomes.push(
        `${actor.label}: ${allowed ? 'imports' : exported.statusCode === 200 ? 'exports' : 'refused'}`,
      );
    }
    expect(outcomes).toEqual([
      'org owner (not in the team): imports',
      'viewer: exports',
      'editor: imports',
      'publisher: imports',
      'developer: imports',
      'admin: imports',
      'non-member of the team (same org): refused',
    ]);
  });
});
