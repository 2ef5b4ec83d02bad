/**
 * Which slots the canvas's frame draws, as the editor outside the canvas needs it (the keyboard's moves into a
 * container, the navigator's empty slot rows). A container may declare more slots than it draws (Columns set to
 * two of its four): an empty slot it does not draw is no place to put a brick. The canvas attaches its layout
 * while it is mounted; readers subscribe, and get null while there is no layout (then every slot counts).
 */
export type LayoutReader = () => { readonly slots: readonly { readonly slot: string }[] } | null;

export interface DrawnSlots {
  /** The slot addresses drawn by the latest layout; the same set until the layout changes. */
  snapshot(): ReadonlySet<string> | null;
  subscribe(listener: () => void): () => void;
  /** The canvas: its layout and how to hear of a new one. Returns the detach. */
  attach(read: LayoutReader, onChange: (listener: () => void) => () => void): () => void;
}

export function createDrawnSlots(): DrawnSlots {
  let read: LayoutReader | null = null;
  let lastLayout: ReturnType<LayoutReader> = null;
  let lastSet: ReadonlySet<string> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    snapshot() {
      const layout = read?.() ?? null;
      if (layout !== lastLayout) {
        lastLayout = layout;
        lastSet = layout ? new Set(layout.slots.map((box) => box.slot)) : null;
      }
      return lastSet;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(reader, onChange) {
      read = reader;
      const stop = onChange(notify);
      notify();
      return () => {
        stop();
        if (read === reader) read = null;
        notify();
      };
    },
  };
}
