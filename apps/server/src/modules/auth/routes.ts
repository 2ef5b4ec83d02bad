import { normalizeEmail, SERVER_MESSAGES } from '@tessera/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { localeOf } from '../../lib/locale.ts';
import type { Services } from '../../services.ts';
import { SESSION_MAX_AGE_SECONDS } from './session-service.ts';

export const AUTH_COOKIE = 'auth_token';

/** What the REST answers say of a user: never the password hash. */
export function publicUser(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

function emailOf(body: unknown): string | undefined {
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? normalizeEmail(email).slice(0, 200) : undefined;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(AUTH_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  const { auth, rateLimits, sessions } = services;

  app.post('/signup', async (request, reply) => {
    await rateLimits.consume('signup', request.ip, emailOf(request.body));
    const user = await auth.signUp(request.body, localeOf(request));
    return reply.status(201).send({ user: publicUser(user) });
  });

  app.post('/signin', async (request, reply) => {
    await rateLimits.consume('signin', request.ip, emailOf(request.body));
    const { user, token } = await auth.signIn(request.body);
    setSessionCookie(request, reply, token);
    return { user: publicUser(user) };
  });

  // A POST: another site can make a browser follow a link or load an image, which a GET sign-out would obey.
  app.post('/signout', async (request, reply) => {
    const token = request.cookies[AUTH_COOKIE];
    if (token) await sessions.revoke(token);
    // Pages open on this session stop receiving the moment it ends.
    if (request.auth) await services.collab.revoke({ sessionId: request.auth.sessionId });
    reply.clearCookie(AUTH_COOKIE, { path: '/' });
    return { message: 'signed out' };
  });

  app.post('/password/reset', async (request) => {
    await rateLimits.consume('reset', request.ip, emailOf(request.body));
    auth.requestPasswordReset(request.body, localeOf(request));
    return { message: SERVER_MESSAGES.resetRequested };
  });

  // The link of an e-mail confirmation (the console's /email/confirm/{token} page posts its token here).
  app.post('/email-confirmation', async (request) => {
    await rateLimits.consume('email-link', request.ip);
    const { email } = await services.emails.confirm(request.body, localeOf(request));
    return { message: 'email confirmed', email };
  });

  app.put('/password/update', async (request) => {
    await rateLimits.consume('password-update', request.ip);
    await auth.resetPassword(request.body);
    return { message: 'password updated' };
  });

  app.put<{ Params: { orgId: string } }>('/users/current-org/:orgId', async (request) => {
    if (!request.auth) throw unauthenticated();
    const org = await services.orgs.switchCurrent(request.auth.user, request.params.orgId);
    return { currentOrg: { id: org.id, name: org.name, description: org.description, alias: org.alias } };
  });
}
