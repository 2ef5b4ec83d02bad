import { Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../components/search-bar.tsx';

interface FilterBarProps {
  search: string;
  onSearch: (value: string) => void;
  searching: boolean;
  unreadOnly: boolean;
  onUnreadOnly: (value: boolean) => void;
  exportHref: string;
}

/** Search (the server's), unread only, and the CSV export of what the filter shows. */
export function FilterBar({
  search,
  onSearch,
  searching,
  unreadOnly,
  onUnreadOnly,
  exportHref,
}: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <SearchBar
      value={search}
      onChange={onSearch}
      label={t('submissions.search_label')}
      placeholder={t('submissions.search_placeholder')}
      testId="submissions-search"
      loading={searching}
      action={
        <Group gap="md" wrap="wrap">
          <Switch
            label={t('submissions.unread_only')}
            checked={unreadOnly}
            onChange={(event) => onUnreadOnly(event.currentTarget.checked)}
            data-testid="submissions-unread-only"
          />
          <Tooltip label={t('submissions.export_help')} multiline w={260}>
            <Button
              component="a"
              href={exportHref}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
              data-testid="submissions-export"
            >
              {t('submissions.export_csv')}
            </Button>
          </Tooltip>
        </Group>
      }
    />
  );
}

interface SelectionBarProps {
  count: number;
  canDelete: boolean;
  busy: boolean;
  onMark: (read: boolean) => void;
  onDelete: () => void;
}

/** What can be done with the ticked submissions. */
export function SelectionBar({ count, canDelete, busy, onMark, onDelete }: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" data-testid="submissions-selection">
      <Text size="sm" c="dimmed" miw={90} aria-live="polite">
        {t('submissions.selected', { count })}
      </Text>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMailOpened size={14} />}
        disabled={count === 0 || busy}
        onClick={() => onMark(true)}
        data-testid="submissions-mark-read"
      >
        {t('submissions.mark_read')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMail size={14} />}
        disabled={count === 0 || busy}
        onClick={() => onMark(false)}
        data-testid="submissions-mark-unread"
      >
        {t('submissions.mark_unread')}
      </Button>
      {canDelete ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={count === 0 || busy}
          onClick={onDelete}
          data-testid="submissions-delete"
        >
          {t('submissions.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
