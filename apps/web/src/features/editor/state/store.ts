import type { TreeBrick } from '@tessera/shared';
import { createContext, createElement, type ReactNode, useContext, useMemo, useState } from 'react';
import { type TemporalState, temporal } from 'zundo';
import { createStore, type StoreApi, useStore } from 'zustand';
import { becomeCopy } from './become-copy.ts';
import { clearOverride } from './clear-override.ts';
import { copy, duplicate, paste, pasteFrom } from './clipboard.ts';
import { UNDO_DEBOUNCE_MS, UNDO_LIMIT } from './constants.ts';
import { markSaved } from './content.ts';
import { drop, dropProblem } from './drop.ts';
import { duplicateProblem, type EditRefusal, pasteProblem, stepProblem } from './edit-refusal.ts';
import { initialEditorData } from './initial.ts';
import { insert } from './insert.ts';
import { insertPrefab } from './insert-prefab.ts';
import { load } from './load.ts';
import { move, moveProblem } from './move.ts';
import { moveBy, moveIntoPrevious, moveOut } from './move-by.ts';
import { setPageEvents } from './page-events.ts';
import {
  detachChange,
  type PlacementRewrite,
  placementRewrite,
  refreshChange,
  rewriteState,
  withoutPrefab,
  withPrefab,
} from './prefab-refresh.ts';
import { applyRemote } from './remote.ts';
import { remove, takeOutProblem } from './remove.ts';
import { rename } from './rename.ts';
import { reset } from './reset.ts';
import { restore } from './restore.ts';
import { select, selectParent, validSelection } from './select.ts';
import { clearTranslation, setProperty } from './set-property.ts';
import type { EditorData, EditorState, EditTarget, HistoryControls } from './store-api.ts';
import { selectTemplatePrefab } from './template-prefab.ts';
import { setVisibility } from './visibility.ts';

/** An undo step (spec §3: editor history entry = bricks, template, selectedTemplatePrefab). */
export type HistorySnapshot = Pick<EditorData, 'slots' | 'template' | 'selectedTemplatePrefab'>;

export type EditorStore = StoreApi<EditorState> & {
  readonly temporal: StoreApi<TemporalState<HistorySnapshot>>;
  /** Undo and redo: zundo's, plus the selection repair and the end of the current edit burst. */
  readonly history: Pick<HistoryControls, 'undo' | 'redo'>;
  /**
   * Calls `listener` after each tracked edit, once the history has taken it (a new undo step or folded into the
   * last): before React draws the edit, so the shared document can send it first (co-editing, doc-binding.ts).
   */
  readonly afterEdit: (listener: () => void) => () => void;
};

export interface EditorStoreOptions {
  /** Clock of the undo debounce; tests pass a fake one. */
  readonly now?: () => number;
  /** Ids of new bricks; tests pass a predictable one. */
  readonly newId?: () => string;
  /** Snapshots the store's own history keeps (UNDO_LIMIT by default). */
  readonly historyLimit?: number;
}

const snapshotOf = (state: EditorState): HistorySnapshot => ({
  slots: state.slots,
  template: state.template,
  selectedTemplatePrefab: state.selectedTemplatePrefab,
});

// Every edit makes new objects along its path only, so identity says whether a snapshot changed.
const sameSnapshot = (a: HistorySnapshot, b: HistorySnapshot): boolean =>
  a.slots === b.slots && a.template === b.template && a.selectedTemplatePrefab === b.selectedTemplatePrefab;

type RecordSnapshot = (pastState: HistorySnapshot) => void;

/**
 * The key under which edits of one property of one brick (or of the template), at one breakpoint and in one
 * language, fold into one step: the same size typed at Tablet and then at Phone is two steps, and so is a
 * heading typed in English and then in Portuguese.
 */
const propertyKey = (target: EditTarget, property: string, at?: string | null, language?: string | null) =>
  `${target.kind === 'brick' ? `prop:${target.id}` : 'template'}:${property}@${at ?? 'desktop'}/${language ?? ''}`;

