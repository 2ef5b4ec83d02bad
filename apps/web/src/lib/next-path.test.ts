import { describe, expect, it } from 'vitest';
import { safeNextPath, withParams } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps paths of the console, with their query', () => {
    expect(safeNextPath('/invitations/abc_DEF-123')).toBe('/invitations/abc_DEF-123');
    expect(safeNextPath('/teams?x=1#top')).toBe('/teams?x=1#top');
    expect(safeNextPath('/')).toBe('/');
  });

  it('refuses anything that could leave the console', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'teams',
      'https://evil.example.com/',
      '//evil.example.com',
      '/\\evil.example.com',
      '\\\\evil.example.com',
      '/\t/evil.example.com',
      'javascript:alert(1)',
      ' //evil.example.com',
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });
});

describe('withParams', () => {
  it('adds the non-empty parameters, encoded', () => {
    expect(withParams('/join', { email: 'b@example.com', next: '/invitations/t' })).toBe(
      '/join?email=b%40example.com&next=%2Finvitations%2Ft',
    );
    expect(withParams('/login', { next: null, email: '' })).toBe('/login');
  });
});
