import { FORM_SENT_PARAM, FORM_TOKEN_MARKER, type PublishedForm } from '@tessera/shared';
import { formSent } from './form-rewriter.ts';
import { mintFormToken } from './form-token.ts';

/** `value="__tessera_token__:{formKey}"`: where a published form's time token goes (FORM_TOKEN_MARKER). */
const TOKEN_MARKER = new RegExp(`${FORM_TOKEN_MARKER}([^"]+)`, 'g');

/**
 * A live page holding forms as it is served (issue 24): each form's time token minted now. The body changes with
 * the token, so its ETag must be weak; only the token's age matters, so a page revalidated with an older one works.
 */
export function stampFormTokens(html: string, key: Buffer, appId: string): string {
  return html.replace(TOKEN_MARKER, (_m, formKey: string) => mintFormToken(key, { appId, formKey }));
}

/**
 * The page a form sent without JavaScript comes back to (`?sent={brickId}`): the form replaced by its success
 * message; null when the query names no form of the page that ends with a message (the page itself is served).
 */
export function sentPage(
  page: { html: string; forms: readonly PublishedForm[] },
  query: string | undefined,
): string | null {
  const sent = query === undefined ? null : new URLSearchParams(query).get(FORM_SENT_PARAM);
  if (sent === null) return null;
  const form = page.forms.find((f) => f.key.endsWith(`/${sent}`));
  return form?.after.kind === 'message' ? formSent(page.html, sent, form.after.message) : null;
}
