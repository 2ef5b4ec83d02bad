import { Button, Group, Stack, Text } from '@mantine/core';
import {
  IconApps,
  IconArrowLeft,
  IconDatabase,
  IconExternalLink,
  IconHistory,
  IconInbox,
  IconPhoto,
  IconRocket,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/list-states.tsx';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useFrameTitle } from '../../lib/frame-title.tsx';
import { collectionsPath } from '../collections/paths.ts';
import { submissionsPath } from '../forms/paths.ts';
import { MediaManagerOnDemand } from '../media/lazy.tsx';
import { usePublishApp } from '../publishing/api/publish-app.ts';
import { PublishDialog } from '../publishing/components/publish-dialog.tsx';
import { notifyAppPublished } from '../publishing/components/publish-notices.tsx';
import { useAppQuery } from './api/app.ts';
import type { App } from './api/app-fields.ts';
import { hasLiveSite } from './app-values.ts';
import { AppInfoForm } from './components/app-info-form.tsx';
import { NoHomePageBadge } from './components/no-home-page-badge.tsx';
import { PagesSection } from './components/pages-section.tsx';

/**
 * /apps/:appId (spec §2): the app's info form, its live page and activity, and its pages; publishers publish
 * every page at once from here (issue 10).
 */
export function AppDetailsPage() {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  const { data, loading, error, refetch } = useAppQuery(appId);
  const [mediaOpened, setMediaOpened] = useState(false);
  const [publishOpened, setPublishOpened] = useState(false);
  const app = data?.app ?? null;
  useFrameTitle(app?.name ?? null);

  const failure = error ? toApiError(error) : null;
  if (loading && !app) {
    return <LoadingState testId="app-loading" />;
  }
  if (failure?.statusCode === 404 || (!app && !failure)) {
    return (
      <EmptyState
        testId="app-not-found"
        color="gray"
        icon={<IconApps size={30} />}
        title={t('errors.app_not_found')}
        description={t('apps.details.not_found_description')}
        action={
          <Button component={Link} to="/apps" variant="light" leftSection={<IconArrowLeft size={16} />}>
            {t('apps.details.back_to_list')}
          </Button>
        }
      />
    );
  }
  if (!app) {
    return (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="app-error">
        {t('apps.details.load_error')} {failure ? t(errorKeyFor(failure)) : null}
      </ErrorAlert>
    );
  }

  return (
    <Stack gap="lg" data-testid="app-details">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="wrap" c="dimmed">
          <Group gap={6} wrap="nowrap">
            <IconUsersGroup size={16} role="img" aria-label={t('apps.team')} />
            <Text size="sm" data-testid="app-team">
              {app.team.name}
            </Text>
          </Group>
          <Text size="sm" ff="monospace" title={app.liveUrl} data-testid="app-live-address">
            {app.org.alias}--{app.alias}
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconWorld size={16} aria-hidden />
            <Text size="sm" data-testid="app-live-count" data-count={app.livePageCount}>
              {t('publishing.app.live_count', { count: app.livePageCount })}
            </Text>
          </Group>
          {app.hasHomePage ? null : <NoHomePageBadge testId="app-details-error-badge" />}
        </Group>
        <Group gap="xs" wrap="wrap">
          {allows(app, 'page.publish') ? (
            <Button
              leftSection={<IconRocket size={16} />}
              onClick={() => setPublishOpened(true)}
              disabled={app.pageCount === 0}
              title={
                app.pageCount === 0 ? t('publishing.app.no_pages') : t('publishing.app.publish_all_help')
              }
              data-testid="app-publish-all"
            >
              {t('publishing.app.publish_all')}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPhoto size={16} />}
            onClick={() => setMediaOpened(true)}
            data-testid="app-media"
          >
            {t('media.open_library')}
          </Button>
          <Button
            component={Link}
            to={collectionsPath(app.id)}
            variant="default"
            leftSection={<IconDatabase size={16} />}
            data-testid="app-collections"
          >
            {t('collections.open')}
          </Button>
          {allows(app, 'form.readSubmissions') ? (
            <Button
              component={Link}
              to={submissionsPath(app.id)}
              variant="default"
              leftSection={<IconInbox size={16} />}
              data-testid="app-submissions"
            >
              {t('submissions.open')}
            </Button>
          ) : null}
          <Button
            component={Link}
            to={`/activity?appId=${encodeURIComponent(app.id)}`}
            variant="default"
            leftSection={<IconHistory size={16} />}
            data-testid="app-activities"
          >
            {t('apps.activities')}
          </Button>
          {hasLiveSite(app) ? (
            <Button
              component="a"
              href={app.liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconExternalLink size={16} />}
              aria-label={t('apps.open_live_aria', { name: app.name })}
              data-testid="app-open-live"
            >
              {t('apps.open_live')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <AppInfoForm key={app.id} app={app} />
      <PagesSection
        key={`pages-${app.id}`}
        app={app}
        onPagesChanged={() => void refetch().catch(() => undefined)}
      />
      <MediaManagerOnDemand appId={app.id} opened={mediaOpened} onClose={() => setMediaOpened(false)} />
      <PublishAllDialog app={app} opened={publishOpened} onClose={() => setPublishOpened(false)} />
    </Stack>
  );
}

/**
 * "Publish all pages" (test ids as every publish confirmation: `publish-confirm-dialog`, `publish-confirm`,
 * `publish-cancel`): publishApp, then the app and its page list are read again (live count, badges).
 */
function PublishAllDialog({ app, opened, onClose }: { app: App; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [publishApp] = usePublishApp();

  async function confirm(): Promise<string | null> {
    try {
      const result = await publishApp({
        variables: { id: app.id },
        // The page cards' badges and the app's live count come from these (active) queries.
        refetchQueries: ['App', 'Pages'],
      });
      notifyAppPublished(t, result.data?.publishApp ?? [], app);
      onClose();
      return null;
    } catch (caught) {
      return `${t('publishing.app.failed')}: ${t(errorKeyFor(toApiError(caught)))}`;
    }
  }

  return (
    <PublishDialog
      opened={opened}
      onClose={onClose}
      title={t('publishing.app.title')}
      message={t('publishing.app.question', { count: app.pageCount, name: app.name })}
      explanation={t('publishing.app.explanation')}
      confirmLabel={t('publishing.app.confirm')}
      onConfirm={confirm}
    />
  );
}
