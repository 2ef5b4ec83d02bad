import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Where undo and redo come from: the co-editing session's undo manager (use-page-session.ts). */
export interface HistorySource {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** How many steps can be undone now. */
  depth(): number;
  undo(): void;
  redo(): void;
}

export interface EditorHistory {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  undo(): void;
  redo(): void;
  /**
   * A saved prefab edit changed this page: that change is not in the undo history (decision 0024). The
   * next undo that would go back past it stops there once and says so, instead of silently undoing the
   * edit made before it. Each such save is a stop of its own.
   */
  prefabSaved(name: string): void;
}

/**
 * The editor's undo and redo as the toolbar and the shortcuts use them: a field edit still waiting for its
 * frame is sent first (so the undo undoes it rather than being overwritten by it), and a saved prefab
 * change is never skipped over without a word.
 */
export function useEditorHistory(source: HistorySource): EditorHistory {
  const { t } = useTranslation();
  const { canUndo, canRedo } = source;
  /** The undo depths at which saved prefab edits changed this page, oldest first, with the prefab's name. */
  const barriers = useRef<{ depth: number; name: string }[]>([]);
  /** Whether a barrier waits: the undo button stays enabled for it even with nothing else to undo. */
  const [waiting, setWaiting] = useState(false);

  const undo = useCallback(() => {
    const depth = source.depth();
    const stops = barriers.current;
    // Barriers above the present depth were left behind by undos that went past them after their notice.
    while (stops.length > 0 && stops[stops.length - 1]!.depth > depth) stops.pop();
    const stop = stops[stops.length - 1];
    if (stop && stop.depth === depth) {
      stops.pop();
      setWaiting(stops.length > 0);
      notifications.show({
        id: 'editor-undo-prefab',
        color: 'yellow',
        title: t('editor.undo_prefab.title', { name: stop.name }),
        message: t('editor.undo_prefab.message'),
        autoClose: 6000,
      });
      return;
    }
    source.undo();
  }, [source, t]);
  const redo = useCallback(() => source.redo(), [source]);
  const prefabSaved = useCallback(
    (name: string) => {
      barriers.current.push({ depth: source.depth(), name });
      setWaiting(true);
    },
    [source],
  );
  return useMemo(
    () => ({ canUndo: canUndo || waiting, canRedo, undo, redo, prefabSaved }),
    [canUndo, waiting, canRedo, undo, redo, prefabSaved],
  );
}
