import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-routes.ts';

describe('isPublicPath', () => {
  it('knows the signed-out screens', () => {
    for (const path of ['/login', '/join', '/password/reset', '/password/new/abc', '/invitations/tok']) {
      expect(isPublicPath(path)).toBe(true);
    }
  });

  it('treats every other screen as signed-in', () => {
    for (const path of ['/', '/apps', '/user/settings', '/loginx', '/password/new', '/invitations']) {
      expect(isPublicPath(path)).toBe(false);
    }
  });
});
