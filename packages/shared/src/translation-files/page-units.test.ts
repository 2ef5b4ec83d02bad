import { describe, expect, it } from 'vitest';
import { brickKey, pageSettingKey, templateKey } from './keys.ts';
import { contentHolders, type PrefabLocks, pageGroup } from './page-units.ts';
import { sourceText, targetText, withoutTextTranslation, withTextTranslation } from './texts.ts';

const PAGE_ID = '0b6c2f4e-1d2a-4b3c-8d4e-5f6a7b8c9d0e';

const label = (en: string) => ({ 'en-US': { label: en }, 'pt-BR': { label: `${en} (pt)` } });
const text = (value: string, extra: Record<string, unknown> = {}) => ({
  type: 'TextInput',
  value,
  defaultValue: 'Default',
  i18n: label('Text'),
  ...extra,
});
const brick = (id: string, dataTypes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id,
  componentId: 'c1',
  dataTypes: { name: { type: 'TextInput', value: `Brick ${id}` }, ...dataTypes },
  ...extra,
});

const page = {
  id: PAGE_ID,
  url: '/about',
  title: 'About us',
  description: '',
  tags: ['team', 'story'],
  locales: { 'pt-BR': { url: '/sobre', tags: ['equipe'] } },
};

describe('pageGroup', () => {
  it('lists settings, template settings and every brick at any depth, with sources, targets and notes', () => {
    const content = {
      template: { id: 't1', dataTypes: { footer: text('© Us', { locales: { 'pt-BR': '© Nós' } }) } },
      slots: {
        slot1: [
          brick('hero', {
            text: text('Hello', { locales: { 'pt-BR': 'Olá', 'es-ES': 'Hola' } }),
            level: { type: 'Select', value: 'h1' },
            visibility: { type: 'TextInput', value: 'never a unit' },
          }),
          brick(
            'section',
            { title: text('') },
            { slots: { slot1: [brick('inner', { body: { type: 'TextAreaInput', value: 'Deep\ntext' } })] } },
          ),
          brick('image', {
            picture: { type: 'ImageSelector', value: { url: '/a.png', alt: 'A cat' }, i18n: label('Image') },
            empty: { type: 'ImageSelector', value: null },
            declared: { type: 'Select', value: 'Words', settings: { translatable: true } },
            declaredObject: { type: 'Link', value: { kind: 'url' }, settings: { translatable: true } },
          }),
        ],
      },
    };
    const group = pageGroup(page, contentHolders(content, new Map()), 'pt-BR', 'en-US');
    expect(group.key).toBe(PAGE_ID);
    expect(group.name).toBe('/about');
    expect(group.units).toEqual([
      {
        key: pageSettingKey(PAGE_ID, 'url'),
        source: '/about',
        target: '/sobre',
        note: expect.stringContaining('address'),
      },
      { key: pageSettingKey(PAGE_ID, 'title'), source: 'About us', note: expect.stringContaining('title') },
      {
        key: pageSettingKey(PAGE_ID, 'tags'),
        source: 'team, story',
        target: 'equipe',
        note: expect.any(String),
      },
      {
        key: templateKey(PAGE_ID, 'footer'),
        source: '© Us',
        target: '© Nós',
        note: 'Template settings · Text',
      },
      { key: brickKey(PAGE_ID, 'hero', 'text'), source: 'Hello', target: 'Olá', note: 'Brick hero · Text' },
      { key: brickKey(PAGE_ID, 'inner', 'body'), source: 'Deep\ntext', note: 'Brick inner · body' },
      { key: brickKey(PAGE_ID, 'image', 'picture'), source: 'A cat', note: 'Brick image · Image' },
      { key: brickKey(PAGE_ID, 'image', 'declared'), source: 'Words', note: 'Brick image · declared' },
    ]);
    // Notes in the source language's labels when the component has them.
    const pt = pageGroup(page, contentHolders(content, new Map()), 'pt-BR', 'pt-BR');
    expect(pt.units.find((unit) => unit.key.endsWith('/hero/text'))?.note).toBe('Brick hero · Text (pt)');
  });

  it('reads a lean entry without value as its default, and leaves the root URL out', () => {
    const content = {
      slots: { slot1: [brick('b', { text: { type: 'TextInput', defaultValue: 'From kit' } })] },
    };
    const group = pageGroup(
      { ...page, url: '/', locales: {} },
      contentHolders(content, new Map()),
      'pt-BR',
      'en-US',
    );
    expect(group.units.map((unit) => [unit.key, unit.source])).toEqual([
      [pageSettingKey(PAGE_ID, 'title'), 'About us'],
      [pageSettingKey(PAGE_ID, 'tags'), 'team, story'],
      [brickKey(PAGE_ID, 'b', 'text'), 'From kit'],
    ]);
  });

  it('leaves out what a prefab locks: a copy by its prefab, a brick of a container copy by its prefab brick', () => {
    const prefabs = new Map<string, PrefabLocks>([
      [
        'p1',
        {
          dataTypes: { text: { type: 'TextInput', isMutable: false }, note: { type: 'TextInput' } },
          slots: {
            slot1: [
              { id: 'pb1', dataTypes: { text: { type: 'TextInput', isMutable: false } } },
              { id: 'pb2', dataTypes: { text: { type: 'TextInput', isMutable: true } } },
            ],
          },
        },
      ],
      ['t1', { dataTypes: { footer: { type: 'TextInput', isMutable: false } } }],
    ]);
    const content = {
      template: {
        id: 't',
        isPrefab: true,
        prefabId: 't1',
        dataTypes: { footer: text('Locked'), other: text('Free') },
      },
      slots: {
        slot1: [
          brick(
            'copy',
            { text: text('Locked'), note: text('Free') },
            {
              isPrefab: true,
              prefabId: 'p1',
              slots: {
                slot1: [
                  brick('c1', { text: text('Locked inside') }, { prefabBrickId: 'pb1' }),
                  brick('c2', { text: text('Free inside') }, { prefabBrickId: 'pb2' }),
                ],
              },
            },
          ),
          // Outside any copy, a prefabBrickId means nothing.
          brick('plain', { text: text('Plain') }, { prefabBrickId: 'pb1' }),
        ],
      },
    };
    const group = pageGroup({ ...page, locales: {} }, contentHolders(content, prefabs), 'pt-BR', 'en-US');
    expect(group.units.filter((unit) => !unit.key.includes('/page/')).map((unit) => unit.source)).toEqual([
      'Free',
      'Free',
      'Free inside',
      'Plain',
    ]);
  });
});

