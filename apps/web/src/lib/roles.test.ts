import { ROLES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import enUS from '../i18n/en-US.json';
import { roleLabelKey } from './roles.ts';

describe('roleLabelKey', () => {
  it('labels every role, admin as manager', () => {
    for (const role of ROLES) expect(roleLabelKey(role)).toBe(`roles.${role}`);
    expect(roleLabelKey('manager')).toBe('roles.admin');
    expect(enUS.roles.admin).toBe('Manager');
  });

  it('answers null for anything else', () => {
    expect(roleLabelKey('owner')).toBeNull();
  });
});
