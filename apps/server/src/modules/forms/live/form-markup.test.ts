import { describe, expect, it } from 'vitest';
import { wrapInForm } from './form-markup.ts';

const form = {
  action: '/_tessera/forms/p-1/b-1',
  formKey: 'p-1/b-1',
  multipart: false,
  honeypotLabel: 'Leave this field empty',
};

describe('the form wrapper', () => {
  it('turns a Form brick wrapper into a form posting to the live host, with the token marker and the honeypot', () => {
    const html = wrapInForm(
      '<div data-tessera-brick="b-1" style="display:contents"><div class="f">x</div></div>',
      form,
    );
    expect(html).toBe(
      '<form data-tessera-brick="b-1" data-tessera-form="" method="post" action="/_tessera/forms/p-1/b-1" novalidate="" style="display:contents">' +
        '<input type="hidden" name="_tessera_t" value="__tessera_token__:p-1/b-1">' +
        '<div aria-hidden="true" style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden"><label>Leave this field empty <input type="text" name="_tessera_hp" value="" tabindex="-1" autocomplete="off"></label></div>' +
        '<div class="f">x</div></form>',
    );
  });

  it('posts multipart when a field takes files, and escapes what it writes', () => {
    const html = wrapInForm('<div data-tessera-brick="b&quot;1" style="display:contents"></div>', {
      ...form,
      multipart: true,
      honeypotLabel: '<b>Deixe</b> vazio',
    });
    expect(html).toContain('<form data-tessera-brick="b&quot;1" ');
    expect(html).toContain(' enctype="multipart/form-data" ');
    expect(html).toContain('<label>&#60;b&#62;Deixe&#60;/b&#62; vazio <input');
  });

  it('leaves markup without the brick wrapper as it is', () => {
    expect(wrapInForm('<p>odd</p>', form)).toBe('<p>odd</p>');
  });
});
