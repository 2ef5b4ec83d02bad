import { Group, Slider } from '@mantine/core';
import type { UnitValue } from '@tessera/shared';
import type { ReactNode } from 'react';
import { numberBounds, onTrack, sliderBounds, unitRulesOf } from '../field-values.ts';
import { type EditorProps, propTestId } from './editor-props.ts';
import { NumberField } from './number-field.tsx';
import { UnitInput } from './unit-input.tsx';

/** IntegerInput and DecimalInput: bounds and step from settings; an integer's decimals are rounded when sent. */
export function NumberEditor({
  name,
  type,
  label,
  inputId,
  value,
  onChange,
  disabled,
  settings,
}: EditorProps<number>) {
  const bounds = numberBounds(settings);
  return (
    <NumberField
      id={inputId}
      testId={propTestId(name, 'input')}
      ariaLabel={label}
      value={value}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step ?? (type === 'DecimalInput' ? 0.1 : 1)}
      hideControls={false}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

/** The track of Slider and SliderUnit, with the exact input (`children`) beside it. */
function SliderRow({
  name,
  label,
  bounds,
  value,
  onChange,
  disabled,
  children,
}: {
  name: string;
  label: string;
  bounds: ReturnType<typeof sliderBounds>;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Slider
        flex={1}
        size="sm"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={onTrack(value, bounds)}
        disabled={disabled}
        onChange={onChange}
        thumbLabel={label}
        data-testid={propTestId(name, 'slider')}
      />
      {children}
    </Group>
  );
}

/** A slider with the exact number beside it. */
export function SliderEditor({
  name,
  label,
  inputId,
  value,
  onChange,
  disabled,
  settings,
}: EditorProps<number>) {
  const bounds = sliderBounds(settings);
  return (
    <SliderRow
      name={name}
      label={label}
      bounds={bounds}
      value={value}
      onChange={onChange}
      disabled={disabled}
    >
      <NumberField
        id={inputId}
        testId={propTestId(name, 'input')}
        ariaLabel={label}
        value={value}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        disabled={disabled}
        onChange={onChange}
        w={72}
      />
    </SliderRow>
  );
}

/** A slider over settings.min…max (whatever the unit) with the number and unit beside it. */
export function SliderUnitEditor({
  name,
  type,
  label,
  inputId,
  value,
  onChange,
  disabled,
  settings,
}: EditorProps<UnitValue>) {
  const rules = unitRulesOf(type);
  return (
    <SliderRow
      name={name}
      label={label}
      bounds={sliderBounds(settings)}
      value={value.value}
      onChange={(number) => onChange({ value: number, unit: value.unit })}
      disabled={disabled}
    >
      <UnitInput
        id={inputId}
        testId={propTestId(name)}
        label={label}
        value={value}
        units={rules.units}
        range={rules.range}
        disabled={disabled}
        onChange={onChange}
      />
    </SliderRow>
  );
}

/** FontSize, LetterSpacing and LineHeight: value and unit. */
export function UnitEditor({
  name,
  type,
  label,
  inputId,
  value,
  onChange,
  disabled,
}: EditorProps<UnitValue>) {
  const rules = unitRulesOf(type);
  return (
    <UnitInput
      id={inputId}
      testId={propTestId(name)}
      label={label}
      value={value}
      units={rules.units}
      range={rules.range}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
