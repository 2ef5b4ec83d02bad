import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CollectionFieldChange } from '../api/collection-fields.ts';

interface FieldChangesDialogProps {
  /** What the save would delete (collectionFieldChanges), or null when closed. */
  changes: readonly CollectionFieldChange[] | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

const REASONS = new Set(['removed', 'type', 'options']);

/** Before a save that deletes values: each field, why, and how many items lose a value. */
export function FieldChangesDialog({ changes, busy, error, onCancel, onConfirm }: FieldChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={changes !== null}
      onClose={() => (busy ? undefined : onCancel())}
      title={t('collections.changes.title')}
      centered
      zIndex={400}
    >
      <Stack gap="md" data-testid="collection-changes-dialog">
        <Text>{t('collections.changes.question')}</Text>
        <List spacing="xs" data-testid="collection-changes-list">
          {(changes ?? []).map((change) => (
            <List.Item key={`${change.fieldId}:${change.reason}`}>
              <Text size="sm">
                <b>{change.fieldName}</b>
                {' — '}
                {t(
                  `collections.changes.reason.${REASONS.has(change.reason) ? (change.reason as 'removed') : 'other'}`,
                )}
                {' · '}
                {t('collections.changes.items', { count: change.items })}
              </Text>
            </List.Item>
          ))}
        </List>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('collections.changes.warning')}
        </Alert>
        {error ? (
          <Alert color="red" role="alert" data-testid="collection-changes-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-testid="collection-changes-confirm">
            {t('collections.changes.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
