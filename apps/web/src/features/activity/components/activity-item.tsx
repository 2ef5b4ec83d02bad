import { Avatar, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconActivity,
  IconApps,
  IconBuilding,
  IconFile,
  IconMail,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text.tsx';
import { fullDateTime, relativeTime } from '../../../lib/relative-time.ts';
import { roleLabelKey } from '../../../lib/roles.ts';
import { sentenceOf } from '../activity-sentence.ts';
import type { Activity } from '../api/activities.ts';

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  org: IconBuilding,
  team: IconUsersGroup,
  member: IconUser,
  invitation: IconMail,
  app: IconApps,
  page: IconFile,
};

/** One line of the feed: who, what (a sentence in the user's language), on what, and when. */
interface ActivityItemProps {
  activity: Activity;
  now: Date;
  teamNames: ReadonlyMap<string, string>;
}

export function ActivityItem({ activity, now, teamNames }: ActivityItemProps) {
  const { t, i18n } = useTranslation();
  const sentence = sentenceOf(activity, teamNames);
  const roleKey = roleLabelKey(sentence.values.role);
  const actor = activity.actor?.username ?? t('activity.someone');
  const at = new Date(activity.createdAt);
  const Icon = ICONS[activity.entityType] ?? ICONS[activity.action.split('.')[0] ?? ''] ?? IconActivity;
  return (
    <Group
      component="li"
      gap="md"
      wrap="nowrap"
      align="flex-start"
      py="sm"
      data-testid="activity-item"
      data-action={activity.action}
    >
      <Avatar name={actor} color="initials" size={36} radius="xl" />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <b>{actor}</b>{' '}
          <RichText
            i18nKey={sentence.key}
            values={{ ...sentence.values, role: roleKey ? t(roleKey) : sentence.values.role }}
          />
        </Text>
        <Text
          size="xs"
          c="dimmed"
          component="time"
          dateTime={activity.createdAt}
          title={fullDateTime(at, i18n.language)}
        >
          {relativeTime(at, i18n.language, now) ?? t('activity.just_now')}
        </Text>
      </Stack>
      <ThemeIcon variant="light" color="gray" radius="xl" size={30} aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
    </Group>
  );
}
