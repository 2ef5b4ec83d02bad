/**
 * The editor's language switcher (issue 26): the app's default language, then its others, each named in the
 * console's language. Texts (text inputs, text areas, alt texts) are edited in the language chosen; layout and
 * styles are shared. Beside it, in another language, how many of the page's texts are not translated yet.
 * Hidden while the app has one language. A Mantine Select: Tab reaches it, the arrow keys and Enter choose.
 *
 * Test ids: `editor-language` (data-value: the tag shown), `editor-language-missing` (data-count).
 */
import { Badge, Group, Select, type SelectProps, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { DELAYS, type SiteLocales, untranslatedCount } from '@tessera/shared';
import { memo, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { localeName } from '../../site/locales-form.ts';
import { setEditorLanguage, useLanguageView } from '../state/language-view.ts';
import { type EditorStore, useEditorStoreApi } from '../state/store.ts';

export const LanguageSwitcher = memo(function LanguageSwitcher() {
  const { active, locales } = useLanguageView();
  const api = useEditorStoreApi();
  // Each language's count, worked out when the list opens (not on every edit).
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const onOpen = useCallback(
    () => setCounts(new Map(locales.others.map((tag) => [tag, countOf(api, tag)]))),
    [api, locales],
  );
  if (locales.others.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <LanguageSelect
        locales={locales}
        value={active}
        onChange={setEditorLanguage}
        testId="editor-language"
        counts={counts}
        onDropdownOpen={onOpen}
      />
      {active !== null ? <MissingCount language={active} /> : null}
    </Group>
  );
});

export interface LanguageSelectProps {
  locales: SiteLocales;
  /** null: the default language. */
  value: string | null;
  onChange(tag: string | null): void;
  /** On the select (data-value: the tag shown). */
  testId: string;
  /** Texts not translated per language, shown beside each in the list. */
  counts?: ReadonlyMap<string, number>;
  onDropdownOpen?(): void;
}

/**
 * The app's languages, the default first and marked, each named in the console's language: the editor's
 * switcher and the draft preview's. Shows nothing for an app of one language.
 */
export function LanguageSelect({
  locales,
  value,
  onChange,
  testId,
  counts,
  onDropdownOpen,
}: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const renderOption = useCallback<NonNullable<SelectProps['renderOption']>>(
    ({ option, checked }) => {
      const missing = counts?.get(option.value);
      return (
        <Group gap={6} wrap="nowrap" justify="space-between" w="100%">
          <span>{option.label}</span>
          {missing !== undefined && missing > 0 ? (
            <Badge size="xs" variant="light" color="orange" style={{ textTransform: 'none', flexShrink: 0 }}>
              {t('editor.language.missing', { count: missing })}
            </Badge>
          ) : checked ? (
            <IconCheck size={14} aria-hidden />
          ) : null}
        </Group>
      );
    },
    [counts, t],
  );
  const uiLanguage = i18n.language;
  const data = useMemo(
    () => [
      {
        value: locales.default,
        label: t('editor.language.default', { name: localeName(locales.default, uiLanguage) }),
      },
      ...locales.others.map((tag) => ({ value: tag, label: localeName(tag, uiLanguage) })),
    ],
    [locales, uiLanguage, t],
  );
  if (locales.others.length === 0) return null;
  const shown = value ?? locales.default;
  return (
    <Select
      size="xs"
      w={136}
      data={data}
      value={shown}
      allowDeselect={false}
      renderOption={renderOption}
      onDropdownOpen={onDropdownOpen}
      leftSection={<IconLanguage size={14} aria-hidden />}
      onChange={(tag) => onChange(tag === null || tag === locales.default ? null : tag)}
      aria-label={t('editor.language.label')}
      data-testid={testId}
      data-value={shown}
      comboboxProps={{ withinPortal: true, width: 240 }}
    />
  );
}

/** The page's texts without a translation in `language`, counted again as the page changes. */
function MissingCount({ language }: { language: string }) {
  const { t } = useTranslation();
  const api = useEditorStoreApi();
  const count = useSyncExternalStore(
    (listener) => api.subscribe(listener),
    () => countOf(api, language),
  );
  const words =
    count === 0 ? t('editor.language.all_translated') : t('editor.language.missing_short', { count });
  return (
    <Tooltip label={t('editor.language.missing_hint')} openDelay={DELAYS.tooltip / 2} withArrow>
      <Badge
        size="sm"
        variant="light"
        color={count === 0 ? 'teal' : 'orange'}
        tabIndex={0}
        data-testid="editor-language-missing"
        data-count={count}
        style={{ flexShrink: 0, textTransform: 'none' }}
      >
        {words}
      </Badge>
    </Tooltip>
  );
}

let last: { slots: unknown; template: unknown; language: string; count: number } | null = null;

/** The count for the store's current slots and template, worked out once per content and language. */
function countOf(api: EditorStore, language: string): number {
  const { slots, template } = api.getState();
  if (last?.slots !== slots || last.template !== template || last.language !== language) {
    last = { slots, template, language, count: untranslatedCount(slots, template, language) };
  }
  return last.count;
}
