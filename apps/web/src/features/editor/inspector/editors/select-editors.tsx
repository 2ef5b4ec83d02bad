import { Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADD_FONT_VALUE, fontChoices, selectChoices } from '../field-values.ts';
import { COMBOBOX_PROPS, type EditorProps, propTestId } from './editor-props.ts';

/** Select: options from settings.options, the chosen option's id stored. */
export function SelectEditor({ name, inputId, value, onChange, disabled, settings }: EditorProps<string>) {
  const { t } = useTranslation();
  const choices = useMemo(() => selectChoices(settings), [settings]);
  useEffect(() => {
    // Spec §8: invalid select options are reported in the console only; the field offers nothing.
    if (choices.invalid) {
      console.warn(`Select property "${name}": settings.options must be strings or {id, value} objects`);
    }
  }, [choices.invalid, name]);
  const data = useMemo(
    () => choices.options.map((option) => ({ value: option.id, label: option.value })),
    [choices],
  );
  return (
    <Select
      id={inputId}
      size="xs"
      data={data}
      value={value === '' ? null : value}
      allowDeselect={false}
      placeholder={data.length === 0 ? t('inspector.select.no_options') : undefined}
      disabled={disabled || data.length === 0}
      onChange={(next) => onChange(next ?? '')}
      comboboxProps={COMBOBOX_PROPS}
      data-testid={propTestId(name, 'input')}
    />
  );
}

/** FontSelector: the built-in fonts, each shown in itself, and the "add new font" entry, disabled for now. */
export function FontEditor({ name, inputId, value, onChange, disabled }: EditorProps<string>) {
  const { t } = useTranslation();
  const data = useMemo(() => fontChoices(value, t('inspector.font.add')), [value, t]);
  return (
    <Select
      id={inputId}
      size="xs"
      data={data}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      onChange={(next) => {
        if (next && next !== ADD_FONT_VALUE) onChange(next);
      }}
      renderOption={({ option }) =>
        option.value === ADD_FONT_VALUE ? (
          <Stack gap={0}>
            <Text size="xs">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {t('inspector.font.add_note')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" style={{ fontFamily: option.value }}>
            {option.label}
          </Text>
        )
      }
      comboboxProps={COMBOBOX_PROPS}
      data-testid={propTestId(name, 'input')}
    />
  );
}
