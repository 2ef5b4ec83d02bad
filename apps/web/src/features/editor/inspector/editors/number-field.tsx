import { NumberInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { numberOfText, numberText } from '../field-values.ts';

export interface NumberFieldProps {
  /** null: nothing to show (an auto size), with the placeholder. */
  value: number | null;
  onChange: (value: number) => void;
  testId: string;
  id?: string;
  ariaLabel?: string;
  min?: number;
  max?: number;
  step?: number;
  allowDecimal?: boolean;
  disabled?: boolean;
  placeholder?: string;
  hideControls?: boolean;
  /** Lets a key through (true) or drops it; modifier shortcuts (copy, paste, undo) always pass. */
  keyFilter?: (key: string) => boolean;
  w?: number | string;
  flex?: number;
}

/**
 * A NumberInput that keeps the text being typed ('12.', '', '-') while it still means the value it
 * reports, and shows the value itself otherwise and after blur. Out-of-range input is left to the type's
 * normalize (clamped when the edit is sent), so there is one clamping rule.
 */
export function NumberField({
  value,
  onChange,
  testId,
  id,
  ariaLabel,
  min,
  max,
  step,
  allowDecimal = true,
  disabled,
  placeholder,
  hideControls = true,
  keyFilter,
  w,
  flex,
}: NumberFieldProps) {
  const [text, setText] = useState<{ source: number | null; text: number | string }>({
    source: value,
    text: value ?? '',
  });
  let shown = text.text;
  if (text.source !== value) {
    shown = value === null ? '' : numberText(text.text, value);
    setText({ source: value, text: shown });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!keyFilter || event.ctrlKey || event.metaKey || event.altKey) return;
    if (!keyFilter(event.key)) event.preventDefault();
  }

  return (
    <NumberInput
      id={id}
      size="xs"
      aria-label={ariaLabel}
      value={shown}
      min={min}
      max={max}
      step={step}
      allowDecimal={allowDecimal}
      allowNegative={min === undefined || min < 0}
      clampBehavior="none"
      hideControls={hideControls}
      disabled={disabled}
      placeholder={placeholder}
      onChange={(next) => {
        setText({ source: value, text: next });
        const number = numberOfText(next);
        if (number !== value) onChange(number);
      }}
      onBlur={() => setText({ source: value, text: value ?? '' })}
      onKeyDown={onKeyDown}
      w={w}
      flex={flex}
      miw={0}
      data-testid={testId}
    />
  );
}
