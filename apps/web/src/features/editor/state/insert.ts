import { fieldNamesOf, formAround, withUniqueFieldNames } from '@tessera/shared';
import type { ComponentDef, DropTarget, EditorBrick, Slots } from '../model/types.ts';
import { clamp, insertAt } from './find-brick.ts';
import { emptySlots, type PlaceRefusal, placeFor, updateSlotIn } from './slot-place.ts';
import type { EditorData } from './store-api.ts';

/**
 * A new brick of a component: a deep copy of its properties, so no two bricks share mutable data. A
 * container starts with its slots, empty.
 */
export function newBrick(component: ComponentDef, id: string): EditorBrick {
  const brick: EditorBrick = {
    id,
    name: component.name,
    componentId: component.id,
    isPrefab: false,
    dataTypes: structuredClone(component.dataTypes),
    dataGroups: structuredClone(component.dataGroups),
  };
  const slots = emptySlots(component);
  return slots ? { ...brick, slots } : brick;
}

/** Why `brick` cannot be placed at `target` (a missing slot, too deep), or null when it can. */
export function placeProblem(state: EditorData, brick: EditorBrick, target: DropTarget): PlaceRefusal | null {
  const place = placeFor(state, target, brick);
  return typeof place === 'string' ? place : null;
}

/**
 * `brick` with its form fields renamed where their names are taken (`email` → `email-2`): against the fields of
 * the form the slot of `parentId` is in, and a pasted form's fields against each other (docs/decisions/0036).
 */
export function withFreeFieldNames(slots: Slots, parentId: string | null, brick: EditorBrick): EditorBrick {
  const formId = formAround(slots, parentId);
  const taken = formId === null ? [] : fieldNamesOf(slots, formId);
  return withUniqueFieldNames([brick], taken)[0] ?? brick;
}

/**
 * Places `brick` (with everything inside it) in a slot anywhere on the page at `index` (clamped) and selects
 * it, its fields renamed where their names are taken in the form it lands in (withFreeFieldNames). A slot that
 * does not exist, or a place refused (placeFor), changes nothing.
 */
export function place<S extends EditorData>(state: S, brick: EditorBrick, target: DropTarget): S {
  const at = placeFor(state, target, brick);
  if (typeof at === 'string') return state;
  const placed = withFreeFieldNames(state.slots, at.parentId, brick);
  const index = Math.trunc(target.index) || 0;
  const slots = updateSlotIn(state.slots, at.address, (list) =>
    insertAt(list, clamp(index, 0, list.length), placed),
  );
  return { ...state, slots, selection: { kind: 'brick', id: placed.id } };
}

/** Drop from the source panel (spec §4): a copy of the component with a new id, selected. */
export function insert<S extends EditorData>(
  state: S,
  componentId: string,
  target: DropTarget,
  id: string = crypto.randomUUID(),
): S {
  const component = state.components.get(componentId);
  if (!component) return state;
  return place(state, newBrick(component, id), target);
}
