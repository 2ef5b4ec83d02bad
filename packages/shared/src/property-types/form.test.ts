import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../breakpoints.ts';
import { breakpointValuesProblem, isResponsiveEntry } from '../responsive/values.ts';
import { defaultValueOf, propertyType } from './definitions.ts';
import { FORM_DEFAULT, formSuccessMessage, formValueSchema, normalizeForm, resolveForm } from './form.ts';
import { linkContext } from './link.ts';
import { resolveProps } from './resolve.ts';

const pages = linkContext([
  { id: 'p-home', name: 'Home', url: '/' },
  { id: 'p-thanks', name: 'Thanks', url: '/thanks' },
]);

describe('Form values', () => {
  it('defaults to the default message, in both languages', () => {
    expect(defaultValueOf('Form')).toEqual({ after: 'message', message: '', page: null });
    expect(formSuccessMessage(FORM_DEFAULT, 'en-US')).toBe('Thank you. Your message has been sent.');
    expect(formSuccessMessage(FORM_DEFAULT, 'pt-BR')).toBe('Obrigado. Sua mensagem foi enviada.');
    expect(formSuccessMessage({ ...FORM_DEFAULT, message: 'Got it!' }, 'pt-BR')).toBe('Got it!');
  });

  it('repairs stored values: unknown after, long messages, blank pages, non-objects', () => {
    expect(normalizeForm({ after: 'redirect', message: 7, page: '  ' })).toEqual({
      after: 'message',
      message: '7',
      page: null,
    });
    expect(normalizeForm({ after: 'page', message: 'x'.repeat(5000), page: ' p-thanks ' })).toEqual({
      after: 'page',
      message: 'x'.repeat(1000),
      page: 'p-thanks',
    });
    expect(normalizeForm('thanks')).toEqual(FORM_DEFAULT);
    expect(normalizeForm(null)).toEqual(FORM_DEFAULT);
    expect(propertyType('Form').normalize(undefined)).toEqual(FORM_DEFAULT);
  });

  it('checks what clients send, naming the part', () => {
    expect(formValueSchema.safeParse({ after: 'page', message: '', page: 'p-thanks' }).success).toBe(true);
    // Picked "go to a page" but no page yet: saved as it is, published as the message.
    expect(formValueSchema.safeParse({ after: 'page', message: '', page: null }).success).toBe(true);
    const badPage = formValueSchema.safeParse({ after: 'page', message: '', page: 7 });
    expect(badPage.error?.issues[0]).toMatchObject({
      path: ['page'],
      message: 'page must be the id of a page of this app, or null',
    });
    const long = formValueSchema.safeParse({ after: 'message', message: 'x'.repeat(1001), page: null });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['message'],
      message: 'message must be 1000 characters or less',
    });
    const after = formValueSchema.safeParse({ after: 'close', message: '', page: null });
    expect(after.error?.issues[0]?.message).toBe("after must be 'message' or 'page'");
  });

  it('reaches its component with the thank-you page resolved, or null', () => {
    expect(resolveForm({ after: 'page', message: '', page: 'p-thanks' }, pages).pageHref).toBe('/thanks');
    expect(resolveForm({ after: 'page', message: '', page: 'p-gone' }, pages).pageHref).toBeNull();
    expect(resolveForm({ after: 'message', message: '', page: 'p-thanks' }, pages).pageHref).toBeNull();
    const props = resolveProps(
      { form: { type: 'Form', value: { after: 'page', message: '', page: 'p-home' } } },
      pages,
    );
    expect(props.form).toEqual({ after: 'page', message: '', page: 'p-home', pageHref: '/' });
  });

  it('is one value, never per breakpoint, and has no CSS', () => {
    expect(isResponsiveEntry('form', { type: 'Form' })).toBe(false);
    expect(isResponsiveEntry('field', { type: 'FormField' })).toBe(false);
    expect(
      breakpointValuesProblem(
        { form: { type: 'Form', value: FORM_DEFAULT, breakpoints: { phone: FORM_DEFAULT } } },
        DEFAULT_BREAKPOINTS,
      ),
    ).toBe('form: Form values cannot vary by breakpoint');
    expect(propertyType('Form').toCss(FORM_DEFAULT)).toEqual({});
  });
});
