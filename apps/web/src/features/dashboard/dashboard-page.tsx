import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/list-states.tsx';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import { useDashboardData } from './api/dashboard.ts';
import { FirstSteps } from './components/first-steps.tsx';
import { LatestActivity } from './components/latest-activity.tsx';
import { RecentApps } from './components/recent-apps.tsx';
import { RecentPages } from './components/recent-pages.tsx';
import { firstSteps, recentApps, recentPages } from './dashboard-data.ts';

const RECENT_PAGES = 5;
const RECENT_APPS = 4;
const LATEST_ACTIVITY = 5;

/**
 * The signed-in start page (issue 21): recent pages and apps, what changed lately, and the first steps
 * of a new organization, checked from real data. Without an organization it points to creating one.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const org = me?.currentOrg ?? null;
  const { data, loading, error, refetch } = useDashboardData(Boolean(org));
  // One "now" per answer keeps every relative time of the screen consistent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the data changes, on purpose
  const now = useMemo(() => new Date(), [data]);
  const view = useMemo(() => {
    if (!data) return null;
    return {
      pages: recentPages(data.activities, data.apps, RECENT_PAGES),
      apps: recentApps(data.apps, data.activities, RECENT_APPS),
      steps: firstSteps({ hasOrg: true, teams: data.teams, apps: data.apps }),
      teamNames: new Map(data.teams.map((team) => [team.id, team.name] as const)),
    };
  }, [data]);

  const greeting = (
    <Stack gap={4}>
      <Title order={2} fz="h3" data-testid="dashboard-greeting">
        {t('dashboard.greeting', { name: me?.username ?? '' })}
      </Title>
      <Text c="dimmed">
        {org ? t('dashboard.intro_org', { org: org.name }) : t('dashboard.intro_no_org')}
      </Text>
    </Stack>
  );

  if (!org) {
    return (
      <Stack gap="lg" data-testid="dashboard" data-state="no-org">
        {greeting}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p="xl" h="100%">
              <Stack align="flex-start" gap="md">
                <IconBuilding
                  size={36}
                  stroke={1.4}
                  color="var(--mantine-primary-color-filled)"
                  aria-hidden
                />
                <Title order={2} fz="h4">
                  {t('dashboard.no_org_title')}
                </Title>
                <Text c="dimmed" size="sm" maw={440}>
                  {t('dashboard.no_org_description')}
                </Text>
                <Button component={Link} to="/organization" data-testid="dashboard-create-org">
                  {t('dashboard.create_org')}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <FirstSteps steps={firstSteps({ hasOrg: false, teams: [], apps: [] })} />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  let body = null;
  if (loading || (!view && !error)) {
    body = <LoadingState testId="dashboard-loading" />;
  } else if (!view) {
    body = (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="dashboard-error">
        {t('dashboard.load_error')} {error ? t(errorKeyFor(toApiError(error))) : null}
      </ErrorAlert>
    );
  } else {
    const setUp = view.steps.every((step) => step.done);
    body = (
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <RecentPages pages={view.pages} now={now} />
            <RecentApps apps={view.apps} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {setUp ? null : <FirstSteps steps={view.steps} />}
            <LatestActivity
              activities={data?.activities.slice(0, LATEST_ACTIVITY) ?? []}
              teamNames={view.teamNames}
              now={now}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack gap="lg" data-testid="dashboard" data-state={view ? 'ready' : loading ? 'loading' : 'error'}>
      {greeting}
      {body}
    </Stack>
  );
}
