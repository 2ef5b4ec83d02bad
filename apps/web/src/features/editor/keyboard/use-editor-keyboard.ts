/**
 * The editor's keyboard path (decision 0029), in one hook the workspace wires with a few lines: the live
 * region's announcer, what the canvas's keys may do, moving through the tree (tree-keys.ts), and placing a
 * tile's component or prefab from the keyboard.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDrawnSlots } from '../canvas/drawn-slots.ts';
import type { CanvasKeyboard } from '../canvas/use-canvas-keys.ts';
import type { DragSource } from '../model/types.ts';
import type { SlotShown } from '../state/move-by.ts';
import type { EditorStore } from '../state/store.ts';
import { createAnnouncer } from './announcer.tsx';
import { brickPosition, keyboardTarget } from './keyboard-target.ts';
import { createTreeKeyboard, type TreeKeyboard } from './tree-keys.ts';

export function useEditorKeyboard(api: EditorStore, canEdit: boolean) {
  const { t } = useTranslation();
  const [announcer] = useState(createAnnouncer);
  // The canvas's layout, attached while the canvas is mounted: which slots its frame draws.
  const [drawnSlots] = useState(createDrawnSlots);
  return useMemo(() => {
    const shownSlots = (): SlotShown | undefined => {
      const drawn = drawnSlots.snapshot();
      return drawn ? (address) => drawn.has(address) : undefined;
    };
    const tree: TreeKeyboard = createTreeKeyboard(api, announcer.announce, t, shownSlots);
    // `tree` rides along for the canvas's keys (Escape selects the parent); moves only for editors.
    const canvas: CanvasKeyboard & { tree: TreeKeyboard } = {
      announce: announcer.announce,
      edit: canEdit
        ? {
            moveBy: (id, delta) => api.getState().moveBy(id, delta),
            remove: (id) => api.getState().remove(id),
          }
        : undefined,
      tree: canEdit ? tree : { ...tree, move: () => false },
      attachLayout: drawnSlots.attach,
    };
    const onPlace = (source: DragSource) => {
      const before = api.getState();
      const target = keyboardTarget(before.slots, before.selection, before.components);
      if (target) before.drop({ source, target });
      const after = api.getState();
      const placed = after.slots !== before.slots && after.selection?.kind === 'brick';
      const at =
        placed && after.selection?.kind === 'brick' ? brickPosition(after.slots, after.selection.id) : null;
      announcer.announce(
        at
          ? t('canvas.keys.placed', { ...at, name: at.name || t('canvas.unnamed'), slot: at.slotNumber })
          : t('canvas.keys.not_placed'),
      );
    };
    return { announcer, canvas, tree: canvas.tree, onPlace, drawnSlots };
  }, [announcer, drawnSlots, api, canEdit, t]);
}
