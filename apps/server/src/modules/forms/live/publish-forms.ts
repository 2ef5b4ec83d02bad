import {
  type Breakpoint,
  FormPublishError,
  formAction,
  formBrickId,
  formTexts,
  type LinkContext,
  type LiveFormWrapper,
  type PublishedForm,
  publishedForms,
} from '@tessera/shared';
import { badRequest } from '../../../lib/errors.ts';

/**
 * The forms a publish of the page makes live (issue 24): stored with the version, they are what the live
 * endpoint accepts. A thank-you page that is no page of the app refuses the publish (400 naming the brick).
 */
export function formsOf(
  page: { id: string },
  content: { slots?: unknown },
  lang: string,
  links: LinkContext | null,
  breakpoints: readonly Breakpoint[],
  /** SITE_FORM_PREFIX for the forms of the site's header and footer (one form across pages). */
  keyPrefix?: string,
): PublishedForm[] {
  try {
    return publishedForms(content, {
      pageId: page.id,
      ...(keyPrefix ? { keyPrefix } : {}),
      pageUrl: (id) => links?.byId.get(id)?.url ?? null,
      breakpoints,
      locale: lang,
    });
  } catch (error) {
    if (error instanceof FormPublishError) throw badRequest(error.message);
    throw error;
  }
}

/** The Form bricks' `<form>` wrappers by brick id, for the renderer. */
export function formWrappers(
  pageId: string,
  forms: readonly PublishedForm[],
  lang: string,
  /** The document's language when not the site's default (issue 26). */
  locale: string | null = null,
): Map<string, LiveFormWrapper> {
  const honeypotLabel = formTexts(lang).honeypotLabel;
  const wrappers = new Map<string, LiveFormWrapper>();
  for (const form of forms) {
    // `{pageId}/{brickId}` or `site/{brickId}`: a site-wide form posts to the page it is drawn on.
    const brickId = formBrickId(form.key);
    wrappers.set(brickId, {
      action: formAction(pageId, brickId),
      formKey: form.key,
      multipart: form.multipart,
      honeypotLabel,
      ...(locale ? { locale } : {}),
    });
  }
  return wrappers;
}
