import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { checkClientJson, clientJsonMessage, isLiveOrigin, SERVER_MESSAGES } from '@tessera/shared';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { registerGraphQL } from './graphql/yoga.ts';
import { AppError, badRequest, forbidden, isNulCharacterError } from './lib/errors.ts';
import { loggableError, serializeError, serializeRequest } from './lib/log-safety.ts';
import { RateLimits } from './lib/rate-limit.ts';
import { createMailer } from './mail/mailer.ts';
import { AUTH_COOKIE, registerAuthRoutes } from './modules/auth/routes.ts';
import { type AuthContext, createSessionService } from './modules/auth/session-service.ts';
import { registerTranspileRoute } from './modules/authoring/routes.ts';
import { recountComponentSlots } from './modules/authoring/slot-recount.ts';
import { createCollab } from './modules/collab/server.ts';
import { registerFormExportRoute } from './modules/forms/console/export-route.ts';
import { registerFormFileRoute } from './modules/forms/console/file-route.ts';
import { createFormDelivery } from './modules/forms/delivery/service.ts';
import { createSubmissionStore } from './modules/forms/delivery/submission-store.ts';
import { submissionChallenge } from './modules/forms/live/challenge.ts';
import { registerFormChallengeRoute } from './modules/forms/live/challenge-route.ts';
import { registerFormSubmitRoute } from './modules/forms/live/submit-route.ts';
import { liveUrlBuilder } from './modules/live/live-url.ts';
import { registerMediaFileRoute, registerUploadRoute } from './modules/media/routes.ts';
import { createStorage } from './modules/media/storage/index.ts';
import { registerTranslationRoutes } from './modules/translations/routes.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

export interface Tessera {
  app: FastifyInstance;
  services: Services;
  database: Database;
  close(): Promise<void>;
}

const API_PREFIXES = [
  '/graphql',
  '/signup',
  '/signin',
  '/signout',
  '/email-confirmation',
  '/password/update',
  '/users/',
  '/transpile',
  '/upload/',
  '/media/',
  '/collab',
];

/** Expired uploads and stale temporary files are swept on start and this often. */
const MEDIA_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const KEEP_ALIVE_MS = 65_000;

