import { MEDIA_PAGE_SIZE, type MediaType } from '@tessera/shared';
import type { MediaFilter, MediaPageInfo } from './api/media-fields.ts';

/**
 * The manager's previous/next paging over medias' cursors (spec §7): the first page is `first 20`, the
 * next one `first 20 after` the shown page's endCursor, the previous one `last 20 before` its
 * startCursor. Going back to page 1 asks for the first page itself rather than `last 20 before`, so it
 * shows the newest media even if some arrived meanwhile.
 */
export type PageCursor =
  | { readonly direction: 'forward'; readonly after: string }
  | { readonly direction: 'backward'; readonly before: string };

export interface PagingState {
  /** 1 for the first page. */
  readonly page: number;
  /** null: the first page. */
  readonly cursor: PageCursor | null;
}

export const FIRST_PAGE: PagingState = { page: 1, cursor: null };

export type PageVariables = { first: number; after?: string } | { last: number; before: string };

/** `size`: the list's page size (the media's by default; the Submissions screen pages its own list too). */
export function pageVariables(state: PagingState, size: number = MEDIA_PAGE_SIZE): PageVariables {
  if (!state.cursor) return { first: size };
  return state.cursor.direction === 'forward'
    ? { first: size, after: state.cursor.after }
    : { last: size, before: state.cursor.before };
}

/**
 * Whether a page follows the shown one: the server says so, or we came back from it (a server may
 * answer hasNextPage false to a backward query, as the Relay rules allow).
 */
export function canGoNext(state: PagingState, info: MediaPageInfo | null | undefined): boolean {
  if (!info?.endCursor) return false;
  return info.hasNextPage || state.cursor?.direction === 'backward';
}

/** Whether a page comes before the shown one: only after moving forward (page 1 is the newest). */
export function canGoPrevious(state: PagingState, info: MediaPageInfo | null | undefined): boolean {
  if (state.page <= 1) return false;
  // Page 2 goes back to the first page itself, which needs no cursor.
  return state.page === 2 || Boolean(info?.startCursor);
}

export function nextPage(state: PagingState, info: MediaPageInfo | null | undefined): PagingState {
  if (!canGoNext(state, info) || !info?.endCursor) return state;
  return { page: state.page + 1, cursor: { direction: 'forward', after: info.endCursor } };
}

export function previousPage(state: PagingState, info: MediaPageInfo | null | undefined): PagingState {
  if (!canGoPrevious(state, info)) return state;
  if (state.page === 2 || !info?.startCursor) return FIRST_PAGE;
  return { page: state.page - 1, cursor: { direction: 'backward', before: info.startCursor } };
}

/** A later page that came back empty (its media were deleted meanwhile) gives way to the first page. */
export function afterEmptyPage(state: PagingState, shownCount: number): PagingState {
  return shownCount === 0 && state.page > 1 ? FIRST_PAGE : state;
}

/**
 * Paging belongs to one search: a new search (or filter) starts again on page 1. The state remembers the
 * search it was made for; read it through this.
 */
export interface KeyedPaging {
  readonly key: string;
  readonly state: PagingState;
}

export function pagingFor(paging: KeyedPaging, key: string): PagingState {
  return paging.key === key ? paging.state : FIRST_PAGE;
}

/** medias' filter: the search text and the selector's kind; nothing when neither is set. */
export function mediaFilter(text: string, mediaType?: MediaType): MediaFilter | undefined {
  const filter: MediaFilter = {};
  if (text) filter.text = text;
  if (mediaType) filter.mediaType = mediaType;
  return filter.text || filter.mediaType ? filter : undefined;
}
