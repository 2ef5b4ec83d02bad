import { describe, expect, it } from 'vitest';
import { AppError, rawField, uniqueConflict } from './errors.ts';

describe('errors', () => {
  it('uniqueConflict: 409 with the message for a unique violation of its constraint, anything else as it is', () => {
    const aliasConflict = uniqueConflict('apps_org_alias_unique', 'alias already exists');
    const wrapped = new Error('insert failed', {
      cause: { code: '23505', constraint: 'apps_org_alias_unique' },
    });
    const mapped = aliasConflict(wrapped);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ status: 409, message: 'alias already exists' });
    const otherConstraint = { code: '23505', constraint: 'pages_app_url_unique' };
    const foreignKey = { code: '23503', constraint: 'apps_org_alias_unique' };
    for (const error of [otherConstraint, foreignKey, new Error('boom'), null]) {
      expect(aliasConflict(error)).toBe(error);
    }
  });

  it('rawField: the value of a key of an object, undefined for anything else', () => {
    expect(rawField({ teamId: 'x' }, 'teamId')).toBe('x');
    expect(rawField({ teamId: null }, 'teamId')).toBeNull();
    expect(rawField({}, 'teamId')).toBeUndefined();
    for (const input of [null, undefined, 'teamId', 42, true])
      expect(rawField(input, 'teamId')).toBeUndefined();
  });
});
