import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LeaveDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Leaving the editor with unsaved changes asks first (issue 6). */
export function LeaveDialog({ opened, onStay, onLeave }: LeaveDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('editor.leave.title')}>
      <Stack gap="md" data-testid="editor-leave-dialog">
        <Text size="sm">{t('editor.leave.message')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-autofocus data-testid="editor-leave-stay">
            {t('editor.leave.stay')}
          </Button>
          <Button color="red" onClick={onLeave} data-testid="editor-leave-confirm">
            {t('editor.leave.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
