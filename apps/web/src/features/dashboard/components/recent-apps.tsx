import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import type { RecentApp } from '../dashboard-data.ts';
import { DashboardSection, SectionEmpty } from './dashboard-section.tsx';
import classes from './recent-apps.module.css';

/** The apps changed lately, as small cards opening the app. */
export function RecentApps({ apps }: { apps: readonly RecentApp[] }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardSection
      title={t('dashboard.recent_apps.title')}
      more={
        apps.length > 0
          ? { label: t('dashboard.recent_apps.all'), to: '/apps', testId: 'dashboard-all-apps' }
          : undefined
      }
      testId="dashboard-recent-apps"
    >
      {apps.length === 0 ? (
        <SectionEmpty testId="dashboard-recent-apps-empty">
          <Text size="sm" c="dimmed">
            {t('dashboard.recent_apps.empty')}
          </Text>
          <Button component={Link} to="/apps" variant="light" size="xs" leftSection={<IconPlus size={16} />}>
            {t('dashboard.recent_apps.create')}
          </Button>
        </SectionEmpty>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {apps.map((app) => (
            <UnstyledButton
              key={app.id}
              component={Link}
              to={`/apps/${app.id}`}
              className={classes.card}
              data-testid={`recent-app:${app.name}`}
            >
              <Paper withBorder p="md" radius="md" className={classes.paper}>
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} truncate>
                      {app.name}
                    </Text>
                    {app.livePageCount > 0 ? (
                      <Badge color="teal" variant="light" size="sm" style={{ flexShrink: 0 }}>
                        {t('dashboard.recent_apps.live', {
                          count: app.livePageCount,
                          formatted: formatNumber(app.livePageCount, i18n.language),
                        })}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {app.team.name} ·{' '}
                    {t('dashboard.recent_apps.pages', {
                      count: app.pageCount,
                      formatted: formatNumber(app.pageCount, i18n.language),
                    })}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}
