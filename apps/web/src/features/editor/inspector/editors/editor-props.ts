import type { PropertySettings, PropertyTypeName } from '@tessera/shared';

/** What every property editor receives from its PropertyField. */
export interface EditorProps<V> {
  /** The property's name: every test id of the editor starts with `prop:{name}`. */
  readonly name: string;
  readonly type: PropertyTypeName;
  readonly label: string;
  /** id of the editor's first input, which the field's label points at. */
  readonly inputId: string;
  /** id of the field's label, for editors made of buttons (aria-labelledby). */
  readonly labelId: string;
  /** A longer text under the label (SwitchCard). */
  readonly description: string | undefined;
  /** The field's current value (see use-draft.ts): shown as is, normalized only when sent. */
  readonly value: V;
  // A method, so an editor of a wider value (any string) also serves a narrower type (an align choice).
  onChange(value: V): void;
  readonly disabled: boolean;
  readonly settings: PropertySettings | undefined;
}

/** `prop:{name}:{part}:…`, the test ids the e2e suite addresses fields by. */
export function propTestId(name: string, ...parts: string[]): string {
  return ['prop', name, ...parts].join(':');
}

/**
 * Every Select in the inspector: the dropdown renders in a portal only while open. Mantine keeps closed
 * dropdowns mounted by default, and each mounted one measures its position when the field mounts, which
 * made switching bricks several times slower.
 */
export const COMBOBOX_PROPS = { withinPortal: true, keepMounted: false } as const;
