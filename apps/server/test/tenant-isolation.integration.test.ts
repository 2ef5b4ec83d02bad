import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docToContent } from '@tessera/shared/collab';
import { eq } from 'drizzle-orm';
import { buildSchema, type GraphQLObjectType } from 'graphql';
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
  uploads,
  users,
} from '../src/db/schema.ts';
import { siteSettings } from '../src/db/site-schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import {
  APP,
  APPS,
  appInput,
  appWorkspace,
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
  COMPONENT,
  COMPONENTS,
  componentInput,
  DELETE_COMPONENT,
  DELETE_TEMPLATE,
  insertAuthored,
  TEMPLATE,
  TEMPLATES,
  templateInput,
  UPDATE_COMPONENT,
  UPDATE_TEMPLATE,
} from './authoring-helpers.ts';
import { BREAKPOINT_VALUE_COUNTS, breakpointInput, UPDATE_APP_BREAKPOINTS } from './breakpoint-helpers.ts';
import { type Client, join, listen } from './collab-helpers.ts';
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
  liveHostOf,
  PAGE_VERSION_CONTENT,
  PAGE_VERSIONS,
  PUBLISH_APP,
  PUBLISH_PAGE,
  ROLLBACK_PAGE,
  visit,
} from './live-helpers.ts';
import {
  FIXTURE_LOCALES,
  TRANSLATION_COUNTS,
  UPDATE_APP_LOCALES,
  UPDATE_PAGE_TRANSLATION,
} from './locale-helpers.ts';
import {
  CREATE_MEDIA,
  DELETE_MEDIA,
  insertMedia,
  insertUpload,
  MEDIAS,
  newMedia,
  UPDATE_MEDIA,
} from './media-helpers.ts';
import {
  ACCEPT,
  ACTIVITIES,
  addMember,
  CHANGE_ROLE,
  createOrg,
  createTeam,
  DELETE_TEAM,
  INVITE,
  invite,
  type OrgInfo,
  ok,
  REMOVE_MEMBER,
  REVOKE,
  statusOf,
  TEAM,
  TEAMS,
  type TeamInfo,
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
import { SITE_SETTINGS, siteInput, UPDATE_SITE_SETTINGS } from './site-helpers.ts';

/** Arguments that name an entity: every field taking one needs a case below. */
const ID_ARGUMENTS = ['id', 'teamId', 'appId', 'userId', 'orgId', 'pageId', 'versionId', 'collectionId'];

const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/graphql/schema.graphql',
);

/** Query and Mutation fields of the executable contract, as `Query.team`, `Mutation.updateOrg`. */
function operations() {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const roots = [schema.getQueryType(), schema.getMutationType()].filter(Boolean) as GraphQLObjectType[];
  return roots.flatMap((root) =>
    Object.values(root.getFields()).map((field) => ({
      key: `${root.name}.${field.name}`,
      idArguments: field.args.map((arg) => arg.name).filter((name) => ID_ARGUMENTS.includes(name)),
    })),
  );
}

/** Org A, the victim: everything the attacker must never reach nor read. */
interface Victim {
  owner: SignedInUser;
  admin: SignedInUser;
  org: OrgInfo;
  team: TeamInfo;
  otherTeam: TeamInfo;
  appId: string;
  appAlias: string;
  page: { id: string; url: string };
  marker: string;
  invitationId: string;
  invitationToken: string;
  componentId: string;
  templateId: string;
  media: { id: string; name: string; key: string };
  upload: { id: string; size: number; extension: string; mediaType: string };
  prefab: { id: string; name: string };
  /** Two published versions of A's page, the second live. */
  versions: { first: string; second: string };
  /** A form on A's page, a submission of it, and its delivery settings with a webhook secret. */
  formKey: string;
  submissionId: string;
  /** A failed webhook delivery of the submission. */
  deliveryId: string;
  /** A file a visitor sent with that submission, in storage. */
  formFile: { id: string; key: string; bytes: Buffer };
  /** A collection of A's app with a draft item and a live one (issue 27). */
  collection: { id: string; name: string };
  draftItemId: string;
  liveItemId: string;
  secrets: string[];
}

interface Attacker {
  owner: SignedInUser;
  member: SignedInUser;
  org: OrgInfo;
  team: TeamInfo;
  appId: string;
  templateId: string;
  componentId: string;
  pageId: string;
  /** A published version of B's page. */
  versionId: string;
  upload: { id: string; size: number; extension: string; mediaType: string };
  /** A collection of B's app. */
  collectionId: string;
}

/** AppInput for B's app, with an optional team to move it to. */
function attackerApp(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Attacker App',
    alias: 'attackapp',
    description: 'An attacker app',
    tags: ['x'],
    ...overrides,
  };
}

/** PageInput taking over A's page. */
const TAKEOVER_PAGE = {
  name: 'Taken over',
  url: 'taken-over',
  title: 'Taken over',
  description: 'Taken over',
  tags: ['taken'],
};

interface Case {
  label: string;
  query: string;
  variables: (a: Victim, b: Attacker) => Record<string, unknown>;
}

/**
 * One or more cases per operation that takes an id, each called by org B's users with org A's ids. An operation
 * added to the schema with an id argument and no case here fails the test by name.
 */
