import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The app's error badge: its live address shows nothing until a page answers '/'. Focusable, so the
 * explanation reaches keyboard and screen-reader users too (the tooltip, and aria-describedby).
 */
export function NoHomePageBadge({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <>
      <Tooltip
        label={t('apps.no_home_page_help')}
        multiline
        w={260}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Badge
          color="orange"
          variant="light"
          leftSection={<IconAlertTriangle size={12} />}
          tabIndex={0}
          aria-describedby={helpId}
          style={{ flexShrink: 0, cursor: 'help' }}
          data-testid={testId}
        >
          {t('apps.no_home_page')}
        </Badge>
      </Tooltip>
      <span id={helpId} hidden>
        {t('apps.no_home_page_help')}
      </span>
    </>
  );
}
