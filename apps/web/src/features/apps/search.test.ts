import { describe, expect, it } from 'vitest';
import { searchTerm } from './search.ts';

describe('list search', () => {
  it('sends the trimmed text, and nothing for a blank box', () => {
    expect(searchTerm('  Shop ')).toBe('Shop');
    expect(searchTerm('   ')).toBe('');
  });
});
