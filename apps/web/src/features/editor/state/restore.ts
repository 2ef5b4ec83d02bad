import { load } from './load.ts';
import type { EditorData } from './store-api.ts';

/**
 * "Restore into editor" (issue 21, decision 0025): the bricks and template settings of a published version's
 * content replace the draft's, read as load() reads any stored content (migrated, repaired, merged with the
 * current component definitions, placed prefabs refreshed). It is an edit like any other: the saved marker
 * stays (the page is dirty until saved), so nothing reaches the server before the user saves, and the store
 * records it as one undo step of its own. The draft's behaviour graph stays: the undo history holds bricks and
 * template settings only (spec §3), so restoring the graph could not be undone. A state that is not ready
 * (nothing loaded) is returned as is.
 */
export function restore<S extends EditorData>(state: S, content: unknown, newId: () => string): S {
  if (state.status !== 'ready' || !state.templateDef) return state;
  const restored = load(
    state,
    {
      content,
      template: state.templateDef,
      components: [...state.components.values()],
      prefabs: [...state.prefabs.values()],
    },
    newId,
  );
  return {
    ...restored,
    pageEvents: state.pageEvents,
    saved: state.saved,
    // What the draft keeps but cannot show (extra slots, unknown keys) is not in the undo history: a restore
    // that replaced it could not be undone, and the next save would drop it.
    preserved: state.preserved,
    problems: state.problems,
    // The draft's selection may name a brick the version does not have.
    selection: null,
  };
}
