import fastifyMultipart from '@fastify/multipart';
import {
  FORM_ACTION_PREFIX,
  FORM_SENT_PARAM,
  type FormTexts,
  formTexts,
  LANGUAGE_FIELD,
  LIMITS,
  parseLiveHost,
} from '@tessera/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isId } from '../../../lib/ids.ts';
import type { MediaStorage } from '../../media/storage/index.ts';
import type { UploadService } from '../../media/upload-service.ts';
import { acceptSubmission, type Outcome, type SubmissionDeps } from './accept-submission.ts';
import { formAgain } from './form-rewriter.ts';
import { mintFormToken } from './form-token.ts';
import { type LiveForm, liveFormIn, liveFormOf } from './live-form.ts';
import {
  declaredTooLarge,
  discardFiles,
  type IncomingFile,
  readMultipartSubmission,
  type SubmissionFiles,
  submissionFiles,
} from './submission-files.ts';

/** What the route needs of the live site: its sites, its origins and its way of answering (headers, CSP). */
export interface LiveAnswers {
  siteOf(orgAlias: string, appAlias: string): Promise<{ appId: string } | null>;
  respond(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    contentType: string,
    body: string,
    extra?: Record<string, string>,
  ): void;
  notFound(request: FastifyRequest, reply: FastifyReply): void;
}

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const FORM_NOT_FOUND = 'form not found';

/** The posted body's fields by name, every value of a repeated name kept. */
function fieldsOf(body: string): Record<string, string[]> {
  const raw: Record<string, string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const values = raw[name];
    if (values) values.push(value);
    else raw[name] = [value];
  }
  return raw;
}

/**
 * POST `/_tessera/forms/{pageId}/{brickId}` on a live host (issue 24): a visitor's submission. Without JavaScript
 * the answer is a page (303 to the thank-you page or `?sent=`, 422 with the form again); with the forms script,
 * which asks for JSON, the same outcomes as JSON. Urlencoded bodies up to LIMITS.forms.bodyBytes; multipart
 * bodies only to a form with a file field (submission-files.ts: LIMITS.forms, each file checked by its bytes),
 * its files stored only with an accepted submission (forms/… keys, never served by /media nor live hosts).
 */
export function registerFormSubmitRoute(
  app: FastifyInstance,
  deps: {
    publicHost: string;
    live: LiveAnswers;
    submissions: Omit<SubmissionDeps, 'db'> & { db: SubmissionDeps['db'] };
    files: { storage: MediaStorage; uploads: Pick<UploadService, 'receive' | 'discard'> };
  },
) {
  const { live, submissions } = deps;
  app.register(async (scope) => {
    // Multipart bodies are read by the handler (request.parts), with the limits of the form posted to; a file
    // past its size is a field's problem (the form again), not an error of the whole body.
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    scope.addContentTypeParser(
      URLENCODED,
      { parseAs: 'string', bodyLimit: LIMITS.forms.bodyBytes },
      (_r, body, done) => done(null, body),
    );
    scope.post<{ Params: { pageId: string; brickId: string } }>(
      `${FORM_ACTION_PREFIX}:pageId/:brickId`,
      { bodyLimit: LIMITS.forms.bodyBytes },
      async (request, reply) => {
        const host = parseLiveHost(request.host ?? '', deps.publicHost);
        // Forms live on live hosts only: the console's host answers as its API does.
        if (!host) return reply.code(404).send({ message: FORM_NOT_FOUND });
        const site = await live.siteOf(host.orgAlias, host.appAlias);
        const { pageId, brickId } = request.params;
        const published =
          site && isId(pageId) ? await liveFormOf(submissions.db, site.appId, pageId, brickId) : null;
        if (!published) return live.notFound(request, reply);
        let form = published;
        const json = /\bapplication\/json\b/.test(request.headers.accept ?? '');
        let texts = formTexts(form.lang);
        const contentType = request.headers['content-type']?.toLowerCase() ?? '';
        let raw: Record<string, string[]>;
        let received: IncomingFile[] = [];
        let files: SubmissionFiles | undefined;
        if (contentType.startsWith(URLENCODED) && typeof request.body === 'string') {
          raw = fieldsOf(request.body);
        } else if (contentType.startsWith(MULTIPART) && form.form.multipart && request.isMultipart()) {
          if (declaredTooLarge(request))
            return answerTooLarge(request, reply, live, form, {}, json, texts, submissions);
          const read = await readMultipartSubmission(request, form.form, deps.files.uploads);
          if (read.kind === 'malformed') {
            return live.respond(request, reply, 400, 'text/plain; charset=utf-8', 'Bad Request\n');
          }
          if (read.kind === 'tooLarge')
            return answerTooLarge(request, reply, live, form, read.raw, json, texts, submissions);
          raw = read.raw;
          received = read.files;
          files = submissionFiles(deps.files.storage, read);
        } else {
          return live.respond(request, reply, 415, 'text/plain; charset=utf-8', 'Unsupported Media Type\n');
        }
        // Posted from a document in another language (issue 26): the answers are in it.
        form = await liveFormIn(submissions.db, form, raw[LANGUAGE_FIELD]?.[0]);
        texts = formTexts(form.lang);
        const origin = request.headers.origin;
        let outcome: Outcome;
        try {
          outcome = await acceptSubmission(submissions, {
            form,
            raw,
            origin: typeof origin === 'string' ? origin : undefined,
            // The page's own origin is the one the browser posted to: this request's scheme and Host.
            liveOrigin: `${request.protocol}://${request.host}`,
            address: request.ip,
            ...(files ? { files } : {}),
          });
        } catch (error) {
          // Not stored: what was put in storage goes too.
          await files?.unstore();
          throw error;
        } finally {
          // Files not moved into storage (a refused submission's) are still temporary files.
          await discardFiles(deps.files.uploads, received);
        }
        if (json) return answerJson(request, reply, live, form, outcome, texts, submissions);
        return answerPage(request, reply, live, form, raw, outcome, texts, submissions);
      },
    );
  });
}