describe('texts of entries', () => {
  const image: { type: string; value: unknown; locales?: unknown } = {
    type: 'ImageSelector',
    value: { url: '/a.png', alt: 'A cat' },
  };

  it('puts a text back as the translation; an image keeps its picture and takes the alt', () => {
    const translated = withTextTranslation(image, 'pt-BR', 'Um gato');
    expect(translated.locales).toEqual({ 'pt-BR': { url: '/a.png', alt: 'Um gato' } });
    expect(targetText(translated, 'pt-BR')).toBe('Um gato');
    const ownPicture = { ...image, locales: { 'pt-BR': { url: '/b.png', alt: '' } } };
    expect(withTextTranslation(ownPicture, 'pt-BR', 'Outro').locales).toEqual({
      'pt-BR': { url: '/b.png', alt: 'Outro' },
    });
    const hi: Record<string, unknown> = text('Hi');
    expect(withTextTranslation(hi, 'pt-BR', 'Oi').locales).toEqual({ 'pt-BR': 'Oi' });
  });

  it('takes a text back out; an image with its own picture keeps it with an empty alt', () => {
    const translated = withTextTranslation(image, 'pt-BR', 'Um gato');
    expect(withoutTextTranslation(translated, 'pt-BR')).toEqual(image);
    const ownPicture = { ...image, locales: { 'pt-BR': { url: '/b.png', alt: 'Outro' }, 'es-ES': 'x' } };
    expect(withoutTextTranslation(ownPicture, 'pt-BR').locales).toEqual({
      'pt-BR': { url: '/b.png', alt: '' },
      'es-ES': 'x',
    });
  });

  it('has no source for what is not translated or holds no text', () => {
    expect(sourceText('text', text('Hi'))).toBe('Hi');
    expect(sourceText('name', text('Hi'))).toBeNull();
    expect(sourceText('level', { type: 'Select', value: 'h1' })).toBeNull();
    expect(sourceText('picture', { type: 'ImageSelector', value: null })).toBeNull();
    expect(sourceText('picture', { type: 'ImageSelector', value: '/a.png' })).toBe('');
  });
});
