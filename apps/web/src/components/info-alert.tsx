import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface InfoAlertProps {
  title?: string;
  children: ReactNode;
  testId?: string;
}

/** A notice that is no failure ("You have no team to create apps in", "Read-only"): the light blue alert. */
export function InfoAlert({ title, children, testId }: InfoAlertProps) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={title}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
