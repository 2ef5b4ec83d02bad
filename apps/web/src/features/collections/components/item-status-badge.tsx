import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconPencilExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '../api/collection-fields.ts';

/** The page publishing badges' colours: live teal, live with newer edits yellow, not published gray. */
export const STATUS_LOOK: Record<ItemStatus, { color: string; icon: typeof IconCircleCheck }> = {
  published: { color: 'teal', icon: IconCircleCheck },
  changed: { color: 'yellow', icon: IconPencilExclamation },
  draft: { color: 'gray', icon: IconCircleDashed },
};

export function ItemStatusBadge({ status, size = 'sm' }: { status: ItemStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { color, icon: Icon } = STATUS_LOOK[status] ?? STATUS_LOOK.draft;
  return (
    <Badge
      color={color}
      variant="light"
      size={size}
      leftSection={<Icon size={12} />}
      title={t(`collections.status_help.${status}`)}
      // Never narrower than its word: a tight column or header cuts nothing.
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-testid={`item-status-${status}`}
    >
      {t(`collections.status.${status}`)}
    </Badge>
  );
}
