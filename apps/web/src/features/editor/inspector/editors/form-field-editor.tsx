import { Group, MultiSelect, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  FORM_FILE_EXTENSIONS,
  type FormFieldValue,
  LIMITS,
  normalizeFormField,
  type TreeBrick,
  type TreeSlots,
} from '@tessera/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalEditorStoreApi } from '../../state/store.ts';
import type { EditorState } from '../../state/store-api.ts';
import { usePrefabView } from '../prefab-view.ts';
import { COMBOBOX_PROPS, type EditorProps, propTestId } from './editor-props.ts';
import { FieldOptionsEditor } from './field-options-editor.tsx';
import {
  constraintsOf,
  nameProblem,
  type OptionalKey,
  optionalNumber,
  otherFieldNames,
  withConstraint,
} from './form-field-values.ts';
import { ValidatedInput } from './validated-input.tsx';

const NONE = '';
const noSubscribe = () => () => {};

/** The names the other fields of the selected brick's form use, joined (a stable snapshot); '' outside one. */
function takenKey(state: EditorState): string {
  const { selection } = state;
  if (selection?.kind !== 'brick') return NONE;
  const slots = state.slots as unknown as TreeSlots<TreeBrick & { dataTypes?: unknown }>;
  return [...otherFieldNames(slots, selection.id)].sort().join('\n');
}

/**
 * The names other fields of the form use, to say a name is taken as it is typed. Only on the page editor's
 * selected brick: in the prefab dialog (or outside the editor) the brick is in no form of this page.
 */
function useTakenNames(): ReadonlySet<string> {
  const api = useOptionalEditorStoreApi();
  const inPrefab = usePrefabView() !== null;
  const store = inPrefab ? null : api;
  const key = useSyncExternalStore(
    store ? store.subscribe : noSubscribe,
    useCallback(() => (store ? takenKey(store.getState()) : NONE), [store]),
  );
  return new Set(key === NONE ? [] : key.split('\n'));
}

/**
 * FormField (issue 24, docs/decisions/0036): the name a field's value is sent under (checked as it is typed:
 * the shared rule, and unique in the form), its label, placeholder and help, whether it is required, and the
 * constraints of its kind: length bounds (text kinds), lowest and highest number or date, choices (select,
 * radio, checkboxes), how many boxes or files, and the file types accepted. Every input is labelled; test ids
 * `prop:{name}:{part}`.
 */
export function FormFieldEditor({ name, inputId, value, onChange, disabled }: EditorProps<FormFieldValue>) {
  const { t } = useTranslation();
  const field = normalizeFormField(value);
  // The choices as typed: normalising them for display would put a value in a label being retyped.
  const options = Array.isArray(value.options) ? value.options : (field.options ?? []);
  const taken = useTakenNames();
  const shows = constraintsOf(field.kind);
  const set = (patch: Partial<FormFieldValue>) => onChange({ ...field, ...patch });
  const setOptional = <K extends OptionalKey>(key: K, next: FormFieldValue[K] | undefined) =>
    onChange(withConstraint(field, key, next));
  const label = (key: string) => t(`form_inspector.field.${key}` as 'form_inspector.field.label');
  const number = (
    key: 'min' | 'max' | 'minLength' | 'maxLength' | 'maxSelections',
    text: string,
    bounds: { min?: number; max?: number; decimal?: boolean },
  ) => (
    <NumberInput
      size="xs"
      flex={1}
      miw={0}
      label={text}
      placeholder={t('form_inspector.field.no_limit')}
      value={typeof field[key] === 'number' ? (field[key] as number) : ''}
      min={bounds.min}
      max={bounds.max}
      allowDecimal={bounds.decimal ?? false}
      clampBehavior="blur"
      disabled={disabled}
      onChange={(next) => setOptional(key, optionalNumber(next))}
      data-testid={propTestId(name, key)}
    />
  );
  const date = (key: 'min' | 'max', text: string) => (
    <TextInput
      size="xs"
      flex={1}
      miw={0}
      type="date"
      label={text}
      value={typeof field[key] === 'string' ? (field[key] as string) : ''}
      disabled={disabled}
      onChange={(event) => setOptional(key, event.currentTarget.value || undefined)}
      data-testid={propTestId(name, key)}
    />
  );
  return (
    <Stack gap={8}>
      <ValidatedInput
        id={inputId}
        value={field.name}
        label={label('name')}
        description={t('form_inspector.field.name_hint')}
        maxLength={40}
        disabled={disabled}
        problem={(text) => {
          const problem = nameProblem(text, taken);
          return problem ? t(`form_inspector.field.name_problems.${problem}`, { name: text }) : null;
        }}
        onCommit={(text) => set({ name: text })}
        testId={propTestId(name, 'name')}
      />
      <TextInput
        size="xs"
        label={label('label')}
        value={field.label}
        maxLength={LIMITS.forms.labelMax}
        disabled={disabled}
        onChange={(event) => set({ label: event.currentTarget.value })}
        data-testid={propTestId(name, 'label')}
      />
      {shows.placeholder ? (
        <TextInput
          size="xs"
          label={label('placeholder')}
          value={field.placeholder}
          maxLength={LIMITS.forms.labelMax}
          disabled={disabled}
          onChange={(event) => set({ placeholder: event.currentTarget.value })}
          data-testid={propTestId(name, 'placeholder')}
        />
      ) : null}
      <Textarea
        size="xs"
        rows={2}
        resize="vertical"
        label={label('help')}
        value={field.help}
        maxLength={LIMITS.forms.helpMax}
        disabled={disabled}
        onChange={(event) => set({ help: event.currentTarget.value })}
        data-testid={propTestId(name, 'help')}
      />
      <Switch
        size="sm"
        label={label('required')}
        checked={field.required}
        disabled={disabled}
        onChange={(event) => set({ required: event.currentTarget.checked })}
        data-testid={propTestId(name, 'required')}
      />
      {shows.length ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          {number('minLength', label('min_length'), { min: 0, max: shows.lengthMax })}
          {number('maxLength', label('max_length'), { min: 1, max: shows.lengthMax })}
        </Group>
      ) : null}
      {shows.bounds === 'number' ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          {number('min', label('min_number'), { decimal: true })}
          {number('max', label('max_number'), { decimal: true })}
        </Group>
      ) : null}
      {shows.bounds === 'date' ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          {date('min', label('min_date'))}
          {date('max', label('max_date'))}
        </Group>
      ) : null}
      {shows.options ? (
        <FieldOptionsEditor
          name={name}
          options={options}
          disabled={disabled}
          onChange={(options) => set({ options })}
        />
      ) : null}
      {shows.selections === 'choices'
        ? number('maxSelections', label('max_choices'), { min: 1, max: LIMITS.forms.options })
        : null}
      {shows.selections === 'files'
        ? number('maxSelections', label('max_files'), { min: 1, max: LIMITS.forms.files })
        : null}
      {shows.accept ? (
        <MultiSelect
          size="xs"
          label={label('accept')}
          placeholder={(field.accept ?? []).length === 0 ? t('form_inspector.field.accept_any') : undefined}
          data={[...FORM_FILE_EXTENSIONS]}
          value={field.accept ?? []}
          searchable
          clearable
          disabled={disabled}
          onChange={(accept) => setOptional('accept', accept)}
          comboboxProps={COMBOBOX_PROPS}
          data-testid={propTestId(name, 'accept')}
        />
      ) : null}
    </Stack>
  );
}
