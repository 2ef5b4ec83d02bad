import { Button, Group, Text, TextInput } from '@mantine/core';
import {
  IconApps,
  IconArrowRight,
  IconExternalLink,
  IconFiles,
  IconHistory,
  IconPencil,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardAction, CardDeleteAction } from '../../../components/card-action.tsx';
import { ListCard } from '../../../components/list-card.tsx';
import { usePolicy } from '../../../lib/abilities.ts';
import type { App } from '../api/app-fields.ts';
import { hasLiveSite } from '../app-values.ts';
import { NoHomePageBadge } from './no-home-page-badge.tsx';

interface AppCardProps {
  app: App;
  onDelete: () => void;
}

/**
 * An app (spec §2): name, description, read-only alias, how many of its pages are live, the error badge when
 * the live address has no home page, and buttons for its activity, deletion, details and live page.
 */
export function AppCard({ app, onDelete }: AppCardProps) {
  const { t } = useTranslation();
  const can = usePolicy(app);
  const editable = can('app.update');
  return (
    <ListCard
      testId={`app-card:${app.name}`}
      icon={<IconApps size={18} />}
      name={app.name}
      description={app.description}
      descriptionLines={3}
      primary={
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
      }
      actions={
        <>
          <CardAction
            label={t('apps.activities')}
            ariaLabel={t('apps.activities_aria', { name: app.name })}
            icon={IconHistory}
            to={`/activity?appId=${encodeURIComponent(app.id)}`}
            testId={`app-activities:${app.name}`}
          />
          {hasLiveSite(app) ? (
            <CardAction
              label={t('apps.open_live')}
              ariaLabel={t('apps.open_live_aria', { name: app.name })}
              icon={IconExternalLink}
              href={app.liveUrl}
              testId={`app-open-live:${app.name}`}
            />
          ) : null}
          {can('app.delete') ? (
            <CardDeleteAction
              ariaLabel={t('apps.delete_aria', { name: app.name })}
              onClick={onDelete}
              testId={`app-delete:${app.name}`}
            />
          ) : null}
        </>
      }
    >
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
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <IconWorld size={14} aria-hidden />
            <Text size="xs" data-testid="app-live-count" data-count={app.livePageCount}>
              {t('publishing.app.live_count', { count: app.livePageCount })}
            </Text>
          </Group>
        </Group>
        {app.hasHomePage ? null : <NoHomePageBadge testId={`app-error-badge:${app.name}`} />}
      </Group>
    </ListCard>
  );
}
