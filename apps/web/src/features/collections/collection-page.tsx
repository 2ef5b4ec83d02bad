import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDatabaseOff, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/list-states.tsx';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { formatNumber } from '../../lib/format.ts';
import { useFrameTitle } from '../../lib/frame-title.tsx';
import { useAppQuery } from '../apps/api/app.ts';
import { useCollectionQuery, useCollectionsQuery } from './api/collections.ts';
import { collectionsErrorText, collectionsFailure } from './collections-errors.ts';
import { CollectionSettings } from './components/collection-settings.tsx';
import { ItemsPanel } from './components/items-panel.tsx';
import { collectionsPath } from './paths.ts';

/**
 * /apps/:appId/collections/:collectionId (issue 27): the collection's items table for content editors (write
 * drafts), publishers (put items live) and managers (the collection's settings). Viewers read.
 */
export function CollectionPage() {
  const { t, i18n } = useTranslation();
  const { appId = '', collectionId = '' } = useParams();
  const appQuery = useAppQuery(appId);
  const app = appQuery.data?.app ?? null;
  const query = useCollectionQuery(collectionId);
  const collection = query.data?.collection ?? null;
  const listQuery = useCollectionsQuery(appId);
  const [settingsOpened, setSettingsOpened] = useState(false);
  useFrameTitle(collection ? collection.name : null);

  if ((appQuery.loading && !app) || (query.loading && !collection)) {
    return <LoadingState testId="collection-loading" />;
  }
  const failure = query.error ? toApiError(query.error) : null;
  if (failure && collectionsFailure(failure) === 'collection_not_found') {
    return (
      <EmptyState
        testId="collection-not-found"
        color="gray"
        icon={<IconDatabaseOff size={30} />}
        title={t('collections.errors.collection_not_found')}
        description={t('collections.not_found_description')}
        action={
          <Button
            component={Link}
            to={collectionsPath(appId)}
            variant="light"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('collections.back_to_list')}
          </Button>
        }
      />
    );
  }
  if (!app || !collection) {
    const error = failure ?? (appQuery.error ? toApiError(appQuery.error) : null);
    return (
      <ErrorAlert
        onRetry={() => {
          void appQuery.refetch().catch(() => undefined);
          void query.refetch().catch(() => undefined);
        }}
        testId="collection-error"
      >
        {t('collections.load_one_error')} {error ? collectionsErrorText(t, error) : null}
      </ErrorAlert>
    );
  }
  const canManage = allows(app, 'collection.manage');
  const collections = (listQuery.data?.collections ?? [collection]).map(({ id, name }) => ({ id, name }));

  return (
    <Stack gap="md" data-testid="collection-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" c="dimmed">
          <Text size="sm">{t('collections.fields_count', { count: collection.fields.length })}</Text>
          <Badge variant="light" color={collection.publishedCount > 0 ? 'teal' : 'gray'} tt="none">
            {t('collections.published_count', {
              count: collection.publishedCount,
              formatted: formatNumber(collection.publishedCount, i18n.language),
            })}
          </Badge>
        </Group>
        {canManage ? (
          <Button
            variant="default"
            leftSection={<IconSettings size={16} />}
            onClick={() => setSettingsOpened(true)}
            data-testid="collection-settings-open"
          >
            {t('collections.settings.open')}
          </Button>
        ) : null}
      </Group>
      <ItemsPanel
        key={collection.id}
        collection={collection}
        canEdit={allows(app, 'collection.editItems')}
        canPublish={allows(app, 'collection.publishItems')}
      />
      {canManage ? (
        <CollectionSettings
          collection={collection}
          collections={collections}
          opened={settingsOpened}
          onClose={() => setSettingsOpened(false)}
        />
      ) : null}
    </Stack>
  );
}
