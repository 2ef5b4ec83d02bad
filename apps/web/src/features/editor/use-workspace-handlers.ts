/**
 * The editor screen's handlers over its store. What it hands its canvas and inspector: handlers over the store, made once per selection (an
 * edit the inspector sends late lands on the brick it was typed for, even if the selection moved since), and
 * the store subscriptions the canvas reads content through.
 */
import type { PageContent } from '@tessera/shared';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker } from 'react-router';
import type { SubscribeContent } from './canvas/use-editor-frame.ts';
import type { Selection } from './model/types.ts';
import type { EditorDialog } from './shortcuts.ts';
import type { EditorStore } from './state/store.ts';
import { copySelectedBrick } from './use-system-clipboard.ts';

export function useStoreHandlers(api: EditorStore, selection: Selection, onPrefabButton: () => void) {
  const inspectorHandlers = useMemo(() => {
    const editTarget =
      selection?.kind === 'brick'
        ? ({ kind: 'brick', id: selection.id } as const)
        : ({ kind: 'template' } as const);
    const brickId = selection?.kind === 'brick' ? selection.id : null;
    return {
      // `at`: the breakpoint the inspector showed when the edit was made (issue 23), passed with each edit so
      // that an edit sent late (on blur, after a switch) lands where it was typed.
      // `language` likewise (issue 26): a text typed in Portuguese stays Portuguese after a switch.
      onChange: (property: string, value: unknown, at: string, language: string | null = null) =>
        api.getState().setProperty(editTarget, property, value, at, language),
      onClearOverride: (property: string, at: string) =>
        api.getState().clearOverride(editTarget, property, at),
      onClearTranslation: (property: string, language: string) =>
        api.getState().clearTranslation(editTarget, property, language),
      onRename: (name: string) => {
        if (brickId) api.getState().rename(brickId, name);
      },
      onVisibility: (visible: boolean, at: string) => {
        if (brickId) api.getState().setVisibility(brickId, visible, at);
      },
      onReset: (at: string) => api.getState().reset(editTarget, at),
      onDelete: () => {
        if (brickId) api.getState().remove(brickId);
      },
      onCopy: () => copySelectedBrick(api),
      onDuplicate: () => api.getState().duplicate(),
      onMove: (delta: -1 | 1) => {
        if (brickId) api.getState().moveBy(brickId, delta);
      },
      onSelectPrefab: (id: string | null) => api.getState().selectTemplatePrefab(id),
      onPrefab: onPrefabButton,
    };
  }, [api, selection, onPrefabButton]);

  const onSelect = useCallback(
    (next: Parameters<ReturnType<typeof api.getState>['select']>[0]) => {
      api.getState().select(next);
    },
    [api],
  );

  const onDrop = useCallback(
    (event: Parameters<ReturnType<typeof api.getState>['drop']>[0]) => api.getState().drop(event),
    [api],
  );

  const subscribeContent = useCallback<SubscribeContent>(
    (listener) =>
      api.subscribe((state, previous) => {
        if (state.slots !== previous.slots || state.template !== previous.template)
          listener({ slots: state.slots, template: state.template });
      }),
    [api],
  );

  const readSlots = useCallback(() => api.getState().slots, [api]);

  return { inspectorHandlers, onSelect, onDrop, subscribeContent, readSlots };
}

/** Leaving with unsaved changes asks first: in the console (the router's blocker) and when the tab closes. */
export function useLeaveGuard(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  return blocker;
}

/** The behaviour graph dialog: closing keeps the edit in the page (unsaved); Save also saves the page. */
export function useGraphHandlers(
  api: EditorStore,
  savePage: () => Promise<boolean>,
  setDialog: Dispatch<SetStateAction<EditorDialog | null>>,
) {
  const onApplyGraph = useCallback(
    (graph: PageContent['pageEvents']) => api.getState().setPageEvents(graph),
    [api],
  );
  // The latest save, read when the dialog's Save is pressed (the handler itself stays the same).
  const save = useRef(savePage);
  save.current = savePage;
  const onSaveGraph = useCallback(
    async (graph: PageContent['pageEvents']) => {
      api.getState().setPageEvents(graph);
      const saved = await save.current();
      if (saved) setDialog((current) => (current === 'behaviour' ? null : current));
      return saved;
    },
    [api, setDialog],
  );
  const onCloseGraph = useCallback(
    () => setDialog((current) => (current === 'behaviour' ? null : current)),
    [setDialog],
  );
  return { onApplyGraph, onSaveGraph, onCloseGraph };
}
