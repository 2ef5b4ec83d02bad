/** The room store of the signed-in user (room-prefs.ts), one per user for the life of the page. */
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { useCurrentUserId } from '../../user/current-user.tsx';
import { createRoomStore, type RoomState } from './room-prefs.ts';

const stores = new Map<string, StoreApi<RoomState>>();

export function roomStoreOf(userId: string | null): StoreApi<RoomState> {
  const key = userId ?? '';
  let store = stores.get(key);
  if (!store) {
    store = createRoomStore(userId);
    stores.set(key, store);
  }
  return store;
}

export function useRoomStore(): StoreApi<RoomState> {
  return roomStoreOf(useCurrentUserId());
}

export function useRoom<T>(selector: (state: RoomState) => T): T {
  return useStore(useRoomStore(), selector);
}
