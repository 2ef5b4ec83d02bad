import { NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import {
  DEFAULT_SUCCESS_MESSAGE,
  FORM_AFTER_KINDS,
  type FormAfterKind,
  type FormValue,
  LIMITS,
  normalizeForm,
} from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLinkPages } from '../../api/link-pages.ts';
import { type EditorProps, propTestId } from './editor-props.ts';
import { formLocaleOf } from './form-field-values.ts';
import { PagePicker } from './link-editor.tsx';

/**
 * Form (issue 24, docs/decisions/0036): what a visitor sees after a submission is accepted, a success message
 * (empty: the default text in the page's language, shown as the placeholder in the console's language) or a
 * thank-you page of the app, picked like a Link's page. Test ids `prop:{name}:after|message|page`.
 */
export function FormEditor({ name, label, inputId, value, onChange, disabled }: EditorProps<FormValue>) {
  const { t, i18n } = useTranslation();
  const { appId } = useParams();
  const form = normalizeForm(value);
  const pages = useLinkPages(form.after === 'page' ? appId : undefined);
  const locale = formLocaleOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Stack gap={6}>
      <NativeSelect
        id={inputId}
        size="xs"
        aria-label={`${label}: ${t('form_inspector.form.after')}`}
        value={form.after}
        disabled={disabled}
        onChange={(event) => onChange({ ...form, after: event.currentTarget.value as FormAfterKind })}
        data={FORM_AFTER_KINDS.map((kind) => ({
          value: kind,
          label: t(`form_inspector.form.after_kinds.${kind}`),
        }))}
        data-testid={propTestId(name, 'after')}
      />
      {form.after === 'page' ? (
        <>
          <PagePicker
            name={name}
            label={t('form_inspector.form.page')}
            pageId={form.page ?? ''}
            pages={pages}
            disabled={disabled}
            onChange={(page) => onChange({ ...form, page: page === '' ? null : page })}
          />
          {form.page === null ? (
            <Text size="xs" c="dimmed">
              {t('form_inspector.form.page_needed')}
            </Text>
          ) : null}
        </>
      ) : (
        <Textarea
          size="xs"
          rows={3}
          resize="vertical"
          label={t('form_inspector.form.message')}
          description={t('form_inspector.form.message_hint')}
          placeholder={DEFAULT_SUCCESS_MESSAGE[locale]}
          maxLength={LIMITS.forms.messageMax}
          value={form.message}
          disabled={disabled}
          onChange={(event) => onChange({ ...form, message: event.currentTarget.value })}
          data-testid={propTestId(name, 'message')}
        />
      )}
    </Stack>
  );
}
