import { Alert, Button, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PublishDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The question, naming what goes live ("Publish the page “About”?"). */
  message: ReactNode;
  /** What happens, in a sentence or two. */
  explanation: ReactNode;
  confirmLabel: string;
  /** Runs the action; answers an error text to show, or null when done (the caller then closes). */
  onConfirm: () => Promise<string | null>;
  /**
   * The editor holds changes that are not saved: the dialog says the saved version is what goes live and
   * offers to save first (`onSaveAndPublish`).
   */
  unsaved?: boolean;
  onSaveAndPublish?: () => Promise<string | null>;
  /**
   * Prefix of the test ids: `{prefix}-confirm-dialog`, `{prefix}-confirm`, `{prefix}-cancel`,
   * `{prefix}-save-and-publish`, `{prefix}-error`. 'publish' by default.
   */
  testId?: string;
}

/**
 * Asks before something goes live (a publish, a publish of every page, a rollback). Not a warning about
 * loss: publishing keeps every earlier version. Stays open with the error when the action fails; the
 * confirming button has the focus when it opens, Escape or Cancel close it (not while it works).
 */
export function PublishDialog({
  opened,
  onClose,
  title,
  message,
  explanation,
  confirmLabel,
  onConfirm,
  unsaved = false,
  onSaveAndPublish,
  testId = 'publish',
}: PublishDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'confirm' | 'save' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Every opening starts without the last one's error.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setError(null);
  }

  function close() {
    if (busy) return;
    onClose();
  }

  async function run(which: 'confirm' | 'save', action: () => Promise<string | null>) {
    if (busy) return;
    setBusy(which);
    setError(null);
    try {
      const failure = await action();
      if (failure) setError(failure);
    } finally {
      setBusy(null);
    }
  }

  const offerSave = unsaved && onSaveAndPublish !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      // Three buttons (cancel, publish saved, save and publish) need the wider dialog to stay on one row.
      size={offerSave ? 'lg' : 'md'}
      centered
      // Above a dialog it may be opened from (the versions dialog).
      zIndex={getDefaultZIndex('modal') + 10}
      closeOnClickOutside={busy === null}
      closeOnEscape={busy === null}
      withCloseButton={busy === null}
    >
      <Stack gap="md" data-testid={`${testId}-confirm-dialog`}>
        <Text fw={500}>{message}</Text>
        <Text size="sm" c="dimmed">
          {explanation}
        </Text>
        {unsaved ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('publishing.dialog.unsaved_title')}
            data-testid={`${testId}-unsaved`}
          >
            {t('publishing.dialog.unsaved')}
          </Alert>
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy !== null} data-testid={`${testId}-cancel`}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={offerSave ? 'light' : 'filled'}
            onClick={() => void run('confirm', onConfirm)}
            loading={busy === 'confirm'}
            disabled={busy === 'save'}
            data-autofocus={offerSave ? undefined : true}
            data-testid={`${testId}-confirm`}
          >
            {offerSave ? t('publishing.dialog.confirm_saved') : confirmLabel}
          </Button>
          {offerSave && onSaveAndPublish ? (
            <Button
              onClick={() => void run('save', onSaveAndPublish)}
              loading={busy === 'save'}
              disabled={busy === 'confirm'}
              data-autofocus
              data-testid={`${testId}-save-and-publish`}
            >
              {t('publishing.dialog.save_and_publish')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
