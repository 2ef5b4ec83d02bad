import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
} from '@tabler/icons-react';
import {
  BORDER_STYLES,
  type BorderStyleValue,
  HORIZONTAL_ALIGNS,
  type HorizontalAlignName,
  type PropertyTypeName,
  TEXT_ALIGNS,
  type TextAlignName,
  toggleBorderStyle,
  VERTICAL_ALIGNS,
  type VerticalAlignName,
} from '@tessera/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../inspector.module.css';
import { type EditorProps, propTestId } from './editor-props.ts';

type Icon = ComponentType<{ size?: number; stroke?: number }>;

/** The texts under inspector.align ('center' of a vertical align reads "middle"). */
type AlignText = 'left' | 'center' | 'right' | 'justify' | 'top' | 'middle' | 'bottom';

interface AlignChoice {
  readonly value: string;
  readonly icon: Icon;
  readonly text: AlignText;
}

const HORIZONTAL_ICONS: Readonly<Record<HorizontalAlignName, Icon>> = {
  left: IconLayoutAlignLeft,
  center: IconLayoutAlignCenter,
  right: IconLayoutAlignRight,
};
const VERTICAL_ICONS: Readonly<Record<VerticalAlignName, Icon>> = {
  top: IconLayoutAlignTop,
  center: IconLayoutAlignMiddle,
  bottom: IconLayoutAlignBottom,
};
const TEXT_ICONS: Readonly<Record<TextAlignName, Icon>> = {
  left: IconAlignLeft,
  center: IconAlignCenter,
  right: IconAlignRight,
  justify: IconAlignJustified,
};

const ALIGNS: Partial<Record<PropertyTypeName, readonly AlignChoice[]>> = {
  HorizontalAlign: HORIZONTAL_ALIGNS.map((value) => ({ value, icon: HORIZONTAL_ICONS[value], text: value })),
  VerticalAlign: VERTICAL_ALIGNS.map((value) => ({
    value,
    icon: VERTICAL_ICONS[value],
    text: value === 'center' ? 'middle' : value,
  })),
  TextHorizontalAlign: TEXT_ALIGNS.map((value) => ({ value, icon: TEXT_ICONS[value], text: value })),
};

/** HorizontalAlign, VerticalAlign and TextHorizontalAlign: one pressed icon button among the choices. */
export function AlignEditor({ name, type, labelId, value, onChange, disabled }: EditorProps<string>) {
  const { t } = useTranslation();
  const choices = ALIGNS[type] ?? [];
  return (
    <fieldset className={classes.choices} aria-labelledby={labelId}>
      <ActionIcon.Group>
        {choices.map(({ value: choice, icon: Icon, text: key }) => {
          const text = t(`inspector.align.${key}`);
          const active = value === choice;
          return (
            <ActionIcon
              key={choice}
              size={30}
              variant={active ? 'filled' : 'default'}
              aria-label={text}
              data-hint={text}
              aria-pressed={active}
              disabled={disabled}
              onClick={() => onChange(choice)}
              data-testid={propTestId(name, choice)}
            >
              <Icon size={16} />
            </ActionIcon>
          );
        })}
      </ActionIcon.Group>
    </fieldset>
  );
}

/** BorderStyle: a drawn line per style; clicking the pressed one clears the style (toggleBorderStyle). */
export function BorderStyleEditor({
  name,
  labelId,
  value,
  onChange,
  disabled,
}: EditorProps<BorderStyleValue>) {
  const { t } = useTranslation();
  return (
    <fieldset className={classes.choices} aria-labelledby={labelId}>
      <Group gap={4}>
        {BORDER_STYLES.map((style) => {
          const text = t(`inspector.border_styles.${style}`);
          const active = value === style;
          return (
            <UnstyledButton
              key={style}
              className={classes.styleButton}
              aria-label={text}
              data-hint={text}
              aria-pressed={active}
              data-active={active || undefined}
              disabled={disabled}
              onClick={() => onChange(toggleBorderStyle(value, style))}
              data-testid={propTestId(name, style)}
            >
              <span className={classes.styleLine} style={{ borderTopStyle: style }} data-style={style} />
            </UnstyledButton>
          );
        })}
      </Group>
    </fieldset>
  );
}
