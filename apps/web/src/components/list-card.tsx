import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './card.module.css';

interface ListCardProps {
  testId: string;
  /** The icon before the name (18 px). */
  icon: ReactNode;
  iconColor?: string;
  name: string;
  /** The name's heading level: 2 on a list screen, 3 in a section under a level-2 heading. */
  nameOrder?: 2 | 3;
  /** After the name: a badge. */
  badge?: ReactNode;
  description: string;
  /** How many lines of the description show. */
  descriptionLines: number;
  /** What the card shows between its description and its footer. */
  children?: ReactNode;
  /** The footer's button on the left. */
  primary: ReactNode;
  /** The footer's icon buttons on the right (CardAction). */
  actions: ReactNode;
}

/** A card of the app, page and team lists: icon and name, description, details, and a footer of actions. */
export function ListCard({
  testId,
  icon,
  iconColor,
  name,
  nameOrder = 2,
  badge,
  description,
  descriptionLines,
  children,
  primary,
  actions,
}: ListCardProps) {
  return (
    <Paper withBorder p="lg" className={classes.card} data-testid={testId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={30} radius="md" variant="light" color={iconColor}>
            {icon}
          </ThemeIcon>
          <Title order={nameOrder} fz="h4" lineClamp={1} title={name} style={{ flex: 1, minWidth: 0 }}>
            {name}
          </Title>
          {badge}
        </Group>
        <Text
          size="sm"
          c="dimmed"
          lineClamp={descriptionLines}
          className={classes.description}
          title={description}
        >
          {description}
        </Text>
        {children}
        <Group justify="space-between" wrap="nowrap" gap="xs" pt="xs" className={classes.actions}>
          {primary}
          <Group gap={4} wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
