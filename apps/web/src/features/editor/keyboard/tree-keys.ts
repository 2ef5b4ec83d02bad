/**
 * Moving a brick through the tree from the keyboard (decision 0029, issue 22): Alt+ArrowRight moves the
 * selected brick into the brick before it (to the end of its last slot) when that one is a container,
 * Alt+ArrowLeft moves it out of its container, right after it, and Escape selects the container around the
 * selection. Alt+ArrowUp/Down (within the slot) stay the canvas's. Each is announced in the live region,
 * including why nothing happened.
 */
import { MAX_BRICK_DEPTH } from '@tessera/shared';
import type { TFunction } from 'i18next';
import { moveProblem } from '../state/move.ts';
import { moveIntoPreviousTarget, moveOutTarget, type SlotShown } from '../state/move-by.ts';
import type { EditorStore } from '../state/store.ts';
import { brickPosition } from './keyboard-target.ts';

export type TreeMove = 'moveOut' | 'moveIntoPrevious';

export interface TreeKeyInput {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

/** Alt+ArrowLeft: out; Alt+ArrowRight: into the previous brick. No editor shortcut uses them. */
export function treeMoveFor(input: TreeKeyInput): TreeMove | null {
  if (!input.altKey || input.ctrlKey || input.metaKey || input.shiftKey) return null;
  if (input.key === 'ArrowLeft') return 'moveOut';
  if (input.key === 'ArrowRight') return 'moveIntoPrevious';
  return null;
}

/** What the keyboard lends the canvas and the navigator to move through the tree; each announces. */
export interface TreeKeyboard {
  /** Runs a move on the selected brick; false when no brick is selected (the key is not the editor's). */
  move(which: TreeMove): boolean;
  /** Selects the container around the selection (or clears it at the top); false when nothing is selected. */
  selectParent(): boolean;
}

/**
 * `shownSlots` reads, when a key arrives, which slots the canvas draws (from the frame's latest layout):
 * a brick moved "into the previous brick" goes to the last slot on screen, never to one its container's
 * code leaves out. Undefined (no canvas, or no layout yet): every slot the component has.
 */
export function createTreeKeyboard(
  api: EditorStore,
  announce: (text: string) => void,
  t: TFunction,
  shownSlots: () => SlotShown | undefined = () => undefined,
): TreeKeyboard {
  const nameOf = (name: string | null | undefined) => name || t('canvas.unnamed');
  return {
    move: (which) => {
      const state = api.getState();
      const id = state.selection?.kind === 'brick' ? state.selection.id : null;
      const before = id ? brickPosition(state.slots, id) : null;
      if (!id || !before) return false;
      const name = nameOf(before.name);
      const shown = which === 'moveOut' ? undefined : shownSlots();
      const target =
        which === 'moveOut' ? moveOutTarget(state, id) : moveIntoPreviousTarget(state, id, shown);
      if (!target) {
        announce(
          t(which === 'moveOut' ? 'editor.structure.not_inside' : 'editor.structure.no_container', { name }),
        );
        return true;
      }
      const problem = moveProblem(state, id, target);
      if (problem) {
        announce(
          problem === 'tooDeep'
            ? t('editor.structure.too_deep', { name, max: MAX_BRICK_DEPTH })
            : problem === 'insideCopy'
              ? t('editor.drop_refused.inside_copy')
              : problem === 'formInForm'
                ? t('editor.structure.form_in_form', { name })
                : t('editor.structure.cannot_move', { name }),
        );
        return true;
      }
      if (which === 'moveOut') state.moveOut(id);
      else state.moveIntoPrevious(id, shown);
      const after = brickPosition(api.getState().slots, id);
      if (!after) return true;
      announce(
        which === 'moveOut'
          ? t('editor.structure.moved_out', { name, from: nameOf(before.container), ...counts(after) })
          : t('editor.structure.moved_into', { name, into: nameOf(after.container), ...counts(after) }),
      );
      return true;
    },
    selectParent: () => {
      const state = api.getState();
      const { selection } = state;
      if (selection?.kind !== 'brick' && selection?.kind !== 'slot') return false;
      state.selectParent();
      const next = api.getState().selection;
      const parent = next?.kind === 'brick' ? brickPosition(api.getState().slots, next.id) : null;
      announce(
        parent
          ? t('editor.structure.parent_selected', { name: nameOf(parent.name) })
          : t('canvas.keys.cleared'),
      );
      return true;
    },
  };
}

const counts = (at: { position: number; count: number }) => ({ position: at.position, count: at.count });
