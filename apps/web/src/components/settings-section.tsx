import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SettingsSectionProps {
  title: string;
  description: ReactNode;
  editing: boolean;
  /** Locks the Edit/Cancel toggle while a save is in flight or its success is showing. */
  toggleDisabled: boolean;
  onToggle: () => void;
  /** False hides the Edit/Cancel toggle: the form stays read-only (a member without the right). */
  editable?: boolean;
  testId: string;
  /** The toggle's test id; `${testId}-toggle` unless given. */
  toggleTestId?: string;
  children: ReactNode;
}

/** A settings card with the spec's Edit/Cancel toggle in its header. */
export function SettingsSection({
  title,
  description,
  editing,
  toggleDisabled,
  onToggle,
  editable = true,
  testId,
  toggleTestId,
  children,
}: SettingsSectionProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed" component="div">
              {description}
            </Text>
          </Stack>
          {editable ? (
            <Button
              variant={editing ? 'default' : 'light'}
              leftSection={editing ? <IconX size={16} /> : <IconPencil size={16} />}
              onClick={onToggle}
              disabled={toggleDisabled}
              style={{ flexShrink: 0 }}
              data-testid={toggleTestId ?? `${testId}-toggle`}
            >
              {editing ? t('common.cancel') : t('common.edit')}
            </Button>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
