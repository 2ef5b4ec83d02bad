import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createBackground } from './lib/background.ts';
import type { RateLimits } from './lib/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';
import { createActivityService } from './modules/activity/activity-service.ts';
import { createAppService } from './modules/apps/app-service.ts';
import { createAuthService } from './modules/auth/auth-service.ts';
import { createEmailService } from './modules/auth/email-service.ts';
import { createSessionService } from './modules/auth/session-service.ts';
import { createAuthoringService } from './modules/authoring/authoring-service.ts';
import { COMPONENT_KIND, TEMPLATE_KIND } from './modules/authoring/kinds.ts';
import { createBreakpointService } from './modules/breakpoints/breakpoint-service.ts';
import type { Collab } from './modules/collab/server.ts';
import { createCollectionsService } from './modules/collections/service.ts';
import { createFormsConsoleService } from './modules/forms/console/forms-console-service.ts';
import type { FormDelivery } from './modules/forms/delivery/service.ts';
import { createFormsLive } from './modules/forms/live/index.ts';
import { createInvitationService } from './modules/invitations/invitation-service.ts';
import { liveUrlBuilder } from './modules/live/live-url.ts';
import { createPublishService } from './modules/live/publish-service.ts';
import { createLiveRenderer } from './modules/live/renderer/index.ts';
import { createLiveSite } from './modules/live/site.ts';
import { createLocaleService } from './modules/locales/locale-service.ts';
import { createPageTranslationService } from './modules/locales/page-translations.ts';
import { createMediaService } from './modules/media/media-service.ts';
import type { MediaStorage } from './modules/media/storage/index.ts';
import { createUploadService } from './modules/media/upload-service.ts';
import { createOrgService } from './modules/orgs/org-service.ts';
import { createPageService } from './modules/pages/page-service.ts';
import { createPrefabService } from './modules/prefabs/prefab-service.ts';
import { createSiteService } from './modules/site/site-service.ts';
import { createMemberService } from './modules/teams/member-service.ts';
import { createTeamService } from './modules/teams/team-service.ts';
import { createTranslationFileService } from './modules/translations/translation-service.ts';
import { createUserService } from './modules/users/user-service.ts';

/** Business rules, one service per domain; transports (REST, GraphQL) only call these. */
export function createServices(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  rateLimits: RateLimits;
  logger: FastifyBaseLogger;
  storage: MediaStorage;
  /** Form deliveries (e-mail and webhook) and their queue: built before, as it starts pg-boss. */
  formDelivery: FormDelivery;
  /** Co-editing (issue 25): built before, as it may subscribe to Redis; the services tell it of rights changes. */
  collab: Collab;
}) {
  const { collab } = deps;
  const sessions = createSessionService(deps.db);
  const background = createBackground(deps.logger);
  const emails = createEmailService({
    db: deps.db,
    mailer: deps.mailer,
    sessions,
    background,
    rateLimits: deps.rateLimits,
    consoleOrigin: deps.config.consoleOrigin,
  });
  const users = createUserService({
    db: deps.db,
    sessions,
    emails,
    rateLimits: deps.rateLimits,
    access: collab,
  });
  const liveUrl = liveUrlBuilder(deps.config.consoleOrigin, deps.config.publicHost);
  const formsLive = createFormsLive({ db: deps.db, config: deps.config.forms });
  const liveSite = createLiveSite({ db: deps.db, liveUrl, formTokenKey: formsLive.tokenKey });
  const liveRenderer = createLiveRenderer();
  return {
    sessions,
    background,
    emails,
    users,
    orgs: createOrgService({ db: deps.db, users }),
    components: createAuthoringService({ db: deps.db, users }, COMPONENT_KIND),
    templates: createAuthoringService({ db: deps.db, users }, TEMPLATE_KIND),
    teams: createTeamService({ db: deps.db, users }),
    members: createMemberService({ db: deps.db, access: collab }),
    apps: createAppService({
      db: deps.db,
      users,
      liveUrl,
      storage: deps.storage,
      logger: deps.logger,
      access: collab,
    }),
    pages: createPageService({ db: deps.db, collab }),
    prefabs: createPrefabService({ db: deps.db, collab }),
    site: createSiteService({ db: deps.db }),
    breakpoints: createBreakpointService({ db: deps.db }),
    collections: createCollectionsService({ db: deps.db }),
    locales: createLocaleService({
      db: deps.db,
      collab,
      onLiveChange: (appId) => liveSite.invalidate(appId),
    }),
    pageTranslations: createPageTranslationService({ db: deps.db, collab }),
    translations: createTranslationFileService({ db: deps.db, collab }),
    media: createMediaService({
      db: deps.db,
      storage: deps.storage,
      config: deps.config.media,
      logger: deps.logger,
    }),
    uploads: createUploadService({
      db: deps.db,
      storage: deps.storage,
      config: deps.config.media,
      logger: deps.logger,
    }),
    formsConsole: createFormsConsoleService({
      db: deps.db,
      storage: deps.storage,
      logger: deps.logger,
      webhookPolicy: {
        allowPrivate: deps.config.formDelivery.webhookAllowPrivate,
        allowAddresses: deps.config.formDelivery.webhookAllowAddresses,
      },
      sendTestWebhook: (url, secrets) => deps.formDelivery.sendTestWebhook(url, secrets),
      consumeWebhookTest: (userId) => deps.rateLimits.consumeWebhookTest(userId),
      delivery: deps.formDelivery,
    }),
    storage: deps.storage,
    liveSite,
    formsLive,
    liveRenderer,
    publishing: createPublishService({
      db: deps.db,
      renderer: liveRenderer,
      liveUrl,
      onLiveChange: (appId) => liveSite.invalidate(appId),
      news: (pageIds, what) => collab.news(pageIds, what),
    }),
    invitations: createInvitationService({
      db: deps.db,
      mailer: deps.mailer,
      consoleOrigin: deps.config.consoleOrigin,
      logger: deps.logger,
    }),
    activities: createActivityService({ db: deps.db, users }),
    auth: createAuthService({
      db: deps.db,
      sessions,
      mailer: deps.mailer,
      emails,
      background,
      consoleOrigin: deps.config.consoleOrigin,
      access: collab,
    }),
    collab,
    rateLimits: deps.rateLimits,
    formDelivery: deps.formDelivery,
  };
}

export type Services = ReturnType<typeof createServices>;
