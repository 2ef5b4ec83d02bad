import { describe, expect, it } from 'vitest';
import { newPageInputSchema, pageSettingsSchema, pageUrlSchema, updatePageInputSchema } from './page.ts';

const settings = {
  name: 'About us',
  url: 'about',
  title: 'About',
  description: 'Who we are',
  tags: ['about'],
};

describe('page URL', () => {
  it('is normalised like the URL input', () => {
    expect(pageUrlSchema.parse('Olá Mundo')).toBe('/ola-mundo');
    expect(pageUrlSchema.parse('')).toBe('/');
    expect(pageUrlSchema.parse('//about--us//')).toBe('/about-us');
  });

  it('is at most 300 characters once normalised, and at most 1000 as typed', () => {
    expect(pageUrlSchema.parse('u'.repeat(299))).toHaveLength(300);
    expect(pageUrlSchema.safeParse('u'.repeat(300)).error?.issues[0]?.message).toBe(
      'url must be between 1 and 300 characters',
    );
    // Long input that shrinks to a short URL is still refused: it is not what anyone typed.
    expect(pageUrlSchema.safeParse(`a${'-'.repeat(1000)}`).success).toBe(false);
    expect(pageUrlSchema.safeParse(`a${'-'.repeat(998)}`).success).toBe(true);
    expect(pageUrlSchema.safeParse(undefined).error?.issues[0]?.message).toBe('url is required');
  });
});

describe('page settings', () => {
  it('bounds name 3–50, title 3–60, description 3–1024, naming the field', () => {
    expect(pageSettingsSchema.safeParse(settings).success).toBe(true);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'ab' }, /^name /],
      [{ name: 'n'.repeat(51) }, /^name /],
      [{ title: 'ab' }, /^title /],
      [{ title: 't'.repeat(61) }, /^title /],
      [{ description: 'd'.repeat(1025) }, /^description /],
      [{ tags: [] }, /^The tags field is required\.$/],
    ];
    for (const [override, message] of cases) {
      const result = pageSettingsSchema.safeParse({ ...settings, ...override });
      expect(result.error?.issues[0]?.message, JSON.stringify(override)).toMatch(message);
    }
    expect(
      pageSettingsSchema.safeParse({ ...settings, name: 'n'.repeat(50), title: 't'.repeat(60) }).success,
    ).toBe(true);
  });

  it('takes content as it comes: the server checks it against the template', () => {
    const created = newPageInputSchema.parse({
      ...settings,
      appId: 'a1',
      templateId: 't1',
      content: { any: 1 },
    });
    expect(created.content).toEqual({ any: 1 });
    expect(newPageInputSchema.safeParse(settings).error?.issues[0]?.message).toBe('appId is required');
    expect(updatePageInputSchema.parse(settings).content).toBeUndefined();
  });
});
