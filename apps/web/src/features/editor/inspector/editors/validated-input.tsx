import { TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * A text input that sends only text `problem` accepts: while the typed text is refused it stays in the field
 * with the reason shown (announced through the input's error), the stored value unchanged; leaving the field
 * shows the stored value again. Used where the normaliser would otherwise rewrite what is being typed (a field's
 * name, an option's value).
 */
export function ValidatedInput({
  value,
  problem,
  onCommit,
  label,
  description,
  ariaLabel,
  id,
  disabled,
  testId,
  maxLength,
}: {
  value: string;
  /** The reason `text` cannot be used, in the console's language, or null. */
  problem: (text: string) => string | null;
  onCommit: (text: string) => void;
  label?: string;
  description?: string;
  ariaLabel?: string;
  id?: string;
  disabled: boolean;
  testId: string;
  maxLength?: number;
}) {
  const [typed, setTyped] = useState<{ source: string; text: string } | null>(null);
  // A stored value that changes (undo, another client) replaces what was typed.
  const text = typed && typed.source === value ? typed.text : value;
  const error = text === value ? null : problem(text);
  return (
    <TextInput
      id={id}
      size="xs"
      label={label}
      description={description}
      aria-label={ariaLabel}
      value={text}
      maxLength={maxLength}
      disabled={disabled}
      error={error ?? undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped({ source: value, text: next });
        if (problem(next) === null && next !== value) onCommit(next);
      }}
      onBlur={() => setTyped(null)}
      data-testid={testId}
    />
  );
}