const CASES: Record<string, Case[]> = {
  'Query.team': [
    { label: "A's team", query: TEAM, variables: (a) => ({ id: a.team.id }) },
    { label: "A's other team", query: TEAM, variables: (a) => ({ id: a.otherTeam.id }) },
  ],
  'Query.activities': [{ label: "A's app", query: ACTIVITIES, variables: (a) => ({ appId: a.appId }) }],
  'Mutation.updateOrg': [
    {
      label: "A's organization",
      query: UPDATE_ORG,
      variables: (a) => ({
        id: a.org.id,
        org: { name: 'Taken over', description: 'Taken over', alias: a.org.alias },
      }),
    },
  ],
  'Mutation.updateTeam': [
    {
      label: "A's team",
      query: UPDATE_TEAM,
      variables: (a) => ({ id: a.team.id, name: 'Taken over', description: 'Taken over' }),
    },
  ],
  'Mutation.deleteTeam': [
    { label: "A's team", query: DELETE_TEAM, variables: (a) => ({ id: a.team.id }) },
    { label: "A's team without apps", query: DELETE_TEAM, variables: (a) => ({ id: a.otherTeam.id }) },
  ],
  'Mutation.inviteTeamMember': [
    {
      label: "into A's team",
      query: INVITE,
      variables: (a) => ({
        teamId: a.team.id,
        email: `intruder-${randomUUID().slice(0, 6)}@example.com`,
        role: 'admin',
      }),
    },
    {
      label: "A's admin into A's team (membership probe)",
      query: INVITE,
      variables: (a) => ({ teamId: a.team.id, email: a.admin.email, role: 'viewer' }),
    },
  ],
  'Mutation.revokeInvitation': [
    { label: "A's invitation", query: REVOKE, variables: (a) => ({ id: a.invitationId }) },
  ],
  'Mutation.updateTeamMemberRole': [
    {
      label: "A's admin in A's team",
      query: CHANGE_ROLE,
      variables: (a) => ({ teamId: a.team.id, userId: a.admin.id, role: 'viewer' }),
    },
    {
      label: "A's owner in B's own team",
      query: CHANGE_ROLE,
      variables: (a, b) => ({ teamId: b.team.id, userId: a.owner.id, role: 'viewer' }),
    },
  ],
  'Mutation.removeTeamMember': [
    {
      label: "A's admin from A's team",
      query: REMOVE_MEMBER,
      variables: (a) => ({ teamId: a.team.id, userId: a.admin.id }),
    },
    {
      label: "A's admin from B's own team",
      query: REMOVE_MEMBER,
      variables: (a, b) => ({ teamId: b.team.id, userId: a.admin.id }),
    },
  ],
  'Query.component': [
    { label: "A's component", query: COMPONENT, variables: (a) => ({ id: a.componentId }) },
  ],
  'Query.template': [{ label: "A's template", query: TEMPLATE, variables: (a) => ({ id: a.templateId }) }],
  'Mutation.updateComponent': [
    {
      label: "A's component",
      query: UPDATE_COMPONENT,
      variables: (a) => ({ id: a.componentId, c: componentInput({ name: 'Taken over' }) }),
    },
  ],
  'Mutation.deleteComponent': [
    { label: "A's component", query: DELETE_COMPONENT, variables: (a) => ({ id: a.componentId }) },
  ],
  'Mutation.updateTemplate': [
    {
      label: "A's template",
      query: UPDATE_TEMPLATE,
      variables: (a) => ({ id: a.templateId, t: templateInput({ name: 'Taken over' }) }),
    },
  ],
  'Mutation.deleteTemplate': [
    { label: "A's template", query: DELETE_TEMPLATE, variables: (a) => ({ id: a.templateId }) },
  ],
  'Query.app': [{ label: "A's app", query: APP, variables: (a) => ({ id: a.appId }) }],
  'Query.page': [{ label: "A's page", query: PAGE, variables: (a) => ({ id: a.page.id }) }],
  'Query.pages': [
    { label: "A's app", query: PAGES, variables: (a) => ({ appId: a.appId }) },
    { label: "A's app, searching", query: PAGES, variables: (a) => ({ appId: a.appId, search: 'victim' }) },
  ],
  'Query.pageExists': [
    {
      label: "A's app, A's URL",
      query: PAGE_EXISTS,
      variables: (a) => ({ appId: a.appId, url: a.page.url }),
    },
    {
      label: "A's app, a free URL",
      query: PAGE_EXISTS,
      variables: (a) => ({ appId: a.appId, url: '/free' }),
    },
  ],
  'Mutation.createApp': [
    {
      label: "in A's team",
      query: CREATE_APP,
      variables: (a) => ({ newApp: appInput(a.team.id) }),
    },
    {
      label: "in A's team with A's alias (alias probe)",
      query: CREATE_APP,
      variables: (a) => ({ newApp: appInput(a.team.id, { alias: a.appAlias }) }),
    },
  ],
  'Mutation.updateApp': [
    {
      label: "A's app",
      query: UPDATE_APP,
      variables: (a) => ({
        id: a.appId,
        app: { name: 'Taken over', alias: a.appAlias, description: 'Taken over', tags: ['taken'] },
      }),
    },
    {
      label: "B's app moved into A's team",
      query: UPDATE_APP,
      variables: (a, b) => ({ id: b.appId, app: attackerApp({ teamId: a.team.id }) }),
    },
  ],
  'Mutation.deleteApp': [{ label: "A's app", query: DELETE_APP, variables: (a) => ({ id: a.appId }) }],
  'Query.appForms': [{ label: "A's app", query: APP_FORMS, variables: (a) => ({ appId: a.appId }) }],
  'Query.formSubmissions': [
    { label: "A's app", query: FORM_SUBMISSIONS, variables: (a) => ({ appId: a.appId }) },
    {
      label: "A's app, A's form, searching A's marker",
      query: FORM_SUBMISSIONS,
      variables: (a) => ({ appId: a.appId, formKey: a.formKey, search: a.marker }),
    },
  ],
  'Query.formSubmission': [
    { label: "A's submission", query: FORM_SUBMISSION, variables: (a) => ({ id: a.submissionId }) },
  ],
  'Query.formDeliverySettings': [
    {
      label: "A's form",
      query: FORM_DELIVERY_SETTINGS,
      variables: (a) => ({ appId: a.appId, formKey: a.formKey }),
    },
  ],
  'Mutation.markFormSubmissions': [
    {
      label: "A's submission in A's app",
      query: MARK_FORM_SUBMISSIONS,
      variables: (a) => ({ appId: a.appId, ids: [a.submissionId], read: true }),
    },
    {
      label: "A's submission through B's app",
      query: MARK_FORM_SUBMISSIONS,
      variables: (a, b) => ({ appId: b.appId, ids: [a.submissionId], read: true }),
    },
  ],
  'Mutation.deleteFormSubmissions': [
    {
      label: "A's submission in A's app",
      query: DELETE_FORM_SUBMISSIONS,
      variables: (a) => ({ appId: a.appId, ids: [a.submissionId] }),
    },
    {
      label: "A's submission through B's app",
      query: DELETE_FORM_SUBMISSIONS,
      variables: (a, b) => ({ appId: b.appId, ids: [a.submissionId] }),
    },
  ],
  'Mutation.updateFormDeliverySettings': [
    {
      label: "A's form",
      query: UPDATE_FORM_DELIVERY_SETTINGS,
      variables: (a) => ({
        appId: a.appId,
        formKey: a.formKey,
        input: settingsInput({ webhook: true, webhookUrl: 'https://attacker.example.com/steal' }),
      }),
    },
  ],
  'Mutation.rotateFormWebhookSecret': [
    {
      label: "A's form",
      query: ROTATE_FORM_WEBHOOK_SECRET,
      variables: (a) => ({ appId: a.appId, formKey: a.formKey }),
    },
  ],
  'Mutation.sendTestFormWebhook': [
    {
      label: "A's form",
      query: SEND_TEST_FORM_WEBHOOK,
      variables: (a) => ({ appId: a.appId, formKey: a.formKey }),
    },
  ],
  'Mutation.retryFormDelivery': [
    {
      label: "A's delivery in A's app",
      query: RETRY_FORM_DELIVERY,
      variables: (a) => ({ appId: a.appId, deliveryId: a.deliveryId }),
    },
    {
      label: "A's delivery through B's app",
      query: RETRY_FORM_DELIVERY,
      variables: (a, b) => ({ appId: b.appId, deliveryId: a.deliveryId }),
    },
  ],
  'Query.siteSettings': [{ label: "A's app", query: SITE_SETTINGS, variables: (a) => ({ appId: a.appId }) }],
  'Mutation.updateSiteSettings': [
    {
      label: "A's app",
      query: UPDATE_SITE_SETTINGS,
      variables: (a) => ({ appId: a.appId, settings: siteInput({ siteName: 'Taken over' }) }),
    },
    {
      label: "B's app with A's media as favicon and social image",
      query: UPDATE_SITE_SETTINGS,
      variables: (a, b) => ({
        appId: b.appId,
        settings: siteInput({ faviconMediaId: a.media.id, socialImageMediaId: a.media.id }),
      }),
    },
    {
      label: "B's app with A's prefab as header and footer",
      query: UPDATE_SITE_SETTINGS,
      variables: (a, b) => ({
        appId: b.appId,
        settings: siteInput({ headerPrefabId: a.prefab.id, footerPrefabId: a.prefab.id }),
      }),
    },
  ],
  'Query.appBreakpointValueCounts': [
    { label: "A's app", query: BREAKPOINT_VALUE_COUNTS, variables: (a) => ({ appId: a.appId }) },
  ],
  'Mutation.updateAppBreakpoints': [
    {
      label: "A's app, deleting every breakpoint",
      query: UPDATE_APP_BREAKPOINTS,
      variables: (a) => ({ appId: a.appId, breakpoints: [] }),
    },
    {
      label: "A's app, renaming one",
      query: UPDATE_APP_BREAKPOINTS,
      variables: (a) => ({ appId: a.appId, breakpoints: [breakpointInput('tablet', 991, 'Taken over')] }),
    },
  ],
  'Query.appTranslationCounts': [
    { label: "A's app", query: TRANSLATION_COUNTS, variables: (a) => ({ appId: a.appId }) },
  ],
  'Mutation.updateAppLocales': [
    {
      label: "A's app, adding a language",
      query: UPDATE_APP_LOCALES,
      variables: (a) => ({ appId: a.appId, locales: { default: 'en-US', others: ['pt-BR'] } }),
    },
    {
      label: "A's app, changing its default",
      query: UPDATE_APP_LOCALES,
      variables: (a) => ({ appId: a.appId, locales: { default: 'de-DE', others: [] } }),
    },
  ],
  'Mutation.createPage': [
    {
      label: "in A's app with A's template",
      query: CREATE_PAGE,
      variables: (a) => ({ newPage: pageInput(a.appId, a.templateId) }),
    },
    {
      label: "in A's app with B's template",
      query: CREATE_PAGE,
      variables: (a, b) => ({ newPage: pageInput(a.appId, b.templateId) }),
    },
    {
      label: "in B's app with A's template",
      query: CREATE_PAGE,
      variables: (a, b) => ({ newPage: pageInput(b.appId, a.templateId) }),
    },
  ],
  'Mutation.updatePage': [
    {
      label: "A's page",
      query: UPDATE_PAGE,
      variables: (a) => ({ id: a.page.id, page: TAKEOVER_PAGE }),
    },
    {
      label: "A's page with content",
      query: UPDATE_PAGE,
      variables: (a) => ({
        id: a.page.id,
        page: {
          ...TAKEOVER_PAGE,
          content: {
            version: 1,
            template: { id: a.templateId, dataTypes: {}, isPrefab: false },
            slots: { slot1: [], slot2: [] },
            pageEvents: { nodes: [], connections: [], comments: [] },
          },
        },
      }),
    },
  ],
  'Mutation.updatePageTranslation': [
    {
      label: "A's page in a language of its app",
      query: UPDATE_PAGE_TRANSLATION,
      variables: (a) => ({ pageId: a.page.id, locale: 'pt-BR', translation: { title: 'Taken over' } }),
    },
  ],
  'Mutation.deletePage': [{ label: "A's page", query: DELETE_PAGE, variables: (a) => ({ id: a.page.id }) }],
  'Query.pageVersions': [
    { label: "A's page", query: PAGE_VERSIONS, variables: (a) => ({ pageId: a.page.id }) },
    {
      label: "A's page, first one",
      query: PAGE_VERSIONS,
      variables: (a) => ({ pageId: a.page.id, first: 1 }),
    },
  ],
  'Query.pageVersionContent': [
    { label: "A's first version", query: PAGE_VERSION_CONTENT, variables: (a) => ({ id: a.versions.first }) },
    { label: "A's live version", query: PAGE_VERSION_CONTENT, variables: (a) => ({ id: a.versions.second }) },
  ],
  'Mutation.publishPage': [{ label: "A's page", query: PUBLISH_PAGE, variables: (a) => ({ id: a.page.id }) }],
  'Mutation.publishApp': [{ label: "A's app", query: PUBLISH_APP, variables: (a) => ({ id: a.appId }) }],
  'Mutation.rollbackPage': [
    {
      label: "A's page to A's version",
      query: ROLLBACK_PAGE,
      variables: (a) => ({ id: a.page.id, versionId: a.versions.first }),
    },
    {
      label: "B's page to A's version",
      query: ROLLBACK_PAGE,
      variables: (a, b) => ({ id: b.pageId, versionId: a.versions.first }),
    },
    {
      label: "A's page to B's version",
      query: ROLLBACK_PAGE,
      variables: (a, b) => ({ id: a.page.id, versionId: b.versionId }),
    },
  ],
  'Query.medias': [
    { label: "A's app", query: MEDIAS, variables: (a) => ({ appId: a.appId }) },
    {
      label: "A's app, filtered by A's media name",
      query: MEDIAS,
      variables: (a) => ({ appId: a.appId, filter: { text: a.media.name, mediaType: 'Image' } }),
    },
    { label: "A's app, backwards", query: MEDIAS, variables: (a) => ({ appId: a.appId, last: 5 }) },
  ],
  'Mutation.createMedia': [
    {
      label: "in A's app with A's upload",
      query: CREATE_MEDIA,
      variables: (a) => ({ newMedia: newMedia(a.appId, a.upload, 'Taken over') }),
    },
    {
      label: "in B's own app with A's upload",
      query: CREATE_MEDIA,
      variables: (a, b) => ({ newMedia: newMedia(b.appId, a.upload, 'Taken over') }),
    },
    {
      label: "in A's app with B's upload",
      query: CREATE_MEDIA,
      variables: (a, b) => ({ newMedia: newMedia(a.appId, b.upload, 'Taken over') }),
    },
  ],
  'Mutation.updateMedia': [
    { label: "A's media", query: UPDATE_MEDIA, variables: (a) => ({ id: a.media.id, name: 'Taken over' }) },
  ],
  'Mutation.deleteMedia': [
    { label: "A's media", query: DELETE_MEDIA, variables: (a) => ({ id: a.media.id }) },
  ],
  'Query.prefab': [{ label: "A's prefab", query: PREFAB, variables: (a) => ({ id: a.prefab.id }) }],
  'Query.prefabs': [
    { label: "A's app", query: PREFABS, variables: (a) => ({ appId: a.appId }) },
    { label: "A's app, second page", query: PREFABS, variables: (a) => ({ appId: a.appId, first: 1 }) },
  ],
  'Mutation.createPrefab': [
    {
      label: "in A's app of A's component",
      query: CREATE_PREFAB,
      variables: (a) => ({ appId: a.appId, prefab: prefabInput(a.componentId) }),
    },
    {
      label: "in A's app of B's component",
      query: CREATE_PREFAB,
      variables: (a, b) => ({ appId: a.appId, prefab: prefabInput(b.componentId) }),
    },
    {
      label: "in B's app of A's component",
      query: CREATE_PREFAB,
      variables: (a, b) => ({ appId: b.appId, prefab: prefabInput(a.componentId) }),
    },
    {
      label: "in B's app of A's template",
      query: CREATE_PREFAB,
      variables: (a, b) => ({
        appId: b.appId,
        prefab: prefabInput(a.templateId, { prefabType: 'Template' }),
      }),
    },
    {
      label: "in A's app with A's prefab name (name probe)",
      query: CREATE_PREFAB,
      variables: (a) => ({ appId: a.appId, prefab: prefabInput(a.componentId, { name: a.prefab.name }) }),
    },
  ],
  'Mutation.updatePrefab': [
    {
      label: "A's prefab",
      query: UPDATE_PREFAB,
      variables: (a) => ({ id: a.prefab.id, prefab: { name: 'Taken over', dataTypes: prefabDataTypes() } }),
    },
  ],
  'Mutation.deletePrefab': [
    { label: "A's prefab", query: DELETE_PREFAB, variables: (a) => ({ id: a.prefab.id }) },
  ],
  'Query.collections': [{ label: "A's app", query: COLLECTIONS, variables: (a) => ({ appId: a.appId }) }],
  'Query.collection': [
    { label: "A's collection", query: COLLECTION, variables: (a) => ({ id: a.collection.id }) },
  ],
  'Query.collectionItems': [
    {
      label: "A's collection",
      query: COLLECTION_ITEMS,
      variables: (a) => ({ collectionId: a.collection.id }),
    },
    {
      label: "A's collection, searching A's marker",
      query: COLLECTION_ITEMS,
      variables: (a) => ({ collectionId: a.collection.id, search: a.marker, sort: { field: 'title' } }),
    },
  ],
  'Query.collectionItem': [
    { label: "A's draft item", query: COLLECTION_ITEM, variables: (a) => ({ id: a.draftItemId }) },
    { label: "A's live item", query: COLLECTION_ITEM, variables: (a) => ({ id: a.liveItemId }) },
  ],
  'Query.collectionFieldChanges': [
    {
      label: "A's collection",
      query: FIELD_CHANGES,
      variables: (a) => ({ collectionId: a.collection.id, fields: [] }),
    },
  ],
  'Mutation.createCollection': [
    {
      label: "in A's app",
      query: CREATE_COLLECTION,
      variables: (a) => ({ appId: a.appId, collection: { name: 'Taken over', fields: [] } }),
    },
  ],
  'Mutation.updateCollection': [
    {
      label: "A's collection",
      query: UPDATE_COLLECTION,
      variables: (a) => ({
        id: a.collection.id,
        collection: { name: 'Taken over', fields: [] },
        confirmRemovals: true,
      }),
    },
  ],
  'Mutation.deleteCollection': [
    { label: "A's collection", query: DELETE_COLLECTION, variables: (a) => ({ id: a.collection.id }) },
  ],
  'Mutation.createCollectionItem': [
    {
      label: "in A's collection",
      query: CREATE_ITEM,
      variables: (a) => ({ collectionId: a.collection.id, values: { title: 'Taken over' } }),
    },
  ],
  'Mutation.updateCollectionItem': [
    {
      label: "A's item",
      query: UPDATE_ITEM,
      variables: (a) => ({ id: a.draftItemId, values: { title: 'Taken over' } }),
    },
  ],
  'Mutation.deleteCollectionItems': [
    {
      label: "A's items in A's collection",
      query: DELETE_ITEMS,
      variables: (a) => ({ collectionId: a.collection.id, ids: [a.draftItemId, a.liveItemId] }),
    },
    {
      label: "A's item through B's collection",
      query: DELETE_ITEMS,
      variables: (a, b) => ({ collectionId: b.collectionId, ids: [a.draftItemId] }),
    },
  ],
  'Mutation.publishCollectionItems': [
    {
      label: "A's item in A's collection",
      query: PUBLISH_ITEMS,
      variables: (a) => ({ collectionId: a.collection.id, ids: [a.draftItemId] }),
    },
    {
      label: "A's item through B's collection",
      query: PUBLISH_ITEMS,
      variables: (a, b) => ({ collectionId: b.collectionId, ids: [a.draftItemId] }),
    },
  ],
  'Mutation.unpublishCollectionItems': [
    {
      label: "A's item in A's collection",
      query: UNPUBLISH_ITEMS,
      variables: (a) => ({ collectionId: a.collection.id, ids: [a.liveItemId] }),
    },
    {
      label: "A's item through B's collection",
      query: UNPUBLISH_ITEMS,
      variables: (a, b) => ({ collectionId: b.collectionId, ids: [a.liveItemId] }),
    },
  ],
  'Mutation.updateUser': [
    {
      label: "A's owner",
      query:
        'mutation ($id: ID!, $user: UpdateUserInput!) { updateUser(id: $id, user: $user) { id username email } }',
      variables: (a) => ({
        id: a.owner.id,
        user: { username: 'Taken over', email: `taken-${randomUUID().slice(0, 6)}@example.com` },
      }),
    },
  ],
};

