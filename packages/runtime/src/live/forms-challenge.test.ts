// @vitest-environment jsdom
import { POW_FIELD } from '@tessera/shared/live-form';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLiveForms } from './forms.ts';

const SECRET = 'test-signature-secret';
const ACTION = '/_tessera/forms/p1/form1';

function page() {
  document.documentElement.lang = 'en';
  document.body.innerHTML = `
    <form data-tessera-form method="post" action="${ACTION}" novalidate>
      <input type="hidden" name="_tessera_t" value="v1.1.token">
      <input type="hidden" name="_tessera_hp" value="">
      <label for="name">Name</label><input id="name" name="name" value="Ana">
      <button type="submit">Send</button>
    </form>`;
  startLiveForms(document);
  return document.querySelector('form')!;
}

interface Seen {
  method: string;
  url: string;
  body?: URLSearchParams;
  busy?: string | null;
}

/**
 * The live host's two answers as the forms script meets them: the challenge (a real altcha-lib challenge, or
 * none) and the submission, whose proof of work is checked with altcha-lib's own verifier.
 */
function server(withChallenge: boolean) {
  const seen: Seen[] = [];
  let verified: boolean | null = null;
  const fetch = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), document.baseURI);
    const method = init.method ?? 'GET';
    const busy = document.querySelector('button')!.getAttribute('aria-busy');
    if (method === 'GET') {
      seen.push({ method, url: url.pathname, busy });
      if (!withChallenge) return new Response(null, { status: 204 });
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 100,
        counter: 40,
        deriveKey,
        data: { app: 'a1', form: 'p1/form1' },
        expiresAt: Math.floor(Date.now() / 1000) + 600,
        hmacSignatureSecret: SECRET,
      });
      return Response.json(challenge);
    }
    const body = new URLSearchParams(String(init.body));
    seen.push({ method, url: url.pathname, body, busy });
    const pow = body.get(POW_FIELD);
    if (pow !== null) {
      const { challenge, solution } = JSON.parse(pow) as { challenge: Challenge; solution: never };
      verified = (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET }))
        .verified;
    }
    return Response.json({ ok: true, message: 'Thank you' });
  });
  vi.stubGlobal('fetch', fetch);
  return { seen, verified: () => verified };
}

const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the live forms script and the challenge', () => {
  it('asks for the challenge, solves it and posts it with the fields, the button busy meanwhile', async () => {
    const { seen, verified } = server(true);
    const form = page();
    submit(form);
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('Thank you'), {
      timeout: 10_000,
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([`GET ${ACTION}/challenge`, `POST ${ACTION}`]);
    expect(seen.every((s) => s.busy === 'true')).toBe(true);
    expect(seen[1]?.body?.get('name')).toBe('Ana');
    expect(seen[1]?.body?.get('_tessera_t')).toBe('v1.1.token');
    expect(verified()).toBe(true);
  });

  it('posts without a proof of work when the form asks for none (204)', async () => {
    const { seen } = server(false);
    const form = page();
    submit(form);
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')).not.toBeNull());
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST']);
    expect(seen[1]?.body?.has(POW_FIELD)).toBe(false);
  });

  it('ignores a second press while busy and gives the button back after an error', async () => {
    const fetch = vi.fn(async (_input: string | URL, init: RequestInit = {}) =>
      (init.method ?? 'GET') === 'GET'
        ? new Response(null, { status: 204 })
        : Response.json(
            { ok: false, errors: [{ name: 'name', message: 'Enter your name' }] },
            { status: 422 },
          ),
    );
    vi.stubGlobal('fetch', fetch);
    const form = page();
    submit(form);
    submit(form);
    const button = document.querySelector('button')!;
    expect(button.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(document.querySelector('.tessera-error-summary')).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });
});
