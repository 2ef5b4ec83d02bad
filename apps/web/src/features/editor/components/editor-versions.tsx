import { useApolloClient } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { IconRestore, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { fetchPageLiveState, type PageLiveState } from '../../publishing/api/page-live-state.ts';
import { fetchPageVersionContent } from '../../publishing/api/page-version-content.ts';
import type { PageVersion } from '../../publishing/api/version-fields.ts';
import { VersionsDialog } from '../../publishing/components/versions-dialog.tsx';
import { RESTORE_PARAM } from '../../publishing/publish-status.ts';
import type { EditorLoad } from '../api/editor-page.ts';
import type { EditorStore } from '../state/store.ts';

/**
 * "Restore into editor" (decision 0025): reads the version's content and applies it to the draft as one
 * undoable, unsaved edit, then says so (test id `version-restored`). False when it could not be read.
 */
export function useRestoreVersion(api: EditorStore, pageId: string) {
  const { t } = useTranslation();
  const client = useApolloClient();
  return useCallback(
    async (versionId: string): Promise<boolean> => {
      try {
        const { version, content } = await fetchPageVersionContent(client, versionId);
        // A version of another page (an address edited by hand) is not this page's.
        if (version.pageId !== pageId) throw new Error('version of another page');
        api.getState().restore(content);
        notifications.show({
          id: 'version-restored',
          color: 'blue',
          icon: <IconRestore size={18} />,
          message: (
            <span data-testid="version-restored">
              {t('publishing.versions.restored', { number: version.number })}
            </span>
          ),
          autoClose: 8000,
        });
        return true;
      } catch (caught) {
        notifications.show({
          color: 'red',
          icon: <IconX size={18} />,
          title: t('publishing.versions.restore_failed'),
          message: t(errorKeyFor(toApiError(caught))),
        });
        return false;
      }
    },
    [api, client, pageId, t],
  );
}

/**
 * The editor opened from the page card's "Restore into editor" (`?restore={versionId}`): once the page is
 * loaded, the version is restored into the draft and the parameter leaves the address (a reload does not
 * restore it again).
 */
export function useRestoreFromAddress(api: EditorStore, pageId: string, ready: boolean, canEdit: boolean) {
  const [params, setParams] = useSearchParams();
  const restoreVersion = useRestoreVersion(api, pageId);
  const versionId = params.get(RESTORE_PARAM);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !versionId || done.current === versionId) return;
    done.current = versionId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESTORE_PARAM);
        return next;
      },
      { replace: true },
    );
    if (canEdit) void restoreVersion(versionId);
  }, [ready, versionId, canEdit, restoreVersion, setParams]);
}

interface EditorVersionsProps {
  opened: boolean;
  page: EditorLoad['page'];
  /** The page's name as the editor shows it (its settings may have been renamed since loading). */
  name: string;
  url: string;
  liveUrl: string;
  canPublish: boolean;
  canEdit: boolean;
  api: EditorStore;
  onClose: () => void;
  /** A rollback or publish changed what is live: the live state as the server has it now. */
  onLiveChanged: (state: PageLiveState) => void;
}

/** The Versions dialog opened from the editor's toolbar: "Restore into editor" restores into this draft. */
export function EditorVersions(props: EditorVersionsProps) {
  const { opened, page, api, onClose, onLiveChanged } = props;
  const client = useApolloClient();
  const restoreVersion = useRestoreVersion(api, page.id);
  const onRestore = useCallback(
    (version: PageVersion) => {
      void restoreVersion(version.id).then((restored) => {
        if (restored) onClose();
      });
    },
    [onClose, restoreVersion],
  );
  if (!opened) return null;
  return (
    <VersionsDialog
      appId={page.app.id}
      page={{ id: page.id, name: props.name, url: props.url, liveUrl: props.liveUrl }}
      canPublish={props.canPublish}
      onRestore={props.canEdit ? onRestore : undefined}
      onClose={onClose}
      onChanged={() => void fetchPageLiveState(client, page.id).then(onLiveChanged, () => undefined)}
    />
  );
}
