import { describe, expect, it } from 'vitest';
import type { RenderError } from './api/version-fields.ts';
import {
  draftPreviewPath,
  isLiveOlder,
  pageStatus,
  restorePath,
  summariseRenderErrors,
  versionPreviewPath,
} from './publish-status.ts';

const error = (over: Partial<RenderError> = {}): RenderError => ({
  key: 'b1',
  moduleId: 'c1',
  type: 'TypeError',
  message: 'x is undefined',
  ...over,
});

describe('page status', () => {
  it('is unpublished without a live version, whatever else it says', () => {
    expect(pageStatus({ liveVersion: null, hasUnpublishedChanges: true })).toBe('unpublished');
    expect(pageStatus({ liveVersion: null, hasUnpublishedChanges: false })).toBe('unpublished');
  });

  it('is live when the live version is the saved page, changed when saved since', () => {
    expect(pageStatus({ liveVersion: { number: 2 }, hasUnpublishedChanges: false })).toBe('live');
    expect(pageStatus({ liveVersion: { number: 2 }, hasUnpublishedChanges: true })).toBe('changed');
    expect(
      pageStatus({ liveVersion: { number: 2 }, latestVersion: { number: 2 }, hasUnpublishedChanges: true }),
    ).toBe('changed');
  });

  it('is older when a rollback made an earlier version live while the draft is newer', () => {
    const rolledBack = { liveVersion: { number: 1 }, latestVersion: { number: 3 } };
    expect(pageStatus({ ...rolledBack, hasUnpublishedChanges: true })).toBe('older');
    // The draft was made the same as the live version again (saved at its revision): nothing to warn about.
    expect(pageStatus({ ...rolledBack, hasUnpublishedChanges: false })).toBe('live');
    expect(isLiveOlder(rolledBack)).toBe(true);
    expect(isLiveOlder({ liveVersion: { number: 3 }, latestVersion: { number: 3 } })).toBe(false);
    expect(isLiveOlder({ liveVersion: null, latestVersion: { number: 3 } })).toBe(false);
  });
});

describe('render error summary', () => {
  it('is empty without errors', () => {
    expect(summariseRenderErrors([])).toEqual({ lines: [], more: 0 });
  });

  it('makes one line per component and message, counting the bricks, in the order met', () => {
    const summary = summariseRenderErrors([
      error({ key: 'b1' }),
      error({ key: 'b2', moduleId: 'c2', type: 'Timeout', message: 'took too long' }),
      error({ key: 'b3' }),
      error({ key: 'b4', message: 'another' }),
    ]);
    expect(summary.more).toBe(0);
    expect(summary.lines).toEqual([
      {
        name: null,
        moduleId: 'c1',
        isTemplate: false,
        type: 'TypeError',
        message: 'x is undefined',
        count: 2,
      },
      { name: null, moduleId: 'c2', isTemplate: false, type: 'Timeout', message: 'took too long', count: 1 },
      { name: null, moduleId: 'c1', isTemplate: false, type: 'TypeError', message: 'another', count: 1 },
    ]);
  });

  it('names what the caller knows and marks the template', () => {
    const names = new Map([['c1', 'Button']]);
    const summary = summariseRenderErrors(
      [
        error(),
        error({ key: 'template', moduleId: 't1', type: 'Error', message: 'boom' }),
        error({ moduleId: 'gone', type: 'Missing' }),
      ],
      (e) => names.get(e.moduleId) ?? null,
    );
    expect(summary.lines.map((line) => [line.name, line.isTemplate, line.moduleId])).toEqual([
      ['Button', false, 'c1'],
      [null, true, 't1'],
      [null, false, 'gone'],
    ]);
  });

  it('keeps at most max lines and counts the rest', () => {
    const errors = Array.from({ length: 8 }, (_, i) => error({ key: `b${i}`, moduleId: `c${i}` }));
    const summary = summariseRenderErrors(errors, undefined, 5);
    expect(summary.lines).toHaveLength(5);
    expect(summary.more).toBe(3);
    expect(summariseRenderErrors(errors, undefined, 0)).toMatchObject({ lines: [], more: 8 });
  });
});

describe('draft preview path', () => {
  it('is the page under its app, escaped', () => {
    expect(draftPreviewPath('a1', 'p1')).toBe('/apps/a1/page/p1/preview');
    expect(draftPreviewPath('a/1', 'p?1')).toBe('/apps/a%2F1/page/p%3F1/preview');
  });
});

describe('version preview path', () => {
  it("is the draft preview's page address with the version", () => {
    expect(versionPreviewPath('a 1', 'p/1', 'v1')).toBe('/apps/a%201/page/p%2F1/versions/v1/preview');
    expect(restorePath('a', 'p', 'v 1')).toBe('/apps/a/page/p?restore=v%201');
  });
});
