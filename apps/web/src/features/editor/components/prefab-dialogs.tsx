import { getDefaultZIndex, LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PrefabDialog } from '../../prefabs/components/prefab-dialog.tsx';
import type { ComponentDef, TemplateDef } from '../model/types.ts';
import type { EditorDialog } from '../shortcuts.ts';
import type { useEditorPrefabs } from '../use-editor-prefabs.tsx';

type Prefabs = ReturnType<typeof useEditorPrefabs>;

interface PrefabDialogsProps {
  readonly dialog: EditorDialog | null;
  readonly appId: string;
  readonly prefabs: Prefabs;
  readonly components: ReadonlyMap<string, ComponentDef>;
  readonly templateDef: TemplateDef | null;
  readonly onClose: () => void;
}

/** The editor's prefab dialogs: make or edit a prefab, confirm a deletion, and the wait while one loads. */
export function PrefabDialogs({
  dialog,
  appId,
  prefabs,
  components,
  templateDef,
  onClose,
}: PrefabDialogsProps) {
  const { t } = useTranslation();
  const { prefabRequest, prefabToDelete, prefabLoading, onPrefabSaved, confirmDeletePrefab } = prefabs;
  return (
    <>
      <PrefabDialog
        opened={dialog === 'prefab'}
        request={prefabRequest}
        appId={appId}
        component={
          prefabRequest?.prefabType === 'Component' ? (components.get(prefabRequest.elementId) ?? null) : null
        }
        templateDef={templateDef}
        onClose={onClose}
        onSaved={onPrefabSaved}
      />
      <ConfirmDialog
        opened={dialog === 'prefab-delete'}
        onClose={onClose}
        title={t('editor.prefab_delete.title')}
        message={t('editor.prefab_delete.message', { name: prefabToDelete?.name ?? '' })}
        warning={`${t('editor.prefab_delete.warning')} ${t('editor.prefab_delete.pages', {
          count: prefabToDelete?.placedPageCount ?? 0,
        })}`}
        confirmLabel={t('editor.prefab_delete.confirm')}
        onConfirm={confirmDeletePrefab}
        testId="prefab-delete"
      />
      <LoadingOverlay
        visible={prefabLoading}
        zIndex={getDefaultZIndex('modal')}
        pos="fixed"
        loaderProps={{ 'aria-label': t('editor.prefab_dialog.loading') } as never}
        data-testid="prefab-loading"
      />
    </>
  );
}
