import { Select, Stack } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/list-states.tsx';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useAppsQuery } from '../apps/api/apps.ts';
import { chosenApp, readAppChoice, saveAppChoice } from '../media/app-choice.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import { BreakpointsPanel } from './components/breakpoints-panel.tsx';
import { LanguagesPanel } from './components/languages-panel.tsx';
import { SiteSettingsPanel } from './components/site-settings-panel.tsx';
import { TranslationFilesPanel } from './components/translation-files-panel.tsx';

/**
 * /settings (issue 21, docs/decisions/0026): the site settings of an app of the current organization. The app
 * chosen here is the one the media library remembers, so both screens open on the app being worked on.
 */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const orgId = me?.currentOrg?.id ?? '';
  const [remembered, setRemembered] = useState(() => (orgId ? readAppChoice(orgId) : null));
  const [missing, setMissing] = useState<ReadonlySet<string>>(() => new Set());
  const { data, loading, error, refetch } = useAppsQuery('');
  const apps = useMemo(() => data?.apps.edges.map((edge) => edge.node) ?? [], [data]);
  const appId = data ? chosenApp(remembered, apps, missing) : null;

  if (!data && loading) return <LoadingState testId="site-apps-loading" />;
  if (!data) {
    return (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="site-apps-error">
        {t('site.apps_load_error')} {error ? t(errorKeyFor(toApiError(error))) : null}
      </ErrorAlert>
    );
  }
  if (apps.length === 0) {
    return (
      <EmptyState
        testId="site-no-apps"
        icon={<IconApps size={30} />}
        title={t('site.no_apps_title')}
        description={t('site.no_apps_description')}
      />
    );
  }

  function choose(next: string | null) {
    if (!next) return;
    setRemembered(next);
    if (orgId) saveAppChoice(orgId, next);
  }

  return (
    <Stack gap="lg" maw={760} data-testid="site-settings-page">
      <Select
        label={t('site.app_label')}
        description={t('site.app_help')}
        data={apps.map((app) => ({ value: app.id, label: app.name }))}
        value={appId}
        onChange={choose}
        searchable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        w={340}
        maw="100%"
        data-testid="site-app-select"
      />
      {appId ? (
        <SiteSettingsPanel
          key={appId}
          appId={appId}
          onAppNotFound={() => setMissing((current) => new Set(current).add(appId))}
        />
      ) : null}
      {appId ? <BreakpointsPanel key={`breakpoints-${appId}`} appId={appId} /> : null}
      {appId ? <LanguagesPanel key={`languages-${appId}`} appId={appId} /> : null}
      {appId ? <TranslationFilesPanel key={`translation-files-${appId}`} appId={appId} /> : null}
    </Stack>
  );
}
