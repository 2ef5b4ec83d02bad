import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedGraph } from '../model/flow.ts';

/** What the load of the graph left out or could not understand, said once when the editor opens. */
export function useLoadNotices(loaded: LoadedGraph): void {
  const { t } = useTranslation();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    if (loaded.unknownTypes.length > 0)
      notifications.show({
        color: 'yellow',
        icon: <IconAlertTriangle size={18} />,
        title: t('behaviour.notify.unknown_type_title'),
        message: t('behaviour.notify.unknown_type_message', { types: loaded.unknownTypes.join(', ') }),
        autoClose: 8000,
      });
    if (loaded.dropped.length > 0)
      notifications.show({
        color: 'yellow',
        icon: <IconAlertTriangle size={18} />,
        title: t('behaviour.notify.dropped_title'),
        message: t('behaviour.notify.dropped_message', { count: loaded.dropped.length }),
        autoClose: 8000,
      });
    if (loaded.duplicates > 0)
      notifications.show({
        color: 'yellow',
        icon: <IconAlertTriangle size={18} />,
        message: t('behaviour.notify.duplicates', { count: loaded.duplicates }),
        autoClose: 8000,
      });
    if (loaded.duplicateComponents > 0)
      notifications.show({
        color: 'yellow',
        icon: <IconAlertTriangle size={18} />,
        title: t('behaviour.notify.duplicate_components_title'),
        message: t('behaviour.notify.duplicate_components_message', { count: loaded.duplicateComponents }),
        autoClose: 8000,
      });
  }, [loaded, t]);
}
