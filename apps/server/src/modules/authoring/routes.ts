import { SERVER_MESSAGES as M } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, unauthenticated } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { codeBytes, compile, MAX_CODE_BYTES } from './transpiler.ts';

/**
 * Room for 256 KB of code once JSON-escaped (quotes, backslashes and newlines double; control characters take
 * six bytes): past it Fastify answers 413 itself; below it, code over 256 KB gets this route's own 413.
 */
const TRANSPILE_BODY_LIMIT = 2 * 1024 * 1024;

export function registerTranspileRoute(app: FastifyInstance, services: Services) {
  app.post('/transpile', { bodyLimit: TRANSPILE_BODY_LIMIT }, async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    await services.rateLimits.consumeTranspile(request.ip);
    const body = request.body;
    const es6Code =
      body && typeof body === 'object' && !Array.isArray(body)
        ? (body as { es6Code?: unknown }).es6Code
        : undefined;
    if (typeof es6Code !== 'string') throw badRequest(M.es6CodeRequired);
    if (codeBytes(es6Code) > MAX_CODE_BYTES) throw new AppError(413, M.codeTooLarge);
    const result = await compile(es6Code);
    if (!result.ok) return reply.status(400).send(result.error);
    return { compiledCode: result.compiledCode };
  });
}
