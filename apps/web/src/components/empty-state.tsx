import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  /** A call to action under the text (a "New …" button, "Clear search"). */
  action?: ReactNode;
  color?: string;
  testId: string;
}

/** The one look of every "nothing here yet" and "nothing matches" state. */
export function EmptyState({ icon, title, description, action, color, testId }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h3">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" maw={460}>
            {description}
          </Text>
        ) : null}
        {action ? <Stack mt="xs">{action}</Stack> : null}
      </Stack>
    </Paper>
  );
}
