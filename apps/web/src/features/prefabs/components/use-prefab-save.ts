/**
 * Saving the prefab dialog: create or update through the API, the name clash shown under the name field and
 * any other failure above the buttons (prefab-rules prefabErrorKey).
 */
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.ts';
import type { PropertyEntries, Slots } from '../../editor/model/types.ts';
import { useCreatePrefab } from '../api/create-prefab.ts';
import { toPrefabDef } from '../api/prefab-fields.ts';
import { useUpdatePrefab } from '../api/update-prefab.ts';
import { prefabErrorKey } from '../prefab-rules.ts';
import type { PrefabDialogRequest, PrefabSaved } from './prefab-dialog.tsx';

export interface PrefabSaveInput {
  request: PrefabDialogRequest;
  appId: string;
  name: string;
  entries: PropertyEntries;
  /** A container prefab's contents; null when it holds none. */
  contents: Slots | null;
  /** Something in the dialog stops the save (prefab-rules saveBlocker). */
  blocked: boolean;
  setSaving(saving: boolean): void;
  setFailure(failure: string | null): void;
  setNameError(error: string | null): void;
  onSaved(saved: PrefabSaved): void;
}

export function usePrefabSave(input: PrefabSaveInput): () => Promise<void> {
  const { t } = useTranslation();
  const [createPrefab] = useCreatePrefab();
  const [updatePrefab] = useUpdatePrefab();
  const { request, appId, name, entries, contents, blocked } = input;
  const { setSaving, setFailure, setNameError, onSaved } = input;
  return async () => {
    if (blocked) return;
    setSaving(true);
    setFailure(null);
    setNameError(null);
    const trimmed = name.trim();
    const slots = contents ? { slots: contents as Record<string, unknown> } : {};
    try {
      if (request.mode === 'create') {
        const result = await createPrefab({
          variables: {
            appId,
            prefab: {
              name: trimmed,
              elementId: request.elementId,
              prefabType: request.prefabType,
              dataTypes: entries as Record<string, unknown>,
              dataGroups: request.dataGroups,
              ...slots,
            },
          },
        });
        if (result.data) onSaved({ kind: 'created', prefab: toPrefabDef(result.data.createPrefab) });
      } else if (request.prefab) {
        const result = await updatePrefab({
          variables: {
            id: request.prefab.id,
            prefab: { name: trimmed, dataTypes: entries as Record<string, unknown>, ...slots },
          },
        });
        if (result.data) {
          const { prefab, pages } = result.data.updatePrefab;
          onSaved({ kind: 'updated', prefab: toPrefabDef(prefab), pages });
        }
      }
    } catch (caught) {
      const key = prefabErrorKey(toApiError(caught));
      if (key === 'editor.prefab_dialog.errors.name_exists') setNameError(t(key));
      else setFailure(t(key));
    } finally {
      setSaving(false);
    }
  };
}
