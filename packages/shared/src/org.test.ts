import { describe, expect, it } from 'vitest';
import { aliasHead, inviteSchema, orgInputSchema, sanitizeAlias, teamInputSchema } from './org.ts';

const org = { name: 'Acme Inc', description: 'Websites for everyone', alias: 'acme1' };

describe('organization rules', () => {
  it('keeps only letters and digits in an alias, lower-cased', () => {
    expect(sanitizeAlias('Ac-me_ 2!')).toBe('acme2');
  });

  it('compares the alias without the part after the first dash', () => {
    expect(aliasHead('acme1-old')).toBe('acme1');
    expect(orgInputSchema.parse({ ...org, alias: 'ACME1-whatever' }).alias).toBe('acme1');
  });

  it('bounds the alias at 5 to 10 characters after sanitising', () => {
    expect(orgInputSchema.safeParse({ ...org, alias: 'ab-cd' }).success).toBe(false);
    expect(orgInputSchema.safeParse({ ...org, alias: 'abcde' }).success).toBe(true);
    expect(orgInputSchema.safeParse({ ...org, alias: 'abcdefghij' }).success).toBe(true);
    expect(orgInputSchema.safeParse({ ...org, alias: 'abcdefghijk' }).success).toBe(false);
  });

  it('bounds name and description and names the field in the message', () => {
    const short = orgInputSchema.safeParse({ ...org, name: 'ab' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toMatch(/^name /);
    expect(orgInputSchema.safeParse({ ...org, description: 'x'.repeat(1025) }).success).toBe(false);
    expect(orgInputSchema.safeParse({ ...org, description: 'x'.repeat(1024) }).success).toBe(true);
  });
});

describe('team rules', () => {
  it('trims and bounds name (3–50) and description (3–1024)', () => {
    expect(teamInputSchema.parse({ name: '  Design  ', description: 'Makes things' }).name).toBe('Design');
    expect(teamInputSchema.safeParse({ name: 'x'.repeat(51), description: 'Makes things' }).success).toBe(
      false,
    );
    expect(teamInputSchema.safeParse({ name: 'Des', description: 'ab' }).success).toBe(false);
  });
});

describe('invitation rules', () => {
  it('normalises the e-mail and accepts manager as admin', () => {
    expect(inviteSchema.parse({ email: ' Bob.Builder@Example.com ', role: 'Manager' })).toEqual({
      email: 'bob.builder@example.com',
      role: 'admin',
    });
  });

  it('refuses unknown roles naming the field', () => {
    const result = inviteSchema.safeParse({ email: 'bob.builder@example.com', role: 'owner' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^role /);
  });
});
