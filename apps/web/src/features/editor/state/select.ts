import type { Selection } from '../model/types.ts';
import { findBrick } from './find-brick.ts';
import type { EditorData } from './store-api.ts';

function sameSelection(a: Selection, b: Selection): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'brick') return b.kind === 'brick' && a.id === b.id;
  if (a.kind === 'slot') return b.kind === 'slot' && a.slot === b.slot;
  return b.kind === 'template';
}

/**
 * Selects the template's settings, one brick or one slot, which replaces the others (spec §4: a single
 * Selection). A brick or slot that does not exist is not selected, so the inspector never points at nothing.
 */
export function select<S extends EditorData>(state: S, selection: Selection): S {
  if (sameSelection(state.selection, selection)) return state;
  if (selection?.kind === 'brick' && !findBrick(state.slots, selection.id)) return state;
  if (selection?.kind === 'slot' && !Object.hasOwn(state.slots, selection.slot)) return state;
  return { ...state, selection };
}

/** Clears a brick selection whose brick no longer exists (after undo or redo, which restore slots). */
export function validSelection<S extends EditorData>(state: S): S {
  const { selection } = state;
  if (selection?.kind !== 'brick' || findBrick(state.slots, selection.id)) return state;
  return { ...state, selection: null };
}
