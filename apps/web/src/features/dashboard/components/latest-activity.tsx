import { Divider, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../activity/api/activities.ts';
import { ActivityItem } from '../../activity/components/activity-item.tsx';
import { DashboardSection, SectionEmpty } from './dashboard-section.tsx';

interface LatestActivityProps {
  activities: readonly Activity[];
  teamNames: ReadonlyMap<string, string>;
  now: Date;
}

/** The newest lines of the activity feed, with a link to the whole feed. */
export function LatestActivity({ activities, teamNames, now }: LatestActivityProps) {
  const { t } = useTranslation();
  return (
    <DashboardSection
      title={t('dashboard.activity.title')}
      more={
        activities.length > 0
          ? { label: t('dashboard.activity.all'), to: '/activity', testId: 'dashboard-all-activity' }
          : undefined
      }
      testId="dashboard-activity"
    >
      {activities.length === 0 ? (
        <SectionEmpty testId="dashboard-activity-empty">
          <Text size="sm" c="dimmed">
            {t('dashboard.activity.empty')}
          </Text>
        </SectionEmpty>
      ) : (
        <Stack
          gap={0}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('activity.feed_label')}
        >
          {activities.map((activity, index) => (
            <Fragment key={activity.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <ActivityItem activity={activity} now={now} teamNames={teamNames} />
            </Fragment>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
