import { describe, expect, it } from 'vitest';
import {
  appAliasSchema,
  appInputSchema,
  newAppInputSchema,
  normalizeTag,
  TAG_MESSAGES,
  tagsSchema,
  updateAppInputSchema,
} from './app.ts';

const app = { name: 'Shop Front', alias: 'shop01', description: 'The shop', tags: ['sale'] };

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('tags', () => {
  it('trims, collapses inner whitespace and drops empty tags and duplicates ignoring case', () => {
    expect(normalizeTag('  new   arrivals ')).toBe('new arrivals');
    expect(tagsSchema.parse([' Sale ', 'sale', 'SALE', '', '  ', 'new  in'])).toEqual(['Sale', 'new in']);
  });

  it("takes 1 to 10, with the spec's messages", () => {
    expect(tagsSchema.safeParse(['a']).success).toBe(true);
    expect(tagsSchema.safeParse(Array.from({ length: 10 }, (_, i) => `t${i}`)).success).toBe(true);
    expect(firstMessage(tagsSchema.safeParse([]))).toBe(TAG_MESSAGES.required);
    expect(firstMessage(tagsSchema.safeParse(['', ' ']))).toBe(TAG_MESSAGES.required);
    expect(firstMessage(tagsSchema.safeParse(undefined))).toBe(TAG_MESSAGES.required);
    expect(firstMessage(tagsSchema.safeParse('sale'))).toBe(TAG_MESSAGES.required);
    expect(firstMessage(tagsSchema.safeParse(Array.from({ length: 11 }, (_, i) => `t${i}`)))).toBe(
      TAG_MESSAGES.count,
    );
    // Eleven entries that are ten tags once duplicates go are fine.
    expect(tagsSchema.safeParse([...Array.from({ length: 10 }, (_, i) => `t${i}`), 'T0']).success).toBe(true);
  });

  it('bounds each tag at 30 characters and refuses non-text tags', () => {
    expect(tagsSchema.safeParse(['x'.repeat(30)]).success).toBe(true);
    expect(firstMessage(tagsSchema.safeParse(['x'.repeat(31)]))).toBe(
      'each tag must be between 1 and 30 characters',
    );
    expect(firstMessage(tagsSchema.safeParse([42]))).toBe('each tag must be text');
  });
});

describe('app alias', () => {
  it('keeps letters and digits, lower-cased', () => {
    expect(appAliasSchema.parse('My-App!')).toBe('myapp');
    expect(appAliasSchema.parse(' Shop 01 ')).toBe('shop01');
  });

  it('is 5 to 10 characters after sanitising', () => {
    expect(appAliasSchema.safeParse('abcde').success).toBe(true);
    expect(appAliasSchema.safeParse('abcdefghij').success).toBe(true);
    for (const alias of ['abcd', 'ab-cd', 'abcdefghijk', '!!!!!!', '']) {
      expect(firstMessage(appAliasSchema.safeParse(alias)), alias).toBe(
        'alias must be between 5 and 10 characters',
      );
    }
    expect(firstMessage(appAliasSchema.safeParse(undefined))).toBe('alias is required');
  });
});

describe('app input', () => {
  it('bounds name (3–50, trimmed) and description (3–1024), naming the field', () => {
    expect(appInputSchema.parse({ ...app, name: '  abc  ' }).name).toBe('abc');
    expect(appInputSchema.safeParse({ ...app, name: 'x'.repeat(50) }).success).toBe(true);
    expect(firstMessage(appInputSchema.safeParse({ ...app, name: 'ab' }))).toMatch(/^name /);
    expect(firstMessage(appInputSchema.safeParse({ ...app, name: 'x'.repeat(51) }))).toMatch(/^name /);
    expect(appInputSchema.safeParse({ ...app, description: 'd'.repeat(1024) }).success).toBe(true);
    expect(firstMessage(appInputSchema.safeParse({ ...app, description: 'd'.repeat(1025) }))).toMatch(
      /^description /,
    );
  });

  it('needs a team on creation; an update may name one to move to', () => {
    expect(firstMessage(newAppInputSchema.safeParse(app))).toBe('teamId is required');
    expect(newAppInputSchema.parse({ ...app, teamId: 't1' }).teamId).toBe('t1');
    expect(updateAppInputSchema.parse(app).teamId).toBeUndefined();
    expect(updateAppInputSchema.parse({ ...app, teamId: null }).teamId).toBeNull();
  });
});
