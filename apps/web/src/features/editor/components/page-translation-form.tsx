import { Stack, Text } from '@mantine/core';
import { LIMITS, localePrefix, type PageTranslation } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import {
  changedTranslation,
  type EditorPageSettings,
  type TranslationInput,
  type TranslationValues,
  translationFormValues,
  translationInput,
} from '../page-settings.ts';
import { PageTextFields } from './page-text-fields.tsx';
import { SettingsFormFooter, useSettingsForm } from './use-settings-form.tsx';

const _L = LIMITS.page;

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
  const { values, set, touch, saving, error, next, lengthError, save } = useSettingsForm({
    initial: () => translationFormValues(stored),
    invalidOf: (current: TranslationValues) => {
      const checked = translationInput(current);
      return checked.ok ? new Set<string>() : checked.invalid;
    },
    nextOf: (current: TranslationValues) => changedTranslation(stored, current),
    onSave,
    onClose,
  });

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
        <SettingsFormFooter error={error} saving={saving} canSave={next !== null} onCancel={onClose} />
      </Stack>
    </form>
  );
}
