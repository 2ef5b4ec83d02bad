/**
 * The editor's polite live region: what a keyboard action did (a component placed, a brick selected,
 * moved or deleted), said by screen readers without moving focus. One per editor screen, a vanilla store
 * so announcing renders nothing but the region.
 *
 * Test id: `editor-announcer` (its text is the latest announcement).
 */
import { VisuallyHidden } from '@mantine/core';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

interface Announcement {
  readonly text: string;
  /** Counts announcements, so the same sentence twice is still a change the reader hears. */
  readonly serial: number;
}

export interface Announcer {
  readonly store: StoreApi<Announcement>;
  announce(text: string): void;
}

export function createAnnouncer(): Announcer {
  const store = createStore<Announcement>(() => ({ text: '', serial: 0 }));
  return {
    store,
    announce: (text) => store.setState((state) => ({ text, serial: state.serial + 1 })),
  };
}

export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const { text, serial } = useStore(announcer.store);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="editor-announcer">
      {/* A new node per announcement: readers announce added text, not a text node edited in place. */}
      <span key={serial}>{text}</span>
    </VisuallyHidden>
  );
}
