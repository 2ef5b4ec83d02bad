import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a drawer with unsaved changes closes (its X, Escape, a click beside it): the request shows a bar at
 * the drawer's top to discard the changes or keep editing, instead of dropping them. Cancel buttons close at once.
 */
export function useCloseGuard(dirty: boolean, close: () => void): { request: () => void; bar: ReactNode } {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const request = useCallback(() => {
    if (dirty) setAsking(true);
    else close();
  }, [dirty, close]);
  const bar =
    asking && dirty ? (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        mb="md"
        role="alertdialog"
        aria-label={t('collections.close_guard.message')}
        data-testid="close-guard"
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm">{t('collections.close_guard.message')}</Text>
          <Group gap="xs">
            <Button size="xs" variant="default" data-autofocus onClick={() => setAsking(false)}>
              {t('collections.close_guard.keep')}
            </Button>
            <Button
              size="xs"
              color="red"
              data-testid="close-guard-discard"
              onClick={() => {
                setAsking(false);
                close();
              }}
            >
              {t('collections.close_guard.discard')}
            </Button>
          </Group>
        </Group>
      </Alert>
    ) : null;
  return { request, bar };
}
