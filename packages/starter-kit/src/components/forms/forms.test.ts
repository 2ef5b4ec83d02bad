import { formFieldValueSchema, resolveProps } from '@tessera/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { starterKit } from '../../index.ts';
import { kitEntry, loadEntry, renderKitTree } from '../../test-render.ts';

/** A kit component drawn as the canvas and the live page draw brick `brickId`: its field's ids from the brick. */
async function renderBrick(key: string, values: Record<string, unknown> = {}, brickId = 'b1') {
  const entry = kitEntry(key);
  const loaded = await loadEntry(entry);
  const dataTypes = structuredClone(entry.dataTypes);
  for (const [name, value] of Object.entries(values)) dataTypes[name] = { ...dataTypes[name]!, value };
  return renderToStaticMarkup(createElement(loaded.component!, resolveProps(dataTypes, null, brickId)));
}

/** The start tag of the element with `id`. */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element with id ${id} in ${html}`);
  return tag;
}

const FIELD_KEYS = {
  textField: 'text',
  emailField: 'email',
  phoneField: 'tel',
  numberField: 'number',
  longTextField: 'textarea',
  selectField: 'select',
  checkboxesField: 'checkboxes',
  radioField: 'radio',
  dateField: 'date',
  fileField: 'file',
  consentField: 'consent',
} as const;

const ID = 'tessera-field-b1';

describe('the kit form fields', () => {
  it.each(Object.entries(FIELD_KEYS))('%s has a FormField of kind %s that saving accepts', (key, kind) => {
    for (const locale of ['en-US', 'pt-BR'] as const) {
      const entry = starterKit(locale).components.find((component) => component.key === key)!;
      const field = entry.dataTypes.field!;
      expect(field.type).toBe('FormField');
      expect((field.value as { kind: string }).kind).toBe(kind);
      expect(formFieldValueSchema.safeParse(field.value).error).toBeUndefined();
    }
  });

  it('gives each field its default label in both languages', () => {
    const label = (locale: 'en-US' | 'pt-BR', key: string) =>
      (starterKit(locale).components.find((c) => c.key === key)!.dataTypes.field!.value as { label: string })
        .label;
    expect(label('en-US', 'textField')).toBe('Your name');
    expect(label('pt-BR', 'textField')).toBe('Seu nome');
    expect(label('pt-BR', 'longTextField')).toBe('Sua mensagem');
  });

  it.each(Object.keys(FIELD_KEYS))(
    '%s links its label to its input and leaves a hidden error place',
    async (key) => {
      const html = await renderBrick(key);
      expect(html).toContain('class="tessera-field"');
      expect(html).toMatch(new RegExp(`<label for="${ID}"`));
      expect(tagWithId(html, ID)).toMatch(/^<(input|select|textarea) /);
      expect(tagWithId(html, `${ID}-error`)).toMatch(/^<p [^>]*hidden=""/);
      expect(html).toContain(':focus-visible{outline:3px solid var(--tessera-focus');
    },
  );

  it('spreads the resolved attributes: a required e-mail input with its keyboard and autocomplete', async () => {
    const input = tagWithId(await renderBrick('emailField'), ID);
    expect(input).toContain('name="email"');
    expect(input).toContain('type="email"');
    expect(input).toContain('required=""');
    expect(input).toContain('inputMode="email"');
    expect(input).toContain('autoComplete="email"');
    expect(input).toContain('placeholder="name@example.com"');
  });

  it('marks a required field visibly, hidden from screen readers (the input says it)', async () => {
    expect(await renderBrick('textField')).toMatch(/>Your name<span aria-hidden="true"> \*<\/span><\/label>/);
    const optional = await renderBrick('phoneField');
    expect(optional).not.toContain('aria-hidden="true"> *');
    expect(tagWithId(optional, ID)).not.toContain('required');
  });

  it('draws the help with the hint id the input is described by', async () => {
    const html = await renderBrick('textField', {
      field: { name: 'company', kind: 'text', label: 'Company', help: 'Where you work', required: false },
    });
    expect(tagWithId(html, `${ID}-hint`)).toMatch(/^<p /);
    expect(html).toContain('>Where you work</p>');
    expect(tagWithId(html, ID)).toContain(`aria-describedby="${ID}-hint"`);
    expect(tagWithId(html, ID)).toContain('autoComplete="organization"');
    // Without help, nothing describes the input.
    expect(tagWithId(await renderBrick('emailField'), ID)).not.toContain('aria-describedby');
  });

  it('puts the error place right after the input', async () => {
    const html = await renderBrick('longTextField');
    expect(html).toMatch(new RegExp(`<textarea [^>]*id="${ID}"[^>]*></textarea><p id="${ID}-error"`));
    expect(tagWithId(html, ID)).toContain('maxLength="10000"');
  });

  it('draws a select with an empty first choice and an id per option', async () => {
    const html = await renderBrick('selectField');
    expect(tagWithId(html, ID)).toMatch(/^<select [^>]*name="subject"[^>]*required=""/);
    expect(html).toContain('<option value="">Choose one</option>');
    expect(html).toContain(`<option id="${ID}-option-2" value="quote">A quote</option>`);
  });

  it('groups radios in a fieldset with a legend, the first option taking the field id', async () => {
    const html = await renderBrick('radioField');
    expect(html).toMatch(
      /<fieldset [^>]*><legend [^>]*>How should we reply\?<span aria-hidden="true"> \*<\/span><\/legend>/,
    );
    expect(tagWithId(html, ID)).toMatch(/type="radio"[^>]*required=""[^>]*value="email"/);
    expect(tagWithId(html, `${ID}-2`)).toContain('value="phone"');
    expect(html).toContain(`<label for="${ID}">By e-mail</label>`);
    expect(html).toContain(`<label for="${ID}-2">By phone</label>`);
    expect(html.match(/name="reply-by"/g)).toHaveLength(2);
  });

  it('groups checkboxes the same way, none of them required on its own', async () => {
    const html = await renderBrick('checkboxesField');
    expect(html).toContain('<legend ');
    expect(tagWithId(html, ID)).toContain('type="checkbox"');
    expect(html).not.toContain('required');
    expect(tagWithId(html, `${ID}-3`)).toContain(`aria-describedby="${ID}-hint"`);
    expect(html).toContain(`<label for="${ID}-3">Support</label>`);
  });

  it('draws consent as one checkbox labelled by its text', async () => {
    const html = await renderBrick('consentField');
    expect(tagWithId(html, ID)).toMatch(/type="checkbox"[^>]*required=""[^>]*value="yes"/);
    expect(html).toContain(`<label for="${ID}">I agree that you keep my details`);
    expect(html).not.toContain('<fieldset');
  });

  it('gives number, date and file inputs their types and constraints', async () => {
    const number = tagWithId(await renderBrick('numberField'), ID);
    expect(number).toContain('type="text"');
    expect(number).toContain('inputMode="decimal"');
    const date = tagWithId(
      await renderBrick('dateField', {
        field: { name: 'date', kind: 'date', label: 'Day', min: '2026-01-01', max: '2026-12-31' },
      }),
      ID,
    );
    expect(date).toContain('type="date"');
    expect(date).toContain('min="2026-01-01"');
    expect(date).toContain('max="2026-12-31"');
    const file = tagWithId(await renderBrick('fileField'), ID);
    expect(file).toContain('type="file"');
    expect(file).toContain('accept=".pdf,.jpg,.png"');
    expect(file).not.toContain('multiple');
  });

  it('draws what the value says when a field was switched to another kind', async () => {
    const html = await renderBrick('textField', {
      field: { name: 'plan', kind: 'radio', label: 'Plan', options: [{ value: 'a', label: 'A' }] },
    });
    expect(html).toContain('<fieldset');
    expect(tagWithId(html, ID)).toContain('type="radio"');
  });
});

describe('the Form and its submit button', () => {
  it('draws its slot in a plain element, never a <form> (the platform adds it at publish)', async () => {
    const html = await renderKitTree({
      key: 'form',
      slots: { slot1: [{ key: 'emailField' }, { key: 'submitButton' }] },
    });
    expect(html).not.toContain('<form');
    expect(html).toMatch(/^<div style="[^"]*flex-direction:column[^"]*">/);
    expect(html).toContain('type="email"');
    expect(html).toContain('<button type="submit" class="tessera-submit"');
  });

  it('holds a Form property that says what comes after a submission', () => {
    const form = kitEntry('form');
    expect(form.slots).toBe(1);
    expect(form.dataTypes.form).toMatchObject({
      type: 'Form',
      value: { after: 'message', message: '', page: null },
    });
  });

  it('labels the submit button in both languages, with a focus ring', async () => {
    const html = await renderBrick('submitButton');
    expect(html).toMatch(/<button type="submit" class="tessera-submit" style="[^"]*">Send message<\/button>/);
    expect(html).toContain('.tessera-submit:focus-visible{outline:3px solid');
    const pt = starterKit('pt-BR').components.find((c) => c.key === 'submitButton')!;
    expect(pt.dataTypes.label?.value).toBe('Enviar mensagem');
  });
});
