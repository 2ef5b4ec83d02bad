import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface CursorPagerProps {
  /** What the pages are of, for screen readers ("Pages of items"). */
  label: string;
  page: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** `{testId}-previous`, `-page`, `-next`; none, and no live region, for a second pager under the list. */
  testId?: string;
}

/**
 * Previous and next over a connection's first/after cursors, with the page number between (read out when it
 * changes): the one pager of the media library, the form submissions and the collection items.
 */
export function CursorPager({
  label,
  page,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  testId,
}: CursorPagerProps) {
  const { t } = useTranslation();
  const id = (part: string) => (testId ? `${testId}-${part}` : undefined);
  return (
    <Group gap={4} wrap="nowrap" role="navigation" aria-label={label}>
      <Tooltip label={t('common.previous_page')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('common.previous_page')}
          disabled={!canPrevious}
          onClick={onPrevious}
          data-testid={id('previous')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Text
        size="sm"
        c="dimmed"
        miw={64}
        ta="center"
        aria-live={testId ? 'polite' : undefined}
        data-testid={id('page')}
      >
        {t('common.page_number', { page })}
      </Text>
      <Tooltip label={t('common.next_page')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('common.next_page')}
          disabled={!canNext}
          onClick={onNext}
          data-testid={id('next')}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
