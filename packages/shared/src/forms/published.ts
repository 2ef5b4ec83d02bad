import type { Breakpoint } from '../breakpoints.ts';
import { LIMITS } from '../limits.ts';
import { walkBricks } from '../page-tree.ts';
import { formSuccessMessage, normalizeForm } from '../property-types/form.ts';
import { normalizeFormField } from '../property-types/form-field.ts';
import { hiddenEverywhere } from '../responsive/steps.ts';
import { entryOfType } from './bricks.ts';
import { type FormLocale, formLocale } from './messages.ts';
import type { FormAfter, PublishedField, PublishedForm } from './types.ts';

/**
 * What a page's forms accept once published (issue 24, docs/decisions/0036), computed at publish and stored with
 * the version (`page_versions.forms`), so the live endpoint validates against what was published.
 */

/** The key prefix of the forms of the site's header and footer: `site/{brickId}`, one form across every page. */
export const SITE_FORM_PREFIX = 'site';

/** The brick id in a form's key (`{pageId}/{brickId}` or `site/{brickId}`). */
export function formBrickId(key: string): string {
  return key.slice(key.indexOf('/') + 1);
}

export interface PublishedFormsOptions {
  /** The page's id: a form's key is `{keyPrefix}/{brickId}`, the prefix being the page id unless given. */
  readonly pageId: string;
  /** The live URL of a page of the app ('/thanks'); null for an id that is no page of the app. */
  readonly pageUrl: (pageId: string) => string | null;
  /** The app's breakpoints, to tell bricks hidden at every width. */
  readonly breakpoints?: readonly Breakpoint[];
  /** The version's language, for the default success message; en-US unless pt-BR. */
  readonly locale?: FormLocale | string;
  /** SITE_FORM_PREFIX for the bricks of the site header and footer (one form across every page). */
  readonly keyPrefix?: string;
  /** Whether the form asks for a proof of work (its delivery settings); false unless given. */
  readonly challenge?: (key: string) => boolean;
}

/** A form whose thank-you page is not a page of the app: publishing it is refused, naming the brick. */
export class FormPublishError extends Error {
  readonly brickId: string;
  constructor(brickId: string, message: string) {
    super(message);
    this.name = 'FormPublishError';
    this.brickId = brickId;
  }
}

interface ContentBrick {
  readonly id: string;
  readonly name?: unknown;
  readonly dataTypes?: unknown;
  readonly slots?: Readonly<Record<string, readonly ContentBrick[]>>;
}

/**
 * The forms of a page's content, in page order: each Form brick with the FormField bricks inside it, at any depth
 * but not inside a nested form (which is a form of its own), each field normalized as published. Only what is
 * published counts: a brick hidden at every width (hiddenEverywhere) is left out with its contents, as the live
 * page leaves it out; a brick hidden only at some widths is published (it is on the page). A field outside any
 * form is not part of one; a second field of a form with a name already used is left out (saving refuses it).
 * `multipart` when a field takes files; `after` is the success message (the default one in `locale` when the
 * form's is empty) or the thank-you page's URL. Throws FormPublishError for a thank-you page that is no page of
 * the app.
 */
export function publishedForms(
  content: { slots?: unknown },
  options: PublishedFormsOptions,
): PublishedForm[] {
  const slots = content.slots;
  if (slots === null || typeof slots !== 'object' || Array.isArray(slots)) return [];
  const breakpoints = options.breakpoints ?? [];
  const locale = formLocale(options.locale);
  const prefix = options.keyPrefix ?? options.pageId;
  const forms: PublishedForm[] = [];
  // The form each depth's brick belongs to (itself for a form), as in forms/bricks.ts formRules.
  const formAt: Array<PublishedForm | null> = [];
  walkBricks(slots as Record<string, readonly ContentBrick[]>, (brick, place) => {
    formAt.length = place.depth - 1;
    if (typeof brick.id !== 'string') return 'skip';
    if (hiddenEverywhere(brick.dataTypes as Record<string, unknown> | undefined, breakpoints)) return 'skip';
    const enclosing = place.depth > 1 ? (formAt[place.depth - 2] ?? null) : null;
    const formEntry = entryOfType(brick.dataTypes, 'Form');
    if (formEntry) {
      const key = `${prefix}/${brick.id}`;
      const form: PublishedForm = {
        key,
        name: formName(brick),
        fields: [],
        after: afterOf(brick.id, formEntry.value, options, locale),
        multipart: false,
        challenge: options.challenge?.(key) ?? false,
      };
      forms.push(form);
      formAt.push(form);
      return;
    }
    formAt.push(enclosing);
    if (enclosing === null || entryOfType(brick.dataTypes, 'FormField') === null) return;
    const field: PublishedField = normalizeFormField(entryOfType(brick.dataTypes, 'FormField')?.value);
    if (enclosing.fields.some((other) => other.name === field.name)) return;
    if (enclosing.fields.length >= LIMITS.forms.fields) return;
    enclosing.fields.push(field);
    if (field.kind === 'file') enclosing.multipart = true;
  });
  return forms;
}

function formName(brick: ContentBrick): string {
  const name = typeof brick.name === 'string' ? brick.name.trim() : '';
  return (name === '' ? 'Form' : name).slice(0, LIMITS.forms.labelMax);
}

function afterOf(
  brickId: string,
  raw: unknown,
  options: PublishedFormsOptions,
  locale: FormLocale,
): FormAfter {
  const value = normalizeForm(raw);
  if (value.after === 'page' && value.page !== null) {
    const url = options.pageUrl(value.page);
    if (url === null) {
      throw new FormPublishError(
        brickId,
        `brick ${brickId}: the form's thank-you page (${value.page}) is not a page of this app`,
      );
    }
    return { kind: 'page', url };
  }
  return { kind: 'message', message: formSuccessMessage(value, locale) };
}
