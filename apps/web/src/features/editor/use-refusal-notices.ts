import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUSAL_TEXT } from './state/edit-refusal.ts';
import type { EditorStore } from './state/store.ts';

/**
 * Shows a notice each time the store refuses a structural edit (a drop, move, remove, paste or duplicate
 * inside a placed prefab copy, too deep, into itself, into a slot that is gone): state/edit-refusal.ts
 * says why, the catalogue's `editor.drop_refused.*` says it to the user.
 */
export function useRefusalNotices(api: EditorStore): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      api.subscribe((state, previous) => {
        const { refusal } = state;
        if (!refusal || refusal === previous.refusal) return;
        // No fixed id: Mantine ignores a second notice with the id of one still shown.
        notifications.show({
          color: 'yellow',
          message: t(REFUSAL_TEXT[refusal.reason]),
          autoClose: 4000,
          'data-testid': `editor-refused:${refusal.reason}`,
        } as Parameters<typeof notifications.show>[0]);
      }),
    [api, t],
  );
}
