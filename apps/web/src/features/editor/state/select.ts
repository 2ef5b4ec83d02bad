import { parseSlotAddress } from '@tessera/shared';
import type { Selection } from '../model/types.ts';
import { findBrick } from './find-brick.ts';
import { resolveSlot } from './slot-place.ts';
import type { EditorData } from './store-api.ts';

function sameSelection(a: Selection, b: Selection): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'brick') return b.kind === 'brick' && a.id === b.id;
  if (a.kind === 'slot') return b.kind === 'slot' && a.slot === b.slot;
  return b.kind === 'template';
}

/** Whether the selection names something on the page (a brick or a slot at any depth) or nothing. */
function exists(state: EditorData, selection: Selection): boolean {
  if (selection?.kind === 'brick') return findBrick(state.slots, selection.id) !== null;
  if (selection?.kind === 'slot') return resolveSlot(state, selection.slot) !== null;
  return true;
}

/**
 * Selects the template's settings, one brick or one slot (a template's or a container's, by address), which
 * replaces the others (spec §4: a single Selection). A brick or slot that does not exist is not selected, so
 * the inspector never points at nothing.
 */
export function select<S extends EditorData>(state: S, selection: Selection): S {
  if (sameSelection(state.selection, selection)) return state;
  if (!exists(state, selection)) return state;
  return { ...state, selection };
}

/**
 * Escape: the container around the selected brick (or around the selected slot) becomes the selection; from
 * a brick or slot of the template, nothing is selected.
 */
export function selectParent<S extends EditorData>(state: S): S {
  const { selection } = state;
  let parentId: string | null = null;
  if (selection?.kind === 'brick') parentId = findBrick(state.slots, selection.id)?.parentId ?? null;
  else if (selection?.kind === 'slot') parentId = parseSlotAddress(selection.slot).parentId;
  else if (selection === null) return state;
  return select(state, parentId === null ? null : { kind: 'brick', id: parentId });
}

/** Clears a selection whose brick or slot no longer exists (after undo or redo, which restore slots). */
export function validSelection<S extends EditorData>(state: S): S {
  return exists(state, state.selection) ? state : { ...state, selection: null };
}
