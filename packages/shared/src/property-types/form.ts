import { z } from 'zod';
import { DEFAULT_SUCCESS_MESSAGE, type FormLocale } from '../forms/messages.ts';
import { LIMITS } from '../limits.ts';
import type { LinkContext } from './link.ts';
import { isRecord, readChoice, readString } from './values.ts';

/**
 * The Form property type (issue 24, docs/decisions/0036): marks a container brick as a form and says what a
 * visitor sees after a submission is accepted, a message or a thank-you page of the app. The page is kept by
 * its id, as a Link's is (0034), and resolved when the page is drawn or published. An empty message means the
 * default one in the version's language (DEFAULT_SUCCESS_MESSAGE), so a new form reads right in both.
 */

export const FORM_AFTER_KINDS = ['message', 'page'] as const;
export type FormAfterKind = (typeof FORM_AFTER_KINDS)[number];

export interface FormValue {
  after: FormAfterKind;
  /** The success message; '' means the default one in the page's language. */
  message: string;
  /** The thank-you page's id (a page of the app) when `after` is 'page'. */
  page: string | null;
}

/** What a component receives for a Form property: the value plus the thank-you page's href, when it has one. */
export interface ResolvedForm extends FormValue {
  pageHref: string | null;
}

/** Longest page id kept (a brick's id bound). */
const PAGE_ID_MAX = 100;

export const FORM_DEFAULT: FormValue = Object.freeze({
  after: 'message',
  message: '',
  page: null,
}) as FormValue;

/**
 * What clients send: a bad shape is refused, naming the part of the value. `after: 'page'` without a page yet is
 * a choice being made in the inspector, not a bad shape: it is saved, and published as the message (the page
 * must be a page of the app: pageLinksOf lists it for the server's check).
 */
export const formValueSchema = z.object({
  after: z.enum(FORM_AFTER_KINDS, { error: "after must be 'message' or 'page'" }),
  message: z
    .string({ error: 'message must be a text' })
    .max(LIMITS.forms.messageMax, `message must be ${LIMITS.forms.messageMax} characters or less`),
  page: z
    .string({ error: 'page must be the id of a page of this app, or null' })
    .min(1, 'page must be the id of a page of this app, or null')
    .max(PAGE_ID_MAX, 'page must be the id of a page of this app, or null')
    .nullable(),
});

/** Repairs a stored or typed Form value: unknown `after` becomes 'message', the message is cut to its limit. */
export function normalizeForm(raw: unknown): FormValue {
  if (!isRecord(raw)) return { ...FORM_DEFAULT };
  const page = readString(raw.page, '').trim();
  return {
    after: readChoice(raw.after, FORM_AFTER_KINDS, 'message'),
    message: readString(raw.message, '').slice(0, LIMITS.forms.messageMax),
    page: page === '' ? null : page.slice(0, PAGE_ID_MAX),
  };
}

/** The success message in force: the form's own, else the default in `locale`. */
export function formSuccessMessage(value: FormValue, locale: FormLocale): string {
  return value.message.trim() === '' ? DEFAULT_SUCCESS_MESSAGE[locale] : value.message;
}

/** The Form as its component gets it: the thank-you page's href resolved against the app's pages. */
export function resolveForm(raw: unknown, context?: LinkContext | null): ResolvedForm {
  const value = normalizeForm(raw);
  const pageHref =
    value.after === 'page' && value.page !== null ? (context?.byId.get(value.page)?.url ?? null) : null;
  return { ...value, pageHref };
}
