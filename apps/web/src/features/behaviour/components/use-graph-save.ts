/**
 * The graph editor's Save (button and Ctrl/Cmd+S), its close request (X, Escape) and the host's leave guard:
 * a graph over a limit is refused with the reason, a saved graph closes the dialog (graph-editor.tsx).
 */
import type { BehaviourGraph } from '@tessera/shared';
import { type Dispatch, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphSnapshot } from '../model/changes.ts';
import type { EditorAction, EditorState } from '../model/editor-state.ts';
import { type GraphProblem, graphProblem } from '../model/validate.ts';
import type { GraphEditorProps } from './graph-editor.tsx';

interface GraphSaveOptions {
  readOnly: boolean;
  /** Whether the graph differs from what the page holds (drives the leave guard). */
  changed: boolean;
  latest: RefObject<EditorState>;
  callbacks: RefObject<GraphEditorProps>;
  dispatch: Dispatch<EditorAction>;
  hasChanges(): boolean;
  currentGraph(): BehaviourGraph;
  refuse(message: string, title?: string): void;
  rebase(snapshot: GraphSnapshot): void;
}

export function useGraphSave(options: GraphSaveOptions): { save(): Promise<void>; saving: boolean } {
  const { readOnly, changed, latest, callbacks, dispatch, hasChanges, currentGraph, refuse, rebase } =
    options;
  const closeRequest = callbacks.current.closeRequest;
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  const describeProblem = useCallback(
    (problem: GraphProblem) => {
      switch (problem.kind) {
        case 'nodes':
          return t('behaviour.notify.over_nodes', { total: problem.total, max: problem.max });
        case 'connections':
          return t('behaviour.notify.over_connections', { total: problem.total, max: problem.max });
        case 'comments':
          return t('behaviour.notify.over_comments', { total: problem.total, max: problem.max });
        default:
          return t('behaviour.notify.invalid_message', { problem: problem.detail });
      }
    },
    [t],
  );

  const save = useCallback(async () => {
    if (readOnly || savingRef.current) return;
    const edits = hasChanges();
    // Only the page's own changes: saved all the same (the page's Save, from here).
    if (!edits && !callbacks.current.pageDirty) return;
    const next = currentGraph();
    const problem = graphProblem(next);
    if (problem) {
      refuse(describeProblem(problem), t('behaviour.notify.invalid_title'));
      return;
    }
    savingRef.current = true;
    setSaving(true);
    // onSave puts the graph in the page first: from now on the page holds these changes, saved or not
    // (a failed save leaves the page dirty, and Save enabled through pageDirty).
    if (edits) rebase(latest.current);
    let saved = false;
    try {
      saved = await callbacks.current.onSave(next);
    } catch (error) {
      console.error('The page behaviour could not be saved', error);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
    if (saved) {
      dispatch({ type: 'saved' });
      callbacks.current.onClose();
    }
  }, [readOnly, hasChanges, currentGraph, refuse, describeProblem, t, latest, callbacks, dispatch, rebase]);

  useEffect(() => {
    const request = closeRequest;
    request.current = () => {
      if (savingRef.current) return;
      const current = callbacks.current;
      if (!current.readOnly && hasChanges()) {
        const next = currentGraph();
        const problem = graphProblem(next);
        if (problem) {
          // The page must not hold a graph the server refuses: the dialog stays open.
          refuse(
            t('behaviour.notify.close_invalid_message', { problem: describeProblem(problem) }),
            t('behaviour.notify.close_invalid_title'),
          );
          return;
        }
        current.onApply(next);
      }
      current.onClose();
    };
    return () => {
      request.current = null;
    };
  }, [closeRequest, hasChanges, currentGraph, refuse, describeProblem, t, callbacks]);

  // The host's leave guard: whether there are changes the page does not hold yet.
  const reportedDirty = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: callbacks and latest are the editor's refs
  useEffect(() => {
    if (reportedDirty.current === changed) return;
    reportedDirty.current = changed;
    callbacks.current.onDirtyChange?.(changed);
  }, [changed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: callbacks and latest are the editor's refs
  useEffect(
    () => () => {
      reportedDirty.current = false;
      callbacks.current.onDirtyChange?.(false);
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: callbacks and latest are the editor's refs
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      // The page editor's own Ctrl/Cmd+S does not run under this dialog (spec §2 keyboard).
      event.preventDefault();
      event.stopPropagation();
      if (!latest.current.dialog) void save();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [save]);

  return { save, saving };
}
