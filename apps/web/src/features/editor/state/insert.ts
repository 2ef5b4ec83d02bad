import type { ComponentDef, DropTarget, EditorBrick } from '../model/types.ts';
import { clamp, insertAt } from './find-brick.ts';
import type { EditorData } from './store-api.ts';

/** A new brick of a component: a deep copy of its properties, so no two bricks share mutable data. */
export function newBrick(component: ComponentDef, id: string): EditorBrick {
  return {
    id,
    name: component.name,
    componentId: component.id,
    isPrefab: false,
    dataTypes: structuredClone(component.dataTypes),
    dataGroups: structuredClone(component.dataGroups),
  };
}

/** Places `brick` in a shown slot at `index` (clamped) and selects it; unknown slots change nothing. */
export function place<S extends EditorData>(state: S, brick: EditorBrick, target: DropTarget): S {
  const list = state.slots[target.slot];
  if (!list) return state;
  const index = clamp(Math.trunc(target.index) || 0, 0, list.length);
  return {
    ...state,
    slots: { ...state.slots, [target.slot]: insertAt(list, index, brick) },
    selection: { kind: 'brick', id: brick.id },
  };
}

/** Drop from the source panel (spec §4): a copy of the component with a new id, selected. */
export function insert<S extends EditorData>(
  state: S,
  componentId: string,
  target: DropTarget,
  id: string = crypto.randomUUID(),
): S {
  const component = state.components.get(componentId);
  if (!component || !state.slots[target.slot]) return state;
  return place(state, newBrick(component, id), target);
}
