import { Anchor, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FirstStep } from '../dashboard-data.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** The first-steps checklist: what a new organization still has to do, each step a link to where it is done. */
export function FirstSteps({ steps }: { steps: readonly FirstStep[] }) {
  const { t } = useTranslation();
  const done = steps.filter((step) => step.done).length;
  return (
    <DashboardSection title={t('dashboard.steps.title')} testId="dashboard-first-steps">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" data-testid="dashboard-steps-progress">
          {t('dashboard.steps.progress', { done, total: steps.length })}
        </Text>
        <Progress value={(done / steps.length) * 100} size="sm" color="teal" aria-hidden />
      </Stack>
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Group
            key={step.id}
            component="li"
            gap="sm"
            wrap="nowrap"
            data-testid={`first-step:${step.id}`}
            data-done={step.done ? 'true' : 'false'}
            data-ready={step.ready ? 'true' : 'false'}
          >
            <ThemeIcon
              size={22}
              radius="xl"
              color={step.done ? 'teal' : 'gray'}
              variant={step.done ? 'filled' : 'light'}
              aria-hidden
            >
              {step.done ? (
                <IconCheck size={14} stroke={3} />
              ) : (
                <Text span fz={11} fw={700}>
                  {index + 1}
                </Text>
              )}
            </ThemeIcon>
            {step.done ? (
              <Text size="sm" c="dimmed" td="line-through">
                {t(`dashboard.steps.${step.id}`)}
                <VisuallyHidden>{` (${t('dashboard.steps.done')})`}</VisuallyHidden>
              </Text>
            ) : step.ready ? (
              <Anchor component={Link} to={step.to} size="sm" fw={500}>
                {t(`dashboard.steps.${step.id}`)}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t(`dashboard.steps.${step.id}`)}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </DashboardSection>
  );
}
