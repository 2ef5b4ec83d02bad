import { describe, expect, it } from 'vitest';
import {
  brickKey,
  keyOf,
  PAGE_SETTING_FIELDS,
  pageSettingKey,
  parseTranslationKey,
  type TranslationKey,
  templateKey,
} from './keys.ts';

const PAGE = '0b6c2f4e-1d2a-4b3c-8d4e-5f6a7b8c9d0e';

describe('translation keys', () => {
  it('writes brick, template and page-setting keys as the decision says', () => {
    expect(brickKey(PAGE, 'hero', 'text')).toBe(`${PAGE}/hero/text`);
    expect(templateKey(PAGE, 'footerText')).toBe(`${PAGE}/template/footerText`);
    expect(pageSettingKey(PAGE, 'title')).toBe(`${PAGE}/page/title`);
  });

  it('reads back every key it writes, whatever the brick id holds', () => {
    const brickIds = [
      'hero',
      'a/b/c',
      ' spaced ',
      'template',
      'page',
      '~',
      '~x',
      '~~',
      'ünï 😀',
      'x/',
      '/x',
      '//',
    ];
    const keys: TranslationKey[] = [
      ...brickIds.map((brickId) => ({ kind: 'brick' as const, pageId: PAGE, brickId, property: 'text' })),
      { kind: 'template', pageId: PAGE, property: 'label_2' },
      ...PAGE_SETTING_FIELDS.map((field) => ({ kind: 'page' as const, pageId: PAGE, field })),
    ];
    for (const key of keys) expect(parseTranslationKey(keyOf(key)), keyOf(key)).toEqual(key);
  });

  it('never gives a brick named template or page the key of the template or the page', () => {
    expect(brickKey(PAGE, 'template', 'text')).toBe(`${PAGE}/~template/text`);
    expect(brickKey(PAGE, 'page', 'title')).toBe(`${PAGE}/~page/title`);
    expect(brickKey(PAGE, '~x', 'text')).toBe(`${PAGE}/~~x/text`);
    expect(parseTranslationKey(`${PAGE}/template/text`)).toEqual({
      kind: 'template',
      pageId: PAGE,
      property: 'text',
    });
    expect(parseTranslationKey(`${PAGE}/~page/title`)).toEqual({
      kind: 'brick',
      pageId: PAGE,
      brickId: 'page',
      property: 'title',
    });
  });

  it('reads a page id in capitals as the page it names (PostgreSQL answers ids in lower case)', () => {
    const id = '6f9619ff-8b86-d011-b42d-00c04fc964ff';
    expect(parseTranslationKey(`${id.toUpperCase()}/page/title`)).toEqual({
      kind: 'page',
      pageId: id,
      field: 'title',
    });
  });

  it('refuses keys no export writes', () => {
    for (const key of [
      '',
      'pad',
      '__proto__',
      `${PAGE}`,
      `${PAGE}/`,
      `${PAGE}/hero`,
      `${PAGE}//text`,
      `${PAGE}/hero/`,
      `${PAGE}/hero/not-a-name`,
      `${PAGE}/hero/1st`,
      `${PAGE}/page/name`,
      `${PAGE}/page/content`,
      `${PAGE}/~x/text`,
      'not-a-uuid/hero/text',
      `${PAGE.toUpperCase()}x/hero/text`,
    ])
      expect(parseTranslationKey(key), key).toBeNull();
  });
});
