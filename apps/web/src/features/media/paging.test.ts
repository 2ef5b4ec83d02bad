import { describe, expect, it } from 'vitest';
import type { MediaPageInfo } from './api/media-fields.ts';
import {
  afterEmptyPage,
  canGoNext,
  canGoPrevious,
  FIRST_PAGE,
  mediaFilter,
  nextPage,
  pageVariables,
  pagingFor,
  previousPage,
} from './paging.ts';

const info = (overrides: Partial<MediaPageInfo> = {}): MediaPageInfo => ({
  hasPreviousPage: false,
  hasNextPage: true,
  startCursor: 's1',
  endCursor: 'e1',
  ...overrides,
});

describe('media paging', () => {
  it('asks for the first 20 on the first page', () => {
    expect(pageVariables(FIRST_PAGE)).toEqual({ first: 20 });
    expect(canGoPrevious(FIRST_PAGE, info({ hasPreviousPage: true }))).toBe(false);
  });

  it('goes forward with first/after the shown end cursor', () => {
    const second = nextPage(FIRST_PAGE, info());
    expect(second).toEqual({ page: 2, cursor: { direction: 'forward', after: 'e1' } });
    expect(pageVariables(second)).toEqual({ first: 20, after: 'e1' });
    const third = nextPage(second, info({ startCursor: 's2', endCursor: 'e2' }));
    expect(pageVariables(third)).toEqual({ first: 20, after: 'e2' });
    expect(third.page).toBe(3);
  });

  it('stops at the last page', () => {
    const last = info({ hasNextPage: false });
    expect(canGoNext(FIRST_PAGE, last)).toBe(false);
    expect(nextPage(FIRST_PAGE, last)).toBe(FIRST_PAGE);
    expect(canGoNext(FIRST_PAGE, null)).toBe(false);
    expect(canGoNext(FIRST_PAGE, info({ endCursor: null }))).toBe(false);
  });

  it('goes back with last/before the shown start cursor', () => {
    const third = { page: 3, cursor: { direction: 'forward', after: 'e2' } } as const;
    const back = previousPage(third, info({ startCursor: 's3' }));
    expect(back).toEqual({ page: 2, cursor: { direction: 'backward', before: 's3' } });
    expect(pageVariables(back)).toEqual({ last: 20, before: 's3' });
  });

  it('returns to the first page itself from page 2 (the newest media, even if some arrived)', () => {
    const second = nextPage(FIRST_PAGE, info());
    expect(canGoPrevious(second, info({ hasPreviousPage: false }))).toBe(true);
    expect(previousPage(second, info({ startCursor: 's2' }))).toBe(FIRST_PAGE);
  });

  it('knows a next page exists after coming back, whatever hasNextPage says', () => {
    const back = { page: 2, cursor: { direction: 'backward', before: 's3' } } as const;
    expect(canGoNext(back, info({ hasNextPage: false, endCursor: 'e2' }))).toBe(true);
    expect(nextPage(back, info({ hasNextPage: false, endCursor: 'e2' }))).toEqual({
      page: 3,
      cursor: { direction: 'forward', after: 'e2' },
    });
  });

  it('cannot go back from a later page without a start cursor, except to page 1', () => {
    const third = { page: 3, cursor: { direction: 'forward', after: 'e2' } } as const;
    expect(canGoPrevious(third, info({ startCursor: null }))).toBe(false);
    expect(previousPage(third, info({ startCursor: null }))).toBe(third);
  });

  it('falls back to the first page when a later page comes back empty', () => {
    const second = nextPage(FIRST_PAGE, info());
    expect(afterEmptyPage(second, 0)).toBe(FIRST_PAGE);
    expect(afterEmptyPage(second, 3)).toBe(second);
    expect(afterEmptyPage(FIRST_PAGE, 0)).toBe(FIRST_PAGE);
  });

  it('starts again on page 1 for a new search', () => {
    const second = nextPage(FIRST_PAGE, info());
    expect(pagingFor({ key: 'logo', state: second }, 'logo')).toBe(second);
    expect(pagingFor({ key: 'logo', state: second }, 'banner')).toBe(FIRST_PAGE);
  });

  it('filters by text and kind only when set', () => {
    expect(mediaFilter('', undefined)).toBeUndefined();
    expect(mediaFilter('logo', undefined)).toEqual({ text: 'logo' });
    expect(mediaFilter('', 'Font')).toEqual({ mediaType: 'Font' });
    expect(mediaFilter('logo', 'Image')).toEqual({ text: 'logo', mediaType: 'Image' });
  });
});
