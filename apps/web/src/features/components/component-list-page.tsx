import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconComponents, IconPlus, IconZoomQuestion } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import type { ComponentSummary } from './api/component-fields.ts';
import { useComponentsLazyQuery } from './api/components.ts';
import { useDeleteComponent } from './api/delete-component.ts';
import { authoringErrorText } from './authoring/authoring-errors.ts';
import classes from './authoring/authoring-list.module.css';
import { matchesSearch } from './authoring/authoring-rules.ts';
import { SearchBar } from './authoring/search-bar.tsx';
import { ComponentCard } from './components/component-card.tsx';

/** /components: search, live preview cards, new, edit and delete (spec §2). */
export function ComponentListPage() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const canWrite = allows(me?.currentOrg, 'component.write');
  const { data, loading, error, refetch, loadMore } = useComponentsLazyQuery();
  const [deleteComponent] = useDeleteComponent();
  const [search, setSearch] = useState('');
  // Kept while the confirmation closes, so its text does not flash empty.
  const [deleting, setDeleting] = useState<ComponentSummary | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const components = useMemo(() => data?.components.edges.map((edge) => edge.node) ?? [], [data]);
  const visible = useMemo(() => components.filter((c) => matchesSearch(c, search)), [components, search]);
  const refreshList = () => void refetch().catch(() => undefined);

  async function confirmDelete(component: ComponentSummary): Promise<string | null> {
    try {
      await deleteComponent({ variables: { id: component.id } });
      setDeleteOpened(false);
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('components.deleted') });
      refreshList();
      return null;
    } catch (caught) {
      return authoringErrorText(t, 'component', toApiError(caught));
    }
  }

  const newButton = canWrite ? (
    <Button
      component={Link}
      to="/components/new"
      leftSection={<IconPlus size={16} />}
      data-testid="component-new"
    >
      {t('components.new')}
    </Button>
  ) : null;

  let body: ReactNode;
  if (loading && !data) {
    body = (
      <Center py={60}>
        <Loader aria-label={t('common.loading')} data-testid="components-loading" />
      </Center>
    );
  } else if (error && !data) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="components-error">
        <Stack gap="sm" align="flex-start">
          {t('components.load_error')} {authoringErrorText(t, 'component', toApiError(error))}
          <Button size="xs" variant="light" color="red" onClick={refreshList}>
            {t('common.try_again')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (components.length === 0) {
    body = (
      <EmptyState
        testId="components-empty"
        icon={<IconComponents size={30} />}
        title={t('components.empty_title')}
        description={canWrite ? t('components.empty_description') : t('components.empty_description_reader')}
        action={newButton}
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        testId="components-not-found"
        color="gray"
        icon={<IconZoomQuestion size={30} />}
        title={t('components.no_results_title')}
        description={t('components.no_results_description')}
        action={
          <Button variant="default" onClick={() => setSearch('')} data-testid="components-clear-search">
            {t('common.clear_search')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <section className={classes.grid} aria-label={t('components.list_label')} data-testid="component-list">
        {visible.map((component) => (
          <ComponentCard
            key={component.id}
            component={component}
            canWrite={canWrite}
            onDelete={() => {
              setDeleting(component);
              setDeleteOpened(true);
            }}
          />
        ))}
      </section>
    );
  }

  return (
    <Stack gap="lg" data-testid="components">
      {components.length > 0 ? (
        <SearchBar
          value={search}
          onChange={setSearch}
          label={t('components.search_label')}
          placeholder={t('components.search_placeholder')}
          testId="component-search"
          action={newButton}
        />
      ) : null}
      {body}
      {data?.components.pageInfo.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            loading={loadingMore}
            onClick={() => {
              setLoadingMore(true);
              void loadMore()
                .catch(() => undefined)
                .finally(() => setLoadingMore(false));
            }}
            data-testid="components-load-more"
          >
            {t('components.load_more')}
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('components.delete_title')}
        message={t('components.delete_question', { name: deleting?.name ?? '' })}
        warning={t('components.delete_warning')}
        confirmLabel={t('components.delete_confirm')}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(null))}
        testId="component-delete"
      />
    </Stack>
  );
}
