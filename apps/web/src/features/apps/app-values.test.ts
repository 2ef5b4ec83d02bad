import { LIMITS, TAG_MESSAGES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import {
  appChanged,
  hasLiveSite,
  invalidAppFields,
  tagProblem,
  toAppInput,
  valuesOfApp,
  wizardAlias,
} from './app-values.ts';

const app = { name: 'Shop', alias: 'shop1', description: 'Our online shop', tags: ['store'] };

describe('app form values', () => {
  it('follows the shared limits', () => {
    expect(invalidAppFields(app).size).toBe(0);
    expect(invalidAppFields({ ...app, name: 'ab' })).toEqual(new Set(['name']));
    expect(invalidAppFields({ ...app, alias: 'abcd' })).toEqual(new Set(['alias']));
    expect(invalidAppFields({ ...app, alias: 'x'.repeat(LIMITS.app.alias.max + 1) })).toEqual(
      new Set(['alias']),
    );
    expect(invalidAppFields({ ...app, description: '  ' })).toEqual(new Set(['description']));
    expect(invalidAppFields({ ...app, tags: [] })).toEqual(new Set(['tags']));
  });

  it('sends trimmed values and deduplicated tags', () => {
    expect(toAppInput({ ...app, name: ' Shop ', tags: ['Store', 'store ', ' sale'] })).toEqual({
      ...app,
      tags: ['Store', 'sale'],
    });
  });

  it('is unchanged when only spaces or tag duplicates differ', () => {
    expect(appChanged({ ...app, name: 'Shop  ' }, app)).toBe(false);
    expect(appChanged({ ...app, tags: ['store', 'STORE'] }, app)).toBe(false);
    expect(appChanged({ ...app, tags: ['store', 'sale'] }, app)).toBe(true);
    expect(appChanged({ ...app, alias: 'shop2' }, app)).toBe(true);
    expect(valuesOfApp(app)).toEqual(app);
  });

  it('suggests the alias from the name until the user edits it', () => {
    expect(wizardAlias('Café Shop 2!', '', false)).toBe('cafeshop2');
    expect(wizardAlias('A very long app name', '', false)).toHaveLength(LIMITS.app.alias.max);
    expect(wizardAlias('Café Shop', 'mine', true)).toBe('mine');
    expect(wizardAlias('Café Shop', '', true)).toBe('');
  });

  it('tells which tag message applies, in the words of the spec', () => {
    expect(tagProblem(['a'])).toBeNull();
    expect(tagProblem([])).toBe('required');
    expect(tagProblem(['  '])).toBe('required');
    expect(tagProblem(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe('count');
    expect(tagProblem(['x'.repeat(LIMITS.tag.max + 1)])).toBe('too_long');
    expect(enUS.tags.required).toBe(TAG_MESSAGES.required);
    expect(enUS.tags.count).toBe(TAG_MESSAGES.count);
  });
});

describe('live site', () => {
  it('is offered only with a home page and something live', () => {
    expect(hasLiveSite({ hasHomePage: false, livePageCount: 0 })).toBe(false);
    expect(hasLiveSite({ hasHomePage: true, livePageCount: 0 })).toBe(false);
    expect(hasLiveSite({ hasHomePage: false, livePageCount: 2 })).toBe(false);
    expect(hasLiveSite({ hasHomePage: true, livePageCount: 1 })).toBe(true);
  });
});
