import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconApps, IconCheck, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../components/card-grid.module.css';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListStates } from '../../components/list-states.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import type { App } from './api/app-fields.ts';
import { useAppTeamsQuery } from './api/app-teams.ts';
import { useAppsQuery } from './api/apps.ts';
import { useDeleteApp } from './api/delete-app.ts';
import { creatableTeams } from './app-wizard-steps.ts';
import { AppCard } from './components/app-card.tsx';
import { NewAppWizard } from './components/new-app-wizard.tsx';
import { SEARCH_DEBOUNCE_MS, searchTerm } from './search.ts';

/** The app list (spec §2): server-side search, cards, the new-app wizard, double-confirmed deletion. */
export function AppsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(searchTerm(search), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch, loadMore } = useAppsQuery(debounced);
  const teamsQuery = useAppTeamsQuery();
  const [deleteApp] = useDeleteApp();
  const [wizardOpened, setWizardOpened] = useState(false);
  // The app stays set while the confirmation closes, so its text does not flash empty.
  const [deleting, setDeleting] = useState<App | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);

  // While a new search loads, the previous answer stays on screen instead of a spinner.
  const shown = data ?? previousData;
  const apps = useMemo(() => shown?.apps.edges.map((edge) => edge.node) ?? [], [shown]);
  const teams = useMemo(() => teamsQuery.data?.teams.edges.map((edge) => edge.node) ?? [], [teamsQuery.data]);
  const canCreate = creatableTeams(teams).length > 0;
  const searching = debounced !== '' || search.trim() !== '';

  // Failures show through the query's own error state; the promise needs no handler of its own.
  const refreshList = () => void refetch().catch(() => undefined);

  async function confirmDelete(app: App): Promise<string | null> {
    try {
      await deleteApp({ variables: { id: app.id } });
      setDeleteOpened(false);
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('apps.deleted') });
      refreshList();
      return null;
    } catch (caught) {
      return t(errorKeyFor(toApiError(caught)));
    }
  }

  const newAppButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setWizardOpened(true)} data-testid="app-new">
      {t('apps.new')}
    </Button>
  );

  return (
    <Stack gap="lg" data-testid="apps">
      {apps.length > 0 || searching ? (
        <SearchBar
          value={search}
          onChange={setSearch}
          label={t('apps.search_label')}
          placeholder={t('apps.search_placeholder')}
          testId="app-search"
          loading={loading && Boolean(shown)}
          action={canCreate ? newAppButton : null}
        />
      ) : null}
      <ListStates
        loaded={Boolean(shown)}
        loading={loading}
        error={error}
        loadError={t('apps.load_error')}
        onRetry={refreshList}
        errorUnderList
        empty={apps.length === 0 && !searching}
        emptyState={{
          icon: <IconApps size={30} />,
          title: t('apps.empty_title'),
          description: canCreate ? t('apps.empty_description') : t('apps.empty_description_reader'),
          action: canCreate ? newAppButton : null,
        }}
        noResults={apps.length === 0}
        noResultsState={{ title: t('apps.no_results_title'), description: t('apps.no_results_description') }}
        onClearSearch={() => setSearch('')}
        hasNextPage={Boolean(shown?.apps.pageInfo.hasNextPage)}
        loadMore={loadMore}
        loadMoreLabel={t('apps.load_more')}
        testIds={{
          loading: 'apps-loading',
          error: 'apps-error',
          empty: 'apps-empty',
          noResults: 'apps-no-results',
          clearSearch: 'apps-clear-search',
          loadMore: 'apps-load-more',
        }}
      >
        <section
          className={classes.grid}
          aria-label={t('apps.list_label')}
          aria-busy={loading}
          data-testid="app-list"
        >
          {apps.map((app) => (
            <AppCard
              key={app.id}
              app={app}
              onDelete={() => {
                setDeleting(app);
                setDeleteOpened(true);
              }}
            />
          ))}
        </section>
      </ListStates>
      {wizardOpened ? (
        <NewAppWizard
          teams={teams}
          teamsLoading={teamsQuery.loading}
          teamsError={teamsQuery.error ?? null}
          onClose={() => setWizardOpened(false)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('apps.delete_title')}
        message={<RichText i18nKey="apps.delete_question" values={{ name: deleting?.name ?? '' }} />}
        warning={t('apps.delete_warning')}
        confirmLabel={t('apps.delete_confirm')}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(null))}
        testId="app-delete"
        doubleConfirm="deleteApp"
      />
    </Stack>
  );
}
