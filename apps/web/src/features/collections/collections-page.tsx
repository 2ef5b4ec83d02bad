import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDatabase, IconPlus } from '@tabler/icons-react';
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
import { fullDateTime } from '../../lib/relative-time.ts';
import { useAppQuery } from '../apps/api/app.ts';
import type { Collection } from './api/collection-fields.ts';
import { useCollectionsQuery } from './api/collections.ts';
import { compactDateTime } from './cell-text.ts';
import { collectionsErrorText } from './collections-errors.ts';
import { CreateCollectionDialog } from './components/create-collection-dialog.tsx';
import { collectionPath } from './paths.ts';

/**
 * /apps/:appId/collections (issue 27, docs/decisions/0046): the app's collections (Posts, Team, Products) with
 * their counts; managers create them. Every member of the app's team sees them.
 */
export function CollectionsPage() {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  const appQuery = useAppQuery(appId);
  const app = appQuery.data?.app ?? null;
  const query = useCollectionsQuery(appId);
  const [creating, setCreating] = useState(false);
  useFrameTitle(app ? t('collections.title_of', { name: app.name }) : null);

  if ((appQuery.loading && !app) || (query.loading && !query.data)) {
    return <LoadingState testId="collections-loading" />;
  }
  const collections = query.data?.collections;
  if (!app || !collections) {
    const failure = appQuery.error ?? query.error;
    return (
      <ErrorAlert
        onRetry={() => {
          void appQuery.refetch().catch(() => undefined);
          void query.refetch().catch(() => undefined);
        }}
        testId="collections-error"
      >
        {t('collections.load_error')} {failure ? collectionsErrorText(t, toApiError(failure)) : null}
      </ErrorAlert>
    );
  }
  const canManage = allows(app, 'collection.manage');
  const newButton = canManage ? (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setCreating(true)}
      data-testid="collections-new"
    >
      {t('collections.new')}
    </Button>
  ) : null;

  return (
    <Stack gap="md" data-testid="collections-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed" size="sm" maw={640}>
          {t('collections.intro')}
        </Text>
        {collections.length > 0 ? newButton : null}
      </Group>
      {collections.length === 0 ? (
        <EmptyState
          testId="collections-empty"
          icon={<IconDatabase size={30} />}
          title={t('collections.empty_title')}
          description={
            canManage ? t('collections.empty_description') : t('collections.empty_description_reader')
          }
          action={newButton}
        />
      ) : (
        <CollectionsTable appId={appId} collections={collections} />
      )}
      <CreateCollectionDialog
        appId={appId}
        opened={creating}
        onClose={() => setCreating(false)}
        collections={collections}
      />
    </Stack>
  );
}

function CollectionsTable({ appId, collections }: { appId: string; collections: readonly Collection[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing="sm" highlightOnHover data-testid="collections-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('collections.column.name')}</Table.Th>
              <Table.Th ta="right">{t('collections.column.fields')}</Table.Th>
              <Table.Th ta="right">{t('collections.column.items')}</Table.Th>
              <Table.Th ta="right">{t('collections.column.published')}</Table.Th>
              <Table.Th>{t('collections.column.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {collections.map((collection) => {
              const updated = new Date(collection.updatedAt);
              return (
                <Table.Tr key={collection.id} data-testid="collection-row" data-id={collection.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={collectionPath(appId, collection.id)}
                      fw={600}
                      data-testid="collection-open"
                    >
                      {collection.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(collection.fields.length, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(collection.itemCount, i18n.language)}</Table.Td>
                  <Table.Td ta="right">
                    <Badge
                      variant="light"
                      color={collection.publishedCount > 0 ? 'teal' : 'gray'}
                      tt="none"
                      data-testid="collection-published"
                    >
                      {formatNumber(collection.publishedCount, i18n.language)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={fullDateTime(updated, i18n.language)}>
                      <Text size="sm" c="dimmed" span style={{ whiteSpace: 'nowrap' }}>
                        {compactDateTime(updated, i18n.language)}
                      </Text>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
