import { Drawer, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import type { Collection } from '../api/collection-fields.ts';
import { useCollectionItemQuery } from '../api/collections.ts';
import type { MediaLookup } from '../api/media-lookup.ts';
import { collectionsErrorText } from '../collections-errors.ts';
import { itemTitle } from '../item-values.ts';
import { useCloseGuard } from './close-guard.tsx';
import { ItemForm } from './item-form.tsx';
import { ItemStatusBadge } from './item-status-badge.tsx';

interface ItemDrawerProps {
  collection: Collection;
  /** The item's id, 'new' for a new one, or null when closed. */
  itemId: string | null;
  onClose: () => void;
  /** A new item was saved: the form goes on with it. */
  onCreated: (id: string) => void;
  canEdit: boolean;
  canPublish: boolean;
  media: MediaLookup;
}

/** The item form in a drawer from the right, opened by New item or a row; its status in the header. */
export function ItemDrawer(props: ItemDrawerProps) {
  const { collection, itemId, onClose, onCreated, canEdit, canPublish, media } = props;
  const { t } = useTranslation();
  const isNew = itemId === 'new';
  const query = useCollectionItemQuery(itemId && !isNew ? itemId : null);
  const item = isNew ? null : (query.data?.collectionItem ?? null);
  // Reload after a conflict starts the form over on what the server has.
  const [generation, setGeneration] = useState(0);
  // Its X, Escape (a dialog above it closing too) or a click beside it asks first when edits are not saved.
  const [dirty, setDirty] = useState(false);
  const guard = useCloseGuard(dirty, onClose);

  let body: React.ReactNode;
  if (!itemId) body = null;
  else if (!isNew && !item && query.loading) body = <LoadingState testId="item-loading" />;
  else if (!isNew && !item) {
    body = (
      <ErrorAlert onRetry={() => void query.refetch().catch(() => undefined)} testId="item-error">
        {t('collections.item.load_error')}{' '}
        {query.error ? collectionsErrorText(t, toApiError(query.error)) : null}
      </ErrorAlert>
    );
  } else {
    body = (
      <ItemForm
        key={`${item?.id ?? 'new'}:${generation}`}
        collection={collection}
        item={item}
        canEdit={canEdit}
        canPublish={canPublish}
        media={media}
        onCreated={onCreated}
        onClose={onClose}
        onDirtyChange={setDirty}
        onReload={async () => {
          await query.refetch().catch(() => undefined);
          setGeneration((n) => n + 1);
        }}
      />
    );
  }

  const heading = isNew
    ? t('collections.item.new_title', { collection: collection.name })
    : item
      ? itemTitle(collection.fields, item) || t('collections.item.untitled')
      : t('collections.item.title');

  return (
    <Drawer
      opened={itemId !== null}
      onClose={guard.request}
      position="right"
      size={720}
      title={
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Text fw={600} size="lg" truncate title={heading} data-testid="item-drawer-title">
            {heading}
          </Text>
          {item ? <ItemStatusBadge status={item.status} size="md" /> : null}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // A long title is cut (whole in its tooltip); the status and the close button stay in sight.
      styles={{ title: { minWidth: 0, flex: 1 } }}
      data-testid="item-drawer"
    >
      {guard.bar}
      {body}
    </Drawer>
  );
}
