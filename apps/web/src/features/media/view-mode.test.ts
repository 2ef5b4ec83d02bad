import { describe, expect, it } from 'vitest';
import { readViewMode, saveViewMode, VIEW_MODE_KEY } from './view-mode.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the list or grid choice', () => {
  it('is grid until list is chosen, and remembered', () => {
    const storage = memoryStorage();
    expect(readViewMode(storage)).toBe('grid');
    saveViewMode('list', storage);
    expect(storage.values.get(VIEW_MODE_KEY)).toBe('list');
    expect(readViewMode(storage)).toBe('list');
    saveViewMode('grid', storage);
    expect(readViewMode(storage)).toBe('grid');
  });

  it('survives storage that is missing or refuses', () => {
    expect(readViewMode(null)).toBe('grid');
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readViewMode(refusing)).toBe('grid');
    expect(() => saveViewMode('list', refusing)).not.toThrow();
  });
});
