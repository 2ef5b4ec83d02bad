import { type RefObject, useEffect } from 'react';
import { type TreeKeyboard, treeMoveFor } from './keyboard/tree-keys.ts';
import {
  commandFor,
  type EditorDialog,
  isSearchField,
  isTextField,
  shortcutsSuspended,
} from './shortcuts.ts';
import type { EditorStore } from './state/store.ts';
import type { EditorHistory } from './use-editor-history.ts';

/** What the shortcuts read at the moment of a key press (kept in a ref by the workspace). */
export interface ShortcutState {
  readonly dialog: EditorDialog | null;
  readonly save: () => Promise<boolean>;
  readonly history: EditorHistory;
  readonly canEdit: boolean;
  readonly fullscreen: boolean;
  readonly prefabLoading: boolean;
}

export interface ShortcutOptions {
  readonly api: EditorStore;
  readonly latest: RefObject<ShortcutState>;
  /** The media manager is open (a ref: opening it renders nothing in the workspace). */
  readonly mediaOpen: RefObject<boolean>;
  /** The leave question is showing. */
  readonly leaving: boolean;
  readonly exitFullscreen: () => void;
  /**
   * Moving through the tree (keyboard/tree-keys.ts): Alt+ArrowLeft / Alt+ArrowRight move the selected brick
   * out of its container or into the previous one, Escape selects the container around the selection.
   */
  readonly tree?: TreeKeyboard;
}

/**
 * The editor's keyboard shortcuts (shortcuts.ts), on the whole window while no dialog is open. Undo and redo
 * also come from inside text fields, and so do the browser's own history input events (the Edit menu, the
 * context menu): the field's native undo is cancelled and the editor's history runs instead.
 */
export function useEditorShortcuts({
  api,
  latest,
  mediaOpen,
  leaving,
  exitFullscreen,
  tree,
}: ShortcutOptions) {
  useEffect(() => {
    const suspended = (current: ShortcutState) =>
      shortcutsSuspended({
        dialog: current.dialog,
        mediaOpen: mediaOpen.current ?? false,
        leaving,
        busy: current.prefabLoading,
      });
    const onKeyDown = (event: KeyboardEvent) => {
      const current = latest.current;
      if (!current || suspended(current)) return;
      if (event.key === 'Escape' && current.fullscreen) {
        exitFullscreen();
        return;
      }
      if (tree && !isTextField(event.target) && !event.defaultPrevented && treeKey(event, tree, current)) {
        event.preventDefault();
        return;
      }
      const command = commandFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        inTextField: isTextField(event.target),
        inSearchField: isSearchField(event.target),
      });
      if (!command) return;
      if (command === 'save') {
        event.preventDefault();
        void current.save();
        return;
      }
      if (!current.canEdit) {
        // A viewer's fields are read-only: nothing for a text undo to do either.
        if (command === 'undo' || command === 'redo') event.preventDefault();
        return;
      }
      const state = api.getState();
      const selected = state.selection?.kind === 'brick' ? state.selection.id : null;
      switch (command) {
        case 'undo':
          event.preventDefault();
          current.history.undo();
          break;
        case 'redo':
          event.preventDefault();
          current.history.redo();
          break;
        case 'remove':
          if (selected) {
            event.preventDefault();
            state.remove(selected);
          }
          break;
        // Copy and paste come as the browser's clipboard events (use-system-clipboard.ts).
        case 'copy':
        case 'paste':
          break;
        case 'duplicate':
          event.preventDefault();
          if (selected) state.duplicate();
          break;
      }
    };
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType !== 'historyUndo' && event.inputType !== 'historyRedo') return;
      if (isSearchField(event.target)) return;
      const current = latest.current;
      if (!current) return;
      if (suspended(current)) {
        // A dialog keeps its own fields' undo, but the browser's page-wide text history must not replay
        // edits into the fields behind it.
        const target = event.target as Element | null;
        if (!target?.closest?.('[role="dialog"]')) event.preventDefault();
        return;
      }
      event.preventDefault();
      if (!current.canEdit) return;
      if (event.inputType === 'historyUndo') current.history.undo();
      else current.history.redo();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('beforeinput', onBeforeInput, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('beforeinput', onBeforeInput, true);
    };
  }, [api, latest, mediaOpen, leaving, exitFullscreen, tree]);
}

/** The tree's keys: moves for editors, Escape (select the parent) for everyone. True when handled. */
function treeKey(event: KeyboardEvent, tree: TreeKeyboard, current: ShortcutState): boolean {
  const plain = !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey);
  // Escape in a menu, a list box or an in-place question closes that, not the selection.
  const target = event.target as Element | null;
  const inPopup = target?.closest?.('[role="menu"], [role="listbox"], [role="alertdialog"], [role="dialog"]');
  if (event.key === 'Escape' && plain) return !inPopup && tree.selectParent();
  const move = treeMoveFor(event);
  return move !== null && current.canEdit && tree.move(move);
}
