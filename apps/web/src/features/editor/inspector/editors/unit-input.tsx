import { Group, Select } from '@mantine/core';
import type { Range, UnitValue } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { COMBOBOX_PROPS } from './editor-props.ts';
import { NumberField } from './number-field.tsx';

export interface UnitInputProps {
  /** Prefix of the two test ids: `{testId}:value` and `{testId}:unit`. */
  testId: string;
  /** null: an auto size, shown empty and disabled. */
  value: UnitValue | null;
  units: readonly string[];
  range: Range;
  onChange: (value: UnitValue) => void;
  /** Accessible name of the number ("Top"), the unit select adds "unit". */
  label: string;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  keyFilter?: (key: string) => boolean;
}

/** A number with its unit (spec §9 units per type); the number is clamped to `range` when sent. */
export function UnitInput({
  testId,
  value,
  units,
  range,
  onChange,
  label,
  id,
  disabled,
  placeholder,
  keyFilter,
}: UnitInputProps) {
  const { t } = useTranslation();
  const unit = value?.unit ?? null;
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <NumberField
        id={id}
        testId={`${testId}:value`}
        ariaLabel={label}
        value={value ? value.value : null}
        min={Number.isFinite(range.min) ? range.min : undefined}
        max={Number.isFinite(range.max) ? range.max : undefined}
        disabled={disabled || value === null}
        placeholder={placeholder}
        keyFilter={keyFilter}
        onChange={(number) => onChange({ value: number, unit: unit ?? units[0] ?? '' })}
        flex={1}
      />
      <Select
        size="xs"
        w={64}
        aria-label={t('inspector.fields.unit_of', { label })}
        data={units}
        value={unit}
        allowDeselect={false}
        withCheckIcon={false}
        disabled={disabled || value === null}
        comboboxProps={{ ...COMBOBOX_PROPS, width: 80, position: 'bottom-end' }}
        onChange={(next) => {
          if (next && value) onChange({ value: value.value, unit: next });
        }}
        rightSectionWidth={20}
        styles={{ input: { paddingInlineEnd: 20 } }}
        data-testid={`${testId}:unit`}
      />
    </Group>
  );
}
