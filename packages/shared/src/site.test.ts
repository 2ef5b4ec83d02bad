import { describe, expect, it } from 'vitest';
import { siteSettingsInputSchema, siteTitle } from './site.ts';

describe('siteTitle', () => {
  it("follows the page's title with the site's name, unless the title names it already or there is none", () => {
    expect(siteTitle('Menu', 'Bakery')).toBe('Menu · Bakery');
    expect(siteTitle('Welcome to the bakery', 'Bakery')).toBe('Welcome to the bakery');
    expect(siteTitle('Menu', '  ')).toBe('Menu');
    // A short name inside another word does not count as naming the site; punctuation in a name is literal.
    expect(siteTitle('Contact us', 'Co')).toBe('Contact us · Co');
    expect(siteTitle('About Co.', 'Co.')).toBe('About Co.');
    expect(siteTitle('Café da manhã', 'café')).toBe('Café da manhã');
    expect(siteTitle('Menu (new)', 'a+b')).toBe('Menu (new) · a+b');
  });
});

describe('siteSettingsInputSchema', () => {
  const valid = {
    siteName: ' Bakery ',
    faviconMediaId: null,
    socialImageMediaId: null,
    headerPrefabId: null,
    footerPrefabId: null,
  };

  it('trims the name and takes nulls for none; an empty name is allowed', () => {
    expect(siteSettingsInputSchema.parse(valid).siteName).toBe('Bakery');
    expect(siteSettingsInputSchema.parse({ ...valid, siteName: '' }).siteName).toBe('');
  });

  it('refuses a long name, a missing field and an id that is not text, naming the field', () => {
    const failure = (input: unknown) => siteSettingsInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(failure({ ...valid, siteName: 'x'.repeat(61) })).toBe(
      'siteName must be between 0 and 60 characters',
    );
    expect(failure({ ...valid, headerPrefabId: 42 })).toBe('headerPrefabId must be an id or null');
    const { faviconMediaId: _gone, ...missing } = valid;
    expect(failure(missing)).toBe('faviconMediaId must be an id or null');
  });
});
