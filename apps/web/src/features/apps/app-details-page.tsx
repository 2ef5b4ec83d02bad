import { Button, Group, Stack, Text } from '@mantine/core';
import {
  IconApps,
  IconArrowLeft,
  IconExternalLink,
  IconHistory,
  IconPhoto,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/list-states.tsx';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useFrameTitle } from '../../lib/frame-title.tsx';
import { MediaManagerOnDemand } from '../media/lazy.tsx';
import { useAppQuery } from './api/app.ts';
import { AppInfoForm } from './components/app-info-form.tsx';
import { NoHomePageBadge } from './components/no-home-page-badge.tsx';
import { PagesSection } from './components/pages-section.tsx';

/** /apps/:appId (spec §2): the app's info form, its live page and activity, and its pages. */
export function AppDetailsPage() {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  const { data, loading, error, refetch } = useAppQuery(appId);
  const [mediaOpened, setMediaOpened] = useState(false);
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
          {app.hasHomePage ? null : <NoHomePageBadge testId="app-details-error-badge" />}
        </Group>
        <Group gap="xs" wrap="wrap">
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
            to={`/activity?appId=${encodeURIComponent(app.id)}`}
            variant="default"
            leftSection={<IconHistory size={16} />}
            data-testid="app-activities"
          >
            {t('apps.activities')}
          </Button>
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
        </Group>
      </Group>
      <AppInfoForm key={app.id} app={app} />
      <PagesSection
        key={`pages-${app.id}`}
        app={app}
        onPagesChanged={() => void refetch().catch(() => undefined)}
      />
      <MediaManagerOnDemand appId={app.id} opened={mediaOpened} onClose={() => setMediaOpened(false)} />
    </Stack>
  );
}
