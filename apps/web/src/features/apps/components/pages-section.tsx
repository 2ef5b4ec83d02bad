import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconFilePlus, IconFiles, IconZoomQuestion } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../../components/card-grid.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { SearchBar } from '../../../components/search-bar.tsx';
import { allows } from '../../../lib/abilities.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import type { App } from '../api/app-fields.ts';
import { useDeletePage } from '../api/delete-page.ts';
import type { AppPage } from '../api/page-fields.ts';
import { usePagesQuery } from '../api/pages.ts';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../search.ts';
import { NewPageWizard } from './new-page-wizard.tsx';
import { PageCard } from './page-card.tsx';

interface PagesSectionProps {
  app: App;
  /** Reloads the app: creating or deleting the '/' page changes whether it has a home page. */
  onPagesChanged: () => void;
}

/** The app's pages (spec §2): server-side search, Add page, cards with a read-only URL, confirmed deletion. */
export function PagesSection({ app, onPagesChanged }: PagesSectionProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(searchTerm(search), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch, loadMore } = usePagesQuery(app.id, debounced);
  const [deletePage] = useDeletePage();
  const [wizardOpened, setWizardOpened] = useState(false);
  const [deleting, setDeleting] = useState<AppPage | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const shown = data ?? previousData;
  const pages = useMemo(() => shown?.pages.edges.map((edge) => edge.node) ?? [], [shown]);
  const canCreate = allows(app, 'page.create');
  const searching = debounced !== '' || search.trim() !== '';

  const refreshList = () => void refetch().catch(() => undefined);
  function reload() {
    refreshList();
    onPagesChanged();
  }

  async function confirmDelete(page: AppPage): Promise<string | null> {
    try {
      await deletePage({ variables: { id: page.id } });
      setDeleteOpened(false);
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('app_pages.deleted') });
      reload();
      return null;
    } catch (caught) {
      return t(errorKeyFor(toApiError(caught)));
    }
  }

  const newPageButton = canCreate ? (
    <Button
      leftSection={<IconFilePlus size={16} />}
      onClick={() => setWizardOpened(true)}
      data-testid="page-new"
    >
      {t('app_pages.new')}
    </Button>
  ) : null;

  let body: ReactNode;
  if (loading && !shown) {
    body = (
      <Center py={60}>
        <Loader aria-label={t('common.loading')} data-testid="pages-loading" />
      </Center>
    );
  } else if (error && !shown) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="pages-error">
        <Stack gap="sm" align="flex-start">
          {t('app_pages.load_error')} {t(errorKeyFor(toApiError(error)))}
          <Button size="xs" variant="light" color="red" onClick={refreshList}>
            {t('common.try_again')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (pages.length === 0 && !searching) {
    body = (
      <EmptyState
        testId="pages-empty"
        icon={<IconFiles size={30} />}
        title={t('app_pages.empty_title')}
        description={canCreate ? t('app_pages.empty_description') : t('app_pages.empty_description_reader')}
        action={newPageButton}
      />
    );
  } else if (pages.length === 0) {
    body = (
      <EmptyState
        testId="pages-no-results"
        color="gray"
        icon={<IconZoomQuestion size={30} />}
        title={t('app_pages.no_results_title')}
        description={t('app_pages.no_results_description')}
        action={
          <Button variant="default" onClick={() => setSearch('')} data-testid="pages-clear-search">
            {t('common.clear_search')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className={classes.grid} aria-busy={loading} data-testid="page-list">
        {pages.map((page) => (
          <PageCard
            key={page.id}
            appId={app.id}
            page={page}
            onDelete={() => {
              setDeleting(page);
              setDeleteOpened(true);
            }}
          />
        ))}
      </div>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="app-pages-title" data-testid="app-pages">
      <Title order={2} fz="h3" id="app-pages-title">
        {t('app_pages.title')}
      </Title>
      {pages.length > 0 || searching ? (
        <SearchBar
          value={search}
          onChange={setSearch}
          label={t('app_pages.search_label')}
          placeholder={t('app_pages.search_placeholder')}
          testId="page-search"
          loading={loading && Boolean(shown)}
          action={newPageButton}
        />
      ) : null}
      {body}
      {error && shown ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t(errorKeyFor(toApiError(error)))}
        </Alert>
      ) : null}
      {shown?.pages.pageInfo.hasNextPage ? (
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
            data-testid="pages-load-more"
          >
            {t('app_pages.load_more')}
          </Button>
        </Group>
      ) : null}
      {wizardOpened ? (
        <NewPageWizard appId={app.id} onClose={() => setWizardOpened(false)} onCreated={reload} />
      ) : null}
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('app_pages.delete_title')}
        message={<RichText i18nKey="app_pages.delete_question" values={{ name: deleting?.name ?? '' }} />}
        warning={t('app_pages.delete_warning')}
        confirmLabel={t('app_pages.delete_confirm')}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(null))}
        testId="page-delete"
      />
    </Stack>
  );
}
