import { Badge, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconPencilExclamation } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageStatus, pageStatus } from '../publish-status.ts';

const LOOK: Record<PageStatus, { color: string; icon: typeof IconCircleCheck }> = {
  live: { color: 'teal', icon: IconCircleCheck },
  changed: { color: 'yellow', icon: IconPencilExclamation },
  unpublished: { color: 'gray', icon: IconCircleDashed },
};

interface PageStatusBadgeProps {
  page: { liveVersion: { number: number } | null; hasUnpublishedChanges: boolean };
}

/**
 * Live, changes not published, or not published (test ids `page-status-live`, `page-status-changed`,
 * `page-status-unpublished`). Focusable, so the explanation reaches keyboard and screen-reader users too.
 */
export function PageStatusBadge({ page }: PageStatusBadgeProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const status = pageStatus(page);
  const { color, icon: Icon } = LOOK[status];
  const number = page.liveVersion?.number ?? 0;
  const help = t(`publishing.status.${status}_help`, { number });
  return (
    <>
      <Tooltip label={help} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
        <Badge
          color={color}
          variant="light"
          leftSection={<Icon size={12} />}
          tabIndex={0}
          aria-describedby={helpId}
          style={{ flexShrink: 0, cursor: 'help' }}
          data-testid={`page-status-${status}`}
          data-version={page.liveVersion?.number}
        >
          {t(`publishing.status.${status}`)}
        </Badge>
      </Tooltip>
      <span id={helpId} hidden>
        {help}
      </span>
    </>
  );
}