function defaultWebDist(): string {
  // apps/server/src/app.ts and apps/server/dist/main.js both sit one level below apps/server.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export async function buildApp(options: BuildOptions): Promise<Tessera> {
  const { config } = options;
  const trustProxy = process.env.TRUST_PROXY === 'true' || process.env.TRUST_PROXY === '1';
  // Set once the services exist: cached live pages are answered before Fastify (modules/live/site.ts).
  let serveCached: ((request: IncomingMessage, response: ServerResponse) => boolean) | null = null;
  let badTarget: ((request: IncomingMessage, response: ServerResponse) => boolean) | null = null;
  const logger = options.logger ?? { level: config.logLevel };
  const app = Fastify({
    // Logged errors never carry what a query was sent (log-safety.ts).
    logger:
      typeof logger === 'object'
        ? { ...logger, serializers: { ...logger.serializers, err: serializeError, req: serializeRequest } }
        : logger,
    trustProxy,
    bodyLimit: 1024 * 1024,
    // A target the router cannot decode never reaches the live site's hook: its answer is written here.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL' && badTarget?.(request.raw, reply.raw)) {
        reply.hijack();
        return;
      }
      // Fastify's own answer would echo the target; this one says what is wrong without it.
      (reply as unknown as FastifyReply).status(400).send({ message: 'the request URL is not valid' });
    },
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        // Behind a proxy the site is named by X-Forwarded-Host: Fastify's own path decides then.
        const forwarded = trustProxy && request.headers['x-forwarded-host'] !== undefined;
        if (!forwarded && serveCached?.(request, response)) return;
        handler(request, response);
      });
      // Node closes an idle kept-alive socket after 5 s, and a client that reuses it at that instant gets a reset
      // (ECONNRESET) instead of an answer. Idle sockets stay open longer than clients and proxies keep theirs
      // (browsers and most load balancers use 60 s), so the server is never the side that closes under a request.
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server;
    },
  });
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger: app.log,
  });
  // Co-editing on this server's port (issue 25): the WebSocket upgrades to /collab (modules/collab).
  const collab = await createCollab({
    db: database.db,
    config: {
      consoleOrigin: config.consoleOrigin,
      redisUrl: config.redisUrl,
      redisPrefix: config.collabRedisPrefix,
    },
    sessions: createSessionService(database.db),
    logger: app.log,
  });
  collab.attach(app.server);
  const storage = createStorage(config);
  await storage.init();
  // The durable queue of form deliveries (pg-boss) and, unless FORMS_DELIVERY=off, this process's workers.
  const formDelivery = await createFormDelivery({
    database,
    config,
    liveUrl: liveUrlBuilder(config.consoleOrigin, config.publicHost),
    logger: app.log,
  });
  const rateLimits = new RateLimits(
    { ...config.rateLimits, formAddress: config.forms.perAddress, formApp: config.forms.perApp },
    redis,
  );
  const services = createServices({
    formDelivery,
    db: database.db,
    config,
    mailer,
    rateLimits,
    logger: app.log,
    storage,
    collab,
  });

  // Containers saved before their slots were counted (docs/decisions/0032): once, before the first request.
  const recounted = await recountComponentSlots(database.db);
  if (recounted > 0) app.log.info({ recounted }, 'component slots recounted');

  await app.register(fastifyCookie);

  // Every JSON body is checked as parsed (client-json.ts: depth, well-formed text) before anything walks or stores
  // it; /graphql's are checked by Yoga (graphql/limits.ts), so that its refusal is a GraphQL answer.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const problem = request.routeOptions.url === '/graphql' ? null : checkClientJson(value);
      if (problem) return done(badRequest(clientJsonMessage(problem)), undefined);
      done(null, value);
    });
  });
  app.decorateRequest('auth', null);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (error as { code?: string }).code;
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? SERVER_MESSAGES.malformedBody
          : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? SERVER_MESSAGES.bodyTooLarge
            : (error as Error).message;
      return reply.status(status).send({ message });
    }
    if (isNulCharacterError(error)) return reply.status(400).send({ message: SERVER_MESSAGES.nulCharacter });
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.status(500).send({ message: 'An unexpected error occurred' });
  });

  // First of all: a live host never reaches the console, the API or the health check.
  services.liveSite.register(app, config.publicHost);
  // Visitors' form submissions on live hosts (issue 24): the live hook lets their POST through to this route.
  const submissionStore = createSubmissionStore({ database, delivery: formDelivery });
  registerFormSubmitRoute(app, {
    publicHost: config.publicHost,
    live: services.liveSite,
    submissions: {
      db: database.db,
      rules: services.formsLive.rules,
      tokenKey: services.formsLive.tokenKey,
      allow: (appId, address) => rateLimits.allowForm(appId, address),
      rejections: services.formsLive.rejections,
      challenge: submissionChallenge(database.db, services.formsLive.challenge),
      store: submissionStore.store,
    },
    files: { storage, uploads: services.uploads },
  });
  registerFormChallengeRoute(app, {
    publicHost: config.publicHost,
    live: services.liveSite,
    db: database.db,
    challenge: services.formsLive.challenge,
    allow: (appId, address) => rateLimits.allowForm(appId, address),
  });
  services.formsLive.start();
  serveCached = (request, response) => services.liveSite.serveCached(request, response, config.publicHost);
  badTarget = (request, response) => services.liveSite.badTarget(request, response, config.publicHost);

  app.get('/healthz', async () => ({ status: 'ok', database: database.driver }));

  // API routes resolve the session once per request; static files never touch the database.
  await app.register(async (api) => {
    // Before the body is read (a translation file's import reads up to 20 MB): where a request comes from.
    api.addHook('onRequest', async (request) => {
      // A page of a live site is another site: it never calls the API with a visitor's console session.
      const origin = request.headers.origin;
      if (typeof origin === 'string' && isLiveOrigin(origin, config.publicHost)) {
        throw forbidden(SERVER_MESSAGES.liveOrigin);
      }
      // A form or script of another site (sign-out by a hidden form, say) changes nothing: browsers say where a
      // request comes from. Origins the operator allowed (CORS_ORIGINS) may.
      const unsafe = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if (
        unsafe &&
        request.headers['sec-fetch-site'] === 'cross-site' &&
        !(typeof origin === 'string' && config.corsOrigins.includes(origin))
      ) {
        throw forbidden(SERVER_MESSAGES.crossSite);
      }
    });
    api.addHook('preHandler', async (request) => {
      request.auth = await services.sessions.resolve(request.cookies[AUTH_COOKIE]);
    });
    registerAuthRoutes(api, services);
    registerTranspileRoute(api, services);
    registerFormExportRoute(api, services);
    registerFormFileRoute(api, services);
    // Translation files (issue 26): their import takes bodies of up to 20 MB, in a scope of its own.
    await registerTranslationRoutes(api, services);
    registerGraphQL(api, services, { production: config.production, corsOrigins: config.corsOrigins });
    // Multipart parsing in a scope of its own: /graphql and the other routes never take a multipart body.
    await api.register(async (uploads) =>
      registerUploadRoute(uploads, services, config.media.uploadMaxBytes),
    );
  });

  // Media files need no session: their URLs are unguessable and live sites show them to anyone (0014).
  registerMediaFileRoute(app, storage);

  const webDist = config.webDist ?? defaultWebDist();
  const hasConsole = existsSync(path.join(webDist, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year; everything else revalidates.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'console build not found: run `npm run build` to serve the console');
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage && hasConsole) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found' });
  });

  // Uploads never claimed, and temporary files of uploads cut short by a crash: on start, then every hour.
  let sweepTimer: NodeJS.Timeout | undefined;
  if (config.media.sweep) {
    await services.uploads.sweep();
    sweepTimer = setInterval(() => void services.uploads.sweep(), MEDIA_SWEEP_INTERVAL_MS);
    sweepTimer.unref();
  }

  return {
    app,
    services,
    database,
    async close() {
      clearInterval(sweepTimer);
      // Open documents are stored and their sockets closed first: the HTTP server waits for upgraded sockets.
      await collab.close();
      await app.close();
      await services.background.idle();
      await services.formsLive.stop();
      await formDelivery.close();
      await services.uploads.close();
      await services.liveRenderer.close();
      mailer.close();
      redis?.disconnect();
      if (!options.database) await database.close();
    },
  };
}
