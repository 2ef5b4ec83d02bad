import {
  DEFAULT_BREAKPOINTS,
  emptyPageContent,
  LIMITS,
  PAGE_CONTENT_VERSION,
  SERVER_MESSAGES,
  stripPageContent,
} from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { CONTENT_JSON_MAX_DEPTH, checkedContent } from './page-content.ts';

const BPS = DEFAULT_BREAKPOINTS;
const AXES = { breakpoints: BPS, locales: ['pt-BR'] };
const template = { id: '6f1c1d8e-4d5b-4a39-9a51-3c1f7b0e2a10', slots: 2, dataTypes: {} };

function brick(id: string) {
  return { id, name: 'Heading', componentId: 'c1', isPrefab: false, dataTypes: {}, dataGroups: [] };
}

function withSlots(slots: Record<string, unknown[]>) {
  return { ...emptyPageContent(template), slots };
}

function refusal(raw: unknown): { status: number; message: string } {
  try {
    checkedContent(raw, template, AXES);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

describe('checkedContent', () => {
  it('refuses content nested past CONTENT_JSON_MAX_DEPTH before anything recursive meets it', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const started = Date.now();
    expect(refusal(deep)).toEqual({ status: 400, message: SERVER_MESSAGES.contentTooDeep });
    expect(Date.now() - started).toBeLessThan(1000);
    let fine: unknown = emptyPageContent(template);
    for (let i = 0; i < CONTENT_JSON_MAX_DEPTH - 10; i++) fine = { a: fine };
    // Nested within the limit: refused by the shape check instead (it is no content), not as too deep.
    expect(refusal(fine).message).not.toBe(SERVER_MESSAGES.contentTooDeep);
  });

  it("absent content is the template's empty content", () => {
    expect(checkedContent(undefined, template, AXES)).toEqual(emptyPageContent(template));
    expect(checkedContent(null, template, AXES)).toEqual(emptyPageContent(template));
  });

  it("keeps slots beyond the template's, bricks and all", () => {
    const content = withSlots({ slot1: [brick('a')], slot2: [], slot3: [brick('b')], slot12: [brick('c')] });
    expect(checkedContent(content, template, AXES)).toEqual(content);
  });

  it('refuses content missing one of the template slots, or built on another template', () => {
    for (const content of [
      withSlots({ slot1: [] }),
      withSlots({ slot2: [], slot3: [] }),
      withSlots({}),
      { ...emptyPageContent(template), template: { id: 'another', dataTypes: {}, isPrefab: false } },
    ]) {
      expect(refusal(content)).toEqual({ status: 400, message: SERVER_MESSAGES.contentTemplateMismatch });
    }
  });

  it('refuses slot names that are not slotK with K from 1', () => {
    for (const name of ['slot0', 'slot01', 'header', 'Slot3']) {
      expect(refusal(withSlots({ slot1: [], slot2: [], [name]: [] })).status).toBe(400);
    }
  });

  it("takes translations in the app's other languages and refuses the rest, naming brick, property and language", () => {
    const text = (locales: unknown) => ({ type: 'TextInput', value: 'About', locales });
    const ok = withSlots({
      slot1: [{ ...brick('a'), dataTypes: { text: text({ 'pt-BR': 'Sobre' }) } }],
      slot2: [],
    });
    expect(checkedContent(ok, template, AXES)).toEqual(ok);
    for (const [locales, message] of [
      [{ 'es-ES': 'Acerca' }, "text: 'es-ES' is not one of this app's other languages"],
      [{ 'pt-BR': 42 }, "text in 'pt-BR': "],
      [{ pt_BR: 'x' }, "text: 'pt_BR' is not a language tag such as pt-BR"],
      ['pt-BR', 'text: locales must be an object of values by language tag'],
    ] as const) {
      const content = withSlots({
        slot1: [{ ...brick('a'), dataTypes: { text: text(locales) } }],
        slot2: [],
      });
      const refused = refusal(content);
      expect(refused.status).toBe(400);
      expect(refused.message).toContain(message);
      expect(refused.message).toContain('(a) ');
    }
    const style = {
      type: 'FontSize',
      value: { value: 2, unit: 'rem' },
      locales: { 'pt-BR': { value: 1, unit: 'rem' } },
    };
    expect(
      refusal(withSlots({ slot1: [{ ...brick('a'), dataTypes: { style } }], slot2: [] })).message,
    ).toContain('style: FontSize values are not translated');
  });

  it('413 over contentMaxChars', () => {
    const content = withSlots({ slot1: [], slot2: [] });
    const padding = LIMITS.page.contentMaxChars - JSON.stringify(content).length;
    // {} grows by `"x":""` (6 characters) plus the y's.
    const at = { ...content, template: { ...content.template, dataTypes: { x: 'y'.repeat(padding - 6) } } };
    expect(JSON.stringify(at).length).toBe(LIMITS.page.contentMaxChars);
    expect(checkedContent(at, template, AXES)).toEqual(at);
    const over = { ...at, template: { ...at.template, dataTypes: { x: 'y'.repeat(padding - 5) } } };
    expect(refusal(over)).toEqual({ status: 413, message: SERVER_MESSAGES.contentTooLarge });
  });

  it('refuses U+0000 (jsonb cannot store it) but keeps the text "\\u0000"', () => {
    const nul = 'content must not contain the character U+0000';
    for (const text of ['a\u0000b', '\\\u0000', '\u0000']) {
      const content = withSlots({ slot1: [{ ...brick('a'), dataTypes: { text } }], slot2: [] });
      expect(refusal(content), JSON.stringify(text)).toEqual({ status: 400, message: nul });
    }
    expect(refusal(withSlots({ slot1: [], slot2: [], slot3: [{ ...brick('\u0000') }] }))).toEqual({
      status: 400,
      message: nul,
    });
    for (const text of ['\\u0000', '\\\\u0000', 'u0000']) {
      const content = withSlots({ slot1: [{ ...brick('a'), dataTypes: { text } }], slot2: [] });
      expect(checkedContent(content, template, AXES), text).toEqual(content);
    }
  });

  describe('values per breakpoint', () => {
    const size = (breakpoints: unknown) => ({
      fontSize: { type: 'FontSize', value: { value: 2.25, unit: 'rem' }, breakpoints },
    });
    const heading = (id: string, dataTypes: Record<string, unknown>) => ({
      ...brick(id),
      dataTypes,
    });
    const nested = (inner: unknown) =>
      withSlots({ slot1: [{ ...brick('box'), name: 'Box', slots: { slot1: [inner] } }], slot2: [] });

    it("accepts values at the app's breakpoints, on bricks at any depth and on the template", () => {
      const content = {
        ...nested(heading('b1', size({ phone: { value: 1.5, unit: 'rem' } }))),
        template: {
          id: template.id,
          dataTypes: { gap: { type: 'Spacing', value: null, breakpoints: {} } },
          isPrefab: false,
        },
      };
      expect(checkedContent(content, template, AXES)).toEqual(content);
    });

    it('refuses an unknown breakpoint, naming the brick, the property and the breakpoint', () => {
      expect(refusal(withSlots({ slot1: [heading('b1', size({ watch: '1rem' }))], slot2: [] }))).toEqual({
        status: 400,
        message: "Heading (b1) fontSize: 'watch' is not one of this app's breakpoints",
      });
      // Deep inside a container too, and only against this app's list: 'phone' is unknown to an app without it.
      const deep = nested(heading('b2', size({ phone: { value: 1, unit: 'rem' } })));
      expect(checkedContent(deep, template, AXES)).toEqual(deep);
      expect(() => checkedContent(deep, template, { ...AXES, breakpoints: BPS.slice(0, 1) })).toThrow(
        "Heading (b2) fontSize: 'phone' is not one of this app's breakpoints",
      );
    });

    it('refuses a value of the wrong shape at one breakpoint, breakpoints on a text, breakpoints that are no object', () => {
      const wrongShape = refusal(
        withSlots({ slot1: [heading('b1', size({ tablet: { value: 'big', unit: 'rem' } }))], slot2: [] }),
      );
      expect(wrongShape.status).toBe(400);
      expect(wrongShape.message).toMatch(/^Heading \(b1\) fontSize at breakpoint 'tablet': /);
      expect(
        refusal(
          withSlots({
            slot1: [
              heading('b1', { text: { type: 'TextInput', value: 'Hi', breakpoints: { phone: 'Yo' } } }),
            ],
            slot2: [],
          }),
        ),
      ).toEqual({ status: 400, message: 'Heading (b1) text: TextInput values cannot vary by breakpoint' });
      for (const breakpoints of [[], 'phone', 3, null]) {
        expect(refusal(withSlots({ slot1: [heading('b1', size(breakpoints))], slot2: [] }))).toEqual({
          status: 400,
          message: 'Heading (b1) fontSize: breakpoints must be an object of values by breakpoint id',
        });
      }
      const onTemplate = {
        ...withSlots({ slot1: [], slot2: [] }),
        template: { id: template.id, dataTypes: size({ watch: '1rem' }), isPrefab: false },
      };
      expect(refusal(onTemplate).message).toBe(
        "template fontSize: 'watch' is not one of this app's breakpoints",
      );
    });

    it('never refuses content saved before breakpoints existed (version 2, no breakpoints)', () => {
      const v2 = {
        version: 2,
        template: {
          id: template.id,
          dataTypes: { title: { type: 'TextInput', value: 'x' } },
          isPrefab: false,
        },
        slots: {
          slot1: [heading('b1', { fontSize: { type: 'FontSize', value: 'not even a size' } })],
          slot2: [],
        },
        pageEvents: { nodes: [], connections: [], comments: [] },
      };
      // Stripped by the migration to version 5 (decision 0037): every value kept, none refused.
      expect(checkedContent(v2, template, { breakpoints: [], locales: [] })).toEqual({
        ...stripPageContent(v2),
        version: PAGE_CONTENT_VERSION,
      });
    });
  });
});
