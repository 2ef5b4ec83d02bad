/**
 * The inspector's filter box (decision 0028), stuck to the top of the properties while they scroll.
 * Escape clears it.
 *
 * Test ids: `inspector-filter`, `inspector-filter-clear`.
 */
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './inspector.module.css';

export const InspectorFilter = memo(function InspectorFilter({
  query,
  onQuery,
}: {
  query: string;
  onQuery(query: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.filterBar}>
      <TextInput
        type="search"
        size="xs"
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query !== '') {
            event.stopPropagation();
            onQuery('');
          }
        }}
        placeholder={t('room.inspector.filter_placeholder')}
        aria-label={t('room.inspector.filter')}
        leftSection={<IconSearch size={14} aria-hidden />}
        rightSection={
          query === '' ? null : (
            <CloseButton
              size="sm"
              aria-label={t('room.inspector.filter_clear')}
              onClick={() => onQuery('')}
              data-testid="inspector-filter-clear"
            />
          )
        }
        data-testid="inspector-filter"
      />
    </div>
  );
});
