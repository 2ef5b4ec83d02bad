import { Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { LIMITS, type PageTranslations } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidPageFields, type PageValues } from '../../apps/page-wizard-steps.ts';
import { localeName } from '../../site/locales-form.ts';
import { pageTranslationsFrom } from '../api/editor-page.ts';
import { useUpdatePageTranslation } from '../api/update-page-translation.ts';
import {
  changedEditorSettings,
  type EditorPageSettings,
  type SiteSwitches,
  settingsFormValues,
  type TranslationInput,
} from '../page-settings.ts';
import { PageTextFields } from './page-text-fields.tsx';
import { PageTranslationForm } from './page-translation-form.tsx';
import { SettingsFormFooter, useSettingsForm } from './use-settings-form.tsx';

const L = LIMITS.page;

interface PageSettingsDialogProps {
  opened: boolean;
  stored: EditorPageSettings;
  /** Sends the settings; resolves when saved, rejects with the call's error. */
  onSave: (settings: EditorPageSettings) => Promise<void>;
  onClose: () => void;
}

interface LanguageProps {
  pageId: string;
  /** The language the editor shows (issue 26): null, the default's settings; else that language's. */
  language: string | null;
  /** The page's translations as last read or saved. */
  translations: PageTranslations;
  onTranslationsSaved(translations: PageTranslations): void;
}

/**
 * Page settings (spec §2, §4, §5): name, URL (shown without its leading slash), title, description and tags, and
 * whether the app's site header and footer frame the page (docs/decisions/0026).
 * Save is enabled only when something changed and everything is valid; the dialog stays open while saving
 * and closes when the update succeeds. A taken URL shows 'A page with this URL already exists'. While the
 * editor shows another language (issue 26), the dialog edits the page's settings in that language.
 */
export function PageSettingsDialog(props: PageSettingsDialogProps & LanguageProps) {
  const { opened, stored, onSave, onClose, language, pageId, translations } = props;
  const { t, i18n } = useTranslation();
  const [updateTranslation] = useUpdatePageTranslation();
  const saveTranslation = async (translation: TranslationInput) => {
    if (language === null) return;
    const result = await updateTranslation({ variables: { pageId, locale: language, translation } });
    if (result.data)
      props.onTranslationsSaved(pageTranslationsFrom(result.data.updatePageTranslation.translations));
    notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('editor.settings_saved') });
  };
  const title =
    language === null
      ? t('editor.settings_dialog.title')
      : `${t('editor.settings_dialog.title')} · ${localeName(language, i18n.language)}`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {/* Mounted per opening: the form starts from what is stored each time. */}
      {!opened ? null : language === null ? (
        <SettingsForm stored={stored} onSave={onSave} onClose={onClose} />
      ) : (
        <PageTranslationForm
          key={language}
          page={stored}
          language={language}
          stored={translations[language]}
          onSave={saveTranslation}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function SettingsForm({ stored, onSave, onClose }: Omit<PageSettingsDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [site, setSite] = useState<SiteSwitches>(() => ({
    showSiteHeader: stored.showSiteHeader,
    showSiteFooter: stored.showSiteFooter,
  }));
  const { values, set, touched, touch, saving, error, next, lengthError, save } = useSettingsForm({
    initial: () => settingsFormValues(stored),
    invalidOf: (current: PageValues) => invalidPageFields(current),
    nextOf: (current: PageValues) => changedEditorSettings(stored, current, site),
    onSave,
    onClose,
  });

  return (
    <form
      data-testid="page-settings-dialog"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('app_pages.wizard.name')}
          required
          data-autofocus
          maxLength={L.name.max}
          value={values.name}
          disabled={saving}
          onChange={(e) => set({ name: e.currentTarget.value })}
          onBlur={() => touch('name')}
          error={lengthError('name')}
          data-testid="page-settings-name"
        />
        <PageTextFields
          values={values}
          set={set}
          touch={touch}
          lengthError={lengthError}
          tagsShowError={touched.has('tags') || values.tags.length > 0}
          disabled={saving}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('editor.settings_dialog.site_title')}
          </Text>
          <Switch
            label={t('editor.settings_dialog.site_header')}
            checked={site.showSiteHeader}
            disabled={saving}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setSite((current) => ({ ...current, showSiteHeader: checked }));
            }}
            data-testid="page-settings-site-header"
          />
          <Switch
            label={t('editor.settings_dialog.site_footer')}
            checked={site.showSiteFooter}
            disabled={saving}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setSite((current) => ({ ...current, showSiteFooter: checked }));
            }}
            data-testid="page-settings-site-footer"
          />
          <Text size="xs" c="dimmed">
            {t('editor.settings_dialog.site_help')}
          </Text>
        </Stack>
        <SettingsFormFooter error={error} saving={saving} canSave={next !== null} onCancel={onClose} />
      </Stack>
    </form>
  );
}
