import { Transform } from 'node:stream';
import { LIMITS } from '@tessera/shared';
import type { FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../modules/auth/routes.ts';
import type { SessionService } from '../modules/auth/session-service.ts';

/** Fastify's own refusal of a body over its limit: the error handler words it (SERVER_MESSAGES.bodyTooLarge). */
function tooLarge(): Error {
  return Object.assign(new Error('request body is too large'), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });
}

/**
 * A `preParsing` hook for /graphql: only a signed-in member has a page to save, so a request without a session
 * may send LIMITS.anonymousBodyBytes, not LIMITS.graphqlBodyBytes. A declared length over it answers 413 at
 * once; a body without one is counted as it arrives. Signed-in requests pay one session look-up, and only when
 * they are large or undeclared.
 */
export function limitAnonymousBodies(sessions: SessionService) {
  const limit = LIMITS.anonymousBodyBytes;
  return async (request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
    const declared = request.headers['content-length'];
    const length = declared === undefined ? undefined : Number(declared);
    if (length !== undefined && length <= limit) return payload;
    if (await sessions.resolve(request.cookies[AUTH_COOKIE])) return payload;
    if (length !== undefined) throw tooLarge();
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        (counted as unknown as { receivedEncodedLength: number }).receivedEncodedLength = received;
        done(received > limit ? tooLarge() : null, chunk);
      },
    });
    return payload.pipe(counted);
  };
}
