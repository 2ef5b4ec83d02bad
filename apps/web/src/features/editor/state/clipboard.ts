import type { EditorBrick } from '../model/types.ts';
import { findBrick } from './find-brick.ts';
import { place } from './insert.ts';
import type { EditorData } from './store-api.ts';

function selectedBrick(state: EditorData): EditorBrick | null {
  const { selection } = state;
  if (selection?.kind !== 'brick') return null;
  return findBrick(state.slots, selection.id)?.brick ?? null;
}

/**
 * Copies the selected brick. The object itself is kept: bricks are never mutated, and paste makes the
 * deep copy, so copying costs nothing however big the brick is.
 */
export function copy<S extends EditorData>(state: S): S {
  const brick = selectedBrick(state);
  if (!brick || state.clipboard === brick) return state;
  return { ...state, clipboard: brick };
}

/** A deep copy of `brick` with a fresh id, right after the selected brick, else at the end of slot1. */
function pasteBrick<S extends EditorData>(state: S, brick: EditorBrick, id: string): S {
  const fresh: EditorBrick = { ...structuredClone(brick), id };
  const { selection } = state;
  const at = selection?.kind === 'brick' ? findBrick(state.slots, selection.id) : null;
  if (at) return place(state, fresh, { slot: at.slot, index: at.index + 1 });
  const first = state.slots.slot1 ? 'slot1' : Object.keys(state.slots)[0];
  if (first === undefined) return state;
  return place(state, fresh, { slot: first, index: state.slots[first]!.length });
}

/** Pastes the clipboard and selects the copy (spec: Ctrl/Cmd+V). */
export function paste<S extends EditorData>(state: S, id: string = crypto.randomUUID()): S {
  return state.clipboard ? pasteBrick(state, state.clipboard, id) : state;
}

/** Copy + paste of the selected brick in one step; the clipboard is left as it was. */
export function duplicate<S extends EditorData>(state: S, id: string = crypto.randomUUID()): S {
  const brick = selectedBrick(state);
  return brick ? pasteBrick(state, brick, id) : state;
}
