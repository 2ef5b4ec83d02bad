import { FORM_NOTICE_STYLES as S } from '@tessera/shared';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { formAgain, formSent } from './form-rewriter.ts';

const PAGE = `<!doctype html><html lang="en-US"><head><title>Contact</title></head><body>
<h1>Write to us</h1>
<form data-tessera-brick="f1" data-tessera-form method="post" action="/_tessera/forms/p1/f1" novalidate style="display:contents">
<input type="hidden" name="_tessera_t" value="old">
<div aria-hidden="true"><input name="_tessera_hp" tabindex="-1" autocomplete="off"></div>
<label for="f1-name">Name</label><input id="f1-name" name="name" type="text" value="">
<label for="f1-email">E-mail</label><input id="f1-email" name="email" type="email" aria-describedby="f1-email-hint"><p id="f1-email-hint">We reply here</p><p id="f1-email-error" hidden></p>
<textarea name="message">placeholder text</textarea>
<select name="topic"><option value="">Pick one</option><option value="sales" selected>Sales</option><option>Support</option></select>
<fieldset><legend>Contact by</legend><input type="checkbox" name="by" value="mail"><input type="checkbox" name="by" value="phone" checked></fieldset>
<input type="checkbox" name="consent">
<button type="submit">Send</button>
</form>
<form data-tessera-brick="f2"><input name="name" value="untouched"></form>
</body></html>`;

function* elementsNamed(node: DefaultTreeAdapterMap['node'], tag: string): Generator<unknown> {
  if ('tagName' in node && node.tagName === tag) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elementsNamed(child, tag);
}

const texts = { summaryTitle: 'There is a problem', errorPrefix: 'Error:', titlePrefix: 'Error:' };

describe('the form again, with values and errors', () => {
  const html = formAgain(PAGE, {
    brickId: 'f1',
    values: {
      name: ['Ana <script>alert(1)</script>'],
      email: ['ana@'],
      message: ['Hello "there" & </textarea><b>x</b>'],
      topic: ['Support'],
      by: ['mail'],
      _tessera_hp: ['bot was here'],
    },
    errors: [
      { name: 'email', message: 'Enter an e-mail address in the correct format, like name@example.com' },
      { name: 'consent', message: 'Tick the box to agree' },
    ],
    token: 'v1.123.fresh',
    texts,
  });

  it('keeps what the visitor sent, escaped, and gives a fresh token', () => {
    // Inside a quoted attribute `<` starts no tag: the serialiser escapes `&` and `"`, and no script element appears.
    expect(html).toContain('value="Ana <script>alert(1)</script>"');
    expect([...elementsNamed(parse(html), 'script')]).toHaveLength(0);
    expect(html).toContain(
      '<textarea name="message">Hello "there" &amp; &lt;/textarea&gt;&lt;b&gt;x&lt;/b&gt;</textarea>',
    );
    expect(html).toContain('<option value="sales">Sales</option><option selected="">Support</option>');
    expect(html).toContain('<input type="checkbox" name="by" value="mail" checked="">');
    expect(html).toContain('<input type="checkbox" name="by" value="phone">');
    expect(html).toContain('name="_tessera_t" value="v1.123.fresh"');
    // The honeypot is never filled back.
    expect(html).toMatch(/<input name="_tessera_hp" tabindex="-1" autocomplete="off">/);
  });

  it('says what is wrong next to each field, in the element drawn for it or a new one, and links them', () => {
    expect(html).toContain(
      'aria-describedby="f1-email-hint f1-email-error" value="ana@" aria-invalid="true"',
    );
    expect(html).toMatch(
      /<p id="f1-email-error"><span style="[^"]*">Error: <\/span>Enter an e-mail address in the correct format, like name@example.com<\/p>/,
    );
    expect(html).toMatch(
      /<p id="tessera-field-consent-error" class="tessera-field-error"><span [^>]*>Error: <\/span>Tick the box to agree<\/p><input type="checkbox" name="consent" id="tessera-field-consent" aria-invalid="true" aria-describedby="tessera-field-consent-error">/,
    );
  });

  it('lists the errors first in the form, focused, and marks the title', () => {
    expect(html).toContain(
      `novalidate="" style="display:contents"><div class="tessera-error-summary" tabindex="-1" autofocus="" style="${S.summary}"><div role="alert"><h2 style="${S.summaryTitle}">There is a problem</h2><ul style="${S.summaryList}"><li><a href="#f1-email">Enter an e-mail`,
    );
    expect(html).toContain('<li><a href="#tessera-field-consent">Tick the box to agree</a></li>');
    expect(html).toContain('<title>Error: Contact</title>');
  });

  it('leaves other forms and a page without the form as they were', () => {
    expect(html).toContain('<form data-tessera-brick="f2"><input name="name" value="untouched"></form>');
    expect(formAgain(PAGE, { brickId: 'nope', values: {}, errors: [], token: 't', texts })).toBe(PAGE);
  });
});

describe('the form sent', () => {
  it('replaces the form with its message, announced and focused, and keeps the page out of search engines', () => {
    const html = formSent(PAGE, 'f1', 'Thanks <b>Ana</b>, we will reply soon.');
    expect(html).not.toContain('action="/_tessera/forms/p1/f1"');
    expect(html).toContain(
      `<div role="status" tabindex="-1" autofocus="" class="tessera-form-sent" style="${S.sent}" data-tessera-brick="f1">Thanks &lt;b&gt;Ana&lt;/b&gt;, we will reply soon.</div>`,
    );
    expect(html).toContain('<meta name="robots" content="noindex"></head>');
    expect(html).toContain('<h1>Write to us</h1>');
    expect(html).toContain('data-tessera-brick="f2"');
    expect(formSent(PAGE, 'nope', 'x')).toBe(PAGE);
  });
});

describe('the form again with a notice', () => {
  it('lists what is wrong with the whole form first, without a link', () => {
    const html = formAgain(PAGE, {
      brickId: 'f1',
      values: { name: ['Ana'] },
      errors: [],
      notice: 'Check your answers and send the form again.',
      token: 'v1.9.new',
      texts,
    });
    expect(html).toContain(
      `<div role="alert"><h2 style="${S.summaryTitle}">There is a problem</h2><ul style="${S.summaryList}"><li>Check your answers and send the form again.</li></ul></div>`,
    );
    expect(html).toContain('value="Ana"');
    expect(html).not.toContain('aria-invalid');
  });
});
