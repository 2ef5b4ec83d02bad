import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SaveConflictDialogProps {
  opened: boolean;
  overwriting: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

/**
 * A save refused with 409 because the page changed elsewhere since it was opened: nothing is lost
 * silently. The user reloads (their unsaved changes are dropped, on purpose and with a warning) or
 * overwrites the other version with theirs.
 */
export function SaveConflictDialog({
  opened,
  overwriting,
  onReload,
  onOverwrite,
  onClose,
}: SaveConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={!overwriting}
      closeOnEscape={!overwriting}
      withCloseButton={!overwriting}
      title={t('editor.conflict.title')}
    >
      <Stack gap="md" data-testid="save-conflict-dialog">
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">{t('editor.conflict.message')}</Text>
        </Alert>
        <Text size="sm" c="dimmed">
          {t('editor.conflict.choices')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={onReload}
            disabled={overwriting}
            data-testid="save-conflict-reload"
          >
            {t('editor.conflict.reload')}
          </Button>
          <Button
            color="red"
            onClick={onOverwrite}
            loading={overwriting}
            data-testid="save-conflict-overwrite"
          >
            {t('editor.conflict.overwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
