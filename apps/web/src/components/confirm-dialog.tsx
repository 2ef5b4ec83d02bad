import { Alert, Anchor, Button, Checkbox, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canConfirm, isDoubleConfirmOn, setDoubleConfirm } from '../lib/double-confirm.ts';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The question, naming what is affected. */
  message: ReactNode;
  /** The consequences, shown as a warning (spec: delete confirmation with a deletion warning). */
  warning: string;
  confirmLabel: string;
  /** Runs the action; answers an error text to show, or null when done (the caller then closes). */
  onConfirm: () => Promise<string | null>;
  testId: string;
  /**
   * Asks for the 'I am aware' tick before confirming (spec §5), unless the user turned it off for this
   * dialog: the name under which that choice is remembered (`tessera.doubleConfirm.<name>`).
   */
  doubleConfirm?: string;
}

/** Asks before something that cannot be undone; stays open with the error when the action fails. */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  message,
  warning,
  confirmLabel,
  onConfirm,
  testId,
  doubleConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [required, setRequired] = useState(() => (doubleConfirm ? isDoubleConfirmOn(doubleConfirm) : false));
  const [aware, setAware] = useState(false);
  const [skip, setSkip] = useState(false);
  // Every opening starts unticked and reads the remembered choice again (another tab may have changed it).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setRequired(doubleConfirm ? isDoubleConfirmOn(doubleConfirm) : false);
      setAware(false);
      setSkip(false);
    }
  }

  function close() {
    if (busy) return;
    setError(null);
    onClose();
  }

  function askAgain() {
    if (!doubleConfirm) return;
    setDoubleConfirm(doubleConfirm, true);
    setRequired(true);
    setAware(false);
  }

  async function confirm() {
    if (!canConfirm({ required, aware, busy })) return;
    if (doubleConfirm && required && skip) setDoubleConfirm(doubleConfirm, false);
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) setError(failure);
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      // Above a dialog it may be opened from (remove a member, from the members dialog).
      zIndex={getDefaultZIndex('modal') + 10}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      <Stack gap="md" data-testid={testId}>
        <Text>{message}</Text>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {warning}
        </Alert>
        {doubleConfirm && required ? (
          <Stack gap="xs">
            <Checkbox
              label={t('confirm.aware')}
              checked={aware}
              disabled={busy}
              onChange={(e) => setAware(e.currentTarget.checked)}
              data-testid={`${testId}-aware`}
            />
            <Checkbox
              size="xs"
              label={t('confirm.skip')}
              checked={skip}
              disabled={busy}
              onChange={(e) => setSkip(e.currentTarget.checked)}
              styles={{ label: { color: 'var(--mantine-color-dimmed)' } }}
              data-testid={`${testId}-skip`}
            />
          </Stack>
        ) : null}
        {doubleConfirm && !required ? (
          <Text size="xs" c="dimmed">
            {t('confirm.skipped')}{' '}
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={askAgain}
              data-testid={`${testId}-ask-again`}
            >
              {t('confirm.ask_again')}
            </Anchor>
          </Text>
        ) : null}
        {error ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid={`${testId}-error`}
          >
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => void confirm()}
            loading={busy}
            disabled={!canConfirm({ required, aware, busy: false })}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
