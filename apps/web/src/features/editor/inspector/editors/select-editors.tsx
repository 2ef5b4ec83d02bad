import { Select, Stack, Text } from '@mantine/core';
import { isFontUrl } from '@tessera/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureFontFaces } from '../../../media/font-faces.ts';
import { ADD_FONT_VALUE, fontChoiceFamily, fontChoices, selectChoices } from '../field-values.ts';
import { useAppFontList, useMediaLibrary } from '../media-library.tsx';
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

/**
 * FontSelector: the built-in fonts, the app's uploaded fonts (stored as their URL), each shown in itself,
 * and "add new font", which opens the media manager filtered to fonts; the chosen font is then stored.
 */
export function FontEditor({ name, inputId, value, onChange, disabled }: EditorProps<string>) {
  const { t } = useTranslation();
  const library = useMediaLibrary();
  const fonts = useAppFontList();
  const data = useMemo(
    () => fontChoices(value, fonts, t('inspector.font.add'), library !== null),
    [value, fonts, t, library],
  );
  useEffect(() => {
    // A stored uploaded font the list may not hold (deleted): still shown in its face while it loads.
    if (isFontUrl(value)) ensureFontFaces([value]);
  }, [value]);
  return (
    <Select
      id={inputId}
      size="xs"
      data={data}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      onChange={(next) => {
        if (next === ADD_FONT_VALUE) {
          library?.open({ mediaType: 'Font', onSelect: (media) => onChange(media.url) });
          return;
        }
        if (next) onChange(next);
      }}
      renderOption={({ option }) =>
        option.value === ADD_FONT_VALUE ? (
          <Stack gap={0} data-testid={propTestId(name, 'add-font')}>
            <Text size="xs">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {t('inspector.font.add_note')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" style={{ fontFamily: fontChoiceFamily(option.value) }} title={option.label}>
            {option.label}
          </Text>
        )
      }
      styles={{ input: { fontFamily: fontChoiceFamily(value) } }}
      comboboxProps={COMBOBOX_PROPS}
      data-testid={propTestId(name, 'input')}
    />
  );
}
