import { Badge, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconHistory, IconPencilExclamation } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageStatus, pageStatus } from '../publish-status.ts';

const LOOK: Record<PageStatus, { color: string; icon: typeof IconCircleCheck }> = {
  live: { color: 'teal', icon: IconCircleCheck },
  changed: { color: 'yellow', icon: IconPencilExclamation },
  older: { color: 'orange', icon: IconHistory },
  unpublished: { color: 'gray', icon: IconCircleDashed },
};

interface PageStatusBadgeProps {
  page: {
    liveVersion: { number: number } | null;
    latestVersion?: { number: number } | null;
    hasUnpublishedChanges: boolean;
  };
}

/**
 * Live, changes not published, live at an older version than the draft (after a rollback), or not published
 * (test ids `page-status-live`, `page-status-changed`, `page-status-older`, `page-status-unpublished`). Focusable, so the explanation reaches keyboard and screen-reader users too.
 */
export function PageStatusBadge({ page }: PageStatusBadgeProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const status = pageStatus(page);
  const { color, icon: Icon } = LOOK[status];
  const number = page.liveVersion?.number ?? 0;
  const help = t(`publishing.status.${status}_help`, { number, latest: page.latestVersion?.number ?? 0 });
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

/**
 * The editor's notice after a rollback (test id `editor-live-older`): visitors get an older version than the
 * draft being edited, and the next publish replaces it with the draft.
 */
export function LiveOlderBadge({ live, latest }: { live: number; latest: number }) {
  const { t } = useTranslation();
  const helpId = useId();
  const help = t('publishing.editor.live_older_help', { number: live, latest });
  return (
    <>
      <Tooltip label={help} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
        <Badge
          color="orange"
          variant="light"
          leftSection={<IconHistory size={12} />}
          tabIndex={0}
          aria-describedby={helpId}
          style={{ flexShrink: 0, cursor: 'help' }}
          data-testid="editor-live-older"
          data-version={live}
        >
          {t('publishing.editor.live_older', { number: live })}
        </Badge>
      </Tooltip>
      <span id={helpId} hidden>
        {help}
      </span>
    </>
  );
}
