import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import {
  FAVICON_EXTENSIONS,
  LIMITS,
  SERVER_MESSAGES,
  type SiteSettingsInput,
  SOCIAL_IMAGE_EXTENSIONS,
} from '@tessera/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { usePublishApp } from '../../publishing/api/publish-app.ts';
import {
  type SiteImage,
  type SiteSettings,
  useSiteScreenQuery,
  useUpdateSiteSettings,
} from '../api/site-settings.ts';
import { SiteImageField } from './site-image-field.tsx';

interface Values {
  siteName: string;
  favicon: SiteImage | null;
  socialImage: SiteImage | null;
  headerPrefabId: string | null;
  footerPrefabId: string | null;
}

function valuesOf(settings: SiteSettings): Values {
  return {
    siteName: settings.siteName,
    favicon: settings.favicon,
    socialImage: settings.socialImage,
    headerPrefabId: settings.headerPrefab?.id ?? null,
    footerPrefabId: settings.footerPrefab?.id ?? null,
  };
}

function inputOf(values: Values): SiteSettingsInput {
  return {
    siteName: values.siteName.trim(),
    faviconMediaId: values.favicon?.id ?? null,
    socialImageMediaId: values.socialImage?.id ?? null,
    headerPrefabId: values.headerPrefabId,
    footerPrefabId: values.footerPrefabId,
  };
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saved' }
  | { kind: 'published' }
  | { kind: 'error'; message: string };

/** The settings of one app: the form, Save, and (for publishers) "Publish all pages" once saved. */
export function SiteSettingsPanel({ appId, onAppNotFound }: { appId: string; onAppNotFound(): void }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useSiteScreenQuery(appId);
  const [update, { loading: saving }] = useUpdateSiteSettings();
  const [publishApp, { loading: publishing }] = usePublishApp();
  const [values, setValues] = useState<Values | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const notFound = error && toApiError(error).message === SERVER_MESSAGES.appNotFound;
  useEffect(() => {
    if (notFound) onAppNotFound();
  }, [notFound, onAppNotFound]);
  if (data && values === null) setValues(valuesOf(data.siteSettings));

  if (!data || !values) {
    if (loading) return <LoadingState testId="site-settings-loading" />;
    return (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="site-settings-load-error">
        {t('site.load_error')} {error ? t(errorKeyFor(toApiError(error))) : null}
      </ErrorAlert>
    );
  }

  const canEdit = data.app.abilities.includes('app.update');
  const canPublish = data.app.abilities.includes('page.publish');
  const changed = JSON.stringify(inputOf(values)) !== JSON.stringify(inputOf(valuesOf(data.siteSettings)));
  const tooLong = values.siteName.trim().length > LIMITS.site.name.max;
  const prefabs = data.prefabs.edges
    .map((edge) => edge.node)
    .filter((prefab) => prefab.prefabType === 'Component' && prefab.elementExists)
    .map((prefab) => ({ value: prefab.id, label: prefab.name }));
  const set = (patch: Partial<Values>) => {
    setValues({ ...values, ...patch });
    setStatus({ kind: 'idle' });
  };

  async function save() {
    if (!values || !changed || tooLong) return;
    try {
      const result = await update({ variables: { appId, settings: inputOf(values) } });
      if (result.data) setValues(valuesOf(result.data.updateSiteSettings));
      await refetch();
      setStatus({ kind: 'saved' });
    } catch (caught) {
      setStatus({ kind: 'error', message: t(errorKeyFor(toApiError(caught))) });
    }
  }

  async function publish() {
    try {
      await publishApp({ variables: { id: appId } });
      setStatus({ kind: 'published' });
    } catch (caught) {
      setStatus({ kind: 'error', message: t(errorKeyFor(toApiError(caught))) });
    }
  }

  const prefabSelect = (part: 'header' | 'footer') => (
    <Select
      label={t(`site.${part}_label`)}
      description={t(`site.${part}_help`)}
      placeholder={t('site.no_prefab')}
      data={prefabs}
      value={part === 'header' ? values.headerPrefabId : values.footerPrefabId}
      onChange={(id) => set(part === 'header' ? { headerPrefabId: id } : { footerPrefabId: id })}
      clearable
      disabled={!canEdit || saving}
      nothingFoundMessage={t('site.no_prefabs')}
      comboboxProps={{ withinPortal: true }}
      data-testid={`site-${part}-select`}
    />
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="site-settings-form"
    >
      <Stack gap="lg">
        {canEdit ? null : (
          <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="site-read-only">
            {t('site.read_only')}
          </Alert>
        )}
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <div>
              <Title order={4}>{t('site.identity_title')}</Title>
              <Text size="sm" c="dimmed">
                {t('site.identity_help')}
              </Text>
            </div>
            <TextInput
              label={t('site.name_label')}
              description={t('site.name_help')}
              placeholder={data.app.name}
              value={values.siteName}
              maxLength={LIMITS.site.name.max}
              disabled={!canEdit || saving}
              onChange={(event) => set({ siteName: event.currentTarget.value })}
              error={tooLong ? t('validation.length', LIMITS.site.name) : null}
              data-testid="site-name"
            />
            <SiteImageField
              appId={appId}
              label={t('site.favicon_label')}
              description={t('site.favicon_help')}
              value={values.favicon}
              extensions={FAVICON_EXTENSIONS}
              refusal={t('site.favicon_refused')}
              disabled={!canEdit || saving}
              onChange={(favicon) => set({ favicon })}
              testId="site-favicon"
            />
            <SiteImageField
              appId={appId}
              label={t('site.social_label')}
              description={t('site.social_help')}
              value={values.socialImage}
              extensions={SOCIAL_IMAGE_EXTENSIONS}
              refusal={t('site.social_refused')}
              disabled={!canEdit || saving}
              onChange={(socialImage) => set({ socialImage })}
              testId="site-social"
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <div>
              <Title order={4}>{t('site.frame_title')}</Title>
              <Text size="sm" c="dimmed">
                {t('site.frame_help')}
              </Text>
            </div>
            {prefabSelect('header')}
            {prefabSelect('footer')}
          </Stack>
        </Paper>
        {status.kind === 'error' ? <ErrorAlert testId="site-save-error">{status.message}</ErrorAlert> : null}
        {status.kind === 'saved' || status.kind === 'published' ? (
          <Alert
            color="teal"
            icon={<IconCircleCheck size={18} />}
            role="status"
            data-testid={`site-${status.kind}`}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t(status.kind === 'saved' ? 'site.saved' : 'site.published')}</Text>
              {status.kind === 'saved' && canPublish ? (
                <Button
                  size="xs"
                  variant="light"
                  color="teal"
                  loading={publishing}
                  onClick={() => void publish()}
                  data-testid="site-publish-all"
                >
                  {t('site.publish_all')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {canEdit ? (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={!changed || saving}
              onClick={() => {
                setValues(valuesOf(data.siteSettings));
                setStatus({ kind: 'idle' });
              }}
              data-testid="site-reset"
            >
              {t('site.discard')}
            </Button>
            <Button type="submit" loading={saving} disabled={!changed || tooLong} data-testid="site-save">
              {t('common.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
