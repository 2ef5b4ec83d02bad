import { Box, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fullDateTime, relativeTime, shortDateTime } from '../../../lib/relative-time.ts';
import type { SubmissionRow } from '../api/submission-fields.ts';
import { valueSummary } from '../submission-values.ts';
import { DeliveryBadges } from './delivery-badges.tsx';
import classes from './submissions.module.css';

interface SubmissionsTableProps {
  rows: readonly SubmissionRow[];
  /** Every form's submissions: the form's name gets a column. */
  showForm: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (row: SubmissionRow) => void;
  /** The open submission's row is marked. */
  openId: string | null;
  /** Another page or filter loading: the rows shown are dimmed. */
  stale: boolean;
}

/**
 * The submissions, newest first: received, the first values, read or unread (bold with a dot), the deliveries'
 * states. Each row is focusable; Enter (or a click) opens it, Space ticks it.
 */
export function SubmissionsTable({
  rows,
  showForm,
  selected,
  onSelect,
  onOpen,
  openId,
  stale,
}: SubmissionsTableProps) {
  const { t, i18n } = useTranslation();
  const texts = { yes: t('submissions.yes'), no: t('submissions.no') };
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));

  function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, row: SubmissionRow) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(row);
    } else if (event.key === ' ') {
      event.preventDefault();
      onSelect([row.id], !selected.has(row.id));
    }
  }

  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        className={classes.table}
        style={{ opacity: stale ? 0.6 : 1 }}
        data-testid="submissions-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <Checkbox
                aria-label={t('submissions.select_all')}
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={(event) =>
                  onSelect(
                    rows.map((row) => row.id),
                    event.currentTarget.checked,
                  )
                }
                data-testid="submissions-select-all"
              />
            </Table.Th>
            <Table.Th w={190}>{t('submissions.column.received')}</Table.Th>
            {showForm ? <Table.Th w={160}>{t('submissions.column.form')}</Table.Th> : null}
            <Table.Th>{t('submissions.column.summary')}</Table.Th>
            <Table.Th w={200}>{t('submissions.column.delivery')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const date = new Date(row.createdAt);
            const full = fullDateTime(date, i18n.language);
            const unread = row.readAt === null;
            const summary = valueSummary(row.fields, row.values, texts);
            return (
              <Table.Tr
                key={row.id}
                tabIndex={0}
                className={classes.row}
                data-unread={unread || undefined}
                data-open={openId === row.id || undefined}
                aria-label={t('submissions.open_row', { date: full })}
                aria-selected={selected.has(row.id)}
                onClick={() => onOpen(row)}
                onKeyDown={(event) => onRowKey(event, row)}
                data-testid="submission-row"
                data-id={row.id}
                data-read={unread ? 'false' : 'true'}
              >
                {/* The tick box is its own control: a click on it does not open the row. */}
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={t('submissions.select_one', { date: full })}
                    checked={selected.has(row.id)}
                    onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                    tabIndex={-1}
                    data-testid="submission-select"
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <Box
                      className={classes.dot}
                      data-on={unread || undefined}
                      role="img"
                      aria-label={unread ? t('submissions.unread') : t('submissions.read')}
                    />
                    <Tooltip label={full}>
                      <Text size="sm" fw={unread ? 700 : 400} span className={classes.nowrap}>
                        {relativeTime(date, i18n.language) ?? shortDateTime(date, i18n.language)}
                      </Text>
                    </Tooltip>
                  </Group>
                </Table.Td>
                {showForm ? (
                  <Table.Td>
                    <Text size="sm" c="dimmed" className={classes.summary} title={row.formName}>
                      {row.formName}
                    </Text>
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Text
                    size="sm"
                    fw={unread ? 700 : 400}
                    c={summary ? undefined : 'dimmed'}
                    className={classes.summary}
                    title={summary || undefined}
                    data-testid="submission-summary"
                  >
                    {summary || t('submissions.empty_values')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DeliveryBadges deliveries={row.deliveries} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
