/**
 * Simple per-type inputs for the playground's properties panel. The full inspector is a later issue;
 * these follow the same rules from @tessera/shared (units, bold/weight, underline/strikethrough).
 */
import {
  Chip,
  ColorInput,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ANIMATION_TRIGGERS,
  type AnimationTrigger,
  FONT_WEIGHTS,
  FONTS,
  type SidesValue,
  type SizeValue,
  setLinked,
  setWeight,
  TEXT_ALIGNS,
  type TextStyleValue,
  toggleBold,
  toggleItalic,
  toggleStrikethrough,
  toggleUnderline,
  UNITS,
  type UnitValue,
} from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import {
  ANIMATION_EFFECTS,
  type AnimationEffect,
  animationChoice,
  animationValue,
} from './playground-state.ts';

interface FieldProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  testId: string;
}

export function TextField({ label, value, onChange, testId }: FieldProps<string>) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={testId}
    />
  );
}

export function FontField({ label, value, onChange, testId }: FieldProps<string>) {
  const data: Array<{ value: string; label: string }> = FONTS.map((font) => ({
    value: font.value,
    label: font.name,
  }));
  if (!data.some((item) => item.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label={label}
      data={data}
      value={value}
      allowDeselect={false}
      onChange={(next) => next && onChange(next)}
      data-testid={testId}
    />
  );
}

export function ColorField({ label, value, onChange, testId }: FieldProps<string>) {
  return <ColorInput label={label} value={value} onChange={onChange} format="hexa" data-testid={testId} />;
}

/** A number with its unit: the unit choice sits in the input's right section. */
export function UnitField({
  label,
  value,
  onChange,
  testId,
  units = UNITS.length,
  allowAuto = false,
}: FieldProps<UnitValue | { value: number | 'auto'; unit: string }> & {
  units?: readonly string[];
  allowAuto?: boolean;
}) {
  const { t } = useTranslation();
  const auto = value.value === 'auto';
  const unitOptions = [...units, ...(allowAuto ? ['auto'] : [])];
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <NumberInput
        label={label}
        value={auto ? '' : value.value}
        disabled={auto}
        min={0}
        decimalScale={value.unit === 'px' ? 0 : 3}
        placeholder={auto ? t('playground.auto') : undefined}
        onChange={(next) => onChange({ value: typeof next === 'number' ? next : 0, unit: value.unit })}
        style={{ flex: 1 }}
        data-testid={testId}
      />
      <Select
        aria-label={`${label}: ${t('playground.fields.unit')}`}
        data={unitOptions}
        value={auto ? 'auto' : value.unit}
        allowDeselect={false}
        w={88}
        onChange={(unit) => {
          if (!unit) return;
          if (unit === 'auto') onChange({ value: 'auto', unit: '' });
          else onChange({ value: auto ? 100 : value.value, unit });
        }}
        data-testid={`${testId}-unit`}
      />
    </Group>
  );
}

/** Width of a MinSize/MaxSize value (the sample's layout uses widths only). */
export function WidthField({ label, value, onChange, testId }: FieldProps<SizeValue>) {
  return (
    <UnitField
      label={label}
      value={value.width}
      allowAuto
      onChange={(width) => onChange({ ...value, width: width as SizeValue['width'] })}
      testId={testId}
    />
  );
}

/** Linked padding: one value for every side. */
export function SpacingField({ label, value, onChange, testId }: FieldProps<SidesValue>) {
  return (
    <UnitField
      label={label}
      value={value.top}
      onChange={(side) => onChange(setLinked(value, side as UnitValue) as SidesValue)}
      testId={testId}
    />
  );
}

export function AlignField({ label, value, onChange, testId }: FieldProps<string>) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        value={value}
        onChange={onChange}
        data={TEXT_ALIGNS.map((align) => ({ value: align, label: t(`playground.align.${align}`) }))}
        data-testid={testId}
      />
    </Stack>
  );
}

const STYLE_KEYS = ['bold', 'italic', 'underline', 'strikethrough'] as const;
type StyleKey = (typeof STYLE_KEYS)[number];

const TOGGLES: Record<StyleKey, (style: TextStyleValue) => TextStyleValue> = {
  bold: toggleBold,
  italic: toggleItalic,
  underline: toggleUnderline,
  strikethrough: toggleStrikethrough,
};

/** Bold clears the weight and a weight clears bold; underline and strikethrough exclude each other. */
export function TextStyleField({ label, value, onChange, testId }: FieldProps<TextStyleValue>) {
  const { t } = useTranslation();
  const active = STYLE_KEYS.filter((key) => value[key]);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Chip.Group multiple value={[...active]}>
        <Group gap={6}>
          {STYLE_KEYS.map((key) => (
            <Chip
              key={key}
              value={key}
              size="xs"
              onClick={() => onChange(TOGGLES[key](value))}
              wrapperProps={{ 'data-testid': `${testId}-${key}` }}
            >
              {t(`playground.style.${key}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Select
        label={t('playground.fields.weight')}
        size="xs"
        data={[
          { value: '', label: t('playground.fields.weight_default') },
          ...FONT_WEIGHTS.map((weight) => ({
            value: String(weight.value),
            label: `${weight.value} · ${t(`playground.weights.${weight.value}`)}`,
          })),
        ]}
        value={value.weight === null ? '' : String(value.weight)}
        allowDeselect={false}
        onChange={(next) =>
          onChange(setWeight(value, next ? (Number(next) as TextStyleValue['weight']) : null))
        }
        data-testid={`${testId}-weight`}
      />
    </Stack>
  );
}

export function AnimationField({ value, onChange, testId }: Omit<FieldProps<unknown>, 'label'>) {
  const { t } = useTranslation();
  const choice = animationChoice(value);
  return (
    <Stack gap="sm">
      <Select
        label={t('playground.fields.effect')}
        data={ANIMATION_EFFECTS.map((effect) => ({
          value: effect,
          label: t(`playground.effects.${effect}`),
        }))}
        value={choice.effect}
        allowDeselect={false}
        onChange={(effect) =>
          effect && onChange(animationValue({ ...choice, effect: effect as AnimationEffect }))
        }
        data-testid={`${testId}-effect`}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('playground.fields.trigger')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          disabled={choice.effect === 'none'}
          value={choice.trigger}
          onChange={(trigger) =>
            onChange(animationValue({ ...choice, trigger: trigger as AnimationTrigger }))
          }
          data={ANIMATION_TRIGGERS.map((trigger) => ({
            value: trigger,
            label: t(`playground.triggers.${trigger}`),
          }))}
          data-testid={`${testId}-trigger`}
        />
      </Stack>
      <NumberInput
        label={t('playground.fields.duration')}
        disabled={choice.effect === 'none'}
        min={0}
        max={1000}
        step={50}
        clampBehavior="strict"
        value={choice.duration}
        onChange={(duration) =>
          onChange(animationValue({ ...choice, duration: typeof duration === 'number' ? duration : 0 }))
        }
        data-testid={`${testId}-duration`}
      />
    </Stack>
  );
}
