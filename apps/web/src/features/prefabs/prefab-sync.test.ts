import { describe, expect, it } from 'vitest';
import { adoptRevision } from './prefab-sync.ts';

describe('adoptRevision', () => {
  it('adopts the new revision when the page was rewritten from the one the editor holds', () => {
    expect(adoptRevision(4, 'p1', [{ id: 'p1', previousRevision: 4, revision: 5 }])).toBe(5);
  });

  it('keeps the held revision when the page was at another one (a real conflict follows)', () => {
    expect(adoptRevision(4, 'p1', [{ id: 'p1', previousRevision: 6, revision: 7 }])).toBe(4);
  });

  it('keeps it when the page was not rewritten', () => {
    expect(adoptRevision(4, 'p1', [{ id: 'p2', previousRevision: 4, revision: 5 }])).toBe(4);
    expect(adoptRevision(4, 'p1', [])).toBe(4);
  });
});
