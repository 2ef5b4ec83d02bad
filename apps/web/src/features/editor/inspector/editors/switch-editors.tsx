import { Paper, Switch } from '@mantine/core';
import { type EditorProps, propTestId } from './editor-props.ts';

/** Switch and BoxShadowInset: the label sits beside the switch. */
export function SwitchEditor({ name, label, inputId, value, onChange, disabled }: EditorProps<boolean>) {
  return (
    <Switch
      id={inputId}
      size="sm"
      label={label}
      checked={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      data-testid={propTestId(name, 'input')}
    />
  );
}

/** A switch in a bordered card with its label and description; the switch's label row spans the card. */
export function SwitchCardEditor({
  name,
  label,
  inputId,
  description,
  value,
  onChange,
  disabled,
}: EditorProps<boolean>) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Switch
        id={inputId}
        size="sm"
        label={label}
        description={description}
        labelPosition="left"
        checked={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1, cursor: 'pointer' } }}
        data-testid={propTestId(name, 'input')}
      />
    </Paper>
  );
}
