import { describe, expect, it } from 'vitest';
import { APP_CHOICE_PREFIX, chosenApp, readAppChoice, saveAppChoice } from './app-choice.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('the /media screen’s app', () => {
  it('is remembered per organization', () => {
    const storage = memoryStorage();
    saveAppChoice('org-1', 'app-1', storage);
    saveAppChoice('org-2', 'app-9', storage);
    expect(storage.values.get(`${APP_CHOICE_PREFIX}org-1`)).toBe('app-1');
    expect(readAppChoice('org-1', storage)).toBe('app-1');
    expect(readAppChoice('org-2', storage)).toBe('app-9');
    saveAppChoice('org-1', null, storage);
    expect(readAppChoice('org-1', storage)).toBeNull();
  });

  it('is the remembered app unless it is gone, else the first app', () => {
    const apps = [{ id: 'a' }, { id: 'b' }];
    expect(chosenApp('b', apps, new Set())).toBe('b');
    // Beyond the first page of apps: still tried until the server says it is gone.
    expect(chosenApp('z', apps, new Set())).toBe('z');
    expect(chosenApp('z', apps, new Set(['z']))).toBe('a');
    expect(chosenApp(null, apps, new Set())).toBe('a');
    expect(chosenApp(null, apps, new Set(['a']))).toBe('b');
    expect(chosenApp(null, [], new Set())).toBeNull();
  });
});
