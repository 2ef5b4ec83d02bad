import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { COLLECTION_FIELD_TYPES, type CollectionFieldType, LIMITS } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DraftField,
  type FieldProblems,
  fieldProblems,
  hasProblems,
  optionEdits,
} from '../field-draft.ts';
import { FieldTypeIcon } from '../field-types.tsx';

interface FieldDialogProps {
  /** The field edited (a new one has no id), or null when closed. */
  field: DraftField | null;
  /** The type it was saved with (null for a field not saved yet): a change of type warns. */
  savedType: CollectionFieldType | null;
  /** Every field of the draft, to check the name is free and there is one slug. */
  fields: readonly DraftField[];
  /** The collections a reference field may name. */
  collections: readonly { id: string; name: string }[];
  onClose: () => void;
  onDone: (field: DraftField) => void;
}

/** Add or edit one field: name, type, required, help, options (option) or collection (reference). */
export function FieldDialog({ field, savedType, fields, collections, onClose, onDone }: FieldDialogProps) {
  const { t } = useTranslation();
  const isNew = !fields.some((other) => other.key === field?.key);
  return (
    <Modal
      opened={field !== null}
      onClose={onClose}
      title={isNew ? t('collections.field_dialog.add_title') : t('collections.field_dialog.edit_title')}
      size="lg"
    >
      {field ? (
        <FieldForm
          key={field.key}
          initial={field}
          savedType={savedType}
          fields={fields}
          collections={collections}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </Modal>
  );
}

function FieldForm({
  initial,
  savedType,
  fields,
  collections,
  onClose,
  onDone,
}: Omit<FieldDialogProps, 'field'> & { initial: DraftField }) {
  const { t } = useTranslation();
  const [field, setField] = useState(initial);
  const [shown, setShown] = useState<FieldProblems>({});
  const problems = fieldProblems(field, fields);
  const set = (patch: Partial<DraftField>) => setField((current) => ({ ...current, ...patch }));
  const problemText = (problem: FieldProblems[keyof FieldProblems]) =>
    problem
      ? t(`collections.field_dialog.problems.${problem}`, { max: LIMITS.collections.fieldName.max })
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is a portal of the settings form: React would carry its submit up to that form, which saves.
    event.stopPropagation();
    setShown(problems);
    if (hasProblems(problems)) return;
    onDone({ ...field, name: field.name.trim(), required: field.type === 'slug' ? true : field.required });
  }

  const typeChanged = savedType !== null && savedType !== field.type;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" data-testid="collection-field-dialog">
        <TextInput
          label={t('collections.field_dialog.name')}
          value={field.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={problemText(shown.name)}
          maxLength={LIMITS.collections.fieldName.max}
          required
          data-autofocus
          data-testid="collection-field-name"
        />
        <Select
          label={t('collections.field_dialog.type')}
          description={savedType ? t('collections.field_dialog.type_help') : undefined}
          data={COLLECTION_FIELD_TYPES.map((type) => ({
            value: type,
            label: t(`collections.types.${type}`),
          }))}
          value={field.type}
          onChange={(value) => value && set({ type: value as CollectionFieldType })}
          allowDeselect={false}
          leftSection={<FieldTypeIcon type={field.type} />}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <FieldTypeIcon type={option.value as CollectionFieldType} />
              <Stack gap={0}>
                <Text size="sm">{option.label}</Text>
                <Text size="xs" c="dimmed">
                  {t(`collections.type_help.${option.value as CollectionFieldType}`)}
                </Text>
              </Stack>
            </Group>
          )}
          comboboxProps={{ withinPortal: true }}
          data-testid="collection-field-type"
        />
        {typeChanged ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('collections.field_dialog.type_change_warning', {
              from: t(`collections.types.${savedType}`),
              to: t(`collections.types.${field.type}`),
            })}
          </Alert>
        ) : null}
        {field.type === 'option' ? (
          <OptionsEditor
            options={field.options}
            onChange={(options) => set({ options })}
            error={problemText(shown.options)}
          />
        ) : null}
        {field.type === 'reference' ? (
          <Select
            label={t('collections.field_dialog.reference')}
            description={t('collections.field_dialog.reference_help')}
            placeholder={t('collections.field_dialog.reference_placeholder')}
            data={collections.map((collection) => ({ value: collection.id, label: collection.name }))}
            value={field.referenceCollectionId}
            onChange={(value) => set({ referenceCollectionId: value })}
            error={problemText(shown.reference)}
            nothingFoundMessage={t('collections.field_dialog.no_collections')}
            searchable
            required
            data-testid="collection-field-reference"
          />
        ) : null}
        <Textarea
          label={t('collections.field_dialog.help')}
          description={t('collections.field_dialog.help_help')}
          value={field.help}
          onChange={(event) => set({ help: event.currentTarget.value })}
          maxLength={LIMITS.collections.help}
          autosize
          minRows={1}
          maxRows={4}
          data-testid="collection-field-help"
        />
        <Switch
          label={t('collections.field_dialog.required')}
          description={
            field.type === 'slug'
              ? t('collections.field_dialog.slug_required')
              : t('collections.field_dialog.required_help')
          }
          checked={field.type === 'slug' || field.required}
          disabled={field.type === 'slug'}
          onChange={(event) => set({ required: event.currentTarget.checked })}
          data-testid="collection-field-required"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" data-testid="collection-field-done">
            {t('collections.field_dialog.done')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OptionsEditor({
  options,
  onChange,
  error,
}: {
  options: DraftField['options'];
  onChange: (options: DraftField['options']) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper
      label={t('collections.field_dialog.options')}
      description={t('collections.field_dialog.options_help')}
      error={error}
      required
    >
      <Stack gap={6} mt={6} data-testid="collection-field-options">
        {options.map((option, index) => (
          <Group key={option.key} gap={4} wrap="nowrap">
            <TextInput
              value={option.label}
              onChange={(event) =>
                onChange(optionEdits.rename(options, option.key, event.currentTarget.value))
              }
              aria-label={t('collections.field_dialog.option_label', { position: index + 1 })}
              maxLength={LIMITS.collections.optionLabel.max}
              style={{ flex: 1 }}
              data-testid="collection-field-option"
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              onClick={() => onChange(optionEdits.move(options, option.key, index - 1))}
              aria-label={t('collections.field_dialog.option_up', { label: option.label })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === options.length - 1}
              onClick={() => onChange(optionEdits.move(options, option.key, index + 1))}
              aria-label={t('collections.field_dialog.option_down', { label: option.label })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onChange(optionEdits.remove(options, option.key))}
              aria-label={t('collections.field_dialog.option_remove', { label: option.label })}
              data-testid="collection-field-option-remove"
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={options.length >= LIMITS.collections.options}
            onClick={() => onChange(optionEdits.add(options))}
            data-testid="collection-field-option-add"
          >
            {t('collections.field_dialog.option_add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
