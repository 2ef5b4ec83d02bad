import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconPlus } from '@tabler/icons-react';
import { LIMITS } from '@tessera/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { useBreakpointsScreenQuery, useUpdateAppBreakpoints } from '../api/app-breakpoints.ts';
import {
  type BreakpointRow,
  canAdd,
  inputOf,
  isChanged,
  problemsOf,
  rowsOf,
  withNewRow,
  withoutRow,
  withRowChange,
} from '../breakpoints-form.ts';
import { BreakpointRowFields } from './breakpoint-row.tsx';
import { ConfirmRemoval } from './confirm-removal.tsx';
import { type ListStatus, SettingsListPanel } from './settings-list-panel.tsx';

/**
 * The app's breakpoints (issue 23), next to its site settings: Desktop as the base, then each breakpoint's
 * names and max width. Deleting a saved breakpoint asks first, saying how many values go with it (they are
 * removed when the list is saved). Managers edit; everyone else sees the list.
 */
export function BreakpointsPanel({ appId }: { appId: string }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useBreakpointsScreenQuery(appId);
  const [update, { loading: saving }] = useUpdateAppBreakpoints();
  const [rows, setRows] = useState<BreakpointRow[] | null>(null);
  const [status, setStatus] = useState<ListStatus>({ kind: 'idle' });
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<BreakpointRow | null>(null);
  const nextKey = useRef(1);
  if (data && rows === null) setRows(rowsOf(data.app.breakpoints));

  if (!data || !rows) {
    if (loading) return <LoadingState testId="breakpoints-loading" />;
    return (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="breakpoints-load-error">
        {t('site.breakpoints.load_error')} {error ? t(errorKeyFor(toApiError(error))) : null}
      </ErrorAlert>
    );
  }

  const saved = data.app.breakpoints;
  const canEdit = data.app.abilities.includes('app.update');
  const problems = problemsOf(rows);
  const changed = isChanged(rows, saved);
  const counts = new Map(data.appBreakpointValueCounts.map((c) => [c.breakpointId, c.count]));
  const change = (next: BreakpointRow[]) => {
    setRows(next);
    setStatus({ kind: 'idle' });
  };
  const valueCount = (row: BreakpointRow) => counts.get(row.id ?? '') ?? 0;
  const nameOf = (row: BreakpointRow) =>
    (i18n.language === 'pt-BR' ? row.ptBR : row.enUS).trim() || t('site.breakpoints.unnamed');

  async function save() {
    if (!rows || !changed) return;
    setTried(true);
    if (problems.size > 0) return;
    try {
      const result = await update({ variables: { appId, breakpoints: inputOf(rows) } });
      const next = result.data?.updateAppBreakpoints.breakpoints;
      await refetch();
      if (next) setRows(rowsOf(next));
      setTried(false);
      setStatus({ kind: 'saved' });
    } catch (caught) {
      const apiError = toApiError(caught);
      setStatus({
        kind: 'error',
        message:
          apiError.statusCode === 400
            ? t('site.breakpoints.refused', { reason: apiError.message })
            : t(errorKeyFor(apiError)),
      });
    }
  }

  function askDelete(row: BreakpointRow) {
    if (row.id === null) change(withoutRow(rows ?? [], row.key));
    else setConfirming(row);
  }

  const atLimit = !canAdd(rows);
  const addButton = (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} />}
      disabled={atLimit || saving}
      onClick={() => {
        change(withNewRow(rows, `new-${nextKey.current++}`));
      }}
      data-testid="breakpoint-add"
    >
      {t('site.breakpoints.add')}
    </Button>
  );

  return (
    <>
      <SettingsListPanel
        testId="breakpoints"
        buttonTestId="breakpoint"
        texts={{
          title: t('site.breakpoints.title'),
          help: t('site.breakpoints.help'),
          readOnly: t('site.breakpoints.read_only'),
          saved: t('site.breakpoints.saved'),
          cancel: t('site.breakpoints.cancel'),
          limit: t('site.breakpoints.limit', { max: LIMITS.breakpoints.max }),
        }}
        canEdit={canEdit}
        saving={saving}
        changed={changed}
        atLimit={atLimit}
        status={status}
        adder={addButton}
        onSubmit={() => void save()}
        onCancel={() => {
          setRows(rowsOf(saved));
          setTried(false);
          setStatus({ kind: 'idle' });
        }}
      >
        <Paper
          withBorder
          radius="md"
          p="sm"
          bg="var(--mantine-color-gray-light)"
          data-testid="breakpoint-base"
        >
          <Group gap="sm">
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <IconDeviceDesktop size={18} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{t('site.breakpoints.desktop')}</Text>
              <Text size="sm" c="dimmed">
                {t('site.breakpoints.desktop_help')}
              </Text>
            </div>
          </Group>
        </Paper>
        {rows.map((row) => (
          <BreakpointRowFields
            key={row.key}
            row={row}
            problems={problems.get(row.key)}
            showProblems={tried || row.id === null || problems.get(row.key)?.width !== undefined}
            readOnly={!canEdit}
            disabled={saving}
            onChange={(patch) => change(withRowChange(rows, row.key, patch))}
            onDelete={() => askDelete(row)}
          />
        ))}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="breakpoints-none">
            {t('site.breakpoints.none')}
          </Text>
        ) : null}
      </SettingsListPanel>
      <ConfirmRemoval
        opened={confirming !== null}
        title={confirming ? t('site.breakpoints.confirm_title', { name: nameOf(confirming) }) : ''}
        body={
          !confirming || valueCount(confirming) === 0
            ? t('site.breakpoints.confirm_body_none')
            : t('site.breakpoints.confirm_body', { count: valueCount(confirming) })
        }
        confirmLabel={t('site.breakpoints.confirm_delete')}
        testId="breakpoint-delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) change(withoutRow(rows, confirming.key));
          setConfirming(null);
        }}
      />
    </>
  );
}
