import {
  FORM_TOKEN_MARKER,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  type LiveFormWrapper,
  TOKEN_FIELD,
} from '@tessera/shared';

/** What React draws around every brick (isolate-entry.ts brickElement): the wrapper a Form brick's form replaces. */
const BRICK_WRAPPER = /^<div data-tessera-brick="([^"]*)" style="display:contents">([\s\S]*)<\/div>$/;

/** The honeypot sits off screen and out of the tab order; assistive technology skips it (aria-hidden). */
const OFF_SCREEN = 'position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden';

function attribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A Form brick's markup with its wrapper turned into the real `<form>` (issue 24, docs/decisions/0036): posting
 * to the live host, `novalidate` (the server's announced errors, not the browser's bubbles), and the platform's
 * hidden fields — the time token's marker (stamped when the page is served) and the honeypot. The component draws
 * only layout and its slot: nothing an organization writes can change where a form posts or remove its guards.
 * Markup without the usual wrapper (a brick that failed to draw) is returned as it is.
 */
export function wrapInForm(html: string, form: LiveFormWrapper): string {
  const match = BRICK_WRAPPER.exec(html);
  if (!match) return html;
  const [, key = '', inner = ''] = match;
  const enctype = form.multipart ? ' enctype="multipart/form-data"' : '';
  return (
    `<form data-tessera-brick="${key}" data-tessera-form="" method="post" action="${attribute(form.action)}" ` +
    `novalidate=""${enctype} style="display:contents">` +
    `<input type="hidden" name="${TOKEN_FIELD}" value="${FORM_TOKEN_MARKER}${attribute(form.formKey)}">` +
    (form.locale ? `<input type="hidden" name="${LANGUAGE_FIELD}" value="${attribute(form.locale)}">` : '') +
    `<div aria-hidden="true" style="${OFF_SCREEN}"><label>${attribute(form.honeypotLabel)} ` +
    `<input type="text" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off"></label></div>` +
    `${inner}</form>`
  );
}
