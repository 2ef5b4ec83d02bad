import { Button, Group, Input, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type CollectionField, type CollectionFieldType, LIMITS } from '@tessera/shared';
import { type Dispatch, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blankField, type DraftAction, type DraftField } from '../field-draft.ts';
import { FieldDialog } from './field-dialog.tsx';
import { FieldList } from './field-list.tsx';

interface FieldsEditorProps {
  fields: readonly DraftField[];
  dispatch: Dispatch<DraftAction>;
  /** The fields as saved (a change of type warns); empty for a new collection. */
  saved: readonly CollectionField[];
  /** The app's collections, for reference fields. */
  collections: readonly { id: string; name: string }[];
  disabled?: boolean;
  testId: string;
}

/** The field list with its Add field button and the add/edit dialog. */
export function FieldsEditor({ fields, dispatch, saved, collections, disabled, testId }: FieldsEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<DraftField | null>(null);
  const savedTypes = useMemo(
    () => new Map<string, CollectionFieldType>(saved.map((field) => [field.id, field.type])),
    [saved],
  );
  const names = useMemo(() => new Map(collections.map((c) => [c.id, c.name])), [collections]);
  const isNew = editing !== null && !fields.some((field) => field.key === editing.key);
  const full = fields.length >= LIMITS.collections.fields;

  return (
    <Input.Wrapper
      label={t('collections.fields.title')}
      description={t('collections.fields.description')}
      data-testid={testId}
    >
      <div style={{ marginTop: 8 }}>
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed" py="xs">
            {t('collections.fields.none')}
          </Text>
        ) : (
          <FieldList
            fields={fields}
            collectionNames={names}
            onEdit={setEditing}
            onRemove={(field) => dispatch({ type: 'removeField', key: field.key })}
            onMove={(key, to) => dispatch({ type: 'moveField', key, to })}
            disabled={disabled}
            testId={`${testId}-list`}
          />
        )}
        <Group mt="sm" gap="sm">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing(blankField())}
            disabled={disabled || full}
            data-testid={`${testId}-add`}
          >
            {t('collections.fields.add')}
          </Button>
          {full ? (
            <Text size="xs" c="dimmed">
              {t('collections.fields.full', { max: LIMITS.collections.fields })}
            </Text>
          ) : null}
        </Group>
      </div>
      <FieldDialog
        field={editing}
        savedType={editing?.id ? (savedTypes.get(editing.id) ?? null) : null}
        fields={fields}
        collections={collections}
        onClose={() => setEditing(null)}
        onDone={(field) => {
          dispatch(isNew ? { type: 'addField', field } : { type: 'updateField', field });
          setEditing(null);
        }}
      />
    </Input.Wrapper>
  );
}
