/**
 * How a person arranged the editor room, remembered per user in local storage (decision 0028): which side
 * panels are collapsed, whether the navigator is open, the desktop canvas's zoom and, per component (or template),
 * which property groups are open. Reading never fails: anything unreadable falls back to the defaults,
 * and blocked storage only means the choices last until the page closes.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browserStorage, type KeyValueStorage } from '../../../lib/browser-storage.ts';
import { type CanvasZoom, parseZoom } from './zoom.ts';

export type { KeyValueStorage };

export type PanelSide = 'left' | 'right';

export interface RoomPrefs {
  readonly leftCollapsed: boolean;
  readonly rightCollapsed: boolean;
  /** The navigator panel (the page's tree) is shown: off until the user opens it. */
  readonly navigatorOpen: boolean;
  readonly zoom: CanvasZoom;
  /** Owner key (`component:{id}`, `template:{id}`) to the names of its open groups. */
  readonly openGroups: Readonly<Record<string, readonly string[]>>;
}

export interface RoomState extends RoomPrefs {
  /** The scale the desktop canvas is drawn at now (the zoom control shows it); not remembered. */
  readonly shownScale: number;
  setCollapsed(side: PanelSide, collapsed: boolean): void;
  setNavigatorOpen(open: boolean): void;
  setZoom(zoom: CanvasZoom): void;
  setOpenGroups(owner: string, groups: readonly string[]): void;
  setShownScale(scale: number): void;
}

export const DEFAULT_PREFS: RoomPrefs = {
  leftCollapsed: false,
  rightCollapsed: false,
  navigatorOpen: false,
  zoom: 'fit',
  openGroups: {},
};

/** The owners whose open groups are kept: the most recently changed ones. */
export const MAX_REMEMBERED_OWNERS = 200;

export function roomStorageKey(userId: string | null): string {
  return `tessera.editor.room.${userId ?? 'anonymous'}`;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The stored preferences, each field checked on its own: one bad field does not lose the others. */
export function parsePrefs(text: string | null): RoomPrefs {
  if (!text) return DEFAULT_PREFS;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_PREFS;
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_PREFS;
  const stored = raw as Record<string, unknown>;
  const openGroups: Record<string, readonly string[]> = {};
  if (typeof stored.openGroups === 'object' && stored.openGroups !== null) {
    for (const [owner, groups] of Object.entries(stored.openGroups)) {
      if (isStringList(groups)) openGroups[owner] = groups;
    }
  }
  return {
    leftCollapsed: stored.leftCollapsed === true,
    rightCollapsed: stored.rightCollapsed === true,
    navigatorOpen: stored.navigatorOpen === true,
    zoom: parseZoom(stored.zoom) ?? DEFAULT_PREFS.zoom,
    openGroups,
  };
}

/** The open groups with this owner's moved to the end (most recent), the oldest dropped past the cap. */
export function withOpenGroups(
  all: RoomPrefs['openGroups'],
  owner: string,
  groups: readonly string[],
): RoomPrefs['openGroups'] {
  const { [owner]: _previous, ...others } = all;
  const entries = [...Object.entries(others), [owner, [...groups]] as const];
  return Object.fromEntries(entries.slice(-MAX_REMEMBERED_OWNERS));
}

function pick(state: RoomPrefs): RoomPrefs {
  const { leftCollapsed, rightCollapsed, navigatorOpen, zoom, openGroups } = state;
  return { leftCollapsed, rightCollapsed, navigatorOpen, zoom, openGroups };
}

export function createRoomStore(
  userId: string | null,
  storage: KeyValueStorage | null = browserStorage(),
): StoreApi<RoomState> {
  const key = roomStorageKey(userId);
  let initial = DEFAULT_PREFS;
  try {
    initial = parsePrefs(storage?.getItem(key) ?? null);
  } catch {
    // Blocked storage: the defaults.
  }
  const store = createStore<RoomState>((set) => ({
    ...initial,
    shownScale: 1,
    setCollapsed: (side, collapsed) =>
      set(side === 'left' ? { leftCollapsed: collapsed } : { rightCollapsed: collapsed }),
    setNavigatorOpen: (navigatorOpen) => set({ navigatorOpen }),
    setZoom: (zoom) => set({ zoom }),
    setOpenGroups: (owner, groups) =>
      set((state) => ({ openGroups: withOpenGroups(state.openGroups, owner, groups) })),
    setShownScale: (shownScale) => set({ shownScale }),
  }));
  store.subscribe((state, previous) => {
    // The shown scale follows the canvas's size: nothing to remember when only it moved.
    const changed =
      state.leftCollapsed !== previous.leftCollapsed ||
      state.rightCollapsed !== previous.rightCollapsed ||
      state.navigatorOpen !== previous.navigatorOpen ||
      state.zoom !== previous.zoom ||
      state.openGroups !== previous.openGroups;
    if (!changed) return;
    try {
      storage?.setItem(key, JSON.stringify(pick(state)));
    } catch {
      // Blocked or full storage: the choice lasts until the page closes.
    }
  });
  return store;
}
