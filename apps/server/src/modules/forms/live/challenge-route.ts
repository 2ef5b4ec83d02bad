import { FORM_ACTION_PREFIX, formTexts, parseLiveHost } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { isId } from '../../../lib/ids.ts';
import { challengeWanted, type FormChallenge } from './challenge.ts';
import { liveFormOf } from './live-form.ts';
import type { LiveAnswers } from './submit-route.ts';

/**
 * GET `/_tessera/forms/{pageId}/{brickId}/challenge` on a live host (issue 24): what the forms script asks before
 * it posts. 204 when the form's current settings ask for no challenge, else 200 with a challenge bound to the app
 * and the form, never cached. Issuing one costs a key derivation, so it is rate limited like a submission (one
 * point of the same budget: a form with a challenge spends two per message).
 */
export function registerFormChallengeRoute(
  app: FastifyInstance,
  deps: {
    publicHost: string;
    live: LiveAnswers;
    db: Db;
    challenge: FormChallenge;
    allow: (appId: string, address: string) => Promise<boolean>;
  },
) {
  const { live } = deps;
  app.get<{ Params: { pageId: string; brickId: string } }>(
    `${FORM_ACTION_PREFIX}:pageId/:brickId/challenge`,
    async (request, reply) => {
      const host = parseLiveHost(request.host ?? '', deps.publicHost);
      // Forms live on live hosts only: the console's host answers as its API does.
      if (!host) return reply.code(404).send({ message: 'form not found' });
      const site = await live.siteOf(host.orgAlias, host.appAlias);
      const { pageId, brickId } = request.params;
      const form = site && isId(pageId) ? await liveFormOf(deps.db, site.appId, pageId, brickId) : null;
      if (!form) return live.notFound(request, reply);
      const send = (status: number, body: unknown) =>
        live.respond(request, reply, status, 'application/json; charset=utf-8', JSON.stringify(body), {
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex',
        });
      const formKey = form.form.key;
      if (!(await challengeWanted(deps.db, form.appId, formKey))) {
        return reply.code(204).header('cache-control', 'no-store').send();
      }
      if (!(await deps.allow(form.appId, request.ip)))
        return send(429, { ok: false, message: formTexts(form.lang).tooMany });
      return send(200, await deps.challenge.issue(form.appId, formKey));
    },
  );
}
