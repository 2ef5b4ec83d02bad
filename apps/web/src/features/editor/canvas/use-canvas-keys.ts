/**
 * The canvas's keyboard (decision 0029). Focus never enters the sandboxed frame while editing: the
 * interaction layer over it (in the console's document) is the one tab stop of the canvas and takes the
 * keys. ArrowUp and ArrowDown select the previous or next brick in page order, Alt+ArrowUp and
 * Alt+ArrowDown move the selected brick within its slot, Delete (or Backspace) deletes it and selects
 * the brick that took its place, Escape selects the container around the selection (clears it at the top). Each is announced in the editor's live
 * region when the canvas is given one.
 */
import { type KeyboardEvent, type RefObject, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DndBridge } from '../dnd/dnd-bridge.ts';
import { brickPosition } from '../keyboard/keyboard-target.ts';
import type { TreeKeyboard } from '../keyboard/tree-keys.ts';
import { adjacentInTree } from '../keyboard/tree-order.ts';
import type { Selection, Slots } from '../model/types.ts';
import type { DrawnSlots } from './drawn-slots.ts';

/** What the editor lends the canvas's keyboard. */
export interface CanvasKeyboard {
  announce(text: string): void;
  /** Absent for viewers: the keys that change the page then do nothing. */
  edit?: {
    moveBy(brickId: string, delta: -1 | 1): void;
    remove(brickId: string): void;
  };
  /** Moving through the tree: Escape selects the container around the selection (issue 22). */
  tree?: Pick<TreeKeyboard, 'selectParent'>;
  /**
   * The canvas lends the keyboard a reader of its latest layout, so a move into a container goes to a slot
   * on screen (tree-keys.ts); returns the detach.
   */
  attachLayout?: DrawnSlots['attach'];
}

/** The latest layout the frame reported (only the slot addresses are read); null until the first. */

export interface CanvasKeysInput {
  /** The canvas's latest props, read when a key arrives. */
  latest: RefObject<{
    slots: Slots;
    order: readonly string[];
    selectedId: string | null;
    /** A selected slot (where a paste lands); Escape clears it too. */
    selectedSlot: string | null;
    onSelect(selection: Selection): void;
    keyboard: CanvasKeyboard | undefined;
  }>;
  bridge: DndBridge | null;
  /** Scrolls a brick into view. */
  reveal(id: string): void;
}

const plain = (event: KeyboardEvent) => !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey);
const onlyAlt = (event: KeyboardEvent) => event.altKey && !(event.ctrlKey || event.metaKey || event.shiftKey);

export function useCanvasKeys({ latest, bridge, reveal }: CanvasKeysInput) {
  const { t } = useTranslation();
  return useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      // Escape during a drag cancels the drag (dnd-kit), not the selection.
      if (bridge?.store.getState().source) return;
      const { slots, order, selectedId, onSelect, keyboard } = latest.current;
      const vertical = event.key === 'ArrowDown' || event.key === 'ArrowUp';
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      const describe = (id: string) => {
        const at = brickPosition(slots, id);
        return at ? { ...at, name: at.name || t('canvas.unnamed'), slot: at.slotNumber } : null;
      };

      if (vertical && plain(event)) {
        event.preventDefault();
        const id = adjacentInTree(slots, selectedId, delta, order);
        if (!id) {
          keyboard?.announce(t('canvas.keys.empty_page'));
          return;
        }
        if (id !== selectedId) {
          onSelect({ kind: 'brick', id });
          reveal(id);
        }
        const at = describe(id);
        const key = id !== selectedId ? 'selected' : delta < 0 ? 'no_previous' : 'no_next';
        if (at) keyboard?.announce(t(`canvas.keys.${key}`, at));
        return;
      }

      if (vertical && onlyAlt(event) && selectedId && keyboard?.edit) {
        event.preventDefault();
        const at = describe(selectedId);
        if (!at) return;
        const position = at.position + delta;
        if (position < 1 || position > at.count) {
          keyboard.announce(t(delta < 0 ? 'canvas.keys.first_already' : 'canvas.keys.last_already', at));
          return;
        }
        keyboard.edit.moveBy(selectedId, delta);
        reveal(selectedId);
        keyboard.announce(t('canvas.keys.moved', { ...at, position }));
        return;
      }

      if ((event.key === 'Delete' || event.key === 'Backspace') && plain(event) && selectedId) {
        if (!keyboard?.edit) return;
        event.preventDefault();
        // Handled here, announced: the editor's own Delete shortcut does not see this press.
        event.stopPropagation();
        const at = describe(selectedId);
        const after = adjacentInTree(slots, selectedId, 1, order);
        const before = adjacentInTree(slots, selectedId, -1, order);
        const next = after !== selectedId ? after : before !== selectedId ? before : null;
        keyboard.edit.remove(selectedId);
        if (next) onSelect({ kind: 'brick', id: next });
        const name = at?.name ?? t('canvas.unnamed');
        const nextAt = next ? describe(next) : null;
        keyboard.announce(
          nextAt
            ? t('canvas.keys.deleted_next', { name, next: nextAt.name })
            : t('canvas.keys.deleted', { name }),
        );
        return;
      }

      const { selectedSlot } = latest.current;
      if (event.key === 'Escape' && plain(event) && (selectedId !== null || selectedSlot !== null)) {
        event.preventDefault();
        // Handled here: the editor's own Escape (leaving fullscreen) waits for the next press.
        event.stopPropagation();
        // A nested brick or a container's slot: its container (announced by the tree keyboard); else cleared.
        if (keyboard?.tree?.selectParent()) return;
        onSelect(null);
        keyboard?.announce(t('canvas.keys.cleared'));
      }
    },
    [bridge, latest, reveal, t],
  );
}
