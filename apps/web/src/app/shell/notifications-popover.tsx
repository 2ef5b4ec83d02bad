import { ActionIcon, Badge, Divider, Group, Indicator, Popover, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SampleKey = 'components_updated' | 'build_issues' | 'build_failed';

/** The spec's sample items; real notifications arrive with builds and publishing. */
const SAMPLES: ReadonlyArray<{ key: SampleKey; color: string; icon: ReactNode }> = [
  { key: 'components_updated', color: 'teal', icon: <IconCircleCheck size={18} /> },
  { key: 'build_issues', color: 'yellow', icon: <IconAlertTriangle size={18} /> },
  { key: 'build_failed', color: 'red', icon: <IconCircleX size={18} /> },
];

export function NotificationsPopover() {
  const { t } = useTranslation();
  return (
    <Popover width={320} position="bottom-end" shadow="md" withArrow>
      {/* The target is the button itself: aria-expanded belongs on it, not on the indicator around it. */}
      <Indicator size={8} offset={6} color="red" processing={false}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('notifications.open')}
            data-testid="notifications-button"
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} data-testid="notifications-popover">
        <Group justify="space-between" px="md" py="sm">
          <Text fw={650}>{t('notifications.title')}</Text>
          <Badge variant="light" color="gray" size="sm">
            {t('notifications.samples')}
          </Badge>
        </Group>
        <Divider />
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {SAMPLES.map((sample) => (
            <Group
              key={sample.key}
              component="li"
              gap="sm"
              px="md"
              py="sm"
              wrap="nowrap"
              align="flex-start"
              data-testid={`notification:${sample.key}`}
            >
              <ThemeIcon variant="light" color={sample.color} radius="xl" size={30}>
                {sample.icon}
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600}>
                  {t(`notifications.${sample.key}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`notifications.${sample.key}_detail`)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
