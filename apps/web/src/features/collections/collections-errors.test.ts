import { SERVER_MESSAGES as M } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { collectionsFailure } from './collections-errors.ts';

describe('collections failures', () => {
  it('reads the API’s refusals', () => {
    const failure = (statusCode: number, message: string) => collectionsFailure({ statusCode, message });
    expect(failure(409, M.nameExists)).toBe('name_taken');
    expect(failure(409, M.collectionChangeDeletesValues)).toBe('deletes_values');
    expect(failure(409, M.itemChanged)).toBe('item_changed');
    expect(failure(409, M.collectionChanged)).toBe('collection_changed');
    expect(failure(409, `${M.itemSlugTaken}hello`)).toBe('slug_taken');
    expect(failure(409, `${M.collectionReferenced}Posts`)).toBe('referenced');
    expect(failure(409, 'alias already exists')).toBe('other');
    expect(failure(404, M.collectionNotFound)).toBe('collection_not_found');
    expect(failure(404, M.itemNotFound)).toBe('item_not_found');
    expect(failure(400, 'Title is required')).toBe('refused');
    expect(failure(0, 'Failed to fetch')).toBe('other');
  });
});
