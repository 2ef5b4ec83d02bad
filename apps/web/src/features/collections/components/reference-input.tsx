import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../apps/search.ts';
import { useCollectionItemQuery, useCollectionItemsQuery, useCollectionQuery } from '../api/collections.ts';
import { itemTitle } from '../item-values.ts';

interface ReferenceInputProps {
  /** The collection whose items the field names. */
  collectionId: string | null;
  label: string;
  description?: string | null;
  required: boolean;
  error?: string | null;
  /** The item's id, or ''. */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
  /** A reader's view: the chosen item's title, nothing to search. */
  readOnly?: boolean;
  testId: string;
}

const OPTIONS = 20;

/** An item of another collection, searched by the server as the user types, shown by its title. */
export function ReferenceInput(props: ReferenceInputProps) {
  const { collectionId, label, description, required, error, value, onChange, disabled, readOnly, testId } =
    props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const target = useCollectionQuery(collectionId ?? '');
  const fields = target.data?.collection.fields ?? [];
  const current = useCollectionItemQuery(value || null);
  const items = useCollectionItemsQuery(
    { collectionId: collectionId ?? '', first: OPTIONS, search: debounced || null },
    !collectionId,
  );

  const data = useMemo(() => {
    const untitled = t('collections.item.untitled');
    const options = (items.data ?? items.previousData)?.collectionItems.edges.map((edge) => ({
      value: edge.node.id,
      label: itemTitle(fields, edge.node) || untitled,
    }));
    const list = options ?? [];
    const chosen = current.data?.collectionItem;
    if (value && !list.some((option) => option.value === value)) {
      list.unshift({ value, label: chosen ? itemTitle(fields, chosen) || untitled : t('common.loading') });
    }
    return list;
  }, [items.data, items.previousData, current.data, fields, value, t]);

  return (
    <Select
      label={label}
      description={description}
      required={required}
      error={error}
      placeholder={t('collections.item.reference_placeholder', { name: target.data?.collection.name ?? '' })}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable={!readOnly}
      readOnly={readOnly}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: every option it sent is shown.
      filter={({ options }) => options}
      clearable={!required && !readOnly}
      nothingFoundMessage={items.loading ? t('common.loading') : t('collections.item.reference_none')}
      rightSection={items.loading ? <Loader size={14} /> : undefined}
      disabled={disabled || !collectionId}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
