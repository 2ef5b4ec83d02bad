import { ActionIcon, Group, Select } from '@mantine/core';
import { IconBold, IconItalic, IconStrikethrough, IconUnderline } from '@tabler/icons-react';
import {
  FONT_WEIGHTS,
  type FontWeight,
  setWeight,
  type TextStyleValue,
  toggleBold,
  toggleItalic,
  toggleStrikethrough,
  toggleUnderline,
} from '@tessera/shared';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../inspector.module.css';
import { COMBOBOX_PROPS, type EditorProps, propTestId } from './editor-props.ts';

type StyleKey = 'bold' | 'italic' | 'underline' | 'strikethrough';

const TOGGLES: readonly {
  key: StyleKey;
  icon: ComponentType<{ size?: number }>;
  toggle: (style: TextStyleValue) => TextStyleValue;
}[] = [
  { key: 'bold', icon: IconBold, toggle: toggleBold },
  { key: 'italic', icon: IconItalic, toggle: toggleItalic },
  { key: 'underline', icon: IconUnderline, toggle: toggleUnderline },
  { key: 'strikethrough', icon: IconStrikethrough, toggle: toggleStrikethrough },
];

/**
 * TextStyle: bold, italic, underline and strikethrough buttons and a weight. The shared toggles keep bold
 * and weight exclusive, and underline and strikethrough.
 */
export function TextStyleEditor({
  name,
  label,
  labelId,
  value,
  onChange,
  disabled,
}: EditorProps<TextStyleValue>) {
  const { t } = useTranslation();
  const weights = useMemo(
    () =>
      FONT_WEIGHTS.map((weight) => ({
        value: String(weight.value),
        label: `${weight.value} · ${t(`inspector.weights.${weight.value}`)}`,
      })),
    [t],
  );
  return (
    <Group gap={8} wrap="nowrap">
      <fieldset className={classes.choices} aria-labelledby={labelId}>
        <ActionIcon.Group>
          {TOGGLES.map(({ key, icon: Icon, toggle }) => {
            const text = t(`inspector.text_style.${key}`);
            return (
              <ActionIcon
                key={key}
                size={30}
                variant={value[key] ? 'filled' : 'default'}
                aria-label={text}
                data-hint={text}
                aria-pressed={value[key]}
                disabled={disabled}
                onClick={() => onChange(toggle(value))}
                data-testid={propTestId(name, key)}
              >
                <Icon size={16} />
              </ActionIcon>
            );
          })}
        </ActionIcon.Group>
      </fieldset>
      <Select
        size="xs"
        flex={1}
        miw={0}
        aria-label={`${label}: ${t('inspector.text_style.weight')}`}
        placeholder={t('inspector.text_style.weight_default')}
        data={weights}
        value={value.weight === null ? null : String(value.weight)}
        clearable
        disabled={disabled}
        onChange={(next) => onChange(setWeight(value, next ? (Number(next) as FontWeight) : null))}
        comboboxProps={{ ...COMBOBOX_PROPS, width: 180, position: 'bottom-end' }}
        data-testid={propTestId(name, 'weight')}
      />
    </Group>
  );
}
