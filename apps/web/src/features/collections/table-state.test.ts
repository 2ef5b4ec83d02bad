import type { CollectionField } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  back,
  currentAfter,
  filterKey,
  forward,
  nextSort,
  paramsFor,
  queryFilter,
  startTrail,
  tableStateFrom,
  trailFor,
} from './table-state.ts';

const field = (id: string, type: CollectionField['type']): CollectionField => ({
  id,
  name: id,
  type,
  required: false,
  help: null,
  options: [],
  referenceCollectionId: null,
});
const fields = [field('title', 'text'), field('body', 'richText'), field('price', 'number')];

describe('the items table state in the address', () => {
  it('reads search, status and sort, ignoring what it cannot use', () => {
    expect(tableStateFrom(new URLSearchParams('q=hello&status=changed&sort=price&dir=desc'), fields)).toEqual(
      {
        q: 'hello',
        status: 'changed',
        sort: { field: 'price', direction: 'desc' },
      },
    );
    // Rich text does not sort; an unknown status is no filter; a removed field is no sort.
    expect(tableStateFrom(new URLSearchParams('status=live&sort=body'), fields)).toEqual({
      q: '',
      status: null,
      sort: null,
    });
    expect(tableStateFrom(new URLSearchParams('sort=gone'), fields).sort).toBeNull();
    expect(tableStateFrom(new URLSearchParams('sort=updated-at'), fields).sort).toEqual({
      field: 'updated-at',
      direction: 'asc',
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = paramsFor(
      { q: 'a b', status: null, sort: { field: 'title', direction: 'asc' } },
      new URLSearchParams('item=42&status=draft'),
    );
    expect(params.toString()).toBe('item=42&q=a+b&sort=title&dir=asc');
    expect(paramsFor({ q: '', status: null, sort: null }).toString()).toBe('');
  });

  it('sorts ascending, then descending, then back to the default order', () => {
    const asc = nextSort(null, 'title');
    expect(asc).toEqual({ field: 'title', direction: 'asc' });
    const desc = nextSort(asc, 'title');
    expect(desc).toEqual({ field: 'title', direction: 'desc' });
    expect(nextSort(desc, 'title')).toBeNull();
    expect(nextSort(desc, 'price')).toEqual({ field: 'price', direction: 'asc' });
    expect(ariaSort(desc, 'title')).toBe('descending');
    expect(ariaSort(asc, 'title')).toBe('ascending');
    expect(ariaSort(asc, 'price')).toBe('none');
  });

  it('sends a trimmed search, nothing for blank', () => {
    expect(queryFilter({ q: '  ', status: 'draft', sort: null })).toEqual({
      search: null,
      status: 'draft',
      sort: null,
    });
    expect(filterKey({ q: ' a ', status: null, sort: null })).toBe(
      filterKey({ q: 'a', status: null, sort: null }),
    );
  });
});

describe('the cursor trail', () => {
  it('goes forward and back over first/after cursors, and restarts for another filter', () => {
    let trail = startTrail('k');
    expect(currentAfter(trail)).toBeNull();
    trail = forward(trail, 'c1');
    trail = forward(trail, 'c2');
    expect(currentAfter(trail)).toBe('c2');
    expect(forward(trail, null)).toBe(trail);
    trail = back(trail);
    expect(currentAfter(trail)).toBe('c1');
    expect(back(back(back(trail))).afters).toEqual([null]);
    expect(trailFor(trail, 'other').afters).toEqual([null]);
    expect(trailFor(trail, 'k')).toBe(trail);
  });
});
