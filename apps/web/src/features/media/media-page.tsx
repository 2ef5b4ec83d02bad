import { Button, Group, Loader, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconApps, IconArrowRight } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/list-states.tsx';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useAppsQuery } from '../apps/api/apps.ts';
import { searchTerm } from '../apps/search.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import { useMediaAppQuery } from './api/media-app.ts';
import { chosenApp, readAppChoice, saveAppChoice } from './app-choice.ts';
import { InlineMediaManager } from './components/media-manager.tsx';
import { SEARCH_DEBOUNCE_MS } from './constants.ts';

/**
 * /media (docs/decisions/0015-media-console.md): the spec shows a media selector for a fixed test app;
 * this screen lets the user choose any app of the current organization they may see (searchable,
 * remembered per organization) and manages its library, without a Select action.
 */
export function MediaPage() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const orgId = me?.currentOrg?.id ?? '';
  const [search, setSearch] = useState('');
  const [remembered, setRemembered] = useState(() => (orgId ? readAppChoice(orgId) : null));
  const [missing, setMissing] = useState<ReadonlySet<string>>(() => new Set());
  // The first answer (no search) decides the default app; a search only narrows what the chooser lists.
  const [firstApps, setFirstApps] = useState<ReadonlyArray<{ id: string; name: string }> | null>(null);
  // Names of apps chosen from a search, which the first answer may not hold.
  const [chosenNames, setChosenNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  const appId = firstApps ? chosenApp(remembered, firstApps, missing) : null;
  // A remembered app beyond the first page of apps is named by its own query (the library's, deduplicated).
  const chosenQuery = useMediaAppQuery(appId ?? '', !appId);
  const chosenLabel = appId
    ? (chosenNames.get(appId) ??
      firstApps?.find((app) => app.id === appId)?.name ??
      (chosenQuery.data?.app.id === appId ? chosenQuery.data.app.name : undefined))
    : undefined;
  // The chooser shows the chosen app's name in its box: that is not a search.
  const [debounced] = useDebouncedValue(searchTerm(search === chosenLabel ? '' : search), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useAppsQuery(debounced);
  const shown = data ?? previousData;
  const apps = useMemo(() => shown?.apps.edges.map((edge) => edge.node) ?? [], [shown]);
  if (firstApps === null && data && debounced === '') setFirstApps(apps);

  const options = useMemo(() => {
    const listed = apps.map((app) => ({ value: app.id, label: app.name }));
    // The chosen app stays an option while a search lists others.
    if (appId && chosenLabel && !listed.some((option) => option.value === appId)) {
      listed.unshift({ value: appId, label: chosenLabel });
    }
    return listed;
  }, [apps, appId, chosenLabel]);

  function choose(next: string | null) {
    if (!next) return;
    const label = options.find((option) => option.value === next)?.label ?? next;
    setChosenNames((current) => new Map(current).set(next, label));
    setRemembered(next);
    if (orgId) saveAppChoice(orgId, next);
  }

  const onAppNotFound = useCallback(
    (gone: string) => {
      setMissing((current) => new Set(current).add(gone));
      if (orgId && readAppChoice(orgId) === gone) saveAppChoice(orgId, null);
    },
    [orgId],
  );

  if (firstApps === null && loading) return <LoadingState testId="media-apps-loading" />;
  if (firstApps === null) {
    return (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="media-apps-error">
        {t('media.screen.apps_load_error')} {error ? t(errorKeyFor(toApiError(error))) : null}
      </ErrorAlert>
    );
  }
  if (firstApps.length === 0) {
    return (
      <EmptyState
        testId="media-no-apps"
        icon={<IconApps size={30} />}
        title={t('media.screen.no_apps_title')}
        description={t('media.screen.no_apps_description')}
        action={
          <Button component={Link} to="/apps" rightSection={<IconArrowRight size={16} />}>
            {t('media.screen.go_to_apps')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="lg" data-testid="media-page">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('media.screen.app_label')}
          placeholder={t('media.screen.app_placeholder')}
          data={options}
          value={appId}
          onChange={choose}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server searched already: every answer it gave is shown.
          filter={({ options: all }) => all}
          nothingFoundMessage={loading ? t('common.loading') : t('media.screen.no_apps_found')}
          rightSection={loading && search ? <Loader size={14} /> : undefined}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={340}
          maw="100%"
          aria-label={t('media.screen.app_label')}
          data-testid="media-app-select"
        />
      </Group>
      {appId ? <InlineMediaManager key={appId} appId={appId} onAppNotFound={onAppNotFound} /> : null}
    </Stack>
  );
}
