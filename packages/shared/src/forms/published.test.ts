import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../breakpoints.ts';
import { hiddenEverywhere } from '../responsive/steps.ts';
import { FormPublishError, publishedForms } from './published.ts';

type Brick = {
  id: string;
  name: string;
  componentId: string;
  dataTypes: Record<string, unknown>;
  slots?: Record<string, Brick[]>;
};

const hidden = { visibility: { type: 'Switch', value: false } };
const form = (id: string, inner: Brick[], value?: unknown, extra: Record<string, unknown> = {}): Brick => ({
  id,
  name: `Form ${id}`,
  componentId: 'c-form',
  dataTypes: {
    form: { type: 'Form', value: value ?? { after: 'message', message: '', page: null } },
    visibility: { type: 'Switch', value: true },
    ...extra,
  },
  slots: { slot1: inner },
});
const field = (id: string, name: string, extra: Record<string, unknown> = {}, dataTypes = {}): Brick => ({
  id,
  name: id,
  componentId: 'c-field',
  dataTypes: {
    field: {
      type: 'FormField',
      value: { name, kind: 'text', label: name, placeholder: '', help: '', required: false, ...extra },
    },
    ...dataTypes,
  },
});
const box = (id: string, inner: Brick[], dataTypes = {}): Brick => ({
  id,
  name: id,
  componentId: 'c-box',
  dataTypes,
  slots: { slot1: inner },
});

const urls: Record<string, string> = { 'p-thanks': '/thanks' };
const options = { pageId: 'p-1', pageUrl: (id: string) => urls[id] ?? null };

