import { describe, expect, it } from 'vitest';
import { allows } from './abilities.ts';

describe('allows', () => {
  it('reads the abilities the server sent', () => {
    const team = { abilities: ['team.read', 'team.update'] };
    expect(allows(team, 'team.update')).toBe(true);
    expect(allows(team, 'team.delete')).toBe(false);
  });

  it('grants nothing without an entity', () => {
    expect(allows(null, 'org.update')).toBe(false);
    expect(allows(undefined, 'team.create')).toBe(false);
    expect(allows({ abilities: [] }, 'team.read')).toBe(false);
  });
});
