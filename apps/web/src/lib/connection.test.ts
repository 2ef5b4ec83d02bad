import { describe, expect, it } from 'vitest';
import { appendPage } from './connection.ts';

describe('appendPage', () => {
  it('puts the next page after the ones shown and keeps its pageInfo', () => {
    const first = {
      apps: {
        edges: [{ cursor: 'a', node: 1 }],
        pageInfo: { hasNextPage: true, endCursor: 'a' },
      },
    };
    const next = {
      apps: {
        edges: [{ cursor: 'b', node: 2 }],
        pageInfo: { hasNextPage: false, endCursor: 'b' },
      },
    };
    expect(appendPage('apps', first, next)).toEqual({
      apps: {
        edges: [
          { cursor: 'a', node: 1 },
          { cursor: 'b', node: 2 },
        ],
        pageInfo: { hasNextPage: false, endCursor: 'b' },
      },
    });
    // The answers already in the cache are left as they were.
    expect(first.apps.edges).toHaveLength(1);
  });
});
