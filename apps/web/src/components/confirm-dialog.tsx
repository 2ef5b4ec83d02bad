import { Alert, Button, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (busy) return;
    setError(null);
    onClose();
  }

  async function confirm() {
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
          <Button color="red" onClick={() => void confirm()} loading={busy} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
