import {
  findInTree,
  MAX_BRICK_DEPTH,
  type NewId,
  newBrickId,
  parseSlotAddress,
  slotList,
  subtreeHeight,
} from '@tessera/shared';
import type { DropTarget, EditorBrick, PrefabDef, Slots } from '../model/types.ts';
import { place } from './insert.ts';
import { insideCopy, newPrefabCopy } from './prefab-copies.ts';
import type { EditorData } from './store-api.ts';

/**
 * Why a drop into `slot` is refused (decision 0033), or null: inside a placed prefab, whose contents are
 * edited in the prefab dialog ('inside_copy'), or so deep that the bricks dropped would nest past
 * MAX_BRICK_DEPTH ('too_deep'; `height` is how deep the dropped brick's own contents go). The catalogue
 * texts are `editor.drop_refused.{reason}`.
 */
export type DropRefusal = 'inside_copy' | 'too_deep';

export function dropRefusal(slots: Slots, address: string, height = 0): DropRefusal | null {
  if (insideCopy(slots, address)) return 'inside_copy';
  const { parentId } = parseSlotAddress(address);
  const parentDepth = parentId === null ? 0 : (findInTree(slots, parentId)?.depth ?? 0);
  return parentDepth + 1 + height > MAX_BRICK_DEPTH ? 'too_deep' : null;
}

/** How deep a container prefab's contents go below the copy (0 for other prefabs). */
export function prefabHeight(prefab: PrefabDef): number {
  return prefab.slots ? subtreeHeight({ id: prefab.id, slots: prefab.slots }) : 0;
}

/** Why a drop of the prefab at `target` is refused, or null (an unknown prefab or slot is no refusal). */
export function prefabDropRefusal(
  state: EditorData,
  prefabId: string,
  target: DropTarget,
): DropRefusal | null {
  const prefab = state.prefabs.get(prefabId);
  if (!prefab) return null;
  return dropRefusal(state.slots, target.slot, prefabHeight(prefab));
}

/**
 * Drop of a prefab from the left panel (spec §4): a copy with a new id, built from the prefab over its
 * component's current definition, placed at target and selected; a container prefab's copy holds its
 * contents with fresh ids throughout. A template prefab, a prefab whose component is gone, an unknown slot
 * or a refused drop (dropRefusal) changes nothing.
 */
export function insertPrefab<S extends EditorData>(
  state: S,
  prefabId: string,
  target: DropTarget,
  id: string = crypto.randomUUID(),
  newId: NewId = newBrickId,
): S {
  const prefab = state.prefabs.get(prefabId);
  if (prefab?.prefabType !== 'Component') return state;
  if (!slotList(state.slots, parseSlotAddress(target.slot))) return state;
  if (prefabDropRefusal(state, prefabId, target) !== null) return state;
  const component = state.components.get(prefab.elementId);
  if (!component) return state;
  const copy: EditorBrick = newPrefabCopy(prefab, component, id, state.components, newId);
  return place(state, copy, target);
}
