import { Badge, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconHistory, IconRocket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { fullDateTime, relativeTime } from '../../../lib/relative-time.ts';
import { usePageVersionsQuery } from '../api/page-versions.ts';
import { useRollbackPage } from '../api/rollback-page.ts';
import type { PageVersion } from '../api/version-fields.ts';
import { summariseRenderErrors } from '../publish-status.ts';
import { PagePublishDialog, type PublishTarget } from './page-publish-dialog.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { notifyRolledBack, renderErrorText } from './publish-notices.tsx';

interface VersionsDialogProps {
  page: PublishTarget;
  /** The signed-in user holds 'page.publish' on the page: rollback and publish are offered. */
  canPublish: boolean;
  onClose: () => void;
  /** A publish or a rollback changed what is live: the caller reloads the page (and the app). */
  onChanged: () => void;
}

const VERSION_LIST_TEST_IDS = {
  loading: 'page-versions-loading',
  error: 'page-versions-error',
  empty: 'page-versions-empty',
  noResults: 'page-versions-no-results',
  clearSearch: 'page-versions-clear-search',
  loadMore: 'page-versions-load-more',
};

/**
 * The page's published versions, newest first (test id `page-versions-dialog`): each row
 * (`page-version:{number}`) says when and by whom, marks the live one (`page-version-live`) and any
 * render errors, and offers "Roll back" (`page-version-rollback:{number}`) on the others, after a
 * confirmation. Pages of 20 with "Load more"; an empty state with Publish for a page never published.
 */
export function VersionsDialog({ page, canPublish, onClose, onChanged }: VersionsDialogProps) {
  const { t, i18n } = useTranslation();
  const { data, previousData, loading, error, refetch, loadMore } = usePageVersionsQuery(page.id);
  const [rollbackPage] = useRollbackPage();
  const [rollingBack, setRollingBack] = useState<PageVersion | null>(null);
  const [publishing, setPublishing] = useState(false);
  // Read once per opening: relative times do not tick while the dialog is open.
  const [now] = useState(() => new Date());

  const shown = data ?? previousData;
  const versions = useMemo(() => shown?.pageVersions.edges.map((edge) => edge.node) ?? [], [shown]);
  const hasNextPage = Boolean(shown?.pageVersions.pageInfo.hasNextPage);
  const refreshList = () => void refetch().catch(() => undefined);

  async function confirmRollback(version: PageVersion): Promise<string | null> {
    try {
      const result = await rollbackPage({ variables: { id: page.id, versionId: version.id } });
      notifyRolledBack(t, result.data?.rollbackPage ?? version, page.liveUrl);
      setRollingBack(null);
      refreshList();
      onChanged();
      return null;
    } catch (caught) {
      return `${t('publishing.versions.rollback_failed')}: ${t(errorKeyFor(toApiError(caught)))}`;
    }
  }

  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={t('publishing.versions.title', { name: page.name })}
        size="lg"
        centered
      >
        <Stack gap="md" data-testid="page-versions-dialog" aria-busy={loading}>
          <ListStates
            loaded={shown !== undefined}
            loading={loading}
            error={error}
            loadError={t('publishing.versions.load_error')}
            onRetry={refreshList}
            errorUnderList
            empty={versions.length === 0}
            emptyState={{
              icon: <IconHistory size={30} />,
              title: t('publishing.versions.empty_title'),
              description: canPublish
                ? t('publishing.versions.empty_description')
                : t('publishing.versions.empty_description_reader'),
              action: canPublish ? (
                <Button
                  leftSection={<IconRocket size={16} />}
                  onClick={() => setPublishing(true)}
                  data-testid="page-versions-publish"
                >
                  {t('publishing.publish')}
                </Button>
              ) : null,
            }}
            // The list has no search.
            noResults={false}
            noResultsState={{ title: '', description: '' }}
            onClearSearch={() => undefined}
            hasNextPage={hasNextPage}
            loadMore={loadMore}
            loadMoreLabel={t('publishing.versions.load_more')}
            testIds={VERSION_LIST_TEST_IDS}
          >
            <Stack gap="xs" component="ul" aria-label={t('publishing.versions.list_label')} p={0} m={0}>
              {versions.map((version) => (
                <VersionRow
                  key={version.id}
                  version={version}
                  pageUrl={page.url}
                  now={now}
                  locale={i18n.language}
                  canRollBack={canPublish && !version.isLive}
                  onRollBack={() => setRollingBack(version)}
                />
              ))}
            </Stack>
          </ListStates>
        </Stack>
      </Modal>
      <PublishDialog
        opened={rollingBack !== null}
        onClose={() => setRollingBack(null)}
        title={t('publishing.versions.rollback_title')}
        message={t('publishing.versions.rollback_question', { number: rollingBack?.number ?? 0 })}
        explanation={t('publishing.versions.rollback_explanation', { number: rollingBack?.number ?? 0 })}
        confirmLabel={t('publishing.versions.rollback_confirm')}
        onConfirm={() => (rollingBack ? confirmRollback(rollingBack) : Promise.resolve(null))}
        testId="rollback"
      />
      <PagePublishDialog
        page={publishing ? page : null}
        onClose={() => setPublishing(false)}
        onPublished={() => {
          refreshList();
          onChanged();
        }}
      />
    </>
  );
}

