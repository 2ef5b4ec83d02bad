import { Group, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconInbox, IconZoomQuestion } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CursorPager } from '../../../components/cursor-pager.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { searchTerm } from '../../apps/search.ts';
import { SEARCH_DEBOUNCE_MS } from '../../media/constants.ts';
import {
  canGoNext,
  canGoPrevious,
  FIRST_PAGE,
  type KeyedPaging,
  nextPage,
  pageVariables,
  pagingFor,
  previousPage,
} from '../../media/paging.ts';
import { useFormSubmissionsQuery } from '../api/form-submissions.ts';
import type { SubmissionRow } from '../api/submission-fields.ts';
import { useDeleteFormSubmissions, useMarkFormSubmissions } from '../api/submission-mutations.ts';
import { exportUrl } from '../export-url.ts';
import { submissionsErrorKey } from '../submissions-errors.ts';
import { SubmissionDrawer } from './submission-drawer.tsx';
import { SubmissionsTable } from './submissions-table.tsx';
import { FilterBar, SelectionBar } from './submissions-toolbar.tsx';

/** The submissions list's page size (the server's default). */
export const SUBMISSIONS_PAGE_SIZE = 20;

interface SubmissionsPanelProps {
  appId: string;
  /** One form's submissions, or (null) every form's. */
  formKey: string | null;
  canDelete: boolean;
  canManage: boolean;
}

/** One form's (or every form's) submissions: filter, page, select, mark, delete, export, open. */
export function SubmissionsPanel({ appId, formKey, canDelete, canManage }: SubmissionsPanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(searchTerm(search), SEARCH_DEBOUNCE_MS);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const filterKey = `${debounced}\n${unreadOnly}`;
  const [paging, setPaging] = useState<KeyedPaging>({ key: filterKey, state: FIRST_PAGE });
  const pageState = pagingFor(paging, filterKey);
  const variables = useMemo(
    () => ({
      appId,
      formKey,
      search: debounced || null,
      unread: unreadOnly ? true : null,
      ...pageVariables(pageState, SUBMISSIONS_PAGE_SIZE),
    }),
    [appId, formKey, debounced, unreadOnly, pageState],
  );
  const { data, previousData, loading, error, refetch } = useFormSubmissionsQuery(variables);
  const shown = data ?? previousData;
  const rows = useMemo(() => shown?.formSubmissions.edges.map((edge) => edge.node) ?? [], [shown]);
  const pageInfo = data?.formSubmissions.pageInfo ?? null;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [mark] = useMarkFormSubmissions();
  const [remove] = useDeleteFormSubmissions();

  // Only what is on the page can stay ticked (another page, filter or a deletion drops the rest).
  const visibleSelected = useMemo(
    () => rows.filter((row) => selected.has(row.id)).map((row) => row.id),
    [rows, selected],
  );

  // A later page whose submissions were all deleted or read meanwhile gives way to the first page.
  useEffect(() => {
    if (data && data.formSubmissions.edges.length === 0 && pageState.page > 1) {
      setPaging({ key: filterKey, state: FIRST_PAGE });
    }
  }, [data, pageState.page, filterKey]);

  const goTo = (state: typeof pageState) => {
    setSelected(new Set());
    setPaging({ key: filterKey, state });
  };

  const onSelect = useCallback((ids: string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const markAs = useCallback(
    async (ids: string[], read: boolean, quiet = false) => {
      setBusy(true);
      try {
        await mark({ variables: { appId, ids, read } });
        if (!quiet) {
          notifications.show({
            color: 'teal',
            message: t(read ? 'submissions.marked_read' : 'submissions.marked_unread', { count: ids.length }),
          });
        }
      } catch (caught) {
        notifications.show({
          color: 'red',
          title: t('submissions.mark_failed'),
          message: t(submissionsErrorKey(toApiError(caught))),
        });
      } finally {
        setBusy(false);
      }
    },
    [appId, mark, t],
  );

  // Opening an unread submission reads it.
  const onOpen = useCallback(
    (row: SubmissionRow) => {
      setOpenId(row.id);
      if (row.readAt === null) void markAs([row.id], true, true);
    },
    [markAs],
  );

  async function confirmDelete(): Promise<string | null> {
    try {
      const result = await remove({ variables: { appId, ids: visibleSelected } });
      const count = result.data?.deleteFormSubmissions.length ?? visibleSelected.length;
      if (openId && visibleSelected.includes(openId)) setOpenId(null);
      setSelected(new Set());
      setDeleteOpened(false);
      notifications.show({ color: 'teal', message: t('submissions.delete_dialog.done', { count }) });
      return null;
    } catch (caught) {
      return `${t('submissions.delete_dialog.failed')}: ${t(submissionsErrorKey(toApiError(caught)))}`;
    }
  }

  const filtering = debounced !== '' || unreadOnly;
  let body: React.ReactNode;
  if (!shown && loading) body = <LoadingState testId="submissions-list-loading" />;
  else if (!shown) {
    body = (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="submissions-error">
        {t('submissions.load_error')} {error ? t(submissionsErrorKey(toApiError(error))) : null}
      </ErrorAlert>
    );
  } else if (rows.length === 0) {
    body = filtering ? (
      <EmptyState
        testId="submissions-no-matches"
        color="gray"
        icon={<IconZoomQuestion size={30} />}
        title={t('submissions.no_matches_title')}
        description={t('submissions.no_matches_description')}
      />
    ) : (
      <EmptyState
        testId="submissions-empty"
        color="gray"
        icon={<IconInbox size={30} />}
        title={t('submissions.no_submissions_title')}
        description={t('submissions.no_submissions_description')}
      />
    );
  } else {
    body = (
      <Paper withBorder>
        <SubmissionsTable
          rows={rows}
          showForm={formKey === null}
          selected={selected}
          onSelect={onSelect}
          onOpen={onOpen}
          openId={openId}
          stale={loading}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="md" data-testid="submissions-panel">
      <FilterBar
        search={search}
        onSearch={setSearch}
        searching={loading && search !== ''}
        unreadOnly={unreadOnly}
        onUnreadOnly={setUnreadOnly}
        exportHref={exportUrl(appId, { formKey, search: debounced, unreadOnly })}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SelectionBar
          count={visibleSelected.length}
          canDelete={canDelete}
          busy={busy}
          onMark={(read) => void markAs(visibleSelected, read)}
          onDelete={() => setDeleteOpened(true)}
        />
        <CursorPager
          label={t('submissions.paging_label')}
          testId="submissions"
          page={pageState.page}
          canPrevious={!loading && canGoPrevious(pageState, pageInfo)}
          canNext={!loading && canGoNext(pageState, pageInfo)}
          onPrevious={() => goTo(previousPage(pageState, pageInfo))}
          onNext={() => goTo(nextPage(pageState, pageInfo))}
        />
      </Group>
      {body}
      <SubmissionDrawer
        appId={appId}
        id={openId}
        onClose={() => setOpenId(null)}
        canManage={canManage}
        onMarkUnread={(id) => void markAs([id], false)}
      />
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('submissions.delete_dialog.title')}
        message={t('submissions.delete_dialog.question', { count: visibleSelected.length })}
        warning={t('submissions.delete_dialog.warning')}
        confirmLabel={t('submissions.delete_dialog.confirm')}
        onConfirm={confirmDelete}
        testId="submissions-delete-dialog"
      />
    </Stack>
  );
}
