import { Button, Group, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileText, IconPlus, IconZoomQuestion } from '@tabler/icons-react';
import { LIMITS } from '@tessera/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { SEARCH_DEBOUNCE_MS } from '../../apps/search.ts';
import type { Collection } from '../api/collection-fields.ts';
import {
  useDeleteCollectionItems,
  usePublishCollectionItems,
  useUnpublishCollectionItems,
} from '../api/collection-mutations.ts';
import { useCollectionItemsQuery } from '../api/collections.ts';
import { useMediaLookup } from '../api/media-lookup.ts';
import { collectionsErrorText } from '../collections-errors.ts';
import {
  back,
  currentAfter,
  filterKey,
  forward,
  nextSort,
  paramsFor,
  type queryFilter,
  startTrail,
  type TableState,
  tableStateFrom,
  trailFor,
} from '../table-state.ts';
import { ItemDrawer } from './item-drawer.tsx';
import { ItemsTable } from './items-table.tsx';
import { FilterBar, Pager, SelectionBar } from './items-toolbar.tsx';

const PAGE_SIZE = LIMITS.collections.pageSize.default;

interface ItemsPanelProps {
  collection: Collection;
  canEdit: boolean;
  canPublish: boolean;
}

/** The items table with its search, filter, sort, paging, selection and bulk actions; the item form. */
export function ItemsPanel({ collection, canEdit, canPublish }: ItemsPanelProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = tableStateFrom(params, collection.fields);
  const [search, setSearch] = useState(state.q);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const setState = useCallback(
    (next: TableState) => setParams((current) => paramsFor(next, current), { replace: true }),
    [setParams],
  );
  // The box's text reaches the address (`?q=`) once typing pauses.
  useEffect(() => {
    if (debounced !== state.q) setState({ ...state, q: debounced });
  }, [debounced, state, setState]);

  const key = filterKey(state);
  const [trailState, setTrail] = useState(() => startTrail(key));
  const trail = trailFor(trailState, key);
  const after = currentAfter(trail);
  // The filter's key is its content: the query changes only when the filter does.
  const variables = useMemo(
    () => ({
      collectionId: collection.id,
      first: PAGE_SIZE,
      after,
      ...(JSON.parse(key) as ReturnType<typeof queryFilter>),
    }),
    [collection.id, after, key],
  );
  const { data, previousData, loading, error, refetch } = useCollectionItemsQuery(variables);
  const shown = data ?? previousData;
  const items = useMemo(() => shown?.collectionItems.edges.map((edge) => edge.node) ?? [], [shown]);
  const pageInfo = data?.collectionItems.pageInfo ?? null;
  const media = useMediaLookup(collection.appId);

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // Another search, filter or sort shows other items: a selection made among the ones before is dropped, so a bulk
  // action never reaches items the user no longer sees.
  const [selectedFor, setSelectedFor] = useState(key);
  if (selectedFor !== key) {
    setSelectedFor(key);
    setSelected(new Set());
  }
  const visibleSelected = useMemo(() => items.filter((item) => selected.has(item.id)), [items, selected]);
  const [busy, setBusy] = useState(false);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [publish] = usePublishCollectionItems();
  const [unpublish] = useUnpublishCollectionItems();
  const [remove] = useDeleteCollectionItems();

  const openParam = params.get('item');
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('item', id);
        else next.delete('item');
        return next;
      },
      { replace: true },
    );

  // A later page whose items were all deleted meanwhile gives way to the first page.
  useEffect(() => {
    if (data && data.collectionItems.edges.length === 0 && trail.afters.length > 1) setTrail(startTrail(key));
  }, [data, trail.afters.length, key]);

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

  async function bulk(kind: 'publish' | 'unpublish') {
    const ids = visibleSelected.map((item) => item.id);
    setBusy(true);
    try {
      const variables = { collectionId: collection.id, ids };
      const done =
        kind === 'publish'
          ? (await publish({ variables })).data?.publishCollectionItems.length
          : (await unpublish({ variables })).data?.unpublishCollectionItems.length;
      // Done: the selection goes, as after a delete (the next action starts from a fresh choice).
      setSelected(new Set());
      notifications.show({
        color: 'teal',
        message: t(`collections.items.${kind}_done`, { count: done ?? ids.length }),
      });
    } catch (caught) {
      notifications.show({
        color: 'red',
        title: t(`collections.items.${kind}_failed`),
        message: collectionsErrorText(t, toApiError(caught)),
      });
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete(): Promise<string | null> {
    const ids = visibleSelected.map((item) => item.id);
    try {
      const result = await remove({ variables: { collectionId: collection.id, ids } });
      if (openParam && ids.includes(openParam)) setOpen(null);
      setSelected(new Set());
      setDeleteOpened(false);
      notifications.show({
        color: 'teal',
        message: t('collections.items.delete_done', {
          count: result.data?.deleteCollectionItems.length ?? ids.length,
        }),
      });
      return null;
    } catch (caught) {
      return `${t('collections.items.delete_failed')}: ${collectionsErrorText(t, toApiError(caught))}`;
    }
  }

  const filtering = state.q.trim() !== '' || state.status !== null;
  // A collection with no items at all: the empty state alone, without selection and paging.
  const nothingYet = !filtering && shown !== undefined && items.length === 0 && trail.afters.length === 1;
  let body: ReactNode;
  if (!shown && loading) body = <LoadingState testId="items-loading" />;
  else if (!shown) {
    body = (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="items-error">
        {t('collections.items.load_error')} {error ? collectionsErrorText(t, toApiError(error)) : null}
      </ErrorAlert>
    );
  } else if (items.length === 0) {
    body = filtering ? (
      <EmptyState
        testId="items-no-matches"
        color="gray"
        icon={<IconZoomQuestion size={30} />}
        title={t('collections.items.no_matches_title')}
        description={t('collections.items.no_matches_description')}
        action={
          <Button
            variant="default"
            onClick={() => {
              // The search box's text reaches the address after its pause, as when typed.
              setSearch('');
              setState({ ...state, status: null });
            }}
            data-testid="items-clear-filters"
          >
            {t('collections.items.clear_filters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        testId="items-empty"
        icon={<IconFileText size={30} />}
        title={t('collections.items.empty_title')}
        description={
          canEdit ? t('collections.items.empty_description') : t('collections.items.empty_description_reader')
        }
        action={
          canEdit ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setOpen('new')}
              data-testid="items-empty-new"
            >
              {t('collections.items.new')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <Paper withBorder>
        <ItemsTable
          fields={collection.fields}
          items={items}
          sort={state.sort}
          onSort={(field) => setState({ ...state, sort: nextSort(state.sort, field) })}
          selectable={canEdit}
          selected={selected}
          onSelect={onSelect}
          onOpen={(item) => setOpen(item.id)}
          openId={openParam}
          stale={loading}
          media={media}
        />
      </Paper>
    );
  }

  const goTo = (next: typeof trail) => {
    setSelected(new Set());
    setTrail(next);
  };

  return (
    <Stack gap="md" data-testid="items-panel">
      <FilterBar
        search={search}
        onSearch={setSearch}
        searching={loading && search !== ''}
        status={state.status}
        onStatus={(status) => setState({ ...state, status })}
        canCreate={canEdit}
        onCreate={() => setOpen('new')}
      />
      {nothingYet ? null : (
        <Group justify="space-between" wrap="wrap" gap="sm">
          {canEdit ? (
            <SelectionBar
              count={visibleSelected.length}
              canEdit={canEdit}
              canPublish={canPublish}
              liveSelected={visibleSelected.some((item) => item.status !== 'draft')}
              busy={busy}
              onPublish={() => void bulk('publish')}
              onUnpublish={() => void bulk('unpublish')}
              onDelete={() => setDeleteOpened(true)}
            />
          ) : (
            // Readers act on no item: no ticking, the paging alone, on the right.
            <span />
          )}
          <Pager
            page={trail.afters.length}
            total={shown ? shown.collectionItems.totalCount : null}
            canPrevious={!loading && trail.afters.length > 1}
            canNext={!loading && Boolean(pageInfo?.hasNextPage && pageInfo.endCursor)}
            onPrevious={() => goTo(back(trail))}
            onNext={() => goTo(forward(trail, pageInfo?.endCursor ?? null))}
          />
        </Group>
      )}
      {body}
      <ItemDrawer
        collection={collection}
        itemId={openParam}
        onClose={() => setOpen(null)}
        onCreated={(id) => setOpen(id)}
        canEdit={canEdit}
        canPublish={canPublish}
        media={media}
      />
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('collections.items.delete_title')}
        message={t('collections.items.delete_question', { count: visibleSelected.length })}
        warning={t('collections.items.delete_warning')}
        confirmLabel={t('collections.items.delete_confirm')}
        onConfirm={confirmDelete}
        testId="items-delete-dialog"
      />
    </Stack>
  );
}
