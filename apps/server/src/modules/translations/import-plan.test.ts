import { definitionsFrom } from '@tessera/shared';
import {
  brickKey,
  contentHolders,
  pageSettingKey,
  parseTranslationKey,
  templateKey,
} from '@tessera/shared/translation-files';
import { describe, expect, it } from 'vitest';
import { type PageUnit, type PlanContext, planContent, planSettings } from './import-plan.ts';
import { emptyReport } from './import-report.ts';

const PAGE = '0b6c2f4e-1d2a-4b3c-8d4e-5f6a7b8c9d0e';

function units(targets: Record<string, string>): PageUnit[] {
  return Object.entries(targets).map(([key, target], index) => ({
    key,
    parsed: parseTranslationKey(key)!,
    target,
    index,
  }));
}

function context(clearEmpty = false): PlanContext {
  return {
    locale: 'pt-BR',
    others: ['pt-BR'],
    clearEmpty,
    labelLocale: 'en-US',
    report: emptyReport('pt-BR', 'json'),
  };
}

const text = (value: string, locales?: Record<string, unknown>) => ({
  type: 'TextInput',
  value,
  i18n: { 'en-US': { label: 'Text' } },
  ...(locales ? { locales } : {}),
});

const content = {
  template: { id: 't', dataTypes: { footer: text('© Us') } },
  slots: {
    slot1: [
      {
        id: 'hero',
        componentId: 'c',
        dataTypes: {
          name: { type: 'TextInput', value: 'Hero' },
          text: text('Hello', { 'pt-BR': 'Olá' }),
          level: { type: 'Select', value: 'h1' },
          picture: { type: 'ImageSelector', value: { url: '/a.png', alt: 'A cat' } },
        },
      },
    ],
  },
};

describe('planContent', () => {
  it('counts added, changed, unchanged, ignored and unknown units, and writes only what changes', () => {
    const ctx = context();
    const next = planContent(
      content,
      contentHolders(content, new Map()),
      { id: PAGE, url: '/about' },
      units({
        [brickKey(PAGE, 'hero', 'text')]: 'Oi',
        [brickKey(PAGE, 'hero', 'picture')]: 'Um gato',
        [templateKey(PAGE, 'footer')]: '',
        [brickKey(PAGE, 'hero', 'level')]: 'h2',
        [brickKey(PAGE, 'ghost', 'text')]: 'x',
        [brickKey(PAGE, 'hero', 'nothing')]: 'x',
      }),
      ctx,
    );
    expect(ctx.report).toMatchObject({
      added: 1,
      changed: 1,
      unchanged: 0,
      ignored: 2,
      ignoredBy: { empty: 1, 'not translated': 1, locked: 0 },
      unknownCount: 2,
      problems: [],
    });
    expect(ctx.report.changes).toEqual([
      {
        kind: 'changed',
        key: brickKey(PAGE, 'hero', 'text'),
        page: '/about',
        where: 'brick',
        component: 'Hero',
        property: 'Text',
        before: 'Olá',
        after: 'Oi',
      },
      expect.objectContaining({ kind: 'added', property: 'picture', before: null, after: 'Um gato' }),
    ]);
    const hero = (next.slots.slot1[0] as { dataTypes: Record<string, { locales?: unknown }> }).dataTypes;
    expect(hero.text?.locales).toEqual({ 'pt-BR': 'Oi' });
    expect(hero.picture?.locales).toEqual({ 'pt-BR': { url: '/a.png', alt: 'Um gato' } });
    expect(next.template).toBe(content.template);
  });

  it('returns the same content when nothing changes, and removes with clearEmpty', () => {
    const same = context();
    const holders = contentHolders(content, new Map());
    const page = { id: PAGE, url: '/about' };
    expect(
      planContent(content, holders, page, units({ [brickKey(PAGE, 'hero', 'text')]: 'Olá' }), same),
    ).toBe(content);
    expect(same.report.unchanged).toBe(1);
    const clear = context(true);
    const next = planContent(content, holders, page, units({ [brickKey(PAGE, 'hero', 'text')]: '' }), clear);
    expect(clear.report.removed).toBe(1);
    const hero = (next.slots.slot1[0] as { dataTypes: Record<string, { locales?: unknown }> }).dataTypes;
    expect(hero.text).not.toHaveProperty('locales');
  });

  it('calls a NUL or a lone surrogate a problem', () => {
    const ctx = context();
    planContent(
      content,
      contentHolders(content, new Map()),
      { id: PAGE, url: '/about' },
      units({ [brickKey(PAGE, 'hero', 'text')]: 'a\u0000', [templateKey(PAGE, 'footer')]: '\ud800' }),
      ctx,
    );
    expect(ctx.report.problems).toHaveLength(2);
  });
});

