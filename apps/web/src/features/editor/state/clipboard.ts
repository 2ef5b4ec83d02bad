import { mapBricks } from '@tessera/shared';
import type { DropTarget, EditorBrick, Slots } from '../model/types.ts';
import { findBrick } from './find-brick.ts';
import { place } from './insert.ts';
import { withKnownVariations } from './known-variations.ts';
import { loadPastedBrick } from './load.ts';
import { resolveSlot } from './slot-place.ts';
import type { EditorData } from './store-api.ts';

function selectedBrick(state: EditorData): EditorBrick | null {
  const { selection } = state;
  if (selection?.kind !== 'brick') return null;
  return findBrick(state.slots, selection.id)?.brick ?? null;
}

/**
 * Copies the selected brick (a container with everything inside it). The object itself is kept: bricks are
 * never mutated, and paste makes the deep copy, so copying costs nothing however big the brick is.
 */
export function copy<S extends EditorData>(state: S): S {
  const brick = selectedBrick(state);
  if (!brick || state.clipboard === brick) return state;
  return { ...state, clipboard: brick };
}

/**
 * Where a paste or a keyboard insert lands: right after the selected brick (in its slot, at any depth), at
 * the end of the selected slot, else at the end of slot1 (or the first slot). Null: the template has no slot.
 */
export function pasteTarget(state: EditorData): DropTarget | null {
  const { selection } = state;
  const at = selection?.kind === 'brick' ? findBrick(state.slots, selection.id) : null;
  if (at) return { slot: at.slot, index: at.index + 1 };
  const slot = selection?.kind === 'slot' ? resolveSlot(state, selection.slot) : null;
  if (slot) return { slot: slot.address, index: slot.list.length };
  const first = state.slots.slot1 ? 'slot1' : Object.keys(state.slots)[0];
  if (first === undefined) return null;
  return { slot: first, index: state.slots[first]!.length };
}

/**
 * A deep copy of `brick` with `id`, and a fresh id (newId) on every brick inside it, so ids stay unique on
 * the page however often a container is pasted.
 */
export function freshCopy(brick: EditorBrick, id: string, newId: () => string): EditorBrick {
  const copied: EditorBrick = { ...structuredClone(brick), id };
  if (!copied.slots) return copied;
  const slots = mapBricks(copied.slots, (inner) => ({ ...inner, id: newId() })) as Slots;
  return { ...copied, slots };
}

/** A fresh copy (freshCopy) of `brick` at the paste target (pasteTarget), selected. */
export function pasteBrick<S extends EditorData>(
  state: S,
  brick: EditorBrick,
  id: string,
  newId: () => string = () => crypto.randomUUID(),
): S {
  const target = pasteTarget(state);
  return target ? place(state, freshCopy(brick, id, newId), target) : state;
}

/**
 * Pastes a brick read from the system clipboard (clipboard-payload.ts validated it): repaired against this
 * page's components and prefabs like a loaded one, then placed with fresh ids at pasteTarget. With
 * `breakpoints` (this app's breakpoint ids), values at breakpoints the app does not have are dropped (a brick
 * copied in another app); every other value per breakpoint is carried. With `languages` (this app's other
 * languages), so are translations into languages the app does not have.
 */
export function pasteFrom<S extends EditorData>(
  state: S,
  raw: Readonly<Record<string, unknown>>,
  id: string,
  newId: () => string,
  breakpoints?: readonly string[],
  languages?: readonly string[],
): S {
  const loaded = loadPastedBrick(raw, state, newId);
  const brick = breakpoints ? withKnownVariations(loaded, breakpoints, languages) : loaded;
  return pasteBrick(state, brick, id, newId);
}

/** Pastes the clipboard and selects the copy (spec: Ctrl/Cmd+V). */
export function paste<S extends EditorData>(
  state: S,
  id: string = crypto.randomUUID(),
  newId?: () => string,
): S {
  return state.clipboard ? pasteBrick(state, state.clipboard, id, newId) : state;
}

/** Copy + paste of the selected brick in one step; the clipboard is left as it was. */
export function duplicate<S extends EditorData>(
  state: S,
  id: string = crypto.randomUUID(),
  newId?: () => string,
): S {
  const brick = selectedBrick(state);
  return brick ? pasteBrick(state, brick, id, newId) : state;
}
