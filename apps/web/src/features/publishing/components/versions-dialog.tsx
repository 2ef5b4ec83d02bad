import { Badge, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconEye,
  IconGitCompare,
  IconHistory,
  IconRestore,
  IconRocket,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { fullDateTime, relativeTime } from '../../../lib/relative-time.ts';
import { usePageVersionsQuery } from '../api/page-versions.ts';
import { useRollbackPage } from '../api/rollback-page.ts';
import type { PageVersion } from '../api/version-fields.ts';
import { summariseRenderErrors, versionPreviewPath } from '../publish-status.ts';
import { PagePublishDialog, type PublishTarget } from './page-publish-dialog.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { notifyRolledBack, renderErrorText } from './publish-notices.tsx';
import { VersionCompare } from './version-compare.tsx';

interface VersionsDialogProps {
  appId: string;
  page: PublishTarget;
  /** The signed-in user holds 'page.publish' on the page: rollback and publish are offered. */
  canPublish: boolean;
  /**
   * "Restore into editor" (offered when given: the user may edit the page's content): the version's content
   * becomes an unsaved, undoable change of the draft in the editor. The caller closes the dialog.
   */
  onRestore?: (version: PageVersion) => void;
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
 * render errors, and offers "Preview" in a new tab (`page-version-preview:{number}`), "Compare" with
 * another version (`page-version-compare:{number}`, version-compare.tsx), "Restore into editor"
 * (`page-version-restore:{number}`) and, on the others, "Roll back" (`page-version-rollback:{number}`)
 * after a confirmation. Pages of 20 with "Load more"; an empty state with Publish for a page never published.
 */
export function VersionsDialog({
  appId,
  page,
  canPublish,
  onRestore,
  onClose,
  onChanged,
}: VersionsDialogProps) {
  const { t, i18n } = useTranslation();
  const { data, previousData, loading, error, refetch, loadMore } = usePageVersionsQuery(page.id);
  const [rollbackPage] = useRollbackPage();
  const [rollingBack, setRollingBack] = useState<PageVersion | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [comparing, setComparing] = useState<{ from: string; to: string } | null>(null);
  // Read once per opening: relative times do not tick while the dialog is open.
  const [now] = useState(() => new Date());

  const shown = data ?? previousData;
  const versions = useMemo(() => shown?.pageVersions.edges.map((edge) => edge.node) ?? [], [shown]);
  const hasNextPage = Boolean(shown?.pageVersions.pageInfo.hasNextPage);
  const refreshList = () => void refetch().catch(() => undefined);

  /** This version against the one published before it (or, for the oldest, the one after it). */
  function compareFrom(index: number) {
    const version = versions[index]!;
    const older = versions[index + 1];
    const newer = versions[index - 1];
    if (older) setComparing({ from: older.id, to: version.id });
    else if (newer) setComparing({ from: version.id, to: newer.id });
  }

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
        size="xl"
        centered
      >
        <Stack gap="md" data-testid="page-versions-dialog" aria-busy={loading}>
          {comparing ? (
            <VersionCompare
              versions={versions}
              from={comparing.from}
              to={comparing.to}
              onBack={() => setComparing(null)}
            />
          ) : (
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
                {versions.map((version, index) => (
                  <VersionRow
                    key={version.id}
                    version={version}
                    pageUrl={page.url}
                    previewHref={versionPreviewPath(appId, page.id, version.id)}
                    now={now}
                    locale={i18n.language}
                    canRollBack={canPublish && !version.isLive}
                    onRollBack={() => setRollingBack(version)}
                    onCompare={versions.length > 1 ? () => compareFrom(index) : undefined}
                    onRestore={onRestore ? () => onRestore(version) : undefined}
                  />
                ))}
              </Stack>
            </ListStates>
          )}
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
  previewHref: string;
  now: Date;
  locale: string;
  canRollBack: boolean;
  onRollBack: () => void;
  /** Absent: there is no other version to compare with. */
  onCompare?: () => void;
  /** Absent: the user may not edit the page. */
  onRestore?: () => void;
}

function VersionRow(props: VersionRowProps) {
  const { version, pageUrl, now, locale } = props;
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
      <Group justify="space-between" wrap="wrap" gap="sm">
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
        <VersionActions {...props} />
      </Group>
    </Paper>
  );
}

/** The row's buttons: Preview, Compare, Restore into editor, Roll back. */
function VersionActions({
  version,
  previewHref,
  canRollBack,
  onRollBack,
  onCompare,
  onRestore,
}: VersionRowProps) {
  const { t } = useTranslation();
  const number = version.number;
  return (
    <Group gap={6} wrap="wrap" justify="flex-end">
      <Button
        component="a"
        href={previewHref}
        target="_blank"
        rel="noopener"
        variant="subtle"
        size="xs"
        leftSection={<IconEye size={14} />}
        aria-label={t('publishing.versions.preview_aria', { number })}
        data-testid={`page-version-preview:${number}`}
      >
        {t('publishing.versions.preview')}
      </Button>
      {onCompare ? (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconGitCompare size={14} />}
          onClick={onCompare}
          aria-label={t('publishing.versions.compare_aria', { number })}
          data-testid={`page-version-compare:${number}`}
        >
          {t('publishing.versions.compare')}
        </Button>
      ) : null}
      {onRestore ? (
        <Tooltip label={t('publishing.versions.restore_help', { number })} multiline w={280}>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRestore size={14} />}
            onClick={onRestore}
            aria-label={t('publishing.versions.restore_aria', { number })}
            data-testid={`page-version-restore:${number}`}
          >
            {t('publishing.versions.restore')}
          </Button>
        </Tooltip>
      ) : null}
      {canRollBack ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowBackUp size={14} />}
          onClick={onRollBack}
          aria-label={t('publishing.versions.rollback_aria', { number })}
          data-testid={`page-version-rollback:${number}`}
        >
          {t('publishing.versions.rollback')}
        </Button>
      ) : null}
    </Group>
  );
}
