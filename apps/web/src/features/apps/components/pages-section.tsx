import { Button, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFilePlus, IconFiles } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import classes from '../../../components/card-grid.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListStates } from '../../../components/list-states.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { SearchBar } from '../../../components/search-bar.tsx';
import { allows } from '../../../lib/abilities.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { PagePublishDialog } from '../../publishing/components/page-publish-dialog.tsx';
import { VersionsDialog } from '../../publishing/components/versions-dialog.tsx';
import { restorePath } from '../../publishing/publish-status.ts';
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

/**
 * The app's pages (spec §2): server-side search, Add page, cards with a read-only URL, confirmed deletion,
 * and publishing (issue 10): each card's status, Publish with a confirmation, and its versions.
 */
export function PagesSection({ app, onPagesChanged }: PagesSectionProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(searchTerm(search), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch, loadMore } = usePagesQuery(app.id, debounced);
  const [deletePage] = useDeletePage();
  const [wizardOpened, setWizardOpened] = useState(false);
  const [deleting, setDeleting] = useState<AppPage | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [publishing, setPublishing] = useState<AppPage | null>(null);
  const [versionsOf, setVersionsOf] = useState<AppPage | null>(null);
  const navigate = useNavigate();

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
      <ListStates
        loaded={Boolean(shown)}
        loading={loading}
        error={error}
        loadError={t('app_pages.load_error')}
        onRetry={refreshList}
        errorUnderList
        empty={pages.length === 0 && !searching}
        emptyState={{
          icon: <IconFiles size={30} />,
          title: t('app_pages.empty_title'),
          description: canCreate ? t('app_pages.empty_description') : t('app_pages.empty_description_reader'),
          action: newPageButton,
        }}
        noResults={pages.length === 0}
        noResultsState={{
          title: t('app_pages.no_results_title'),
          description: t('app_pages.no_results_description'),
        }}
        onClearSearch={() => setSearch('')}
        hasNextPage={Boolean(shown?.pages.pageInfo.hasNextPage)}
        loadMore={loadMore}
        loadMoreLabel={t('app_pages.load_more')}
        testIds={{
          loading: 'pages-loading',
          error: 'pages-error',
          empty: 'pages-empty',
          noResults: 'pages-no-results',
          clearSearch: 'pages-clear-search',
          loadMore: 'pages-load-more',
        }}
      >
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
              onPublish={() => setPublishing(page)}
              onVersions={() => setVersionsOf(page)}
            />
          ))}
        </div>
      </ListStates>
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
      <PagePublishDialog page={publishing} onClose={() => setPublishing(null)} onPublished={reload} />
      {versionsOf ? (
        <VersionsDialog
          key={versionsOf.id}
          appId={app.id}
          page={versionsOf}
          canPublish={allows(versionsOf, 'page.publish')}
          onRestore={
            allows(versionsOf, 'page.editContent')
              ? (version) => navigate(restorePath(app.id, versionsOf.id, version.id))
              : undefined
          }
          onClose={() => setVersionsOf(null)}
          onChanged={reload}
        />
      ) : null}
    </Stack>
  );
}
