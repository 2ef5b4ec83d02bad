import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS, SERVER_MESSAGES } from '@tessera/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { AppError, isNulCharacterError } from '../lib/errors.ts';
import { loggableError } from '../lib/log-safety.ts';
import { activityResolvers } from '../modules/activity/resolvers.ts';
import { appResolvers } from '../modules/apps/resolvers.ts';
import { authoringResolvers } from '../modules/authoring/resolvers.ts';
import { behaviourResolvers } from '../modules/behaviour/resolvers.ts';
import { breakpointResolvers } from '../modules/breakpoints/resolvers.ts';
import { collectionResolvers } from '../modules/collections/resolvers.ts';
import { formsConsoleResolvers } from '../modules/forms/console/resolvers.ts';
import { invitationResolvers } from '../modules/invitations/resolvers.ts';
import { liveResolvers } from '../modules/live/resolvers.ts';
import { localeResolvers } from '../modules/locales/resolvers.ts';
import { mediaResolvers } from '../modules/media/resolvers.ts';
import { orgResolvers } from '../modules/orgs/resolvers.ts';
import { pageResolvers } from '../modules/pages/resolvers.ts';
import { prefabResolvers } from '../modules/prefabs/resolvers.ts';
import { siteResolvers } from '../modules/site/resolvers.ts';
import { teamResolvers } from '../modules/teams/resolvers.ts';
import { userResolvers } from '../modules/users/resolvers.ts';
import type { Services } from '../services.ts';
import { limitAnonymousBodies } from './anonymous-body.ts';
import type { GraphQLContext } from './context.ts';
import { limitPlugins } from './limits.ts';
import { createLoaders } from './loaders.ts';
import { DateTime, JSONScalar } from './scalars.ts';

// The bundle copies schema.graphql beside itself; in source it sits beside this file.
function loadTypeDefs(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return readFileSync(path.join(here, 'schema.graphql'), 'utf8');
}

/**
 * By name, not instanceof, and errors are built with Yoga's createGraphQLError: under Vitest the server's
 * `graphql` import (index.mjs) and Yoga's (index.js) are two copies of graphql-js, and Yoga answers HTTP 500 for
 * an error that is not an instance of its own GraphQLError.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function withStatus(error: GraphQLError, status: number): GraphQLError {
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, status_code: status },
  });
}

/** Every error leaves with extensions.status_code: 400 unless something more precise was set. */
const statusCodes: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
    const errors = result.errors;
    if (!errors?.length) return;
    setResult({
      ...result,
      errors: errors.map((e) => (typeof e.extensions?.status_code === 'number' ? e : withStatus(e, 400))),
    });
  },
};

/** Yoga's log lines, with any error in them safe to log (log-safety.ts). */
function yogaLogger(app: FastifyInstance, level: 'debug' | 'info' | 'warn') {
  return (...args: unknown[]) => {
    const [first, ...rest] = args;
    if (typeof first === 'string' && rest.length === 0) app.log[level](first);
    else app.log[level]({ yoga: args.map((arg) => loggableError(arg)) }, 'GraphQL');
  };
}

export interface GraphQLOptions {
  /** Production: no GraphiQL, no introspection, no field suggestions in errors. */
  production: boolean;
  /** Origins allowed to call /graphql from another site, with credentials (CORS_ORIGINS); none by default. */
  corsOrigins: readonly string[];
}

export function registerGraphQL(app: FastifyInstance, services: Services, options: GraphQLOptions) {
  const { corsOrigins } = options;
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
    schema: createSchema<GraphQLContext>({
      typeDefs: loadTypeDefs(),
      resolvers: [
        { DateTime, JSON: JSONScalar },
        userResolvers,
        orgResolvers,
        teamResolvers,
        invitationResolvers,
        activityResolvers,
        authoringResolvers,
        appResolvers,
        pageResolvers,
        mediaResolvers,
        prefabResolvers,
        behaviourResolvers,
        liveResolvers,
        siteResolvers,
        breakpointResolvers,
        localeResolvers,
        formsConsoleResolvers,
        collectionResolvers,
      ],
    }),
    context: ({ req, reply }) => ({
      req,
      reply,
      services,
      loaders: createLoaders(services, req.auth?.user.id),
    }),
    graphiql: !options.production,
    landingPage: false,
    // The console is same-origin: no CORS header unless the operator names origins, and then only for those.
    cors:
      corsOrigins.length === 0
        ? false
        : (request) => {
            const origin = request.headers.get('origin');
            return origin !== null && corsOrigins.includes(origin)
              ? { origin: [origin], credentials: true, methods: ['GET', 'POST'] }
              : false;
          },
    logging: {
      debug: yogaLogger(app, 'debug'),
      info: yogaLogger(app, 'info'),
      warn: yogaLogger(app, 'warn'),
      // Yoga logs here every error maskError replaced, ordinary 4xx answers included: maskError itself logs the
      // unexpected ones at error level.
      error: yogaLogger(app, 'debug'),
    },
    maskedErrors: {
      maskError(error) {
        const original = isGraphQLError(error) ? error.originalError : error;
        if (original instanceof AppError && isGraphQLError(error))
          return withStatus(
            createGraphQLError(original.message, { nodes: error.nodes, path: error.path }),
            original.status,
          );
        if (isGraphQLError(error) && !error.originalError) return error;
        // A GraphQL variable coercion failure arrives as a GraphQLError without a path wrapping a TypeError (our
        // scalars) or another GraphQLError (graphql-tools wraps graphql-js's own, e.g. an unknown input field): bad input.
        if (
          isGraphQLError(error) &&
          !error.path &&
          (original instanceof TypeError || isGraphQLError(original))
        )
          return withStatus(error, 400);
        // GET /graphql whose variables or extensions are not JSON: Yoga's parse of the query string failed.
        if (original instanceof SyntaxError && !(isGraphQLError(error) && error.path))
          return createGraphQLError(SERVER_MESSAGES.malformedParams, { extensions: { status_code: 400 } });
        if (isNulCharacterError(original))
          return createGraphQLError(SERVER_MESSAGES.nulCharacter, { extensions: { status_code: 400 } });
        app.log.error({ err: loggableError(original ?? error) }, 'unexpected GraphQL error');
        return createGraphQLError('Unexpected error.', { extensions: { status_code: 500 } });
      },
    },
    plugins: [statusCodes, ...limitPlugins(options)],
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    // A big page's content travels in updatePage; beyond this Fastify answers 413 before anything is parsed.
    bodyLimit: LIMITS.graphqlBodyBytes,
    preParsing: limitAnonymousBodies(services.sessions),
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      // With allowed origins the answer depends on the Origin header: caches must keep one per origin.
      if (corsOrigins.length > 0 && !reply.hasHeader('vary')) reply.header('vary', 'Origin');
      reply.status(response.status);
      // Yoga answers some refusals (an unsupported content type: 415) without a body; every error says something.
      if (response.body === null && response.status >= 400) {
        return reply.send({ message: STATUS_CODES[response.status] ?? 'Bad request' });
      }
      reply.send(response.body);
      return reply;
    },
  });
}