/**
 * The page editor's store: the pure actions of this folder behind zustand, with zundo keeping the undo
 * history. Snapshots are the immutable state objects themselves, so they share every untouched brick.
 *
 * History is recorded only once ready. Each edit is a step of its own, except that edits of the same
 * property of the same brick (or a rename of the same brick) with gaps under UNDO_DEBOUNCE_MS fold into
 * the step their first edit opened: typing a word is one step, but a colour changed right after the text
 * is another, and so is any structural change (decision 0024). The step is taken at the first edit rather
 * than after a quiet second (a trailing debounce), so undo right after an edit undoes it.
 */
export function createEditorStore(options: EditorStoreOptions = {}): EditorStore {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  let lastEdit = Number.NEGATIVE_INFINITY;
  const editListeners = new Set<() => void>();
  /** What the edit being applied changes, when consecutive ones may fold (editKey); null: never folds. */
  let editKey: string | null = null;
  let lastKey: string | null = null;

  /**
   * Rewrites the copies of one prefab in the present state and in every undo and redo snapshot (spec §4:
   * after an update, all placed bricks of the prefab are refreshed). Not an edit: no undo step is taken
   * and the current burst of edits goes on.
   */
  const rewriteEverywhere = (
    rewriteFor: (state: EditorState) => PlacementRewrite,
    list: (state: EditorState) => EditorState,
  ) => {
    const rewrite = rewriteFor(store.getState());
    const history = store.temporal.getState();
    const tracking = history.isTracking;
    history.pause();
    store.setState((state) => list(rewriteState(state, rewrite)));
    if (tracking) history.resume();
    const { pastStates, futureStates } = store.temporal.getState();
    // Every snapshot is a whole HistorySnapshot (partialize); zundo types them as partial.
    const past = rewrite.all(pastStates as HistorySnapshot[]);
    const future = rewrite.all(futureStates as HistorySnapshot[]);
    if (past !== pastStates || future !== futureStates)
      store.temporal.setState({ pastStates: past, futureStates: future });
  };

  const store = createStore<EditorState>()(
    temporal(
      (set, get) => {
        const apply = (action: (state: EditorState) => EditorState, key: string | null = null) => {
          editKey = key;
          try {
            set(action);
          } finally {
            editKey = null;
          }
        };
        let refusals = 0;
        /**
         * A structural edit: refused (nothing changes, `refusal` says why, no undo step) when `problem`
         * answers, else applied.
         */
        const guarded = (
          problem: (state: EditorState) => EditRefusal | null,
          action: (state: EditorState) => EditorState,
        ) => {
          const reason = problem(get());
          if (reason === null) apply(action);
          else set({ refusal: { reason, seq: ++refusals } });
        };
        return {
          ...initialEditorData(),
          refusal: null,
          load: (input) => {
            // Loading is not an edit: the history starts at the loaded page.
            const history = store.temporal.getState();
            history.pause();
            set((state) => load(state, input, newId));
            history.clear();
            history.resume();
            lastEdit = Number.NEGATIVE_INFINITY;
            lastKey = null;
          },
          insert: (componentId, target) =>
            guarded(
              (state) => dropProblem(state, { source: { kind: 'component', componentId }, target }),
              (state) => insert(state, componentId, target, newId()),
            ),
          move: (brickId, target) =>
            guarded(
              (state) => moveProblem(state, brickId, target),
              (state) => move(state, brickId, target),
            ),
          drop: (event) =>
            guarded(
              (state) => dropProblem(state, event),
              (state) => drop(state, event, newId),
            ),
          moveBy: (brickId, delta) =>
            guarded(
              (state) => takeOutProblem(state, brickId),
              (state) => moveBy(state, brickId, delta),
            ),
          moveOut: (brickId) =>
            guarded(
              (state) => stepProblem(state, brickId, 'moveOut'),
              (state) => moveOut(state, brickId),
            ),
          moveIntoPrevious: (brickId, shown) =>
            guarded(
              (state) => stepProblem(state, brickId, 'moveIntoPrevious', shown),
              (state) => moveIntoPrevious(state, brickId, shown),
            ),
          remove: (brickId) =>
            guarded(
              (state) => takeOutProblem(state, brickId),
              (state) => remove(state, brickId),
            ),
          select: (selection) => apply((state) => select(state, selection)),
          selectParent: () => apply(selectParent),
          setProperty: (target, property, value, at = null, language = null) =>
            apply(
              (state) => setProperty(state, target, property, value, at, language),
              propertyKey(target, property, at, language),
            ),
          clearOverride: (target, property, at) =>
            apply((state) => clearOverride(state, target, property, at)),
          clearTranslation: (target, property, language) =>
            apply((state) => clearTranslation(state, target, property, language)),
          rename: (brickId, name) => apply((state) => rename(state, brickId, name), `name:${brickId}`),
          setVisibility: (brickId, visible, at = null) =>
            apply((state) => setVisibility(state, brickId, visible, at)),
          reset: (target, at = null) => apply((state) => reset(state, target, at)),
          selectTemplatePrefab: (prefabId) => apply((state) => selectTemplatePrefab(state, prefabId)),
          insertPrefab: (prefabId, target) =>
            guarded(
              (state) => dropProblem(state, { source: { kind: 'prefab', prefabId }, target }),
              (state) => insertPrefab(state, prefabId, target, newId()),
            ),
          becomeCopy: (brickId, prefabId) => apply((state) => becomeCopy(state, brickId, prefabId)),
          // The list is not history: zundo compares snapshots, which do not hold it, and records nothing.
          setPrefabs: (prefabs) =>
            apply((state) => ({ ...state, prefabs: new Map(prefabs.map((prefab) => [prefab.id, prefab])) })),
          // A prefab the editor did not know (just created) has no copies anywhere: it only joins the list.
          prefabChanged: (prefab) =>
            get().prefabs.has(prefab.id)
              ? rewriteEverywhere(
                  (state) =>
                    placementRewrite(prefab.id, refreshChange(prefab, state.components, state.templateDef)),
                  (state) => withPrefab(state, prefab),
                )
              : apply((state) => withPrefab(state, prefab)),
          prefabDeleted: (prefabId) =>
            rewriteEverywhere(
              (state) => placementRewrite(prefabId, detachChange(state.components, state.templateDef)),
              (state) => withoutPrefab(state, prefabId),
            ),
          copy: () => apply(copy),
          paste: () =>
            guarded(
              (state) => pasteProblem(state, state.clipboard),
              (state) => paste(state, newId(), newId),
            ),
          // The system clipboard's brick was validated (clipboard-payload.ts): its shape is a brick's.
          pasteFrom: (raw, breakpoints, languages) =>
            guarded(
              (state) => pasteProblem(state, raw as unknown as TreeBrick),
              (state) => pasteFrom(state, raw, newId(), newId, breakpoints, languages),
            ),
          duplicate: () => guarded(duplicateProblem, (state) => duplicate(state, newId(), newId)),
          setPageEvents: (pageEvents) => apply((state) => setPageEvents(state, pageEvents)),
          markSaved: (sent) => apply((state) => markSaved(state, sent)),
          applyRemote: (content, change) => {
            const history = store.temporal.getState();
            const tracking = history.isTracking;
            history.pause();
            set((state) => applyRemote(state, content, change, newId));
            if (tracking) history.resume();
          },
          // An undo step of its own (decision 0025): the current burst ends before it, and after it.
          restore: (content) => {
            lastEdit = Number.NEGATIVE_INFINITY;
            apply((state) => restore(state, content, newId));
            lastEdit = Number.NEGATIVE_INFINITY;
          },
        };
      },
      {
        partialize: snapshotOf,
        equality: sameSnapshot,
        limit: options.historyLimit ?? UNDO_LIMIT,
        // zundo calls this only for sets that changed the snapshot and only while tracking (after load).
        handleSet: (handleSet) => {
          const record = handleSet as unknown as RecordSnapshot;
          return (pastState) => {
            const time = now();
            const folds = editKey !== null && editKey === lastKey && time - lastEdit < UNDO_DEBOUNCE_MS;
            lastEdit = time;
            lastKey = editKey;
            if (!folds) record(pastState as HistorySnapshot);
            for (const listener of editListeners) listener();
          };
        },
      },
    ),
  );
  store.temporal.getState().pause();

  const travel = (step: () => void) => {
    step();
    // The next edit starts a new step: folding it into the burst before the undo would leave the redo
    // list in place and lose the state before the edit.
    lastEdit = Number.NEGATIVE_INFINITY;
    lastKey = null;
    store.setState((state) => validSelection(state));
  };
  const history = {
    undo: () => travel(() => store.temporal.getState().undo()),
    redo: () => travel(() => store.temporal.getState().redo()),
  };
  const afterEdit = (listener: () => void) => {
    editListeners.add(listener);
    return () => {
      editListeners.delete(listener);
    };
  };
  return Object.assign(store, { history, afterEdit });
}

