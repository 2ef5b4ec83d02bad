import { useApolloClient } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import { type Dispatch, type SetStateAction, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../lib/api-error.ts';
import { useLater } from '../../lib/timers.ts';
import { useDeletePrefab } from '../prefabs/api/delete-prefab.ts';
import { fetchPrefab } from '../prefabs/api/prefab.ts';
import { loadPrefabs } from '../prefabs/api/prefabs.ts';
import type { PrefabDialogRequest, PrefabSaved } from '../prefabs/components/prefab-dialog.tsx';
import { draftSlots, prefabSlotsDraft } from '../prefabs/prefab-contents-draft.ts';
import { draftEntries, prefabDraft, prefabErrorKey } from '../prefabs/prefab-rules.ts';
import type { EditorLoad } from './api/editor-page.ts';
import type { PrefabDef } from './model/types.ts';
import type { EditorDialog } from './shortcuts.ts';
import { findBrick } from './state/find-brick.ts';
import type { EditorStore } from './state/store.ts';
import type { EditorHistory } from './use-editor-history.ts';

export interface EditorPrefabsOptions {
  readonly api: EditorStore;
  readonly page: EditorLoad['page'];
  readonly canWritePrefabs: boolean;
  readonly history: EditorHistory;
  readonly setDialog: Dispatch<SetStateAction<EditorDialog | null>>;
}

/**
 * The editor's prefab actions (decisions 0016, 0017): the inspector's prefab button (create from the
 * selected brick or template settings, or edit the prefab it is a copy of), the dialog's save, and the left
 * panel's edit and delete. The open page follows what the server did to every page.
 */
export function useEditorPrefabs({ api, page, canWritePrefabs, history, setDialog }: EditorPrefabsOptions) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const later = useLater();
  const [deletePrefab] = useDeletePrefab();
  const [prefabRequest, setPrefabRequest] = useState<PrefabDialogRequest | null>(null);
  const [prefabToDelete, setPrefabToDelete] = useState<PrefabDef | null>(null);
  const [prefabLoading, setPrefabLoading] = useState(false);

  /** The list again, from the server (after the spec's pause following a save or a delete). */
  const reloadPrefabs = useCallback(() => {
    loadPrefabs(client, page.app.id).then(
      (list) => api.getState().setPrefabs(list),
      (error: unknown) => console.error('The prefabs could not be reloaded', error),
    );
  }, [api, client, page.app.id]);

  const showPrefabFailure = useCallback(
    (failure: ApiError, title: string) =>
      notifications.show({
        color: 'red',
        icon: <IconX size={18} />,
        title,
        message: t(prefabErrorKey(failure)),
      }),
    [t],
  );

  /** Editing loads the prefab first (spec §4), then opens the dialog on what is stored now. */
  const editPrefab = useCallback(
    async (prefabId: string) => {
      setPrefabLoading(true);
      try {
        const prefab = await fetchPrefab(client, prefabId);
        const state = api.getState();
        const definition =
          prefab.prefabType === 'Template'
            ? state.templateDef?.id === prefab.elementId
              ? state.templateDef.dataTypes
              : null
            : (state.components.get(prefab.elementId)?.dataTypes ?? null);
        const groups =
          prefab.prefabType === 'Template'
            ? (state.templateDef?.dataGroups ?? prefab.dataGroups)
            : (state.components.get(prefab.elementId)?.dataGroups ?? prefab.dataGroups);
        setPrefabRequest({
          mode: 'edit',
          prefab,
          prefabType: prefab.prefabType,
          elementId: prefab.elementId,
          name: prefab.name,
          dataTypes: prefabDraft(prefab, definition),
          dataGroups: groups,
          // A container prefab's contents are edited in the dialog (decision 0033).
          slots: prefab.prefabType === 'Component' ? prefabSlotsDraft(prefab, state.components) : {},
          components: state.components,
        });
        setDialog('prefab');
      } catch (caught) {
        const failure = toApiError(caught);
        showPrefabFailure(failure, t('editor.prefab_dialog.load_failed'));
        if (failure.statusCode === 404) reloadPrefabs();
      } finally {
        setPrefabLoading(false);
      }
    },
    [api, client, reloadPrefabs, showPrefabFailure, t, setDialog],
  );

  /** The inspector's prefab button: create from the selected brick or template settings, or edit. */
  const onPrefabButton = useCallback(() => {
    const state = api.getState();
    const { selection } = state;
    if (selection?.kind === 'brick') {
      const brick = findBrick(state.slots, selection.id)?.brick;
      if (!brick) return;
      if (brick.isPrefab && typeof brick.prefabId === 'string' && state.prefabs.has(brick.prefabId)) {
        void editPrefab(brick.prefabId);
        return;
      }
      const component = state.components.get(brick.componentId);
      if (!component) return;
      setPrefabRequest({
        mode: 'create',
        prefab: null,
        prefabType: 'Component',
        elementId: component.id,
        name: brick.name,
        dataTypes: draftEntries(brick.dataTypes),
        dataGroups: brick.dataGroups,
        sourceBrickId: brick.id,
        // A container's prefab carries what is inside it, as it is now.
        slots: draftSlots(brick.slots),
        components: state.components,
      });
      setDialog('prefab');
      return;
    }
    if (selection?.kind === 'template' && state.templateDef) {
      const { template, templateDef: def } = state;
      if (
        template.isPrefab &&
        typeof template.prefabId === 'string' &&
        state.prefabs.has(template.prefabId)
      ) {
        void editPrefab(template.prefabId);
        return;
      }
      setPrefabRequest({
        mode: 'create',
        prefab: null,
        prefabType: 'Template',
        elementId: def.id,
        name: def.name,
        dataTypes: draftEntries(template.dataTypes),
        dataGroups: def.dataGroups,
      });
      setDialog('prefab');
    }
  }, [api, editPrefab, setDialog]);

  /** The open page follows what the server did to every page (decision 0017). */
  const onPrefabSaved = useCallback(
    (saved: PrefabSaved) => {
      const editor = api.getState();
      editor.prefabChanged(saved.prefab);
      const after = api.getState();
      if (saved.kind === 'updated') {
        // Only a save that changed what this page shows is a change the user could expect undo to take back.
        if (after.slots !== editor.slots || after.template !== editor.template)
          history.prefabSaved(saved.prefab.name);
      }
      // What the prefab was made from becomes a copy of it (decision 0017), as one undo step.
      if (saved.kind === 'created' && prefabRequest?.sourceBrickId)
        editor.becomeCopy(prefabRequest.sourceBrickId, saved.prefab.id);
      else if (saved.kind === 'created' && saved.prefab.prefabType === 'Template')
        editor.selectTemplatePrefab(saved.prefab.id);
      setDialog(null);
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message:
          saved.kind === 'created'
            ? t('editor.prefab_dialog.created', { name: saved.prefab.name })
            : t('editor.prefab_dialog.updated', { name: saved.prefab.name }),
      });
      later(reloadPrefabs, DELAYS.afterLibrarySave);
    },
    [api, t, later, reloadPrefabs, prefabRequest, history.prefabSaved, setDialog],
  );

  const confirmDeletePrefab = useCallback(async (): Promise<string | null> => {
    const prefab = prefabToDelete;
    if (!prefab) return null;
    try {
      await deletePrefab({ variables: { id: prefab.id } });
      api.getState().prefabDeleted(prefab.id);
      setDialog(null);
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: t('editor.prefab_delete.deleted', { name: prefab.name }),
      });
      later(reloadPrefabs, DELAYS.afterLibrarySave);
      return null;
    } catch (caught) {
      const failure = toApiError(caught);
      if (failure.statusCode === 404) {
        // Already gone: its copies on the server are plain already; here too.
        api.getState().prefabDeleted(prefab.id);
        setDialog(null);
        reloadPrefabs();
        return null;
      }
      return t(prefabErrorKey(failure));
    }
  }, [api, deletePrefab, later, prefabToDelete, reloadPrefabs, t, setDialog]);

  const panelHandlers = useMemo(
    () =>
      canWritePrefabs
        ? {
            onEditPrefab: (prefab: PrefabDef) => void editPrefab(prefab.id),
            onDeletePrefab: (prefab: PrefabDef) => {
              setPrefabToDelete(prefab);
              setDialog('prefab-delete');
            },
          }
        : {},
    [canWritePrefabs, editPrefab, setDialog],
  );

  return {
    prefabRequest,
    prefabToDelete,
    prefabLoading,
    onPrefabButton,
    onPrefabSaved,
    confirmDeletePrefab,
    panelHandlers,
  };
}
