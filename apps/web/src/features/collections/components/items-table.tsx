import { Checkbox, Group, Image, Table, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconMovie, IconPhoto } from '@tabler/icons-react';
import { type CollectionField, slugFieldOf, titleFieldOf } from '@tessera/shared';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullDateTime } from '../../../lib/relative-time.ts';
import type { CollectionItem } from '../api/collection-fields.ts';
import type { MediaLookup } from '../api/media-lookup.ts';
import { cellText, compactDateTime, extraColumnCount, extraColumns } from '../cell-text.ts';
import { itemTitle } from '../item-values.ts';
import { ariaSort, isSortable, type SortState } from '../table-state.ts';
import classes from './collections.module.css';
import { ItemStatusBadge } from './item-status-badge.tsx';

interface ItemsTableProps {
  fields: readonly CollectionField[];
  items: readonly CollectionItem[];
  sort: SortState | null;
  onSort: (field: string) => void;
  /** Ticking rows is offered only to whoever can act on them (editors and up). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (item: CollectionItem) => void;
  openId: string | null;
  stale: boolean;
  media: MediaLookup;
}

/**
 * The items: title, slug, status, as many more fields as the width holds (one to three), updated. The title takes
 * the room the other columns, sized to their content, leave, and is cut with an ellipsis; below the narrowest
 * width the table scrolls sideways in its own box. Headers of sortable columns sort (aria-sort); each row is
 * focusable, Enter (or a click) opens it, Space ticks it.
 */
export function ItemsTable(props: ItemsTableProps) {
  const { fields, items, sort, onSort, selectable, selected, onSelect, onOpen, openId, stale, media } = props;
  const { t, i18n } = useTranslation();
  const { ref, width } = useElementSize();
  const title = titleFieldOf(fields);
  const slug = slugFieldOf(fields);
  const extras = extraColumns(fields, new Set([title?.id ?? '', slug?.id ?? '']), extraColumnCount(width));
  const now = new Date();
  const words = { yes: t('collections.yes'), no: t('collections.no') };
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const someSelected = items.some((item) => selected.has(item.id));

  function header(key: string, label: string, className?: string): ReactNode {
    const sortable = isSortable(fields, key);
    const state = ariaSort(sort, key);
    const Icon =
      state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
    return (
      <Table.Th key={key} className={className} aria-sort={sortable ? state : undefined}>
        {sortable ? (
          <button
            type="button"
            className={classes.sortButton}
            onClick={() => onSort(key)}
            title={label}
            data-testid={`items-sort-${key}`}
          >
            <span className={classes.headerLabel}>{label}</span>
            <Icon size={14} aria-hidden opacity={state === 'none' ? 0.4 : 1} className={classes.sortIcon} />
          </button>
        ) : (
          <span className={classes.headerLabel} title={label}>
            {label}
          </span>
        )}
      </Table.Th>
    );
  }

  function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, item: CollectionItem) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(item);
    } else if (event.key === ' ') {
      event.preventDefault();
      onSelect([item.id], !selected.has(item.id));
    }
  }

  function mediaCell(field: CollectionField, id: string) {
    const found = media(id);
    if (field.type === 'image' && found) {
      return <Image src={found.url} alt={found.name} w={32} h={32} radius="sm" fit="cover" />;
    }
    const Icon = field.type === 'image' ? IconPhoto : IconMovie;
    return (
      <Group gap={4} wrap="nowrap">
        <Icon size={16} aria-hidden />
        <Text
          size="sm"
          className={classes.cell}
          title={found ? `${found.name}.${found.extension}` : undefined}
        >
          {found ? `${found.name}.${found.extension}` : t('collections.item.media_unknown')}
        </Text>
      </Group>
    );
  }

  return (
    <div ref={ref}>
      <Table.ScrollContainer minWidth={selectable ? 720 : 680} type="native">
        <Table
          highlightOnHover
          verticalSpacing="xs"
          className={classes.table}
          style={{ opacity: stale ? 0.6 : 1 }}
          data-testid="items-table"
        >
          <Table.Thead>
            <Table.Tr>
              {selectable ? (
                <Table.Th w={44}>
                  <Checkbox
                    aria-label={t('collections.items.select_all')}
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={(event) =>
                      onSelect(
                        items.map((item) => item.id),
                        event.currentTarget.checked,
                      )
                    }
                    data-testid="items-select-all"
                  />
                </Table.Th>
              ) : null}
              {header(
                title?.id ?? '',
                title?.name ?? t('collections.items.title_column'),
                classes.titleColumn,
              )}
              {slug && slug.id !== title?.id ? header(slug.id, slug.name, classes.fit) : null}
              <Table.Th className={classes.fit}>{t('collections.items.status_column')}</Table.Th>
              {extras.map((field) => header(field.id, field.name, classes.fit))}
              {header('updated-at', t('collections.items.updated_column'), classes.fit)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const name = itemTitle(fields, item);
              const updated = new Date(item.updatedAt);
              return (
                <Table.Tr
                  key={item.id}
                  tabIndex={0}
                  className={classes.row}
                  data-open={openId === item.id || undefined}
                  aria-selected={selected.has(item.id)}
                  aria-label={t('collections.items.open_row', {
                    name: name || t('collections.item.untitled'),
                  })}
                  onClick={() => onOpen(item)}
                  onKeyDown={(event) => onRowKey(event, item)}
                  data-testid="item-row"
                  data-id={item.id}
                >
                  {selectable ? (
                    <Table.Td onClick={(event) => event.stopPropagation()}>
                      <Checkbox
                        aria-label={t('collections.items.select_one', {
                          name: name || t('collections.item.untitled'),
                        })}
                        checked={selected.has(item.id)}
                        onChange={(event) => onSelect([item.id], event.currentTarget.checked)}
                        tabIndex={-1}
                        data-testid="item-select"
                      />
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Text
                      size="sm"
                      fw={600}
                      className={classes.title}
                      c={name ? undefined : 'dimmed'}
                      title={name || undefined}
                    >
                      {name || t('collections.item.untitled')}
                    </Text>
                  </Table.Td>
                  {slug && slug.id !== title?.id ? (
                    <Table.Td>
                      <Text
                        size="sm"
                        c="dimmed"
                        ff="monospace"
                        className={classes.slug}
                        title={item.slug || undefined}
                        data-testid="item-slug"
                      >
                        {item.slug ?? ''}
                      </Text>
                    </Table.Td>
                  ) : null}
                  <Table.Td className={classes.nowrap}>
                    <ItemStatusBadge status={item.status} />
                  </Table.Td>
                  {extras.map((field) => {
                    const value = item.values[field.id];
                    const text =
                      field.type === 'image' || field.type === 'video'
                        ? ''
                        : cellText(field, value, i18n.language, words);
                    return (
                      <Table.Td key={field.id}>
                        {(field.type === 'image' || field.type === 'video') && typeof value === 'string' ? (
                          mediaCell(field, value)
                        ) : (
                          <Text size="sm" className={classes.cell} title={text || undefined}>
                            {text}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                  <Table.Td className={classes.nowrap}>
                    <Tooltip label={fullDateTime(updated, i18n.language)}>
                      <Text size="sm" c="dimmed" span data-testid="item-updated">
                        {compactDateTime(updated, i18n.language, now)}
                      </Text>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
