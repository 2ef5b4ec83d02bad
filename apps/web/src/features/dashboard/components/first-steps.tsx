import { Anchor, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
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
        {steps.map((step) => (
          <Group
            key={step.id}
            component="li"
            gap="sm"
            wrap="nowrap"
            data-testid={`first-step:${step.id}`}
            data-done={step.done ? 'true' : 'false'}
          >
            <ThemeIcon
              size={22}
              radius="xl"
              color={step.done ? 'teal' : 'gray'}
              variant={step.done ? 'filled' : 'light'}
              aria-hidden
            >
              {step.done ? <IconCheck size={14} stroke={3} /> : null}
            </ThemeIcon>
            {step.done ? (
              <Text size="sm" c="dimmed" td="line-through">
                {t(`dashboard.steps.${step.id}`)}
                <Text span className="sr-only" style={visuallyHidden}>
                  {` (${t('dashboard.steps.done')})`}
                </Text>
              </Text>
            ) : (
              <Anchor component={Link} to={step.to} size="sm" fw={500}>
                {t(`dashboard.steps.${step.id}`)}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </DashboardSection>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
