import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyFor } from '../../../lib/error-text.ts';
import type { SessionStatus } from './page-session.ts';

/**
 * What the session tells the person once (issue 25): a change of theirs the server refused (the page went back
 * to what is stored; reloading goes on from there), and write access taken away while the page was open.
 */
export function useSessionNotices(status: SessionStatus, onReload: () => void) {
  const { t } = useTranslation();
  const wrote = useRef(false);
  useEffect(() => {
    if (!status.ended) return;
    const key = status.ended === 'invalid' ? 'refused' : 'ended';
    notifications.show({
      id: 'collab-ended',
      color: 'red',
      icon: <IconAlertTriangle size={18} />,
      title: t(`collab.${key}.title`),
      autoClose: false,
      message: (
        <>
          <Text size="sm">{t(`collab.${key}.message`)}</Text>
          <Button size="compact-xs" mt={6} onClick={onReload} data-testid="collab-reload">
            {t('collab.reload')}
          </Button>
        </>
      ),
    });
  }, [status.ended, onReload, t]);
  useEffect(() => {
    if (!status.refusedReason) return;
    notifications.show({
      id: 'collab-not-stored',
      color: 'red',
      icon: <IconAlertTriangle size={18} />,
      title: t('collab.not_stored'),
      message: t(errorKeyFor({ statusCode: 400, message: status.refusedReason })),
      autoClose: 10_000,
    });
  }, [status.refusedReason, t]);
  useEffect(() => {
    if (!status.synced) return;
    if (status.writable) wrote.current = true;
    else if (wrote.current) {
      wrote.current = false;
      notifications.show({
        id: 'collab-access',
        color: 'yellow',
        icon: <IconLock size={18} />,
        message: t('collab.access_lost'),
        autoClose: 8000,
      });
    }
  }, [status.synced, status.writable, t]);
}
