import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftField } from '../field-draft.ts';
import { FieldTypeIcon } from '../field-types.tsx';
import classes from './collections.module.css';

interface FieldListProps {
  fields: readonly DraftField[];
  /** Names of the app's collections by id (a reference field says which it names). */
  collectionNames: ReadonlyMap<string, string>;
  onEdit: (field: DraftField) => void;
  onRemove: (field: DraftField) => void;
  onMove: (key: string, to: number) => void;
  disabled?: boolean;
  testId: string;
}

/**
 * A collection's fields in order: drag a row's handle to reorder it, or focus the handle and use Space, the
 * arrow keys and Space again (dnd-kit's keyboard sensor, with spoken instructions). Edit and remove per row.
 */
export function FieldList({
  fields,
  collectionNames,
  onEdit,
  onRemove,
  onMove,
  disabled,
  testId,
}: FieldListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (key: string | number) => fields.find((field) => field.key === key)?.name ?? '';
  const positionOf = (key: string | number | undefined) =>
    String(fields.findIndex((field) => field.key === key) + 1);

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const to = fields.findIndex((field) => field.key === over.id);
    if (to >= 0) onMove(String(active.id), to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('collections.fields.drag_instructions') },
        announcements: {
          onDragStart: ({ active }) => t('collections.fields.drag_start', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            t('collections.fields.drag_over', { name: nameOf(active.id), position: positionOf(over?.id) }),
          onDragEnd: ({ active, over }) =>
            t('collections.fields.drag_end', { name: nameOf(active.id), position: positionOf(over?.id) }),
          onDragCancel: ({ active }) => t('collections.fields.drag_cancel', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={fields.map((field) => field.key)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} data-testid={testId} role="list" aria-label={t('collections.fields.list_label')}>
          {fields.map((field) => (
            <FieldRow
              key={field.key}
              field={field}
              reference={
                field.referenceCollectionId ? (collectionNames.get(field.referenceCollectionId) ?? '') : ''
              }
              onEdit={() => onEdit(field)}
              onRemove={() => onRemove(field)}
              disabled={disabled}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function FieldRow({
  field,
  reference,
  onEdit,
  onRemove,
  disabled,
}: {
  field: DraftField;
  reference: string;
  onEdit: () => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: field.key, disabled });
  const typeLabel = t(`collections.types.${field.type}`);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px="xs"
      py={6}
      role="listitem"
      className={classes.fieldRow}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="collection-field-row"
      data-field={field.id ?? field.name}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('collections.fields.drag', { name: field.name })}
          className={classes.handle}
          disabled={disabled}
          {...attributes}
          {...listeners}
          data-testid="collection-field-drag"
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Tooltip label={typeLabel}>
          <span className={classes.typeIcon}>
            <FieldTypeIcon type={field.type} />
          </span>
        </Tooltip>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {field.name}
            </Text>
            {field.required ? (
              <Badge size="xs" variant="light" color="gray" tt="none">
                {t('collections.fields.required_badge')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {reference ? t('collections.fields.type_reference_to', { name: reference }) : typeLabel}
            {field.type === 'option'
              ? ` · ${t('collections.fields.option_count', { count: field.options.length })}`
              : ''}
          </Text>
        </Stack>
        <Tooltip label={t('collections.fields.edit')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onEdit}
            disabled={disabled}
            aria-label={t('collections.fields.edit_aria', { name: field.name })}
            data-testid="collection-field-edit"
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('collections.fields.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('collections.fields.remove_aria', { name: field.name })}
            data-testid="collection-field-remove"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