/** Operations without an id argument, run by B: what they answer must hold nothing of A. */
const LIST_CASES: Record<string, Case[]> = {
  'Query.me': [
    {
      label: 'profile',
      query:
        '{ me { id currentOrg { id name alias owner { id email } } orgs { id name alias } teams { id name } } }',
      variables: () => ({}),
    },
  ],
  'Query.teams': [{ label: 'teams', query: TEAMS, variables: () => ({ first: 100 }) }],
  'Query.activities': [{ label: 'feed', query: ACTIVITIES, variables: () => ({ first: 100 }) }],
  'Query.components': [{ label: 'components', query: COMPONENTS, variables: () => ({ first: 100 }) }],
  'Query.templates': [{ label: 'templates', query: TEMPLATES, variables: () => ({ first: 100 }) }],
  'Query.apps': [
    { label: 'apps', query: APPS, variables: () => ({ first: 100 }) },
    { label: "apps searching A's marker", query: APPS, variables: (a) => ({ first: 100, search: a.marker }) },
    {
      label: "apps searching A's app name",
      query: APPS,
      variables: () => ({ first: 100, search: 'victim' }),
    },
  ],
};

/** Operations whose argument is a credential, not an id: holding A's token is the permission. */
const TOKEN_CASES: Record<string, Case[]> = {
  'Mutation.acceptInvitation': [
    {
      label: "A's invitation to someone else",
      query: ACCEPT,
      variables: (a) => ({ token: a.invitationToken }),
    },
  ],
};

