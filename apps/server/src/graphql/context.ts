import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { unauthenticated } from '../lib/errors.ts';
import type { Services } from '../services.ts';
import type { Loaders } from './loaders.ts';

export interface GraphQLContext {
  req: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  loaders: Loaders;
}

/** The signed-in user, or a 401 that sends the console to /login. */
export function requireAuth(ctx: GraphQLContext): { user: UserRow; sessionId: string } {
  const auth = ctx.req.auth;
  if (!auth) throw unauthenticated();
  return auth;
}
