/**
 * Live forms with JavaScript on (issue 24, docs/decisions/0036): the form posts in the background and shows the
 * answer where it is, with no page load: the success message in place of the form, or each error next to its
 * field and listed first, focused, as the server's page without JavaScript shows them (form-rewriter.ts draws the
 * same markup from the same conventions). The server decides everything; this script only carries the answer.
 * Before each post it asks for the form's challenge: none (204), or a proof of work it solves with WebCrypto
 * (altcha-lib, a fraction of a second) and sends in `_tessera_pow`.
 */
// The module itself, not the package's index: the index brings zod (≈ 400 kB) into a visitor's script.
import {
  FORM_NOTICE_STYLES,
  formChallengePath,
  formTexts,
  POW_FIELD,
  TOKEN_FIELD,
} from '@tessera/shared/live-form';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** What the server answers a submission asked for as JSON. */
interface Answer {
  ok: boolean;
  message?: string;
  redirect?: string;
  errors?: { name: string; message: string }[];
  token?: string;
}

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
/** What this script added to a form, removed before the next answer is shown. */
const ADDED = 'data-tessera-added';

function fieldsNamed(form: HTMLFormElement, name: string): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>('input, select, textarea')].filter(
    (field) => field.getAttribute('name') === name,
  );
}

function clearErrors(form: HTMLFormElement): void {
  for (const added of form.querySelectorAll(`[${ADDED}]`)) added.remove();
  for (const field of form.querySelectorAll('[aria-invalid]')) {
    field.removeAttribute('aria-invalid');
    const errorId = `${field.id}-error`;
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id && id !== errorId);
    if (described.length > 0) field.setAttribute('aria-describedby', described.join(' '));
    else field.removeAttribute('aria-describedby');
    const drawn = form.ownerDocument.getElementById(errorId);
    if (drawn) {
      drawn.textContent = '';
      drawn.hidden = true;
    }
  }
}

function showErrors(
  form: HTMLFormElement,
  errors: { name: string; message: string }[],
  notice?: string,
): void {
  const document = form.ownerDocument;
  const texts = formTexts(document.documentElement.lang);
  const items: HTMLLIElement[] = [];
  if (notice) {
    const item = document.createElement('li');
    item.textContent = notice;
    items.push(item);
  }
  for (const { name, message } of errors) {
    const fields = fieldsNamed(form, name);
    const first = fields[0];
    if (!first) continue;
    if (!first.id) first.id = `tessera-field-${name}`;
    const errorId = `${first.id}-error`;
    let target = document.getElementById(errorId);
    if (!target) {
      target = document.createElement('p');
      target.id = errorId;
      target.className = 'tessera-field-error';
      target.setAttribute(ADDED, '');
      first.before(target);
    }
    const prefix = document.createElement('span');
    prefix.setAttribute('style', VISUALLY_HIDDEN);
    prefix.textContent = `${texts.errorPrefix} `;
    target.replaceChildren(prefix, message);
    target.hidden = false;
    for (const field of fields) {
      field.setAttribute('aria-invalid', 'true');
      const described = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      if (!described.includes(errorId))
        field.setAttribute('aria-describedby', [...described, errorId].join(' '));
    }
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#${first.id}`;
    link.textContent = message;
    item.append(link);
    items.push(item);
  }
  const summary = document.createElement('div');
  summary.className = 'tessera-error-summary';
  summary.setAttribute('style', FORM_NOTICE_STYLES.summary);
  summary.tabIndex = -1;
  summary.setAttribute(ADDED, '');
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const title = document.createElement('h2');
  title.textContent = texts.summaryTitle;
  title.setAttribute('style', FORM_NOTICE_STYLES.summaryTitle);
  const list = document.createElement('ul');
  list.setAttribute('style', FORM_NOTICE_STYLES.summaryList);
  list.append(...items);
  alert.append(title, list);
  summary.append(alert);
  form.prepend(summary);
  summary.focus();
}

function showSent(form: HTMLFormElement, message: string): void {
  const status = form.ownerDocument.createElement('div');
  status.setAttribute('role', 'status');
  status.tabIndex = -1;
  status.className = 'tessera-form-sent';
  status.setAttribute('style', FORM_NOTICE_STYLES.sent);
  status.textContent = message;
  form.replaceWith(status);
  status.focus();
}

/**
 * What the form sends: multipart/form-data, files included, when the platform drew it so (a file field);
 * otherwise urlencoded, the text values only, as the form posts without JavaScript.
 */
export function bodyOf(form: HTMLFormElement): FormData | URLSearchParams {
  const data = new FormData(form);
  if (form.getAttribute('enctype')?.toLowerCase() === 'multipart/form-data') return data;
  const body = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
  return body;
}

/**
 * The form's challenge solved, as the server takes it in `_tessera_pow`; null when the form asks for none. A new
 * one for every post: each is accepted once.
 */
async function solvedChallenge(form: HTMLFormElement): Promise<string | null> {
  const response = await fetch(formChallengePath(form.action), {
    headers: { accept: 'application/json' },
    credentials: 'omit',
    cache: 'no-store',
  });
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('challenge not solved');
  return JSON.stringify({ challenge, solution });
}

async function submit(form: HTMLFormElement, event: SubmitEvent): Promise<void> {
  event.preventDefault();
  if (form.getAttribute('aria-busy') === 'true') return;
  const texts = formTexts(form.ownerDocument.documentElement.lang);
  const buttons = [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('[type="submit"]')];
  form.setAttribute('aria-busy', 'true');
  // Busy while the challenge is solved and the post is on its way: announced, and not pressed twice.
  for (const button of buttons) {
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
  }
  try {
    const body = bodyOf(form);
    const pow = await solvedChallenge(form);
    if (pow !== null) body.set(POW_FIELD, pow);
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
    const answer = (await response.json().catch(() => ({ ok: false }))) as Answer;
    clearErrors(form);
    if (answer.ok && answer.redirect) window.location.assign(answer.redirect);
    else if (answer.ok) showSent(form, answer.message ?? '');
    else {
      const token = form.querySelector<HTMLInputElement>(`input[name="${TOKEN_FIELD}"]`);
      if (token && answer.token) token.value = answer.token;
      showErrors(
        form,
        answer.errors ?? [],
        answer.message ?? (answer.errors?.length ? undefined : texts.failed),
      );
    }
  } catch {
    clearErrors(form);
    showErrors(form, [], texts.failed);
  } finally {
    form.removeAttribute('aria-busy');
    for (const button of buttons) {
      button.removeAttribute('aria-busy');
      button.removeAttribute('aria-disabled');
    }
  }
}

/** Takes over every live form of the document (`form[data-tessera-form]`). */
export function startLiveForms(document: Document): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-tessera-form]')) {
    form.addEventListener('submit', (event) => void submit(form, event as SubmitEvent));
  }
}
