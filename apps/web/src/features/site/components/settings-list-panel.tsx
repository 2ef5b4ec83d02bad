import { Alert, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';

export type ListStatus = { kind: 'idle' } | { kind: 'saved' } | { kind: 'error'; message: string };

export interface SettingsListPanelProps {
  /** `{testId}-panel`, `-read-only`, `-save-error`, `-saved`, `-limit`. */
  readonly testId: string;
  /** `{buttonTestId}-cancel`, `{buttonTestId}-save`. */
  readonly buttonTestId: string;
  readonly texts: {
    title: string;
    help: string;
    readOnly: string;
    saved: string;
    cancel: string;
    limit: string;
  };
  readonly canEdit: boolean;
  readonly saving: boolean;
  readonly changed: boolean;
  readonly atLimit: boolean;
  readonly status: ListStatus;
  /** The control that adds an item (a button, a select), wrapped in the limit's tooltip when at it. */
  readonly adder: ReactNode;
  onSubmit(): void;
  onCancel(): void;
  readonly children: ReactNode;
}

/**
 * The frame of an app-level list a manager edits and saves whole (breakpoints, languages): title and help, the
 * read-only notice for everyone else, the list, the save's outcome, and the adder with Discard and Save.
 */
export function SettingsListPanel(props: SettingsListPanelProps) {
  const { t } = useTranslation();
  const { testId, buttonTestId, texts, canEdit, saving, changed, atLimit, status } = props;
  return (
    <Paper withBorder radius="md" p="lg" data-testid={`${testId}-panel`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={4}>{texts.title}</Title>
            <Text size="sm" c="dimmed">
              {texts.help}
            </Text>
          </div>
          {canEdit ? null : (
            <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid={`${testId}-read-only`}>
              {texts.readOnly}
            </Alert>
          )}
          {props.children}
          {status.kind === 'error' ? (
            <ErrorAlert testId={`${testId}-save-error`}>{status.message}</ErrorAlert>
          ) : null}
          {status.kind === 'saved' ? (
            <Alert
              color="teal"
              icon={<IconCircleCheck size={18} />}
              role="status"
              data-testid={`${testId}-saved`}
            >
              {texts.saved}
            </Alert>
          ) : null}
          {canEdit ? (
            <Group justify="space-between" align="flex-end" gap="sm">
              {atLimit ? (
                <Tooltip label={texts.limit}>
                  <span>{props.adder}</span>
                </Tooltip>
              ) : (
                props.adder
              )}
              <Group gap="sm">
                <Button
                  variant="default"
                  disabled={!changed || saving}
                  onClick={props.onCancel}
                  data-testid={`${buttonTestId}-cancel`}
                >
                  {texts.cancel}
                </Button>
                <Button
                  type="submit"
                  loading={saving}
                  disabled={!changed}
                  data-testid={`${buttonTestId}-save`}
                >
                  {t('common.save')}
                </Button>
              </Group>
            </Group>
          ) : null}
          {canEdit && atLimit ? (
            <Text size="xs" c="dimmed" data-testid={`${testId}-limit`}>
              {texts.limit}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