/** A multipart body past LIMITS.forms.multipartBytes: 413, the form again (no JavaScript) or JSON. */
async function answerTooLarge(
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveAnswers,
  form: LiveForm,
  raw: Record<string, string[]>,
  json: boolean,
  texts: FormTexts,
  submissions: Pick<SubmissionDeps, 'tokenKey' | 'rules'>,
) {
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', connection: 'close' };
  if (json) {
    const body = JSON.stringify({ ok: false, message: texts.tooLarge });
    return live.respond(request, reply, 413, 'application/json; charset=utf-8', body, headers);
  }
  const html = formAgain(form.html, {
    brickId: form.brickId,
    values: raw,
    token: await freshToken(form, submissions),
    texts,
    errors: [],
    notice: texts.tooLarge,
  });
  return live.respond(request, reply, 413, 'text/html; charset=utf-8', html, headers);
}

/** Where an accepted submission sends a visitor without JavaScript. */
function afterUrl(form: LiveForm): string {
  const { after } = form.form;
  return after.kind === 'page'
    ? after.url
    : `${form.pageUrl}?${FORM_SENT_PARAM}=${encodeURIComponent(form.brickId)}`;
}

/**
 * The token the form comes back with. A visitor whose values were refused already spent a person's time on the
 * page: their token counts as issued `minSeconds` ago, so fixing one field and sending at once is not "too fast".
 * Anyone else (too fast, expired, rate limited, too large) waits the minimum again.
 */
async function freshToken(
  form: LiveForm,
  submissions: Pick<SubmissionDeps, 'tokenKey' | 'rules'>,
  outcome?: Outcome,
): Promise<string> {
  const proven = outcome?.kind === 'again' && !outcome.checkAgain && !outcome.challenge;
  const issued = Date.now() - (proven ? submissions.rules.minSeconds * 1000 : 0);
  return mintFormToken(await submissions.tokenKey(), { appId: form.appId, formKey: form.form.key }, issued);
}

async function answerPage(
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveAnswers,
  form: LiveForm,
  raw: Record<string, string[]>,
  outcome: Outcome,
  texts: FormTexts,
  submissions: Pick<SubmissionDeps, 'tokenKey' | 'rules'>,
) {
  const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (outcome.kind === 'accepted' || outcome.kind === 'pretend') {
    return live.respond(request, reply, 303, 'text/plain; charset=utf-8', '', {
      ...noStore,
      location: afterUrl(form),
    });
  }
  if (outcome.kind === 'refused' && outcome.status === 403) {
    return live.respond(request, reply, 403, 'text/plain; charset=utf-8', 'Forbidden\n', noStore);
  }
  const again = {
    brickId: form.brickId,
    values: raw,
    token: await freshToken(form, submissions, outcome),
    texts,
  };
  const html =
    outcome.kind === 'refused'
      ? formAgain(form.html, { ...again, errors: [], notice: texts.tooMany })
      : formAgain(form.html, {
          ...again,
          errors: outcome.errors,
          ...(outcome.challenge
            ? { notice: texts.needsScript }
            : outcome.checkAgain
              ? { notice: texts.checkAgain }
              : {}),
        });
  const status = outcome.kind === 'refused' ? 429 : 422;
  return live.respond(request, reply, status, 'text/html; charset=utf-8', html, noStore);
}

async function answerJson(
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveAnswers,
  form: LiveForm,
  outcome: Outcome,
  texts: FormTexts,
  submissions: Pick<SubmissionDeps, 'tokenKey' | 'rules'>,
) {
  const send = (status: number, body: unknown) =>
    live.respond(request, reply, status, 'application/json; charset=utf-8', JSON.stringify(body), {
      'cache-control': 'no-store',
    });
  if (outcome.kind === 'accepted' || outcome.kind === 'pretend') {
    const { after } = form.form;
    return send(
      200,
      after.kind === 'page' ? { ok: true, redirect: after.url } : { ok: true, message: after.message },
    );
  }
  if (outcome.kind === 'refused') {
    return send(outcome.status, { ok: false, message: outcome.status === 429 ? texts.tooMany : 'Forbidden' });
  }
  return send(422, {
    ok: false,
    errors: outcome.errors,
    ...(outcome.challenge
      ? { message: texts.challengeFailed }
      : outcome.checkAgain
        ? { message: texts.checkAgain }
        : {}),
    token: await freshToken(form, submissions, outcome),
  });
}
