import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmRemovalProps {
  /** The dialog shows while this is true. */
  readonly opened: boolean;
  readonly title: string;
  /** What goes with it (a count of values), said before anything is removed. */
  readonly body: string;
  readonly confirmLabel: string;
  /** Test ids: `{testId}-dialog`, `{testId}-count`, `{testId}-confirm`. */
  readonly testId: string;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The question a settings list asks before an item with values goes (a breakpoint, a language): what goes with
 * it, Cancel (focused) or the red confirm. Nothing is removed until the list is saved.
 */
export function ConfirmRemoval({
  opened,
  title,
  body,
  confirmLabel,
  testId,
  onCancel,
  onConfirm,
}: ConfirmRemovalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={opened ? title : ''} centered>
      {opened ? (
        <Stack gap="md" data-testid={`${testId}-dialog`}>
          <Text size="sm" data-testid={`${testId}-count`}>
            {body}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={onConfirm} data-testid={`${testId}-confirm`}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