describe('publishedForms', () => {
  it('gives each form with its fields at any depth, in page order, keyed by page and brick', () => {
    const content = {
      slots: {
        slot1: [
          box('intro', [
            form('f1', [field('a', 'name'), box('row', [field('b', 'email', { kind: 'email' })])]),
          ]),
        ],
        slot2: [form('f2', [field('c', 'message', { kind: 'textarea', required: true })])],
      },
    };
    const forms = publishedForms(content, options);
    expect(forms.map((f) => f.key)).toEqual(['p-1/f1', 'p-1/f2']);
    expect(forms[0]).toEqual({
      key: 'p-1/f1',
      name: 'Form f1',
      fields: [
        { name: 'name', kind: 'text', label: 'name', placeholder: '', help: '', required: false },
        { name: 'email', kind: 'email', label: 'email', placeholder: '', help: '', required: false },
      ],
      after: { kind: 'message', message: 'Thank you. Your message has been sent.' },
      multipart: false,
      challenge: false,
    });
    expect(forms[1]?.fields.map((f) => [f.name, f.required])).toEqual([['message', true]]);
  });

  it('says the default message in the version’s language, or the form’s own', () => {
    const content = {
      slots: { slot1: [form('f1', []), form('f2', [], { after: 'message', message: 'Valeu!', page: null })] },
    };
    const forms = publishedForms(content, { ...options, locale: 'pt-BR' });
    expect(forms.map((f) => f.after)).toEqual([
      { kind: 'message', message: 'Obrigado. Sua mensagem foi enviada.' },
      { kind: 'message', message: 'Valeu!' },
    ]);
  });

  it('sends to the thank-you page’s URL, and refuses a page outside the app naming the brick', () => {
    const thanks = { slots: { slot1: [form('f1', [], { after: 'page', message: '', page: 'p-thanks' })] } };
    expect(publishedForms(thanks, options)[0]?.after).toEqual({ kind: 'page', url: '/thanks' });
    const noPageYet = { slots: { slot1: [form('f1', [], { after: 'page', message: '', page: null })] } };
    expect(publishedForms(noPageYet, options)[0]?.after).toEqual({
      kind: 'message',
      message: 'Thank you. Your message has been sent.',
    });
    const elsewhere = { slots: { slot1: [form('f1', [], { after: 'page', message: '', page: 'p-other' })] } };
    expect(() => publishedForms(elsewhere, options)).toThrow(FormPublishError);
    expect(() => publishedForms(elsewhere, options)).toThrow(
      "brick f1: the form's thank-you page (p-other) is not a page of this app",
    );
  });

  it('posts multipart when a field takes files, and asks for a challenge when its settings say so', () => {
    const content = {
      slots: { slot1: [form('f1', [field('a', 'cv', { kind: 'file', accept: ['pdf'] })]), form('f2', [])] },
    };
    const forms = publishedForms(content, { ...options, challenge: (key) => key === 'p-1/f2' });
    expect(forms.map((f) => [f.multipart, f.challenge])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(forms[0]?.fields[0]).toMatchObject({ kind: 'file', accept: ['pdf'] });
  });

  it('keeps a nested form’s fields in that form, and ignores fields outside any form', () => {
    const content = {
      slots: {
        slot1: [
          field('stray', 'stray'),
          form('outer', [field('a', 'one'), form('inner', [field('b', 'two')]), field('c', 'three')]),
        ],
      },
    };
    const forms = publishedForms(content, options);
    expect(forms.map((f) => [f.key, f.fields.map((x) => x.name)])).toEqual([
      ['p-1/outer', ['one', 'three']],
      ['p-1/inner', ['two']],
    ]);
  });

  it('leaves out bricks hidden at every width, with their contents; keeps those shown at some width', () => {
    const content = {
      slots: {
        slot1: [
          form('gone', [field('a', 'x')], undefined, hidden),
          form('f1', [
            field('b', 'hidden', {}, hidden),
            box('hiddenBox', [field('c', 'inside')], hidden),
            field(
              'd',
              'phone-only',
              {},
              { visibility: { type: 'Switch', value: false, breakpoints: { phone: true } } },
            ),
            field(
              'e',
              'desktop-only',
              {},
              { visibility: { type: 'Switch', value: true, breakpoints: { phone: false } } },
            ),
          ]),
        ],
      },
    };
    const forms = publishedForms(content, { ...options, breakpoints: DEFAULT_BREAKPOINTS });
    expect(forms.map((f) => f.key)).toEqual(['p-1/f1']);
    expect(forms[0]?.fields.map((f) => f.name)).toEqual(['phone-only', 'desktop-only']);
  });

  it('keys site header and footer forms by site, keeps the first of repeated names, and tolerates junk', () => {
    const content = {
      slots: { slot1: [form('f1', [field('a', 'email'), field('b', 'email', { kind: 'email' })])] },
    };
    const forms = publishedForms(content, { ...options, keyPrefix: 'site' });
    expect(forms[0]?.key).toBe('site/f1');
    expect(forms[0]?.fields).toHaveLength(1);
    expect(forms[0]?.fields[0]?.kind).toBe('text');
    expect(publishedForms({ slots: null }, options)).toEqual([]);
    expect(publishedForms({}, options)).toEqual([]);
    expect(publishedForms({ slots: { slot1: [null, 3, form('f', [])] } }, options).map((f) => f.key)).toEqual(
      ['p-1/f'],
    );
  });
});

describe('hiddenEverywhere (the rule publishedForms and the live page share)', () => {
  it('is true only for a brick switched off at the base and at every breakpoint', () => {
    const off = (extra: Record<string, unknown> = {}) => ({
      visibility: { type: 'Switch', value: false, ...extra },
    });
    expect(hiddenEverywhere(off(), DEFAULT_BREAKPOINTS)).toBe(true);
    expect(hiddenEverywhere(off({ breakpoints: { phone: false } }), DEFAULT_BREAKPOINTS)).toBe(true);
    expect(hiddenEverywhere(off({ breakpoints: { phone: true } }), DEFAULT_BREAKPOINTS)).toBe(false);
    expect(hiddenEverywhere({ visibility: { type: 'Switch', value: true } }, DEFAULT_BREAKPOINTS)).toBe(
      false,
    );
    expect(hiddenEverywhere({}, DEFAULT_BREAKPOINTS)).toBe(false);
    expect(hiddenEverywhere(undefined, [])).toBe(false);
  });
});
