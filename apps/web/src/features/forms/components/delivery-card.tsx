import { Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import { fullDateTime, shortDateTime } from '../../../lib/relative-time.ts';
import type { Delivery } from '../api/submission-fields.ts';
import { useRetryFormDelivery } from '../api/submission-mutations.ts';
import { canRetry } from '../delivery-state.ts';
import { submissionsErrorKey } from '../submissions-errors.ts';
import { DeliveryStateBadge } from './delivery-badges.tsx';
import classes from './submissions.module.css';

const OUTCOMES = ['ok', 'http', 'network', 'timeout', 'refused'] as const;

/**
 * One delivery of a submission: where it went, its state, attempts, next attempt and last error, and every
 * attempt (time, duration, outcome, status, the receiver's answer); managers may ask for another attempt.
 */
export function DeliveryCard({
  appId,
  delivery,
  canManage,
}: {
  appId: string;
  delivery: Delivery;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [retry] = useRetryFormDelivery();
  const [busy, setBusy] = useState(false);
  const when = (value: string | null) => (value ? fullDateTime(new Date(value), i18n.language) : '—');

  async function onRetry() {
    setBusy(true);
    try {
      await retry({ variables: { appId, deliveryId: delivery.id } });
      notifications.show({ color: 'teal', message: t('submissions.detail.retried') });
    } catch (caught) {
      notifications.show({
        color: 'red',
        title: t('submissions.detail.retry_failed'),
        message: t(submissionsErrorKey(toApiError(caught))),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper
      withBorder
      p="sm"
      data-testid="delivery-card"
      data-channel={delivery.channel}
      data-state={delivery.state}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <DeliveryStateBadge channel={delivery.channel} state={delivery.state} />
          {canManage && canRetry(delivery) ? (
            <Tooltip label={t('submissions.detail.retry_help')}>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={busy}
                onClick={() => void onRetry()}
                data-testid="delivery-retry"
              >
                {t('submissions.detail.retry')}
              </Button>
            </Tooltip>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
          <Fact label={t('submissions.detail.target')} value={delivery.target} />
          <Fact label={t('submissions.detail.attempts')} value={formatNumber(delivery.attempts)} />
          {delivery.deliveredAt ? (
            <Fact label={t('submissions.detail.delivered_at')} value={when(delivery.deliveredAt)} />
          ) : (
            <Fact label={t('submissions.detail.next_attempt')} value={when(delivery.nextAttemptAt)} />
          )}
          {delivery.lastError ? (
            <Fact label={t('submissions.detail.last_error')} value={delivery.lastError} />
          ) : null}
        </SimpleGrid>
        {delivery.attemptLog.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('submissions.detail.no_attempts')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={460} type="native">
            <Table fz="xs" verticalSpacing={4} withTableBorder data-testid="attempt-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('submissions.detail.attempt_number')}</Table.Th>
                  <Table.Th>{t('submissions.detail.attempt_time')}</Table.Th>
                  <Table.Th>{t('submissions.detail.attempt_duration')}</Table.Th>
                  <Table.Th>{t('submissions.detail.attempt_outcome')}</Table.Th>
                  <Table.Th>{t('submissions.detail.attempt_status')}</Table.Th>
                  <Table.Th>{t('submissions.detail.attempt_response')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {delivery.attemptLog.map((attempt) => (
                  <Table.Tr key={attempt.number}>
                    <Table.Td>{attempt.number}</Table.Td>
                    <Table.Td className={classes.nowrap}>
                      {shortDateTime(new Date(attempt.startedAt), i18n.language)}
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      {t('submissions.detail.duration_ms', { ms: formatNumber(attempt.durationMs) })}
                    </Table.Td>
                    <Table.Td>
                      {(OUTCOMES as readonly string[]).includes(attempt.outcome)
                        ? t(`submissions.outcome.${attempt.outcome as (typeof OUTCOMES)[number]}`)
                        : attempt.outcome}
                    </Table.Td>
                    <Table.Td>{attempt.statusCode ?? '—'}</Table.Td>
                    <Table.Td maw={220}>
                      {attempt.responseExcerpt || attempt.error ? (
                        <Code block className={classes.excerpt}>
                          {attempt.error ? `${attempt.error}\n` : ''}
                          {attempt.responseExcerpt ?? ''}
                        </Code>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" className={classes.value}>
        {value}
      </Text>
    </div>
  );
}
