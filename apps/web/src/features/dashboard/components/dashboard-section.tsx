import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardSectionProps {
  title: string;
  /** A link to the full list ("All apps"), right of the title. */
  more?: { label: string; to: string; testId: string };
  testId: string;
  children: ReactNode;
}

/** One block of the dashboard: a bordered card with its title and an optional "see all" link. */
export function DashboardSection({ title, more, testId, children }: DashboardSectionProps) {
  return (
    <Paper withBorder p="lg" data-testid={testId} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {more ? (
            <Anchor
              component={Link}
              to={more.to}
              size="sm"
              style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              data-testid={more.testId}
            >
              {more.label}
            </Anchor>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The quiet "nothing yet" line inside a section, with what to do about it. */
export function SectionEmpty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Stack gap="sm" align="flex-start" c="dimmed" fz="sm" data-testid={testId}>
      {children}
    </Stack>
  );
}
