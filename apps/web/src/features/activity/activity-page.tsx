import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconFilter, IconHistory } from '@tabler/icons-react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/list-states.tsx';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import { useActivityFeed } from './api/activities.ts';
import { useTeamNames } from './api/team-names.ts';
import { ActivityItem } from './components/activity-item.tsx';

/**
 * What was done in the current organization, newest first, page by page. `?appId=` narrows it to one
 * app (the app cards' activities button opens it so).
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const [params] = useSearchParams();
  const appId = params.get('appId');
  const hasOrg = Boolean(me?.currentOrg);
  const feed = useActivityFeed(appId, hasOrg);
  const teamNames = useTeamNames(hasOrg);
  // One "now" per load keeps every relative time of the list consistent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the items change, on purpose
  const now = useMemo(() => new Date(), [feed.items]);

  if (!hasOrg) {
    return (
      <EmptyState
        testId="activity-no-org"
        icon={<IconBuilding size={30} />}
        title={t('activity.no_org_title')}
        description={t('activity.no_org_description')}
        action={
          <Button component={Link} to="/organization" variant="light">
            {t('menu.organization')}
          </Button>
        }
      />
    );
  }

  const filter = appId ? (
    <Group gap="xs" data-testid="activity-filter">
      <IconFilter size={16} />
      <Text size="sm" c="dimmed">
        {t('activity.filtered')}
      </Text>
      <Anchor component={Link} to="/activity" size="sm">
        {t('activity.clear_filter')}
      </Anchor>
    </Group>
  ) : null;

  let body: ReactNode;
  if (feed.loading) {
    body = <LoadingState testId="activity-loading" />;
  } else if (feed.error && feed.items.length === 0) {
    body = (
      <ErrorAlert onRetry={feed.reload} testId="activity-error">
        {t('activity.load_error')} {t(errorKeyFor(feed.error))}
      </ErrorAlert>
    );
  } else if (feed.items.length === 0) {
    body = (
      <EmptyState
        testId="activity-empty"
        icon={<IconHistory size={30} />}
        title={t('activity.empty_title')}
        description={t('activity.empty_description')}
      />
    );
  } else {
    body = (
      <Paper withBorder px="lg" py="xs">
        <Stack
          gap={0}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('activity.feed_label')}
          data-testid="activity-feed"
        >
          {feed.items.map((activity, index) => (
            <Fragment key={activity.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <ActivityItem activity={activity} now={now} teamNames={teamNames} />
            </Fragment>
          ))}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="lg" data-testid="activity">
      {filter}
      {body}
      {feed.error && feed.items.length > 0 ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t(errorKeyFor(feed.error))}
        </Alert>
      ) : null}
      {feed.hasMore && !feed.loading ? (
        <Group justify="center">
          <Button
            variant="default"
            loading={feed.loadingMore}
            onClick={feed.loadMore}
            data-testid="activity-load-more"
          >
            {t('activity.load_more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
