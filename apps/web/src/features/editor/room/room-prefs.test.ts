import { describe, expect, it } from 'vitest';
import {
  createRoomStore,
  DEFAULT_PREFS,
  type KeyValueStorage,
  MAX_REMEMBERED_OWNERS,
  parsePrefs,
  roomStorageKey,
  withOpenGroups,
} from './room-prefs.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('parsePrefs', () => {
  it('gives the defaults for nothing or garbage', () => {
    expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(parsePrefs('{not json')).toEqual(DEFAULT_PREFS);
    expect(parsePrefs('42')).toEqual(DEFAULT_PREFS);
  });

  it('keeps each valid field and drops the bad ones', () => {
    const prefs = parsePrefs(
      JSON.stringify({
        leftCollapsed: true,
        rightCollapsed: 'yes',
        navigatorOpen: 1,
        zoom: 0.33,
        openGroups: { 'component:a': ['text'], 'component:b': [1, 2] },
      }),
    );
    expect(prefs).toEqual({
      leftCollapsed: true,
      rightCollapsed: false,
      navigatorOpen: false,
      zoom: 'fit',
      openGroups: { 'component:a': ['text'] },
    });
  });
});

describe('withOpenGroups', () => {
  it('keeps the most recently changed owners only', () => {
    let groups = {};
    for (let i = 0; i <= MAX_REMEMBERED_OWNERS; i += 1) groups = withOpenGroups(groups, `component:${i}`, []);
    expect(Object.keys(groups)).toHaveLength(MAX_REMEMBERED_OWNERS);
    expect(groups).not.toHaveProperty('component:0');
    groups = withOpenGroups(groups, 'component:1', ['text']);
    expect(Object.keys(groups).at(-1)).toBe('component:1');
  });
});

describe('createRoomStore', () => {
  it('remembers each user’s choices under their own key', () => {
    const storage = memoryStorage();
    const ana = createRoomStore('ana', storage);
    ana.getState().setCollapsed('left', true);
    ana.getState().setZoom(0.75);
    ana.getState().setNavigatorOpen(true);
    ana.getState().setOpenGroups('component:c1', ['typography']);
    expect(createRoomStore('ana', storage).getState()).toMatchObject({
      leftCollapsed: true,
      rightCollapsed: false,
      navigatorOpen: true,
      zoom: 0.75,
      openGroups: { 'component:c1': ['typography'] },
    });
    expect(createRoomStore('bruno', storage).getState()).toMatchObject(DEFAULT_PREFS);
    expect([...storage.data.keys()]).toEqual([roomStorageKey('ana')]);
  });

  it('does not write when only the shown scale moves', () => {
    const storage = memoryStorage();
    createRoomStore('ana', storage).getState().setShownScale(0.6);
    expect(storage.data.size).toBe(0);
  });

  it('works on with storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createRoomStore('ana', broken);
    store.getState().setCollapsed('right', true);
    expect(store.getState().rightCollapsed).toBe(true);
  });
});
