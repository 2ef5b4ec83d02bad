import { Badge, Button, Group, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconFile, IconHome, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/card.module.css';
import { CardAction, CardDeleteAction } from '../../../components/card-action.tsx';
import { usePolicy } from '../../../lib/abilities.ts';
import type { AppPage } from '../api/page-fields.ts';

interface PageCardProps {
  appId: string;
  page: AppPage;
  onDelete: () => void;
}

/** A page of the app: name, SEO title, read-only URL, and buttons for the editor, the live page and deletion. */
export function PageCard({ appId, page, onDelete }: PageCardProps) {
  const { t } = useTranslation();
  const can = usePolicy(page);
  const home = page.url === '/';
  return (
    <Paper withBorder p="lg" className={classes.card} data-testid={`page-card:${page.name}`}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={30} radius="md" variant="light" color={home ? 'teal' : undefined}>
            {home ? <IconHome size={18} /> : <IconFile size={18} />}
          </ThemeIcon>
          <Title order={3} fz="h4" lineClamp={1} title={page.name} style={{ flex: 1, minWidth: 0 }}>
            {page.name}
          </Title>
          {home ? (
            <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
              {t('app_pages.home')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} className={classes.description} title={page.title}>
          {page.title}
        </Text>
        <TextInput
          label={t('app_pages.url')}
          aria-label={t('app_pages.url_of', { name: page.name })}
          size="xs"
          readOnly
          variant="filled"
          value={page.url}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid={`page-url:${page.name}`}
        />
        <Group justify="space-between" wrap="nowrap" gap="xs" pt="xs" className={classes.actions}>
          <Button
            component={Link}
            to={`/apps/${appId}/page/${page.id}`}
            variant="light"
            size="xs"
            leftSection={<IconLayoutDashboard size={16} />}
            aria-label={t('app_pages.open_aria', { name: page.name })}
            data-testid={`page-open:${page.name}`}
          >
            {t('app_pages.open')}
          </Button>
          <Group gap={4} wrap="nowrap">
            <CardAction
              label={t('apps.open_live')}
              ariaLabel={t('app_pages.open_live_aria', { name: page.name })}
              icon={IconExternalLink}
              href={page.liveUrl}
              testId={`page-open-live:${page.name}`}
            />
            {can('page.delete') ? (
              <CardDeleteAction
                ariaLabel={t('app_pages.delete_aria', { name: page.name })}
                onClick={onDelete}
                testId={`page-delete:${page.name}`}
              />
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
