import { Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconCloudOff, IconPlus, IconRocket, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CursorPager } from '../../../components/cursor-pager.tsx';
import { SearchBar } from '../../../components/search-bar.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { ITEM_STATUSES, type ItemStatus } from '../api/collection-fields.ts';

interface FilterBarProps {
  search: string;
  onSearch: (value: string) => void;
  searching: boolean;
  status: ItemStatus | null;
  onStatus: (status: ItemStatus | null) => void;
  /** Editors add items. */
  canCreate: boolean;
  onCreate: () => void;
}

/** Search (the server's, over the items' texts), the status filter and New item. */
export function FilterBar({
  search,
  onSearch,
  searching,
  status,
  onStatus,
  canCreate,
  onCreate,
}: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <SearchBar
      value={search}
      onChange={onSearch}
      label={t('collections.items.search_label')}
      placeholder={t('collections.items.search_placeholder')}
      testId="items-search"
      loading={searching}
      action={
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('collections.items.status_filter')}
            value={status ?? 'all'}
            onChange={(value) => onStatus(value === 'all' ? null : (value as ItemStatus))}
            data={[
              { value: 'all', label: t('collections.items.status_all') },
              ...ITEM_STATUSES.map((s) => ({ value: s, label: t(`collections.status.${s}`) })),
            ]}
            data-testid="items-status-filter"
          />
          {canCreate ? (
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate} data-testid="items-new">
              {t('collections.items.new')}
            </Button>
          ) : null}
        </Group>
      }
    />
  );
}

interface SelectionBarProps {
  count: number;
  canEdit: boolean;
  canPublish: boolean;
  /** Some ticked item is live: deleting it needs the publisher's right. */
  liveSelected: boolean;
  busy: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
}

/** What can be done with the ticked items, per the user's rights. */
export function SelectionBar(props: SelectionBarProps) {
  const { count, canEdit, canPublish, liveSelected, busy, onPublish, onUnpublish, onDelete } = props;
  const { t } = useTranslation();
  const deleteBlocked = liveSelected && !canPublish;
  return (
    <Group gap="xs" wrap="wrap" data-testid="items-selection">
      <Text size="sm" c="dimmed" miw={90} aria-live="polite">
        {t('collections.items.selected', { count })}
      </Text>
      {canPublish ? (
        <>
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconRocket size={14} />}
            disabled={count === 0 || busy}
            onClick={onPublish}
            data-testid="items-publish"
          >
            {t('collections.items.publish')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCloudOff size={14} />}
            disabled={count === 0 || busy}
            onClick={onUnpublish}
            data-testid="items-unpublish"
          >
            {t('collections.items.unpublish')}
          </Button>
        </>
      ) : null}
      {canEdit ? (
        <Tooltip
          label={t('collections.items.delete_live_denied')}
          disabled={!deleteBlocked || count === 0}
          multiline
          maw={280}
        >
          {/* Refused by the rights: data-disabled, not disabled, so the tooltip saying why still opens on hover. */}
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={count === 0 || busy}
            data-disabled={deleteBlocked || undefined}
            aria-disabled={deleteBlocked || undefined}
            onClick={deleteBlocked ? undefined : onDelete}
            data-testid="items-delete"
          >
            {t('collections.items.delete')}
          </Button>
        </Tooltip>
      ) : null}
    </Group>
  );
}

interface PagerProps {
  page: number;
  total: number | null;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** "1,234 items", then previous and next over the first/after cursors. */
export function Pager({ page, total, canPrevious, canNext, onPrevious, onNext }: PagerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      {total !== null ? (
        <Text size="sm" c="dimmed" data-testid="items-total" data-count={total}>
          {t('collections.items.total', { count: total, formatted: formatNumber(total, i18n.language) })}
        </Text>
      ) : null}
      <CursorPager
        label={t('collections.items.paging_label')}
        page={page}
        canPrevious={canPrevious}
        canNext={canNext}
        onPrevious={onPrevious}
        onNext={onNext}
        testId="items"
      />
    </Group>
  );
}
