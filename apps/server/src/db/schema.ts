import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema.ts';
import { timestamps } from './columns.ts';

// The accounts' tables have a file of their own; every table is still imported from here.
export * from './accounts-schema.ts';

export const orgs = pgTable(
  'orgs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    alias: text('alias').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('orgs_alias_unique').on(sql`lower(${t.alias})`)],
);

export const orgMembers = pgTable(
  'org_members',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_members_user_idx').on(t.userId)],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('teams_org_name_unique').on(t.orgId, sql`lower(${t.name})`)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/**
 * Apps belong to one team of one organization. Created here so team deletion can refuse a team that owns
 * apps; the apps issue adds the screens and operations.
 */
export const apps = pgTable(
  'apps',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    description: text('description').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    // The app's breakpoints below desktop (issue 23, docs/decisions/0035); null: DEFAULT_BREAKPOINTS. Read
    // through appBreakpoints(), written only by updateAppBreakpoints (modules/breakpoints).
    breakpoints: jsonb('breakpoints').$type<unknown>(),
    // The site's languages (issue 26, docs/decisions/0042): { default, others }; null: en-US alone. Read through
    // appLocales(), written only by updateAppLocales (modules/locales).
    locales: jsonb('locales').$type<unknown>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('apps_org_alias_unique').on(t.orgId, sql`lower(${t.alias})`),
    index('apps_team_idx').on(t.teamId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    // sha256 of the e-mailed token; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_team_idx').on(t.teamId),
  ],
);

/** One row per mutation, written in the mutation's own transaction. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    // Team and app the change concerns, when it concerns one: drives who may read the record.
    teamId: uuid('team_id'),
    appId: uuid('app_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // resource.action, e.g. team.create, member.role_change
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    // The entity's name when it happened: the record stays readable after a rename or delete.
    entityName: text('entity_name'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_org_created_idx').on(t.orgId, t.createdAt, t.id),
    index('activities_app_idx').on(t.appId),
  ],
);

const authoring = {
  id: uuid('id').primaryKey(),
  orgId: uuid('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  code: text('code').notNull(),
  compiledCode: text('compiled_code').notNull(),
  dataTypes: jsonb('data_types').$type<Record<string, unknown>>().notNull(),
  dataGroups: jsonb('data_groups').$type<unknown>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  lastUpdatedBy: uuid('last_updated_by').references(() => users.id, { onDelete: 'set null' }),
};

export const components = pgTable(
  'components',
  {
    ...authoring,
    dataEvents: jsonb('data_events').$type<unknown>().notNull(),
    /** slot1 … slotN its code destructures: a container when above 0 (docs/decisions/0032). */
    slots: integer('slots').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('components_org_name_unique').on(t.orgId, sql`lower(${t.name})`)],
);

export const templates = pgTable(
  'templates',
  {
    ...authoring,
    slots: integer('slots').notNull(),
    thumbnails: jsonb('thumbnails').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('templates_org_name_unique').on(t.orgId, sql`lower(${t.name})`)],
);

/**
 * Pages of an app. Created with the authoring tables so a template in use cannot be deleted; the apps and
 * pages issue adds the operations and screens.
 */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    // jsonb: PostgreSQL takes up to 255 MB per value; content is capped far below (LIMITS.page.contentMaxChars).
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    // Grows by one with every update, in the UPDATE itself: updatePage's optimistic concurrency check.
    revision: integer('revision').notNull().default(1),
    // The published version visitors get (issue 10); null while the page was never published. No foreign key in
    // drizzle's terms (the tables reference each other); the migration declares it ON DELETE SET NULL.
    liveVersionId: uuid('live_version_id'),
    // Whether the app's site header and footer (site_settings) are drawn around this page (0026).
    showSiteHeader: boolean('show_site_header').notNull().default(true),
    showSiteFooter: boolean('show_site_footer').notNull().default(true),
    // The URL, title, description and tags in the app's other languages, where translated (PageTranslations,
    // issue 26, docs/decisions/0043); what is missing reads as the default language's.
    locales: jsonb('locales').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pages_app_url_unique').on(t.appId, t.url),
    index('pages_template_idx').on(t.templateId),
  ],
);

/**
 * A file received by POST /upload/{appId}, checked and stored, waiting for createMedia to claim it (which deletes
 * this row and inserts the media in one transaction). Unclaimed rows and their files are swept after
 * UPLOAD_TTL_MS. The id is the upload's referenceId.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The storage key, {appId}/{content hash}-{random}.{extension}; the file's URL is /media/{key}.
    key: text('key').notNull(),
    // The stored file's size; an SVG is stored sanitised, so it may differ from what was sent.
    size: bigint('size', { mode: 'number' }).notNull(),
    // The bytes the client sent: what it knows as its file's size, and what createMedia's size is checked against.
    receivedSize: bigint('received_size', { mode: 'number' }).notNull(),
    extension: text('extension').notNull(),
    mediaType: text('media_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('uploads_app_idx').on(t.appId), index('uploads_created_idx').on(t.createdAt)],
);

/** The media library of an app: one record per claimed upload; the file is immutable, the name is not. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    // Trimmed, whitespace runs collapsed (mediaNameSchema); unique with the extension in the app, in any case.
    name: text('name').notNull(),
    // The upload it was created from (the upload's row is gone once claimed).
    referenceId: uuid('reference_id').notNull(),
    // Lower case, one of MEDIA_EXTENSIONS.
    extension: text('extension').notNull(),
    mediaType: text('media_type').notNull(),
    key: text('key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUpdatedBy: uuid('last_updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('media_app_name_unique').on(t.appId, sql`lower(${t.name})`, sql`lower(${t.extension})`),
    // medias: newest first, by (created_at, id) descending.
    index('media_app_created_idx').on(t.appId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Prefabs of an app (docs/decisions/0016): a component (prefabType Component) or template (Template) with tuned
 * property values, placed on the app's pages as copies that name it (`isPrefab: true, prefabId`). element_id is
 * no foreign key: it names a component or a template, and a prefab outlives its element (elementExists false).
 */
export const prefabs = pgTable(
  'prefabs',
  {
    id: uuid('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    // Trimmed (prefabNameSchema); unique in the app, in any case.
    name: text('name').notNull(),
    elementId: uuid('element_id').notNull(),
    // One of PREFAB_TYPES: Component or Template.
    prefabType: text('prefab_type').notNull(),
    // Property entries as the component's, each with isMutable (false: locked on the placed copies).
    dataTypes: jsonb('data_types').$type<Record<string, unknown>>().notNull(),
    dataGroups: jsonb('data_groups').$type<unknown>().notNull(),
    // A container's contents (decision 0033): bricks in page content's shape, their entries with isMutable.
    // {} for a prefab of a component without slots and for a template prefab.
    slots: jsonb('slots').$type<Record<string, unknown[]>>().notNull().default(sql`'{}'::jsonb`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUpdatedBy: uuid('last_updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('prefabs_app_name_unique').on(t.appId, sql`lower(${t.name})`)],
);

export type OrgRow = typeof orgs.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type ComponentRow = typeof components.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type AppRow = typeof apps.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type PrefabRow = typeof prefabs.$inferSelect;