/** The editor screen store's own history: the last step only (see createScreenStore). */
export const SCREEN_HISTORY_LIMIT = 1;

/** Set to '1' in local storage by bench/editor to reach the editor's store from the page. */
export const BENCH_FLAG = 'tessera.bench';

export interface BenchHandle {
  readonly store: EditorStore;
  /** Moves the history's clock forward, so 10 000 undo steps need not take 10 000 seconds. */
  skip(ms: number): void;
  /** The steps Ctrl/Cmd+Z can undo now (the co-editing session's undo manager, once it is open). */
  undoDepth?: () => number;
  /** Whether the page's co-editing session has its shared document (edits from then on are undo steps of their own). */
  synced?: () => boolean;
}

declare global {
  interface Window {
    __tesseraBench?: BenchHandle;
  }
}

function benchEnabled(): boolean {
  try {
    return window.localStorage.getItem(BENCH_FLAG) === '1';
  } catch {
    return false;
  }
}

/**
 * The editor screen's store. With the bench flag set (bench/editor/heap.mjs), the store is the same, but
 * its clock can be skipped ahead and it is reachable as window.__tesseraBench: the heap figure then comes
 * from real snapshots of the real editor. It exposes nothing a script of the console's own origin could not
 * already reach, and it is off unless someone sets the flag in their own browser.
 */
