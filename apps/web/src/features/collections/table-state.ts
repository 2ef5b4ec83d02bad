import { type CollectionField, SORTABLE_FIELD_TYPES } from '@tessera/shared';
import { ITEM_STATUSES, type ItemStatus } from './api/collection-fields.ts';

/**
 * The items table's search, status filter and sort, kept in the address (`?q=&status=&sort=&dir=`) so a
 * reload or a shared link shows the same rows. Paging is not in it: a cursor belongs to one moment.
 */
export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

export interface TableState {
  q: string;
  status: ItemStatus | null;
  sort: SortState | null;
}

/** The table's own sortable columns besides the fields. */
export const BUILT_IN_SORTS = ['created-at', 'updated-at'] as const;

export function isSortable(fields: readonly CollectionField[], key: string): boolean {
  if ((BUILT_IN_SORTS as readonly string[]).includes(key)) return true;
  const field = fields.find((f) => f.id === key);
  return field ? SORTABLE_FIELD_TYPES.has(field.type) : false;
}

/** The state the address asks for; what it names wrongly (a removed field, an unknown status) is ignored. */
export function tableStateFrom(params: URLSearchParams, fields: readonly CollectionField[]): TableState {
  const q = params.get('q') ?? '';
  const rawStatus = params.get('status');
  const status = ITEM_STATUSES.find((s) => s === rawStatus) ?? null;
  const sortKey = params.get('sort');
  const direction = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const sort = sortKey && isSortable(fields, sortKey) ? { field: sortKey, direction } : null;
  return { q, status, sort: sort as SortState | null };
}

/** The address for a state: defaults left out, any other parameter kept. */
export function paramsFor(state: TableState, current: URLSearchParams = new URLSearchParams()) {
  const next = new URLSearchParams(current);
  for (const key of ['q', 'status', 'sort', 'dir']) next.delete(key);
  if (state.q) next.set('q', state.q);
  if (state.status) next.set('status', state.status);
  if (state.sort) {
    next.set('sort', state.sort.field);
    next.set('dir', state.sort.direction);
  }
  return next;
}

/** A click on a column's header: ascending, then descending, then back to the default order. */
export function nextSort(current: SortState | null, field: string): SortState | null {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  if (current.direction === 'asc') return { field, direction: 'desc' };
  return null;
}

export function ariaSort(current: SortState | null, field: string): 'ascending' | 'descending' | 'none' {
  if (!current || current.field !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** What the query sends: search trimmed, blank as nothing. */
export function queryFilter(state: TableState) {
  const search = state.q.trim();
  return {
    search: search || null,
    status: state.status,
    sort: state.sort,
  };
}

/** The key paging restarts on: another search, filter or sort starts on page 1. */
export function filterKey(state: TableState): string {
  return JSON.stringify(queryFilter(state));
}

/**
 * Previous/next over first/after cursors: the `after` of each page reached so far (null for the first), so
 * Previous goes back without a `before` the API does not have.
 */
export interface CursorTrail {
  key: string;
  afters: (string | null)[];
}

export const startTrail = (key: string): CursorTrail => ({ key, afters: [null] });

export function trailFor(trail: CursorTrail, key: string): CursorTrail {
  return trail.key === key ? trail : startTrail(key);
}

export const currentAfter = (trail: CursorTrail): string | null =>
  trail.afters[trail.afters.length - 1] ?? null;

export function forward(trail: CursorTrail, endCursor: string | null): CursorTrail {
  return endCursor ? { ...trail, afters: [...trail.afters, endCursor] } : trail;
}

export function back(trail: CursorTrail): CursorTrail {
  return trail.afters.length > 1 ? { ...trail, afters: trail.afters.slice(0, -1) } : trail;
}
