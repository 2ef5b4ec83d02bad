import type { EditorData } from './store-api.ts';

/** Replaces the behaviour graph (edited by issue 9's graph editor); not part of the undo history. */
export function setPageEvents<S extends EditorData>(state: S, pageEvents: EditorData['pageEvents']): S {
  return state.pageEvents === pageEvents ? state : { ...state, pageEvents };
}
