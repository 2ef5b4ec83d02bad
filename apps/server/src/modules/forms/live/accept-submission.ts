import { randomUUID } from 'node:crypto';
import {
  type FieldKind,
  HONEYPOT_FIELD,
  POW_FIELD,
  type RejectionReason,
  type SubmissionValues,
  TOKEN_FIELD,
  validateSubmission,
} from '@tessera/shared';
import type { Db } from '../../../db/client.ts';
import type { SubmissionStore } from '../delivery/submission-store.ts';
import type { ChallengeCheck } from './challenge.ts';
import type { FieldError } from './form-rewriter.ts';
import { checkFormToken, type FormTokenRules } from './form-token.ts';
import type { LiveForm } from './live-form.ts';
import type { RejectionCounter } from './rejections.ts';
import type { SubmissionFiles } from './submission-files.ts';

/** What became of a post to a live form; the route turns it into HTML (no JavaScript) or JSON. */
export type Outcome =
  /** Refused before anything else was looked at: another site's page posted it, or too many came. */
  | { kind: 'refused'; status: 403 | 429; reason: RejectionReason }
  /** The honeypot was filled: answered like an accepted one, so a bot learns nothing; nothing stored. */
  | { kind: 'pretend' }
  /**
   * Shown again: the values' errors, or `checkAgain` (sent too fast, or from a page too old), or `challenge` (the
   * form asks for a solved challenge, which only the forms script sends). Nothing stored.
   */
  | { kind: 'again'; errors: FieldError[]; checkAgain: boolean; challenge?: true }
  | { kind: 'accepted'; submissionId: string };

export interface SubmissionInput {
  form: LiveForm;
  /** The posted fields by name, every value of a repeated name kept (checkboxes). */
  raw: Record<string, string[]>;
  /** The request's Origin header, when the browser sent one, and the live host's own origin. */
  origin: string | undefined;
  liveOrigin: string;
  /** The client's address (the real one behind a trusted proxy): the per-address rate limit's key. */
  address: string;
  now?: number;
  /** A multipart post's files (submission-files.ts): checked with the values, stored with the submission. */
  files?: SubmissionFiles;
}

export interface SubmissionDeps {
  db: Db;
  rules: FormTokenRules;
  tokenKey: () => Promise<Buffer>;
  /** Consumes one submission of the address to the app; false past a limit. */
  allow: (appId: string, address: string) => Promise<boolean>;
  rejections: RejectionCounter;
  /** The form's challenge, when its current settings ask for one ('ok' when not): live/challenge.ts. */
  challenge?: (appId: string, formKey: string, token: string | undefined) => Promise<ChallengeCheck>;
  /** Stores the submission with its deliveries and their jobs in one transaction; resolves after the commit. */
  store: SubmissionStore['store'];
}

const REASON_OF_TOKEN = { 'too-fast': 'too-fast', expired: 'expired', invalid: 'expired' } as const;

/** The values' text, lower-cased in one string: what the Submissions screen's search looks through. */
function searchTextOf(values: SubmissionValues): string {
  return Object.values(values)
    .map((value) => (Array.isArray(value) ? value.join(' ') : String(value)))
    .join('\n')
    .toLowerCase();
}

/**
 * Accepts or turns away one post to a live form, in this order: where it comes from, how many came, the
 * honeypot, the time token, the challenge (when asked for), then the values against the form **as published**.
 * An accepted submission is stored with its deliveries in one transaction before anything is answered: once the
 * visitor reads "sent", the message is in PostgreSQL. Refusals are counted, never stored.
 */
export async function acceptSubmission(deps: SubmissionDeps, input: SubmissionInput): Promise<Outcome> {
  const { form, raw } = input;
  const { appId, form: published } = form;
  const refuse = (reason: RejectionReason) => deps.rejections.count(appId, published.key, reason);
  if (input.origin !== undefined && input.origin !== input.liveOrigin) {
    refuse('cross-site');
    return { kind: 'refused', status: 403, reason: 'cross-site' };
  }
  if (!(await deps.allow(appId, input.address))) {
    refuse('rate-limited');
    return { kind: 'refused', status: 429, reason: 'rate-limited' };
  }
  if ((raw[HONEYPOT_FIELD] ?? []).some((value) => value !== '')) {
    refuse('honeypot');
    return { kind: 'pretend' };
  }
  const token = raw[TOKEN_FIELD]?.length === 1 ? raw[TOKEN_FIELD][0] : undefined;
  const check = checkFormToken(
    await deps.tokenKey(),
    token,
    { appId, formKey: published.key },
    deps.rules,
    input.now,
  );
  if (check !== 'ok') {
    refuse(REASON_OF_TOKEN[check]);
    return { kind: 'again', errors: [], checkAgain: true };
  }
  const pow = raw[POW_FIELD]?.length === 1 ? raw[POW_FIELD][0] : undefined;
  if (deps.challenge && (await deps.challenge(appId, published.key, pow)) !== 'ok') {
    refuse('challenge');
    return { kind: 'again', errors: [], checkAgain: false, challenge: true };
  }
  const validated = validateSubmission(published, raw, form.lang);
  const result = input.files ? input.files.check(published, validated, form.lang) : validated;
  if (!result.ok) {
    refuse('invalid');
    return { kind: 'again', errors: result.errors, checkAgain: false };
  }
  const id = randomUUID();
  const fields = published.fields.map((f) => ({ name: f.name, label: f.label, kind: f.kind as FieldKind }));
  const files = input.files;
  // Files first, outside the transaction; the caller removes them if the submission then fails.
  await files?.put(appId, id);
  await deps.store(
    {
      id,
      appId,
      formKey: published.key,
      formName: published.name,
      pageId: form.pageId,
      versionId: form.versionId,
      fields,
      values: result.values,
      searchText: searchTextOf(result.values),
    },
    // The files' records in the submission's transaction.
    files ? (tx) => files.record(tx) : undefined,
  );
  return { kind: 'accepted', submissionId: id };
}
