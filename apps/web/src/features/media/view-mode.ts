import { browserStorage, type KeyValueStorage } from '../../lib/browser-storage.ts';

/** The manager's list or grid view, remembered in local storage for the next opening. */
export type ViewMode = 'grid' | 'list';

export const VIEW_MODE_KEY = 'tessera.media.view';

export function readViewMode(storage: KeyValueStorage | null = browserStorage()): ViewMode {
  try {
    return storage?.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function saveViewMode(mode: ViewMode, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(VIEW_MODE_KEY, mode);
  } catch {
    // Blocked storage: the choice lasts until the manager closes.
  }
}
