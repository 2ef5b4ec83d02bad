import { Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UrlStatus as Status } from '../page-wizard-steps.ts';

interface UrlStatusProps {
  status: Status;
  checking: boolean;
  /** Why the last check could not be made, if it failed. */
  failure: string | null;
}

/** The availability check's answer under the URL field: free (green), taken (red), or still to check. */
export function UrlStatus({ status, checking, failure }: UrlStatusProps) {
  const { t } = useTranslation();
  let icon = <IconInfoCircle size={16} />;
  let color = 'dimmed';
  let text = t('app_pages.wizard.url_unchecked');
  if (checking) {
    icon = <Loader size={14} />;
    text = t('app_pages.wizard.url_checking');
  } else if (status === 'available') {
    icon = <IconCircleCheck size={16} />;
    color = 'teal.9';
    text = t('app_pages.wizard.url_available');
  } else if (status === 'taken') {
    icon = <IconCircleX size={16} />;
    color = 'red.9';
    text = t('errors.page_url_exists');
  } else if (failure) {
    icon = <IconCircleX size={16} />;
    color = 'red.9';
    text = failure;
  }
  return (
    <Group
      gap={6}
      wrap="nowrap"
      c={color}
      role="status"
      aria-live="polite"
      data-status={status}
      data-testid="page-wizard-url-status"
    >
      {icon}
      <Text size="sm" c={color} fw={status === 'unchecked' ? 400 : 600}>
        {text}
      </Text>
    </Group>
  );
}
