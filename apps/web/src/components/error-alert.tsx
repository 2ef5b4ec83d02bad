import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorAlertProps {
  /** What failed and why ("The apps could not be loaded. No connection."). */
  children: ReactNode;
  /** Tries again (a load): with it, the alert offers "Try again" under its text. */
  onRetry?: () => void;
  testId?: string;
}

/** Something that failed: the red alert, with "Try again" where it can be repeated. */
export function ErrorAlert({ children, onRetry, testId }: ErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid={testId}>
      {onRetry ? (
        <Stack gap="sm" align="flex-start">
          {children}
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.try_again')}
          </Button>
        </Stack>
      ) : (
        children
      )}
    </Alert>
  );
}
