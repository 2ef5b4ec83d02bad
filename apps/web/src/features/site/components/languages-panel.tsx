import { ActionIcon, Badge, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { LIMITS, localePrefix } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { type ApiLocales, useLanguagesScreenQuery, useUpdateAppLocales } from '../api/app-locales.ts';
import {
  canAddLocale,
  isLocalesChanged,
  localeName,
  localeOptions,
  withDefault,
  withLocale,
  withoutLocale,
} from '../locales-form.ts';
import { ConfirmRemoval } from './confirm-removal.tsx';
import { type ListStatus, SettingsListPanel } from './settings-list-panel.tsx';

/**
 * The app's languages (issue 26, docs/decisions/0042), next to its breakpoints: the default language and the
 * others, each with how many translated values it holds and where its pages are served. Removing a saved
 * language asks first, saying how many translations go with it. Managers edit; everyone else sees the list.
 */
export function LanguagesPanel({ appId }: { appId: string }) {
  const { t, i18n } = useTranslation();
  const ui = i18n.language;
  const { data, loading, error, refetch } = useLanguagesScreenQuery(appId);
  const [update, { loading: saving }] = useUpdateAppLocales();
  const [draft, setDraft] = useState<ApiLocales | null>(null);
  const [status, setStatus] = useState<ListStatus>({ kind: 'idle' });
  const [confirming, setConfirming] = useState<string | null>(null);
  if (data && draft === null) setDraft(data.app.locales);

  if (!data || !draft) {
    if (loading) return <LoadingState testId="languages-loading" />;
    return (
      <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="languages-load-error">
        {t('site.languages.load_error')} {error ? t(errorKeyFor(toApiError(error))) : null}
      </ErrorAlert>
    );
  }

  const saved = data.app.locales;
  const canEdit = data.app.abilities.includes('app.update');
  const changed = isLocalesChanged(draft, saved);
  const counts = new Map(data.appTranslationCounts.map((c) => [c.locale, c.count]));
  const countOf = (tag: string) => counts.get(tag) ?? 0;
  const change = (next: ApiLocales) => {
    setDraft(next);
    setStatus({ kind: 'idle' });
  };
  const name = (tag: string) => localeName(tag, ui);

  async function save() {
    if (!draft || !changed) return;
    try {
      // Only the input's fields: what the query read carries Apollo's __typename too.
      const locales = { default: draft.default, others: [...draft.others] };
      const result = await update({ variables: { appId, locales } });
      await refetch();
      const next = result.data?.updateAppLocales.locales;
      if (next) setDraft(next);
      setStatus({ kind: 'saved' });
    } catch (caught) {
      const apiError = toApiError(caught);
      setStatus({
        kind: 'error',
        message:
          apiError.statusCode === 400
            ? t('site.languages.refused', { reason: apiError.message })
            : t(errorKeyFor(apiError)),
      });
    }
  }

  function askRemove(tag: string) {
    if (!saved.others.includes(tag)) change(withoutLocale(draft!, tag));
    else setConfirming(tag);
  }

  const atLimit = !canAddLocale(draft);
  const addSelect = (
    <Select
      label={t('site.languages.add_label')}
      placeholder={t('site.languages.add_placeholder')}
      data={localeOptions([draft.default, ...draft.others], ui)}
      value={null}
      onChange={(tag) => {
        if (tag) change(withLocale(draft, tag));
      }}
      searchable
      clearable={false}
      disabled={atLimit || saving}
      comboboxProps={{ withinPortal: true }}
      w={340}
      maw="100%"
      data-testid="language-add"
    />
  );

  return (
    <>
      <SettingsListPanel
        testId="languages"
        buttonTestId="languages"
        texts={{
          title: t('site.languages.title'),
          help: t('site.languages.help'),
          readOnly: t('site.languages.read_only'),
          saved: t('site.languages.saved'),
          cancel: t('site.languages.cancel'),
          limit: t('site.languages.limit', { max: LIMITS.locales.max }),
        }}
        canEdit={canEdit}
        saving={saving}
        changed={changed}
        atLimit={atLimit}
        status={status}
        adder={addSelect}
        onSubmit={() => void save()}
        onCancel={() => change(saved)}
      >
        <Select
          label={t('site.languages.default_label')}
          description={t('site.languages.default_help')}
          data={localeOptions([], ui)}
          value={draft.default}
          onChange={(tag) => {
            if (tag) change(withDefault(draft, tag));
          }}
          searchable
          allowDeselect={false}
          readOnly={!canEdit}
          disabled={saving}
          comboboxProps={{ withinPortal: true }}
          w={340}
          maw="100%"
          data-testid="language-default"
        />
        <div>
          <Text size="sm" fw={500} mb={6}>
            {t('site.languages.others_label')}
          </Text>
          {draft.others.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="languages-none">
              {t('site.languages.none')}
            </Text>
          ) : (
            <Stack gap={6}>
              {draft.others.map((tag) => (
                <Paper key={tag} withBorder radius="sm" px="sm" py={8} data-testid={`language-${tag}`}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap">
                      <Badge variant="light" radius="sm" tt="none">
                        {tag}
                      </Badge>
                      <div>
                        <Text size="sm" fw={500}>
                          {name(tag)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('site.languages.address', { prefix: localePrefix(tag) })} ·{' '}
                          {countOf(tag) === 0
                            ? t('site.languages.translations_none')
                            : t('site.languages.translations', { count: countOf(tag) })}
                        </Text>
                      </div>
                    </Group>
                    {canEdit ? (
                      <Tooltip label={t('site.languages.remove', { name: name(tag) })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('site.languages.remove', { name: name(tag) })}
                          disabled={saving}
                          onClick={() => askRemove(tag)}
                          data-testid={`language-remove-${tag}`}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </div>
      </SettingsListPanel>
      <ConfirmRemoval
        opened={confirming !== null}
        title={confirming ? t('site.languages.confirm_title', { name: name(confirming) }) : ''}
        body={
          !confirming || countOf(confirming) === 0
            ? t('site.languages.confirm_body_none')
            : t('site.languages.confirm_body', { count: countOf(confirming) })
        }
        confirmLabel={t('site.languages.confirm_remove')}
        testId="language-remove"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) change(withoutLocale(draft, confirming));
          setConfirming(null);
        }}
      />
    </>
  );
}
