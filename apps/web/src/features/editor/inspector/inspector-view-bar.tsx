/**
 * The inspector's Content and Style tabs and its filter box (decision 0028), fixed under the header.
 *
 * Test ids: `inspector-tabs`, `inspector-tab:{content|style}` (on the labels), `inspector-filter`,
 * `inspector-filter-clear`.
 */
import { CloseButton, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InspectorTab } from '../room/room-prefs.ts';
import classes from './inspector.module.css';

interface InspectorViewBarProps {
  tab: InspectorTab;
  counts: Readonly<Record<InspectorTab, number>>;
  onTab(tab: InspectorTab): void;
  query: string;
  onQuery(query: string): void;
}

const TABS: readonly InspectorTab[] = ['content', 'style'];

export const InspectorViewBar = memo(function InspectorViewBar({
  tab,
  counts,
  onTab,
  query,
  onQuery,
}: InspectorViewBarProps) {
  const { t } = useTranslation();
  const filtering = query.trim() !== '';
  return (
    <div className={classes.viewBar}>
      <SegmentedControl
        size="xs"
        fullWidth
        value={tab}
        onChange={(value) => onTab(value === 'style' ? 'style' : 'content')}
        // A filter searches both tabs: the choice waits until it is cleared.
        disabled={filtering}
        aria-label={t('room.inspector.tabs')}
        data-testid="inspector-tabs"
        data={TABS.map((name) => ({
          value: name,
          disabled: counts[name] === 0,
          label: (
            <span data-testid={`inspector-tab:${name}`}>
              {t(`room.inspector.${name}`)}
              <span className={classes.tabCount}>{counts[name]}</span>
            </span>
          ),
        }))}
      />
      <TextInput
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
