import { applyPrefabValues, type PrefabEntries } from '@tessera/shared';
import type { EditorTemplate, PropertyEntries } from '../model/types.ts';
import { detachCopy, fitsTemplate, refreshTemplateCopy, shareEntries } from './prefab-copies.ts';
import type { EditorData } from './store-api.ts';

/** Every entry of the prefab treated as locked: applyPrefabValues then takes all of its values. */
function everyValue(entries: PrefabEntries): PrefabEntries {
  const all: Record<string, PrefabEntries[string]> = {};
  for (const name in entries) all[name] = { ...entries[name], isMutable: false };
  return all;
}

/**
 * Chooses the template settings' prefab (spec §2: the prefab chooser of the template settings), an undo
 * step like any edit. Choosing a template prefab built on the page's template makes the settings a copy of
 * it: every property the prefab has takes its value (applyPrefabValues), properties it lacks keep the
 * page's, the prefab's locks apply. Choosing none (null) detaches the settings: their values stay, nothing
 * is locked any more. An unknown prefab, or one of another template, changes nothing.
 */
export function selectTemplatePrefab<S extends EditorData>(state: S, prefabId: string | null): S {
  if (prefabId === null) {
    if (state.selectedTemplatePrefab === null && !state.template.isPrefab) return state;
    const template: EditorTemplate = state.template.isPrefab
      ? detachCopy(state.template, state.templateDef?.dataTypes)
      : state.template;
    return { ...state, template, selectedTemplatePrefab: null };
  }
  if (state.selectedTemplatePrefab === prefabId && state.template.prefabId === prefabId) return state;
  const prefab = state.prefabs.get(prefabId);
  if (!fitsTemplate(prefab, state.template.id)) return state;
  const taken = applyPrefabValues(state.template.dataTypes, everyValue(prefab.dataTypes)) as PropertyEntries;
  const copy = refreshTemplateCopy({ ...state.template, dataTypes: taken }, prefab, state.templateDef);
  const template = { ...copy, dataTypes: shareEntries(copy.dataTypes, state.template.dataTypes) };
  return { ...state, template, selectedTemplatePrefab: prefabId };
}
