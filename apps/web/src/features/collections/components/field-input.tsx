import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar, IconLink } from '@tabler/icons-react';
import { type CollectionField, LIMITS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import type { MediaLookup } from '../api/media-lookup.ts';
import type { FormValue } from '../item-values.ts';
import { MediaInput } from './media-input.tsx';
import { ReferenceInput } from './reference-input.tsx';
import { RichTextInput } from './rich-text-input.tsx';

interface FieldInputProps {
  appId: string;
  field: CollectionField;
  value: FormValue;
  onChange: (value: FormValue) => void;
  error: string | null;
  disabled: boolean;
  /** A reader's view: the values in plain sight (not greyed out), nothing to change or pick. */
  readOnly?: boolean;
  /** The title field is one line; other texts grow with what is typed. */
  isTitle: boolean;
  /** The slug still follows the title. */
  slugFollowing: boolean;
  media: MediaLookup;
}

/** The input a field's type asks for, with its name, help, required mark and error. */
export function FieldInput(props: FieldInputProps) {
  const {
    appId,
    field,
    value,
    onChange,
    error,
    disabled,
    readOnly = false,
    isTitle,
    slugFollowing,
    media,
  } = props;
  const { t, i18n } = useTranslation();
  // A reader is asked for nothing: no required marks.
  const required = field.required && !readOnly;
  const text = typeof value === 'string' ? value : value === null ? '' : String(value);
  const common = {
    label: field.name,
    description: field.help || undefined,
    required,
    error,
    disabled,
    readOnly,
    'data-testid': `item-field-${field.id}`,
    'data-type': field.type,
  };
  switch (field.type) {
    case 'text':
      return isTitle ? (
        <TextInput
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={LIMITS.collections.text}
        />
      ) : (
        <Textarea
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={10}
          maxLength={LIMITS.collections.text}
        />
      );
    case 'richText':
      return (
        <RichTextInput
          label={field.name}
          description={field.help}
          required={required}
          error={error}
          value={text}
          onChange={onChange}
          disabled={disabled}
          readOnly={readOnly}
          testId={`item-field-${field.id}`}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? null : Number(next))}
          decimalSeparator={i18n.language === 'pt-BR' ? ',' : '.'}
          thousandSeparator={i18n.language === 'pt-BR' ? '.' : ','}
          allowDecimal
          hideControls={readOnly}
        />
      );
    case 'date':
      return (
        <DateInput
          {...common}
          value={text || null}
          onChange={(next) => onChange(next ?? '')}
          valueFormat={i18n.language === 'pt-BR' ? 'DD/MM/YYYY' : 'MMM D, YYYY'}
          locale={i18n.language === 'pt-BR' ? 'pt-br' : 'en'}
          placeholder={t('collections.item.date_placeholder')}
          leftSection={<IconCalendar size={16} />}
          clearable={!field.required && !readOnly}
          popoverProps={{ withinPortal: true }}
        />
      );
    case 'boolean':
      return (
        <Switch
          label={field.name}
          description={field.help || undefined}
          checked={value === true}
          // Read only: the switch shows the value and stays as it is (a disabled one would grey it out).
          onChange={(e) => {
            if (!readOnly) onChange(e.currentTarget.checked);
          }}
          aria-readonly={readOnly || undefined}
          styles={readOnly ? { track: { cursor: 'default' }, label: { cursor: 'default' } } : undefined}
          error={error}
          disabled={disabled}
          data-testid={`item-field-${field.id}`}
          data-type={field.type}
        />
      );
    case 'image':
    case 'video':
      return (
        <MediaInput
          appId={appId}
          kind={field.type}
          label={field.name}
          description={field.help}
          required={required}
          error={error}
          value={text}
          onChange={onChange}
          disabled={disabled}
          readOnly={readOnly}
          media={media}
          testId={`item-field-${field.id}`}
        />
      );
    case 'link':
      return (
        <TextInput
          {...common}
          description={field.help || (readOnly ? undefined : t('collections.item.link_hint'))}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          placeholder="https://"
          leftSection={<IconLink size={16} />}
          maxLength={LIMITS.collections.link}
          inputMode="url"
        />
      );
    case 'option':
      return (
        <Select
          {...common}
          data={field.options.map((option) => ({ value: option.id, label: option.label }))}
          value={text || null}
          onChange={(next) => onChange(next ?? '')}
          placeholder={t('collections.item.option_placeholder')}
          clearable={!field.required && !readOnly}
          searchable={field.options.length > 8 && !readOnly}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'reference':
      return (
        <ReferenceInput
          collectionId={field.referenceCollectionId}
          label={field.name}
          description={field.help}
          required={required}
          error={error}
          value={text}
          onChange={onChange}
          disabled={disabled}
          readOnly={readOnly}
          testId={`item-field-${field.id}`}
        />
      );
    case 'slug':
      return (
        <TextInput
          {...common}
          description={
            field.help ||
            (readOnly
              ? undefined
              : slugFollowing
                ? t('collections.item.slug_follows')
                : t('collections.item.slug_hint'))
          }
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          leftSection={<span aria-hidden>/</span>}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          maxLength={LIMITS.collections.slug}
          spellCheck={false}
          autoCapitalize="off"
        />
      );
  }
}
