import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorError } from './authoring-rules.ts';

interface ErrorConsoleProps {
  /** A compile, JSON or runtime error, with its place. */
  error: EditorError | null;
  /** A failure without a place: the transpile call or the save failed. */
  failure: string | null;
}

/** Spec §2: the display next to Save, showing the first line of an error with type, line and column. */
export function ErrorConsole({ error, failure }: ErrorConsoleProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Paper
        withBorder
        px="md"
        py="xs"
        role="alert"
        aria-label={t('components.editor.console_label')}
        bg="var(--mantine-color-red-light)"
        style={{ borderColor: 'var(--mantine-color-red-4)', flex: 1, minWidth: 0 }}
        data-testid="editor-error"
        data-type={error.type}
        data-line={error.line}
        data-column={error.column}
        data-source={error.source}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={18}
            color="var(--mantine-color-red-7)"
            style={{ flex: 'none', marginTop: 2 }}
          />
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Badge color="red" variant="filled" radius="sm" tt="none" data-testid="editor-error-type">
                {error.type}
              </Badge>
              <Badge color="gray" variant="light" radius="sm" tt="none">
                {t(`components.editor.console_sources.${error.source}`)}
              </Badge>
              {error.line > 0 ? (
                <Text size="sm" c="red.8" fw={600} data-testid="editor-error-position">
                  {t('components.editor.console_position', { line: error.line, column: error.column })}
                </Text>
              ) : null}
            </Group>
            <Text
              size="sm"
              ff="monospace"
              c="red.9"
              mt={4}
              style={{ wordBreak: 'break-word' }}
              data-testid="editor-error-message"
            >
              {error.message}
            </Text>
          </div>
        </Group>
      </Paper>
    );
  }
  if (failure) {
    return (
      <Paper
        withBorder
        px="md"
        py="xs"
        role="alert"
        bg="var(--mantine-color-red-light)"
        style={{ borderColor: 'var(--mantine-color-red-4)', flex: 1, minWidth: 0 }}
        data-testid="editor-failure"
      >
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={18} color="var(--mantine-color-red-7)" style={{ flex: 'none' }} />
          <Text size="sm" c="red.9">
            {failure}
          </Text>
        </Group>
      </Paper>
    );
  }
  return (
    <Group
      gap="xs"
      style={{ flex: 1 }}
      aria-label={t('components.editor.console_label')}
      data-testid="editor-console-ok"
    >
      <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" />
      <Text size="sm" c="dimmed">
        {t('components.editor.console_ok')}
      </Text>
    </Group>
  );
}
