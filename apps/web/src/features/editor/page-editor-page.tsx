import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useFrameTitle } from '../../lib/frame-title.tsx';
import { useEditorLoad } from './api/editor-page.ts';
import { PageNotFound } from './components/page-not-found.tsx';
import { EditorWorkspace } from './editor-workspace.tsx';
import { EditorStoreProvider } from './state/store.ts';

/**
 * /apps/:appId/page/:pageId, the page editor (spec studio §2, §4). Loads the page, its template, the
 * organization's components and the app's prefabs; the workspace becomes ready once they are in and the content is loaded into a
 * fresh store. 'Reload' after a save conflict loads everything again into a new store.
 */
export function PageEditorPage() {
  const { t } = useTranslation();
  const { appId = '', pageId = '' } = useParams();
  const { state, reload, attempt } = useEditorLoad(pageId, appId);
  // A page of another app under this app's address is not this app's page.
  const loaded = state.status === 'loaded' && state.data.page.app.id === appId ? state.data : null;
  useFrameTitle(loaded?.page.name ?? null);

  if (state.status === 'loading') {
    return (
      <Center h="100%" data-testid="page-editor" data-state="loading">
        <Loader aria-label={t('editor.loading')} />
      </Center>
    );
  }
  if (!loaded && (state.status === 'loaded' || state.error.statusCode === 404)) {
    return <PageNotFound appId={appId} />;
  }
  if (!loaded) {
    return (
      <Center h="100%" p="lg" bg="gray.0">
        <Stack maw={560} w="100%">
          <ErrorAlert onRetry={reload} testId="page-editor-error">
            {t('editor.load_error')} {state.status === 'error' ? t(errorKeyFor(state.error)) : null}
          </ErrorAlert>
        </Stack>
      </Center>
    );
  }
  return (
    <EditorStoreProvider key={`${loaded.page.id}:${attempt}`}>
      <EditorWorkspace load={loaded} onReload={reload} />
    </EditorStoreProvider>
  );
}