export function createScreenStore(): EditorStore {
  // The editor screen undoes through the co-editing session (doc-binding.ts); its store's own history only
  // says where a new step begins (the last snapshot), so it keeps one, not UNDO_LIMIT copies of the page.
  const historyLimit = SCREEN_HISTORY_LIMIT;
  if (!benchEnabled()) return createEditorStore({ historyLimit });
  let skew = 0;
  const store = createEditorStore({ historyLimit, now: () => Date.now() + skew });
  window.__tesseraBench = {
    store,
    skip: (ms) => {
      skew += ms;
    },
  };
  return store;
}

const EditorStoreContext = createContext<EditorStore | null>(null);

/** Gives the screen below a fresh store (each editor screen edits its own page), or the one passed. */
export function EditorStoreProvider({
  children,
  store,
}: {
  readonly children?: ReactNode;
  readonly store?: EditorStore;
}) {
  const [value] = useState(() => store ?? createScreenStore());
  return createElement(EditorStoreContext.Provider, { value }, children);
}

/** The store itself, for handlers that read the current state (getState) without subscribing. */
export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore must be used inside EditorStoreProvider');
  return store;
}

/** The store when inside EditorStoreProvider, else null (an inspector drawn outside the page editor). */
export function useOptionalEditorStoreApi(): EditorStore | null {
  return useContext(EditorStoreContext);
}

/** A slice of the editor state; re-renders when the selected value changes (Object.is). */
export function useEditorStore<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}

export function useHistory(): HistoryControls {
  const store = useEditorStoreApi();
  const canUndo = useStore(store.temporal, (history) => history.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (history) => history.futureStates.length > 0);
  return useMemo(
    () => ({ canUndo, canRedo, undo: store.history.undo, redo: store.history.redo }),
    [canUndo, canRedo, store],
  );
}
