import { Textarea, TextInput } from '@mantine/core';
import { LIMITS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { PageUrlInput } from '../../apps/components/page-url-input.tsx';
import { TagsField } from '../../apps/components/tags-field.tsx';

const L = LIMITS.page;

export interface PageTextValues {
  url: string;
  title: string;
  description: string;
  tags: string[];
}

export type PageTextField = keyof PageTextValues;

export interface PageTextFieldsProps {
  values: PageTextValues;
  set(patch: Partial<PageTextValues>): void;
  touch(field: PageTextField): void;
  /** The fields whose length is out of bounds once left (validation.length). */
  lengthError(field: 'url' | 'title' | 'description'): string | null;
  /** Whether the tags' rule shows now. */
  tagsShowError: boolean;
  disabled: boolean;
  /**
   * In another language (issue 26): its prefix before the URL, every field optional, the default language's
   * values as placeholders. Absent: the page's own settings, all required.
   */
  translation?: { prefix: string; placeholders: PageTextValues };
}

/**
 * A page's URL, title, description and tags as the settings dialog edits them, in the default language or, with
 * `translation`, in another (test ids `page-settings-{field}`).
 */
export function PageTextFields({
  values,
  set,
  touch,
  lengthError,
  tagsShowError,
  disabled,
  translation,
}: PageTextFieldsProps) {
  const { t } = useTranslation();
  const own = !translation;
  return (
    <>
      <PageUrlInput
        description={own ? t('editor.settings_dialog.url_help') : undefined}
        prefix={translation?.prefix}
        placeholder={translation?.placeholders.url}
        value={values.url}
        disabled={disabled}
        onChange={(url) => set({ url })}
        onBlur={() => touch('url')}
        error={lengthError('url')}
        testId="page-settings-url"
      />
      <TextInput
        label={t('app_pages.wizard.title_label')}
        required={own}
        data-autofocus={translation ? true : undefined}
        maxLength={L.title.max}
        value={values.title}
        placeholder={translation?.placeholders.title}
        disabled={disabled}
        onChange={(e) => set({ title: e.currentTarget.value })}
        onBlur={() => touch('title')}
        error={lengthError('title')}
        data-testid="page-settings-title"
      />
      <Textarea
        label={t('app_pages.wizard.description')}
        required={own}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={L.description.max}
        value={values.description}
        placeholder={translation?.placeholders.description}
        disabled={disabled}
        onChange={(e) => set({ description: e.currentTarget.value })}
        onBlur={() => touch('description')}
        error={lengthError('description')}
        data-testid="page-settings-description"
      />
      <TagsField
        label={t('app_pages.wizard.tags')}
        value={values.tags}
        onChange={(tags) => set({ tags })}
        showError={tagsShowError}
        disabled={disabled}
        onBlur={() => touch('tags')}
        testId="page-settings-tags"
        optional={translation ? { placeholder: translation.placeholders.tags.join(', ') } : undefined}
      />
    </>
  );
}