describe('planContent on stored (lean) content', () => {
  const heading = {
    id: 'c-heading',
    dataTypes: {
      name: { type: 'TextInput', value: 'Heading' },
      text: {
        type: 'TextInput',
        value: 'Kit text',
        defaultValue: 'Kit text',
        i18n: { 'en-US': { label: 'Text' } },
      },
      level: { type: 'Select', value: 'h2' },
    },
  };
  const definitions = definitionsFrom([heading]);
  // A brick that keeps every default stores no entry at all (decision 0037).
  const lean = { slots: { slot1: [{ id: 'kept', componentId: 'c-heading', dataTypes: {} }] } };

  it('reads defaults through the definitions and writes back only a lean entry', () => {
    const ctx = context();
    const holders = contentHolders(lean, new Map(), definitions);
    const next = planContent(
      lean,
      holders,
      { id: PAGE, url: '/' },
      units({ [brickKey(PAGE, 'kept', 'text')]: 'Texto' }),
      ctx,
    );
    expect(ctx.report.changes[0]).toMatchObject({
      component: 'Heading',
      property: 'Text',
      before: null,
      after: 'Texto',
    });
    expect(next.slots.slot1[0]!.dataTypes).toEqual({
      text: { type: 'TextInput', locales: { 'pt-BR': 'Texto' } },
    });
    const clear = context(true);
    const back = planContent(
      next,
      contentHolders(next, new Map(), definitions),
      { id: PAGE, url: '/' },
      units({ [brickKey(PAGE, 'kept', 'text')]: '' }),
      clear,
    );
    expect(back).toEqual(lean);
  });

  it('tells a property the component has but does not translate from one it does not have', () => {
    const ctx = context();
    const holders = contentHolders(lean, new Map(), definitions);
    planContent(
      lean,
      holders,
      { id: PAGE, url: '/' },
      units({ [brickKey(PAGE, 'kept', 'level')]: 'h1', [brickKey(PAGE, 'kept', 'nothing')]: 'x' }),
      ctx,
    );
    expect(ctx.report).toMatchObject({
      ignoredBy: { 'not translated': 1 },
      unknown: [{ reason: 'property not found' }],
    });
  });
});

describe('planSettings', () => {
  const page = { url: '/about', locales: { 'pt-BR': { title: 'Sobre' } } };

  it('normalises URLs and tags as updatePageTranslation does, and says what changes', () => {
    const ctx = context();
    const next = planSettings(
      page,
      units({
        [pageSettingKey(PAGE, 'url')]: 'Sobre Nós',
        [pageSettingKey(PAGE, 'title')]: 'Sobre',
        [pageSettingKey(PAGE, 'tags')]: ' equipe , história,,equipe',
        [pageSettingKey(PAGE, 'description')]: '',
      }),
      ctx,
    );
    expect(next).toEqual({ 'pt-BR': { title: 'Sobre', url: '/sobre-nos', tags: ['equipe', 'história'] } });
    expect(ctx.report).toMatchObject({ added: 2, unchanged: 1, ignored: 1, problems: [] });
    expect(ctx.report.changes.map((change) => [change.property, change.after])).toEqual([
      ['url', '/sobre-nos'],
      ['tags', 'equipe, história'],
    ]);
  });

  it('removes with clearEmpty, leaves alone without, and refuses what the page could not have', () => {
    const clear = context(true);
    expect(planSettings(page, units({ [pageSettingKey(PAGE, 'title')]: '' }), clear)).toEqual({});
    expect(clear.report.removed).toBe(1);
    const keep = context();
    expect(planSettings(page, units({ [pageSettingKey(PAGE, 'title')]: '' }), keep)).toBeNull();
    const bad = context();
    planSettings(page, units({ [pageSettingKey(PAGE, 'title')]: 'x'.repeat(500) }), bad);
    expect(bad.report.problems[0]).toMatch(new RegExp(`^${PAGE}/page/title: .*title`));
  });
});