interface VersionRowProps {
  version: PageVersion;
  /** The page's URL now: a version published at another URL says so. */
  pageUrl: string;
  now: Date;
  locale: string;
  canRollBack: boolean;
  onRollBack: () => void;
}

function VersionRow({ version, pageUrl, now, locale, canRollBack, onRollBack }: VersionRowProps) {
  const { t } = useTranslation();
  const at = new Date(version.publishedAt);
  const valid = !Number.isNaN(at.getTime());
  const errors = version.renderErrors.length;
  const summary = summariseRenderErrors(version.renderErrors, undefined, 5);
  const errorList = [
    ...summary.lines.map(
      (line) =>
        `${line.isTemplate ? t('publishing.render_error_template') : line.moduleId}: ${renderErrorText(t, line)}${line.count > 1 ? ` ${t('publishing.render_error_count', { count: line.count })}` : ''}`,
    ),
    ...(summary.more > 0 ? [t('publishing.render_errors_more', { count: summary.more })] : []),
  ].join('\n');
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      style={{ listStyle: 'none' }}
      bg={version.isLive ? 'var(--mantine-color-teal-light)' : undefined}
      data-testid={`page-version:${version.number}`}
      data-live={version.isLive ? 'true' : 'false'}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{t('publishing.versions.version', { number: version.number })}</Text>
            {version.isLive ? (
              <Badge
                color="teal"
                variant="filled"
                size="sm"
                title={t('publishing.versions.live_help')}
                data-testid="page-version-live"
              >
                {t('publishing.versions.live')}
              </Badge>
            ) : null}
            {errors > 0 ? (
              <Tooltip
                multiline
                w={320}
                label={errorList}
                style={{ whiteSpace: 'pre-line' }}
                events={{ hover: true, focus: true, touch: true }}
              >
                <Badge
                  color="orange"
                  variant="light"
                  size="sm"
                  leftSection={<IconAlertTriangle size={12} />}
                  tabIndex={0}
                  aria-label={`${t('publishing.versions.render_errors', { count: errors })}. ${errorList}`}
                  style={{ cursor: 'help' }}
                  data-testid={`page-version-errors:${version.number}`}
                >
                  {t('publishing.versions.render_errors', { count: errors })}
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {valid ? (
              <time dateTime={version.publishedAt} title={fullDateTime(at, locale)}>
                {relativeTime(at, locale, now) ?? t('activity.just_now')}
              </time>
            ) : null}
            {' · '}
            {version.publishedBy
              ? t('publishing.versions.published_by', { name: version.publishedBy.username })
              : t('publishing.versions.published_by_unknown')}
          </Text>
          {version.url !== pageUrl ? (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {t('publishing.versions.published_at_url', { url: version.url })}
            </Text>
          ) : null}
        </Stack>
        {canRollBack ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowBackUp size={14} />}
            onClick={onRollBack}
            aria-label={t('publishing.versions.rollback_aria', { number: version.number })}
            data-testid={`page-version-rollback:${version.number}`}
          >
            {t('publishing.versions.rollback')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