/** Mutations with neither an id nor anything of another tenant to reach: they act on the caller alone. */
const NOTHING_TO_REACH = [
  'Mutation.createOrg',
  'Mutation.createTeam',
  // Both create in the caller's current organization only.
  'Mutation.createComponent',
  'Mutation.createTemplate',
  'Mutation.updateUserPassword',
  // Sends the caller's own confirmation link again, to the caller's own (pending) address.
  'Mutation.sendEmailConfirmation',
  'Query.invitation',
  // The behaviour graph's node catalogue: the same for everyone, it holds nothing of any organization.
  'Query.getAllEngineEvents',
];

const REST_CASES: Record<string, Array<{ label: string; url: (a: Victim, b: Attacker) => string }>> = {
  'PUT /users/current-org/:orgId': [
    { label: "A's organization", url: (a) => `/users/current-org/${a.org.id}` },
  ],
  'POST /upload/:appId': [{ label: "into A's app", url: (a) => `/upload/${a.appId}` }],
  // A live form takes visitors' posts on its own live host only (forms-live.integration.test.ts posts another
  // app's form to a live host): through the console's host, with B's session, A's form is not there.
  'POST /_tessera/forms/:pageId/:brickId': [
    { label: "a form on A's page", url: (a) => `/_tessera/forms/${a.page.id}/form1` },
  ],
  // A file sent to A's form: through A's app (B sees no such app) and through B's own app (not B's file).
  'GET /apps/:appId/form-files/:fileId': [
    { label: "A's form file", url: (a) => `/apps/${a.appId}/form-files/${a.formFile.id}` },
    { label: "A's form file through B's app", url: (a, b) => `/apps/${b.appId}/form-files/${a.formFile.id}` },
  ],
  // Its challenge, likewise (forms-challenge.integration.test.ts asks another app's form's on a live host).
  'GET /_tessera/forms/:pageId/:brickId/challenge': [
    {
      label: "the challenge of a form on A's page",
      url: (a) => `/_tessera/forms/${a.page.id}/form1/challenge`,
    },
  ],
  // Translation files (issue 26): A's texts, and a file imported into A's app (no body: refused before any is read).
  'GET /apps/:appId/translations/:file': [
    { label: "A's texts in pt-BR", url: (a) => `/apps/${a.appId}/translations/pt-BR.xlf` },
    { label: "A's page's texts", url: (a) => `/apps/${a.appId}/translations/pt-BR.json?pages=${a.page.id}` },
    {
      label: "A's page through B's app",
      url: (a, b) => `/apps/${b.appId}/translations/pt-BR.json?pages=${a.page.id}`,
    },
  ],
  'POST /apps/:appId/translations/import': [
    { label: "into A's app", url: (a) => `/apps/${a.appId}/translations/import?apply=1` },
  ],
  'GET /apps/:appId/form-submissions.csv': [
    { label: "A's submissions", url: (a) => `/apps/${a.appId}/form-submissions.csv` },
    {
      label: "A's form's submissions",
      url: (a) => `/apps/${a.appId}/form-submissions.csv?form=${encodeURIComponent(a.formKey)}`,
    },
  ],
  // A's files are public by design (decision 0014: unguessable URLs, shown by live sites to anyone); what B
  // can do is guess, and a guessed name in A's app is a 404.
  'GET /media/:appId/:file': [
    {
      label: "a guessed file of A's app",
      url: (a) => `/media/${a.appId}/${'0'.repeat(32)}-${'0'.repeat(16)}.png`,
    },
    {
      label: "A's file name with its random part changed",
      url: (a) => `/media/${a.media.key.replace(/-[0-9a-f]{16}\./, `-${'f'.repeat(16)}.`)}`,
    },
  ],
};

