import { Button, Group, Stack, Text } from '@mantine/core';
import { LIMITS, localePrefix, type PageTranslation } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import {
  changedTranslation,
  type EditorPageSettings,
  type TranslationInput,
  type TranslationValues,
  translationFormValues,
  translationInput,
} from '../page-settings.ts';
import { PageTextFields } from './page-text-fields.tsx';

const L = LIMITS.page;

export interface PageTranslationFormProps {
  /** The page's own settings: what an empty field reads as. */
  page: EditorPageSettings;
  language: string;
  stored: PageTranslation | undefined;
  /** Sends the translation; resolves when saved, rejects with the call's error. */
  onSave: (translation: TranslationInput) => Promise<void>;
  onClose: () => void;
}

/**
 * Page settings in another language (issue 26): URL, title, description and tags, each empty while it reads as
 * the default language's (shown as the placeholder). The name stays one and is shown, not edited; the site
 * header and footer switches are the page's in every language. A taken URL shows 'A page with this URL
 * already exists'.
 */
export function PageTranslationForm({ page, language, stored, onSave, onClose }: PageTranslationFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TranslationValues>(() => translationFormValues(stored));
  const [touched, setTouched] = useState<ReadonlySet<keyof TranslationValues>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checked = translationInput(values);
  const invalid = checked.ok ? new Set<keyof TranslationValues>() : checked.invalid;
  const next = changedTranslation(stored, values);
  const touch = (field: keyof TranslationValues) => setTouched((current) => new Set(current).add(field));
  const set = (patch: Partial<TranslationValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const lengthError = (field: 'title' | 'description' | 'url') =>
    invalid.has(field) && touched.has(field) ? t('validation.length', L[field]) : null;

  async function save() {
    if (!next || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(next);
      onClose();
    } catch (caught) {
      setSaving(false);
      setError(t(errorKeyFor(toApiError(caught))));
    }
  }

  return (
    <form
      data-testid="page-settings-dialog"
      data-language={language}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('app_pages.wizard.name')}
          </Text>
          <Text size="sm" data-testid="page-settings-name-shared">
            {page.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('editor.language.settings_name_shared')} {t('editor.language.settings_default_hint')}
          </Text>
        </Stack>
        <PageTextFields
          values={values}
          set={set}
          touch={touch}
          lengthError={lengthError}
          tagsShowError={values.tags.length > 0}
          disabled={saving}
          translation={{
            prefix: localePrefix(language),
            placeholders: {
              url: page.url === '/' ? '' : page.url.slice(1),
              title: page.title,
              description: page.description,
              tags: page.tags,
            },
          }}
        />
        {error ? <ErrorAlert testId="page-settings-error">{error}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving} data-testid="page-settings-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={!next} data-testid="page-settings-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
