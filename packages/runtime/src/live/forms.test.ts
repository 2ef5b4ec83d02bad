// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, startLiveForms } from './forms.ts';

function formOf(enctype: string | null): HTMLFormElement {
  document.body.innerHTML = `
    <form data-tessera-form method="post" action="/_tessera/forms/p/f" novalidate ${enctype ? `enctype="${enctype}"` : ''}>
      <input type="hidden" name="_tessera_token" value="v1.1.x">
      <input name="name" value="Ada">
      <input type="file" name="cv">
      <button type="submit">Send</button>
    </form>`;
  return document.querySelector('form')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the live forms script’s body', () => {
  it('is multipart FormData, file fields included, for a form the platform drew with enctype multipart', () => {
    const body = bodyOf(formOf('multipart/form-data'));
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('name')).toBe('Ada');
    expect((body as FormData).has('cv')).toBe(true);
  });

  it('is urlencoded text values only for any other form', () => {
    const body = bodyOf(formOf(null));
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.toString()).toBe('_tessera_token=v1.1.x&name=Ada');
  });

  it('posts the multipart body as it is, so the browser sets the boundary', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        // The form asks for no proof of work.
        if (url.endsWith('/challenge')) return new Response(null, { status: 204 });
        sent.push(init);
        return new Response(JSON.stringify({ ok: true, message: 'Sent' }));
      }),
    );
    const form = formOf('multipart/form-data');
    startLiveForms(document);
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('Sent'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect(new Headers(sent[0]!.headers).has('content-type')).toBe(false);
  });
});