describe('tenant isolation', () => {
  let t: TestApp;
  let a: Victim;
  let b: Attacker;

  beforeAll(async () => {
    t = await createTestApp();
    const marker = randomUUID().slice(0, 6);
    const owner = await signUpAndIn(t, `victimowner${marker}`);
    const admin = await signUpAndIn(t, `victimadmin${marker}`);
    const org = await createOrg(t, owner, {
      name: `Victim Org ${marker}`,
      description: `Victim secrets ${marker}`,
    });
    const team = await createTeam(t, owner, `Victim Team ${marker}`);
    const otherTeam = await createTeam(t, owner, `Victim Other ${marker}`);
    await addMember(t, org.id, team.id, admin, 'admin');
    await send(t, 'PUT', `/users/current-org/${org.id}`, { token: admin.token });
    const { id: appId, alias: appAlias } = await insertApp(t.database.db, {
      orgId: org.id,
      teamId: team.id,
      name: `Victim App ${marker}`,
      alias: `vapp${marker.replace(/[^a-z0-9]/g, '')}`,
      description: 'A victim app',
      locales: FIXTURE_LOCALES,
    });
    await t.database.db.insert(activities).values({
      id: randomUUID(),
      orgId: org.id,
      teamId: team.id,
      appId,
      actorId: owner.id,
      action: 'app.update',
      entityType: 'app',
      entityId: appId,
      entityName: `Victim App ${marker}`,
    });
    // Breakpoints of A's own, named with the marker: no answer to the attacker may carry them.
    await t.database.db
      .update(apps)
      .set({
        breakpoints: [
          { id: 'tablet', label: { 'en-US': `Victim tablet ${marker}`, 'pt-BR': 'Tablet' }, maxWidth: 991 },
        ],
      })
      .where(eq(apps.id, appId));
    const invitedEmail = `victim-invitee-${marker}@example.com`;
    const { token } = await invite(t, owner, team.id, invitedEmail, 'editor');
    const [invitation] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)));
    const authored = await insertAuthored(t.database.db, org.id, owner.id);
    const page = await insertPage(t.database.db, {
      appId,
      templateId: authored.templateId,
      url: `/victim-${marker}`,
      name: `Victim Page ${marker}`,
    });
    const victimMedia = await insertMedia(t.database.db, {
      appId,
      name: `Victim media ${marker}`,
      userId: owner.id,
    });
    const victimUpload = await insertUpload(t.database.db, { appId, userId: owner.id });
    const victimPrefab = await insertPrefab(t.database.db, {
      appId,
      elementId: authored.componentId,
      name: `Victim prefab ${marker}`,
    });
    const versions = {
      first: (await insertVersion(t.database.db, { pageId: page.id, appId, number: 1, url: page.url })).id,
      second: (
        await insertVersion(t.database.db, { pageId: page.id, appId, number: 2, url: page.url, live: true })
      ).id,
    };
    const formKey = formKeyOn(page.id);
    const submission = await insertSubmission(t.database.db, {
      appId,
      formKey,
      pageId: page.id,
      values: {
        name: `Victim visitor ${marker}`,
        email: `visitor-${marker}@example.com`,
        message: 'private',
      },
    });
    const delivery = await insertFailedDelivery(t.database.db, appId, submission.id);
    const formFile = await insertStoredFile(t.database.db, t.services.storage, appId, submission.id);
    const webhookSecret = `whsec_victim${marker}`;
    await t.database.db.insert(formDeliverySettings).values({
      appId,
      formKey,
      webhook: true,
      webhookUrl: `https://victim-hooks.example.com/${marker}`,
      webhookSecret,
    });
    const victimCollection = await insertCollection(t.database.db, appId, `Victim collection ${marker}`);
    const victimDraft = await insertItem(t.database.db, appId, victimCollection.id, `Victim item ${marker}`);
    const victimLive = await insertItem(
      t.database.db,
      appId,
      victimCollection.id,
      `Victim item ${marker}`,
      true,
    );
    a = {
      owner,
      admin,
      org,
      team,
      otherTeam,
      appId,
      appAlias,
      page,
      marker,
      invitationId: invitation!.id,
      invitationToken: token,
      componentId: authored.componentId,
      templateId: authored.templateId,
      media: victimMedia,
      upload: victimUpload,
      prefab: victimPrefab,
      versions,
      formKey,
      submissionId: submission.id,
      deliveryId: delivery.id,
      formFile,
      collection: victimCollection,
      draftItemId: victimDraft.id,
      liveItemId: victimLive.id,
      secrets: [
        victimCollection.id,
        victimCollection.name,
        victimDraft.id,
        victimLive.id,
        `Victim item ${marker}`,
        submission.id,
        delivery.id,
        formFile.key,
        webhookSecret,
        `visitor-${marker}@example.com`,
        versions.first,
        versions.second,
        victimPrefab.id,
        victimPrefab.name,
        victimMedia.id,
        victimMedia.name,
        victimMedia.key,
        victimUpload.id,
        victimUpload.key,
        authored.componentId,
        authored.templateId,
        authored.componentName,
        authored.templateName,
        marker,
        org.alias,
        org.id,
        team.id,
        otherTeam.id,
        appId,
        appAlias,
        page.id,
        page.url,
        invitation!.id,
        owner.email,
        admin.email,
        invitedEmail,
      ],
    };

    const attacker = await appWorkspace(t, 'attackerowner', { org: 'Attacker Org', team: 'Attacker Team' });
    const bMember = await signUpAndIn(t, 'attackermember');
    await addMember(t, attacker.org.id, attacker.team.id, bMember, 'admin');
    await send(t, 'PUT', `/users/current-org/${attacker.org.id}`, { token: bMember.token });
    const bApp = await insertApp(t.database.db, {
      orgId: attacker.org.id,
      teamId: attacker.team.id,
      name: 'Attacker App',
      alias: 'attackapp',
      description: 'An attacker app',
    });
    const bPageId = (await insertPage(t.database.db, { appId: bApp.id, templateId: attacker.templateId })).id;
    b = {
      owner: attacker.owner,
      member: bMember,
      org: attacker.org,
      team: attacker.team,
      appId: bApp.id,
      templateId: attacker.templateId,
      componentId: attacker.componentId,
      pageId: bPageId,
      versionId: (
        await insertVersion(t.database.db, { pageId: bPageId, appId: bApp.id, number: 1, live: true })
      ).id,
      upload: await insertUpload(t.database.db, { appId: bApp.id, userId: attacker.owner.id }),
      collectionId: (await insertCollection(t.database.db, bApp.id)).id,
    };
  });
  afterAll(() => t.close());

  /** Everything of org A in the database, to prove no case changed it. */
  async function victimState() {
    const db = t.database.db;
    return {
      org: await db.select().from(orgs).where(eq(orgs.id, a.org.id)),
      members: await db.select().from(orgMembers).where(eq(orgMembers.orgId, a.org.id)),
      teams: await db.select().from(teams).where(eq(teams.orgId, a.org.id)),
      teamMembers: (await db.select().from(teamMembers)).filter((row) =>
        [a.team.id, a.otherTeam.id].includes(row.teamId),
      ),
      invitations: await db.select().from(invitations).where(eq(invitations.orgId, a.org.id)),
      activities: await db.select().from(activities).where(eq(activities.orgId, a.org.id)),
      components: await db.select().from(components).where(eq(components.orgId, a.org.id)),
      templates: await db.select().from(templates).where(eq(templates.orgId, a.org.id)),
      apps: await db.select().from(apps).where(eq(apps.orgId, a.org.id)),
      pages: await db.select().from(pages).where(eq(pages.appId, a.appId)),
      pageVersions: await db.select().from(pageVersions).where(eq(pageVersions.appId, a.appId)),
      media: await db.select().from(media).where(eq(media.appId, a.appId)),
      uploads: await db.select().from(uploads).where(eq(uploads.appId, a.appId)),
      prefabs: await db.select().from(prefabs).where(eq(prefabs.appId, a.appId)),
      siteSettings: await db.select().from(siteSettings).where(eq(siteSettings.appId, a.appId)),
      formSubmissions: await db.select().from(formSubmissions).where(eq(formSubmissions.appId, a.appId)),
      formDeliveries: await db.select().from(formDeliveries).where(eq(formDeliveries.appId, a.appId)),
      formDeliverySettings: await db
        .select()
        .from(formDeliverySettings)
        .where(eq(formDeliverySettings.appId, a.appId)),
      owner: await db.select().from(users).where(eq(users.id, a.owner.id)),
      admin: await db.select().from(users).where(eq(users.id, a.admin.id)),
      collections: await db
        .select()
        .from(collections)
        .where(eq(collections.appId, a.appId))
        .orderBy(collections.id),
      collectionItems: await db
        .select()
        .from(collectionItems)
        .where(eq(collectionItems.appId, a.appId))
        .orderBy(collectionItems.id),
    };
  }

  function expectNothingOfA(answer: unknown, label: string) {
    const text = JSON.stringify(answer);
    for (const secret of a.secrets)
      expect(text.includes(secret), `${label} leaks ${secret}: ${text}`).toBe(false);
  }

  function expectRefused(answer: GraphQLAnswer, label: string) {
    expect([403, 404], `${label}: ${JSON.stringify(answer)}`).toContain(statusOf(answer));
    expect(answer.errors?.[0]?.message, label).toBeTruthy();
    for (const value of Object.values(answer.data ?? {})) expect(value ?? null, label).toBeNull();
    expectNothingOfA(answer, label);
  }

  it('has a case for every operation that takes an id, and for every other operation', () => {
    const all = operations();
    const missing = all.filter((op) => op.idArguments.length > 0 && !CASES[op.key]).map((op) => op.key);
    expect(missing, `operations taking an id without a tenant-isolation case: ${missing.join(', ')}`).toEqual(
      [],
    );
    const covered = new Set([
      ...Object.keys(CASES),
      ...Object.keys(LIST_CASES),
      ...Object.keys(TOKEN_CASES),
      ...NOTHING_TO_REACH,
    ]);
    const uncovered = all.filter((op) => !covered.has(op.key)).map((op) => op.key);
    expect(uncovered, `operations without any tenant-isolation case: ${uncovered.join(', ')}`).toEqual([]);
    const known = new Set(all.map((op) => op.key));
    const stale = [...covered].filter((key) => !known.has(key));
    expect(stale, `cases for operations the schema no longer has: ${stale.join(', ')}`).toEqual([]);
  });

  it('has a case for every REST route that takes a path parameter', () => {
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/\S*:\S+) \(([A-Z, ]+)\)/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .flatMap((match) =>
        match[2]!
          .split(', ')
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${match[1]}`),
      );
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((route) => !REST_CASES[route]);
    expect(
      missing,
      `REST routes taking an id without a tenant-isolation case: ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it("org B's owner and member get 403 or 404 and nothing of org A for every id-taking operation", async () => {
    const before = await victimState();
    for (const user of [b.owner, b.member]) {
      for (const [key, cases] of Object.entries(CASES)) {
        for (const c of cases) {
          const answer = await gql(t, c.query, c.variables(a, b), user.token);
          expectRefused(answer, `${key} (${c.label})`);
        }
      }
    }
    expect(await victimState()).toEqual(before);
  });

  it('what B lists holds nothing of A', async () => {
    for (const user of [b.owner, b.member]) {
      for (const [key, cases] of Object.entries(LIST_CASES)) {
        for (const c of cases) {
          const answer = await gql(t, c.query, c.variables(a, b), user.token);
          expect(answer.errors, key).toBeUndefined();
          expectNothingOfA(answer, key);
        }
      }
    }
    // B's own data is there: the lists are not empty by accident.
    const teamsAnswer = await gql(t, TEAMS, {}, b.owner.token);
    expect(JSON.stringify(teamsAnswer)).toContain('Attacker Team');
    const feed = await gql(t, ACTIVITIES, { appId: b.appId }, b.owner.token);
    expect(feed.errors).toBeUndefined();
    const own = await insertAuthored(t.database.db, b.org.id, b.owner.id);
    expect(JSON.stringify(await gql(t, COMPONENTS, {}, b.member.token))).toContain(own.componentName);
    expect(JSON.stringify(await gql(t, TEMPLATES, {}, b.member.token))).toContain(own.templateName);
    expect(JSON.stringify(await gql(t, APPS, {}, b.member.token))).toContain(b.appId);
    expect(JSON.stringify(await gql(t, APPS, { search: 'attacker' }, b.owner.token))).toContain(b.appId);
  });

  it("collections: an admin of another team of A's organization gets 404 for every collection operation on A's team's app", async () => {
    const neighbour = await signUpAndIn(t, `neighbour${a.marker}`);
    await addMember(t, a.org.id, a.otherTeam.id, neighbour, 'admin');
    await send(t, 'PUT', `/users/current-org/${a.org.id}`, { token: neighbour.token });
    const before = await victimState();
    const keys = Object.keys(CASES).filter((key) => /collection/i.test(key));
    expect(keys).toHaveLength(13);
    for (const key of keys) {
      for (const c of CASES[key]!) {
        // The cases through B's collection are B's: the neighbour cannot see it either (404 all the same).
        const answer = await gql(t, c.query, c.variables(a, b), neighbour.token);
        expect(statusOf(answer), `${key} (${c.label}): ${JSON.stringify(answer)}`).toBe(404);
        expectNothingOfA(answer, key);
      }
    }
    expect(await victimState()).toEqual(before);
  });

  it("collections: A's owner with another organization current gets 404 for every collection operation on A's app", async () => {
    const second = await createOrg(t, a.owner, { name: `Second ${a.marker}` });
    await send(t, 'PUT', `/users/current-org/${second.id}`, { token: a.owner.token });
    const before = await victimState();
    try {
      const keys = Object.keys(CASES).filter((key) => /collection/i.test(key));
      expect(keys).toHaveLength(13);
      for (const key of keys) {
        for (const c of CASES[key]!) {
          const answer = await gql(t, c.query, c.variables(a, b), a.owner.token);
          expect(statusOf(answer), `${key} (${c.label}): ${JSON.stringify(answer)}`).toBe(404);
          expectNothingOfA(answer, key);
        }
      }
      expect(await victimState()).toEqual(before);
    } finally {
      await send(t, 'PUT', `/users/current-org/${a.org.id}`, { token: a.owner.token });
    }
    // With A's organization current again, the same owner reads the collection.
    const read = await gql(t, COLLECTION, { id: a.collection.id }, a.owner.token);
    expect(JSON.stringify(ok(read))).toContain(a.collection.id);
  });

  it("A's invitation token does not let B's users in", async () => {
    const before = await victimState();
    for (const user of [b.owner, b.member]) {
      for (const [key, cases] of Object.entries(TOKEN_CASES)) {
        for (const c of cases) expectRefused(await gql(t, c.query, c.variables(a, b), user.token), key);
      }
    }
    expect(await victimState()).toEqual(before);
  });

  it("REST: switching to A's organization is 403 with nothing of A; B's current organization stays", async () => {
    const before = await victimState();
    for (const user of [b.owner, b.member]) {
      for (const [route, cases] of Object.entries(REST_CASES)) {
        const [method] = route.split(' ');
        for (const c of cases) {
          const response = await send(t, method as 'PUT', c.url(a, b), { token: user.token });
          expect([403, 404], `${route} ${c.label}`).toContain(response.statusCode);
          expect(response.json().message).toBeTruthy();
          expectNothingOfA(response.body, route);
        }
      }
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.currentOrgId).toBe(b.org.id);
    }
    expect(await victimState()).toEqual(before);
  });

  it('the same operations work for A, so the refusals are about the tenant, not the cases', async () => {
    const answer = await gql(t, TEAM, { id: a.team.id }, a.owner.token);
    expect(answer.errors).toBeUndefined();
    expect(JSON.stringify(answer)).toContain(a.admin.email);
    const feed = await gql(t, ACTIVITIES, { appId: a.appId }, a.admin.token);
    expect(feed.errors).toBeUndefined();
    expect((ok(feed).activities as { edges: unknown[] }).edges).toHaveLength(1);
    for (const [query, id] of [
      [COMPONENT, a.componentId],
      [TEMPLATE, a.templateId],
      [APP, a.appId],
      [PAGE, a.page.id],
    ] as const) {
      const read = await gql(t, query, { id }, a.admin.token);
      expect(read.errors).toBeUndefined();
      expect(JSON.stringify(read)).toContain(id);
    }
    const exists = await gql(t, PAGE_EXISTS, { appId: a.appId, url: a.page.url }, a.admin.token);
    expect(ok(exists).pageExists).toBe(true);
    const listed = await gql(t, PAGES, { appId: a.appId, search: 'victim' }, a.admin.token);
    expect(JSON.stringify(ok(listed))).toContain(a.page.id);
    expect(JSON.stringify(ok(await gql(t, APPS, { search: a.marker }, a.admin.token)))).toContain(a.appId);
    const library = await gql(t, MEDIAS, { appId: a.appId, filter: { text: a.media.name } }, a.admin.token);
    expect(JSON.stringify(ok(library))).toContain(a.media.id);
    expect(JSON.stringify(ok(await gql(t, PREFABS, { appId: a.appId }, a.admin.token)))).toContain(
      a.prefab.id,
    );
    expect(JSON.stringify(ok(await gql(t, PREFAB, { id: a.prefab.id }, a.admin.token)))).toContain(
      a.prefab.name,
    );
    const history = await gql(t, PAGE_VERSIONS, { pageId: a.page.id }, a.admin.token);
    expect(JSON.stringify(ok(history))).toContain(a.versions.first);
    const submission = await gql(t, FORM_SUBMISSION, { id: a.submissionId }, a.admin.token);
    expect(JSON.stringify(ok(submission))).toContain(a.marker);
    const found = await gql(t, FORM_SUBMISSIONS, { appId: a.appId, search: a.marker }, a.admin.token);
    expect(JSON.stringify(ok(found))).toContain(a.submissionId);
    const settings = await gql(
      t,
      FORM_DELIVERY_SETTINGS,
      { appId: a.appId, formKey: a.formKey },
      a.admin.token,
    );
    expect(JSON.stringify(ok(settings))).toContain(`whsec_victim${a.marker}`);
    const csv = await send(t, 'GET', `/apps/${a.appId}/form-submissions.csv`, { token: a.admin.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`Victim visitor ${a.marker}`);
    const texts = await send(t, 'GET', `/apps/${a.appId}/translations/pt-BR.json?pages=${a.page.id}`, {
      token: a.admin.token,
    });
    expect(texts.statusCode).toBe(200);
    expect(texts.body).toContain(`${a.page.id}/page/title`);
    const file = await send(t, 'GET', `/apps/${a.appId}/form-files/${a.formFile.id}`, {
      token: a.admin.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(a.formFile.bytes);
  });

  it("a rollback to a version of another tenant's page is 404, and nothing changes on either live site", async () => {
    const before = await victimState();
    const [bPageBefore] = await t.database.db.select().from(pages).where(eq(pages.id, b.pageId));
    for (const user of [b.owner, b.member]) {
      for (const versionId of [a.versions.first, a.versions.second]) {
        const own = await gql(t, ROLLBACK_PAGE, { id: b.pageId, versionId }, user.token);
        expect(statusOf(own), JSON.stringify(own)).toBe(404);
        expect(own.errors?.[0]?.message).toBe('version not found');
        expectNothingOfA(own, "B's page to A's version");
      }
      const theirs = await gql(t, ROLLBACK_PAGE, { id: a.page.id, versionId: b.versionId }, user.token);
      expect(statusOf(theirs), JSON.stringify(theirs)).toBe(404);
      expect(theirs.errors?.[0]?.message).toBe('page not found');
    }
    // A's owner cannot point A's page at B's version either.
    const crossed = await gql(t, ROLLBACK_PAGE, { id: a.page.id, versionId: b.versionId }, a.owner.token);
    expect(statusOf(crossed)).toBe(404);
    expect(crossed.errors?.[0]?.message).toBe('version not found');
    expect(await victimState()).toEqual(before);
    const [bPageAfter] = await t.database.db.select().from(pages).where(eq(pages.id, b.pageId));
    expect(bPageAfter!.liveVersionId).toBe(bPageBefore!.liveVersionId);
    // A's site still serves A's live version, B's site B's.
    const aLive = await visit(t, liveHostOf(a.org.alias, a.appAlias), a.page.url);
    expect(aLive.statusCode).toBe(200);
    expect(aLive.body).toContain(`Inserted version 2 ${a.versions.second}`);
    const bLive = await visit(t, liveHostOf(b.org.alias, 'attackapp'), '/');
    expect(bLive.statusCode).toBe(200);
    expect(bLive.body).toContain(`Inserted version 1 ${b.versionId}`);
    expectNothingOfA(bLive.body, "B's live site");
  });

  it("B's own pages cannot hold a copy of A's prefab: 400, nothing of A in the answer, nothing written", async () => {
    const before = await victimState();
    const [page] = await t.database.db.select().from(pages).where(eq(pages.id, b.pageId));
    const copy = {
      id: 'copy-1',
      name: 'Copy',
      componentId: a.componentId,
      isPrefab: true,
      prefabId: a.prefab.id,
      dataTypes: {},
      dataGroups: [],
    };
    const content = (slots: Record<string, unknown[]>, template?: Record<string, unknown>) => ({
      ...page!.content,
      slots,
      ...(template ? { template } : {}),
    });
    const attempts: Array<[string, Record<string, unknown>, string]> = [
      ['a brick', content({ slot1: [copy], slot2: [] }), "a placed prefab must use its prefab's component"],
      [
        "a brick on B's component",
        content({ slot1: [{ ...copy, componentId: b.componentId }], slot2: [] }),
        "a placed prefab must use its prefab's component",
      ],
      [
        'the template settings',
        content(
          { slot1: [], slot2: [] },
          { id: b.templateId, isPrefab: true, prefabId: a.prefab.id, dataTypes: {} },
        ),
        "the template prefab belongs to another template than the page's",
      ],
    ];
    for (const user of [b.owner, b.member]) {
      for (const [label, body, message] of attempts) {
        const answer = await gql(
          t,
          UPDATE_PAGE,
          { id: b.pageId, page: { ...TAKEOVER_PAGE, url: `b-${randomUUID().slice(0, 6)}`, content: body } },
          user.token,
        );
        expect(statusOf(answer), `${label}: ${JSON.stringify(answer)}`).toBe(400);
        expect(answer.errors?.[0]?.message, label).toBe(message);
        expectNothingOfA(answer, label);
      }
    }
    const [after] = await t.database.db.select().from(pages).where(eq(pages.id, b.pageId));
    expect(after).toEqual(page);
    expect(await victimState()).toEqual(before);
  });

  it("co-editing: B's users cannot join A's page, refused exactly like a page that does not exist", async () => {
    const url = await listen(t);
    const clients: Client[] = [];
    try {
      const missing = await join(url, randomUUID(), b.owner.token);
      clients.push(missing);
      expect(missing.refusal).toBe('forbidden');
      for (const user of [b.owner, b.member]) {
        const client = await join(url, a.page.id, user.token);
        clients.push(client);
        expect(client.refusal, user.email).toBe(missing.refusal);
        expect(client.scope, user.email).toBeNull();
        expect(docToContent(client.doc).slots, user.email).toEqual({});
      }
      // A's own admin joins it: the refusal is about the tenant.
      const own = await join(url, a.page.id, a.admin.token);
      clients.push(own);
      expect(own.scope).toBe('read-write');
    } finally {
      for (const client of clients) client.destroy();
    }
  });
});
