import { CloseButton, Group, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  testId: string;
  /** The "New …" button, for users who may create. */
  action: ReactNode;
  /** A search the server is answering: the magnifier becomes a spinner. */
  loading?: boolean;
}

/** The lists' header: the search box and the new-item button. */
export function SearchBar({ value, onChange, label, placeholder, testId, action, loading }: SearchBarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="md">
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        leftSection={loading ? <Loader size={14} /> : <IconSearch size={16} />}
        rightSection={
          value ? (
            <CloseButton
              size="sm"
              aria-label={t('common.clear_search')}
              onClick={() => onChange('')}
              data-testid={`${testId}-clear`}
            />
          ) : null
        }
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        style={{ flex: '1 1 240px', maxWidth: 360 }}
        data-testid={testId}
      />
      {action}
    </Group>
  );
}
