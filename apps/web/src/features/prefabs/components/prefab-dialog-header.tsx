/** The prefab dialog's header: its title (create, create from template settings, edit), the info tooltip, close. */
import { ActionIcon, Group, Modal, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PrefabDialogRequest } from './prefab-dialog.tsx';

export function prefabDialogTitle(request: PrefabDialogRequest, t: TFunction): string {
  return request.mode === 'edit'
    ? t('editor.prefab_dialog.title_edit_named', { name: request.prefab?.name ?? request.name })
    : request.prefabType === 'Template'
      ? t('editor.prefab_dialog.title_create_template')
      : t('editor.prefab_dialog.title_create');
}

export function PrefabDialogHeader({ request, saving }: { request: PrefabDialogRequest; saving: boolean }) {
  const { t } = useTranslation();
  const title = prefabDialogTitle(request, t);
  return (
    <Modal.Header>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Modal.Title data-testid="prefab-dialog-title">
          <Text component="span" fw={650} fz="lg" truncate>
            {title}
          </Text>
        </Modal.Title>
        <Tooltip
          label={t('editor.prefab_dialog.info')}
          multiline
          w={360}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('editor.prefab_dialog.info_label')}
            data-testid="prefab-dialog-info"
          >
            <IconInfoCircle size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Modal.CloseButton
        aria-label={t('editor.prefab_dialog.close')}
        disabled={saving}
        data-testid="prefab-dialog-close"
      />
    </Modal.Header>
  );
}
