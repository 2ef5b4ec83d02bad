import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconExternalLink,
  IconFileUnknown,
  IconHourglassEmpty,
  IconLayoutBoard,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/list-states.tsx';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useFrameTitle } from '../../lib/frame-title.tsx';
import { usePageQuery } from './api/page.ts';
import { slotSummary } from './page-slots.ts';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * /apps/:appId/page/:pageId. The visual editor is the next release's; until then this is an honest overview
 * of the page: its settings, its template's slots with what they hold, and its live page.
 */
export function PageOverviewPage() {
  const { t } = useTranslation();
  const { appId = '', pageId = '' } = useParams();
  const { data, loading, error, refetch } = usePageQuery(pageId);
  // A page of another app under this app's address is not this app's page.
  const page = data?.page && data.page.app.id === appId ? data.page : null;
  useFrameTitle(page?.name ?? null);

  const failure = error ? toApiError(error) : null;
  if (loading && !page) {
    return <LoadingState testId="page-overview-loading" />;
  }
  if (!page && (!failure || failure.statusCode === 404)) {
    return (
      <EmptyState
        testId="page-not-found"
        color="gray"
        icon={<IconFileUnknown size={30} />}
        title={t('errors.page_not_found')}
        description={t('app_pages.overview.not_found_description')}
        action={
          <Button
            component={Link}
            to={appId ? `/apps/${appId}` : '/apps'}
            variant="light"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('app_pages.overview.back_to_app')}
          </Button>
        }
      />
    );
  }
  if (!page) {
    return (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="page-overview-error">
        {t('app_pages.overview.load_error')} {failure ? t(errorKeyFor(failure)) : null}
      </ErrorAlert>
    );
  }

  const slots = slotSummary(page.content);
  return (
    <Stack gap="lg" data-testid="page-overview">
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <Title order={2} fz="h4">
                {t('app_pages.overview.settings')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('app_pages.overview.in_app', { app: page.app.name })}
              </Text>
            </Stack>
            <Button
              component="a"
              href={page.liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconExternalLink size={16} />}
              style={{ flexShrink: 0 }}
              data-testid="page-overview-open-live"
            >
              {t('apps.open_live')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <Field label={t('app_pages.overview.url')} testId="page-overview-url">
              <Text span ff="monospace" size="sm">
                {page.url}
              </Text>
            </Field>
            <Field label={t('app_pages.overview.title')} testId="page-overview-title">
              {page.title}
            </Field>
            <Field label={t('app_pages.overview.template')} testId="page-overview-template">
              {page.template.name}
            </Field>
            <Field label={t('app_pages.overview.tags')}>
              <Group gap={6} component="span">
                {page.tags.map((tag) => (
                  <Badge key={tag} variant="light" color="gray" component="span">
                    {tag}
                  </Badge>
                ))}
              </Group>
            </Field>
          </SimpleGrid>
          <Field label={t('app_pages.overview.description')}>{page.description}</Field>
        </Stack>
      </Paper>

      <Paper withBorder p="lg" component="section" aria-labelledby="page-slots-title">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="page-slots-title">
              {t('app_pages.overview.slots')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('app_pages.overview.slots_description', { template: page.template.name })}
            </Text>
          </Stack>
          {slots ? (
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" verticalSpacing="sm">
              {slots.map((slot) => (
                <Paper
                  key={slot.name}
                  withBorder
                  p="sm"
                  bg="gray.0"
                  data-testid={`page-overview-slot:${slot.name}`}
                  data-bricks={slot.bricks}
                >
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" size={30} radius="md" aria-hidden>
                      <IconLayoutBoard size={18} />
                    </ThemeIcon>
                    <Stack gap={0} miw={0}>
                      <Text fw={600} size="sm" ff="monospace">
                        {slot.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('app_pages.overview.bricks', { count: slot.bricks })}
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          ) : (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              data-testid="page-overview-unreadable"
            >
              {t('app_pages.overview.content_unreadable')}
            </Alert>
          )}
        </Stack>
      </Paper>

      <EmptyState
        testId="page-editor-coming-soon"
        icon={<IconHourglassEmpty size={30} />}
        title={t('app_pages.overview.editor_title')}
        description={t('app_pages.overview.editor_description')}
      />
    </Stack>
  );
}
