import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTopologyStar3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface BehaviourDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The page behaviour dialog (spec §2): fullscreen, with a save button. The graph editor that fills it
 * arrives with the behaviour graph (issue 9); until then it says so, and the page's stored behaviour is
 * kept as it is on every save.
 */
export function BehaviourDialog({ opened, onClose }: BehaviourDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('editor.behaviour_dialog.title')}
      styles={{ body: { height: 'calc(100% - 60px)' } }}
    >
      <Stack h="100%" justify="space-between" data-testid="page-behaviour-dialog">
        <Stack align="center" justify="center" flex={1} gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTopologyStar3 size={30} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t('editor.behaviour_dialog.empty_title')}
          </Title>
          <Text c="dimmed" maw={520}>
            {t('editor.behaviour_dialog.empty_description')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="page-behaviour-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
