import { Button, Group, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import {
  IconApps,
  IconArrowRight,
  IconExternalLink,
  IconFiles,
  IconHistory,
  IconPencil,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/card.module.css';
import { CardAction, CardDeleteAction } from '../../../components/card-action.tsx';
import { usePolicy } from '../../../lib/abilities.ts';
import type { App } from '../api/app-fields.ts';
import { NoHomePageBadge } from './no-home-page-badge.tsx';

interface AppCardProps {
  app: App;
  onDelete: () => void;
}

/**
 * An app (spec §2): name, description, read-only alias, the error badge when the live address has no home
 * page, and buttons for its activity, deletion, details and live page.
 */
export function AppCard({ app, onDelete }: AppCardProps) {
  const { t } = useTranslation();
  const can = usePolicy(app);
  const editable = can('app.update');
  return (
    <Paper withBorder p="lg" className={classes.card} data-testid={`app-card:${app.name}`}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={30} radius="md" variant="light">
            <IconApps size={18} />
          </ThemeIcon>
          <Title order={2} fz="h4" lineClamp={1} title={app.name} style={{ flex: 1, minWidth: 0 }}>
            {app.name}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} className={classes.description} title={app.description}>
          {app.description}
        </Text>
        <TextInput
          label={t('apps.alias')}
          size="xs"
          readOnly
          variant="filled"
          value={app.alias}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid={`app-alias:${app.name}`}
        />
        <Group gap="xs" wrap="wrap" justify="space-between" style={{ rowGap: 6 }}>
          <Group gap="md" wrap="nowrap" c="dimmed" miw={0} style={{ flex: '1 1 auto' }}>
            <Group gap={4} wrap="nowrap" miw={0}>
              <IconUsersGroup size={14} role="img" aria-label={t('apps.team')} />
              <Text size="xs" truncate="end" title={app.team.name}>
                {app.team.name}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <IconFiles size={14} aria-hidden />
              <Text size="xs">{t('apps.page_count', { count: app.pageCount })}</Text>
            </Group>
          </Group>
          {app.hasHomePage ? null : <NoHomePageBadge testId={`app-error-badge:${app.name}`} />}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs" pt="xs" className={classes.actions}>
          <Button
            component={Link}
            to={`/apps/${app.id}`}
            variant="light"
            size="xs"
            leftSection={editable ? <IconPencil size={16} /> : <IconArrowRight size={16} />}
            aria-label={t(editable ? 'apps.edit_aria' : 'apps.open_aria', { name: app.name })}
            data-testid={`app-edit:${app.name}`}
          >
            {editable ? t('apps.edit') : t('apps.open')}
          </Button>
          <Group gap={4} wrap="nowrap">
            <CardAction
              label={t('apps.activities')}
              ariaLabel={t('apps.activities_aria', { name: app.name })}
              icon={IconHistory}
              to={`/activity?appId=${encodeURIComponent(app.id)}`}
              testId={`app-activities:${app.name}`}
            />
            <CardAction
              label={t('apps.open_live')}
              ariaLabel={t('apps.open_live_aria', { name: app.name })}
              icon={IconExternalLink}
              href={app.liveUrl}
              testId={`app-open-live:${app.name}`}
            />
            {can('app.delete') ? (
              <CardDeleteAction
                ariaLabel={t('apps.delete_aria', { name: app.name })}
                onClick={onDelete}
                testId={`app-delete:${app.name}`}
              />
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
