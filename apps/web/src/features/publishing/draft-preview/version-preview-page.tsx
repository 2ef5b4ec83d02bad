import { useQuery } from '@apollo/client';
import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { useFrameTitle } from '../../../lib/frame-title.tsx';
import { useEditorLoad } from '../../editor/api/editor-page.ts';
import { PageNotFound } from '../../editor/components/page-not-found.tsx';
import { PAGE_VERSION_CONTENT_QUERY } from '../api/page-version-content.ts';
import { DraftPreview } from './draft-preview-page.tsx';

/**
 * /apps/:appId/page/:pageId/versions/:versionId/preview (issue 21): a published version of the page, in the
 * draft preview's sandboxed frame, with the page's template and today's components (what "Restore into
 * editor" would load). Opened in a new tab from the Versions dialog; anyone who can see the page may open it
 * (page.read). A version of another page, or an unknown one, is "page not found".
 */
export function VersionPreviewPage() {
  const { t } = useTranslation();
  const { appId = '', pageId = '', versionId = '' } = useParams();
  const { state, reload } = useEditorLoad(pageId, appId);
  const version = useQuery(PAGE_VERSION_CONTENT_QUERY, { variables: { id: versionId } });
  const found = version.data?.pageVersionContent;
  const loaded =
    state.status === 'loaded' && state.data.page.app.id === appId && found?.version.pageId === pageId
      ? state.data
      : null;
  useFrameTitle(
    loaded && found
      ? `${loaded.page.name} · ${t('publishing.version_preview.badge', { number: found.version.number })}`
      : null,
  );

  if (state.status === 'loading' || version.loading) {
    return (
      <Center h="100%" data-testid="draft-preview" data-state="loading">
        <Loader aria-label={t('publishing.version_preview.loading')} />
      </Center>
    );
  }
  const versionError = version.error ? toApiError(version.error) : null;
  const missing =
    (state.status === 'error' && state.error.statusCode === 404) ||
    versionError?.statusCode === 404 ||
    (state.status === 'loaded' && !versionError && !loaded);
  if (missing) return <PageNotFound appId={appId} />;
  if (!loaded || !found) {
    const failure = state.status === 'error' ? state.error : versionError;
    return (
      <Center h="100%" p="lg" bg="gray.0">
        <Stack maw={560} w="100%">
          <ErrorAlert
            onRetry={() => {
              reload();
              void version.refetch().catch(() => undefined);
            }}
            testId="draft-preview-error"
          >
            {t('publishing.version_preview.load_error')} {failure ? t(errorKeyFor(failure)) : null}
          </ErrorAlert>
        </Stack>
      </Center>
    );
  }
  return (
    <DraftPreview
      key={found.version.id}
      load={loaded}
      version={{ number: found.version.number, content: found.content }}
    />
  );
}
