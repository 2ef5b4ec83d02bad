import { ColorInput, Textarea, TextInput } from '@mantine/core';
import { tidyColor } from '../field-values.ts';
import { type EditorProps, propTestId } from './editor-props.ts';

export function TextEditor({ name, inputId, value, onChange, disabled }: EditorProps<string>) {
  return (
    <TextInput
      id={inputId}
      size="xs"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={propTestId(name, 'input')}
    />
  );
}

export function TextAreaEditor({ name, inputId, value, onChange, disabled }: EditorProps<string>) {
  return (
    // Fixed rows with a resize handle: autosize measures the text on mount, a forced layout per brick switch.
    <Textarea
      id={inputId}
      size="xs"
      rows={3}
      resize="vertical"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={propTestId(name, 'input')}
    />
  );
}

/** Quick picks under the colour picker: neutrals, then the hue circle, then fully transparent. */
const SWATCHES = [
  '#000000',
  '#495057',
  '#adb5bd',
  '#ffffff',
  '#e03131',
  '#f76707',
  '#f59f00',
  '#2f9e44',
  '#0c8599',
  '#1971c2',
  '#4f46e5',
  '#9c36b5',
  '#c2255c',
  '#00000000',
];

/** Color, TextColor, BackgroundColor, BorderColor, BoxShadowColor and TextShadowColor. */
export function ColorEditor({ name, inputId, value, onChange, disabled }: EditorProps<string>) {
  return (
    <ColorInput
      id={inputId}
      size="xs"
      format="hexa"
      swatches={SWATCHES}
      swatchesPerRow={7}
      value={value}
      disabled={disabled}
      onChange={(next) => onChange(tidyColor(next))}
      popoverProps={{ withinPortal: true }}
      data-testid={propTestId(name, 'input')}
    />
  );
}
