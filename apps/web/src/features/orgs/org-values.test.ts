import { LIMITS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { aliasInput, hasChanges, invalidFields, toInput, valuesOf } from './org-values.ts';

const A = LIMITS.org.alias;
const saved = { name: 'Acme Studio', description: 'We build sites', alias: 'acmestudio' };

describe('organization form values', () => {
  it('keeps only letters and digits, lower-cased, in the alias', () => {
    expect(aliasInput('Acme-Studio 2!')).toBe('acmestudio2');
    expect(aliasInput('çà')).toBe('');
  });

  it('shows and compares the alias without the part after the first dash', () => {
    expect(valuesOf({ ...saved, alias: 'acme-x1' }).alias).toBe('acme');
    expect(hasChanges({ ...saved, alias: 'acmestudio-2' }, saved)).toBe(false);
    expect(hasChanges({ ...saved, alias: 'acmestudio2' }, saved)).toBe(true);
  });

  it('is unchanged after trimming', () => {
    expect(hasChanges({ ...saved, name: '  Acme Studio ' }, saved)).toBe(false);
    expect(hasChanges({ ...saved, description: 'Other' }, saved)).toBe(true);
    expect(toInput({ name: ' A B ', description: ' d ', alias: 'AbCde-f' })).toEqual({
      name: 'A B',
      description: 'd',
      alias: 'abcde',
    });
  });

  it(`needs every field, the alias ${A.min} to ${A.max} characters`, () => {
    expect(invalidFields(saved).size).toBe(0);
    expect([...invalidFields({ name: '', description: '', alias: '' })].sort()).toEqual([
      'alias',
      'description',
      'name',
    ]);
    expect(invalidFields({ ...saved, alias: 'a'.repeat(A.min - 1) })).toEqual(new Set(['alias']));
    expect(invalidFields({ ...saved, alias: 'a'.repeat(A.max + 1) })).toEqual(new Set(['alias']));
    expect(invalidFields({ ...saved, alias: 'a'.repeat(A.max) }).size).toBe(0);
  });
});
