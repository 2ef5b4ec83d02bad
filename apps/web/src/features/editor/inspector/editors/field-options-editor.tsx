import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FieldOption, LIMITS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { propTestId } from './editor-props.ts';
import {
  addOption,
  canAddOption,
  moveOption,
  optionValueProblem,
  removeOption,
  setOption,
} from './form-field-values.ts';
import { ValidatedInput } from './validated-input.tsx';

/**
 * The choices of a select, radio group or checkboxes: each a value (sent with the answer) and a label (what
 * visitors read), added, removed and reordered with buttons (keyboard reachable, each named with its choice's
 * number), at most LIMITS.forms.options. Test ids `prop:{name}:option:{i}:value|label|up|down|remove`, `prop:{name}:add-option`.
 */
export function FieldOptionsEditor({
  name,
  options,
  disabled,
  onChange,
}: {
  name: string;
  options: readonly FieldOption[];
  disabled: boolean;
  onChange: (options: FieldOption[]) => void;
}) {
  const { t } = useTranslation();
  const full = !canAddOption(options);
  return (
    <Stack gap={6} role="group" aria-label={t('form_inspector.field.options.title')}>
      <Text size="xs" fw={500}>
        {t('form_inspector.field.options.title')}
      </Text>
      {options.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('form_inspector.field.options.none')}
        </Text>
      ) : null}
      {options.map((option, index) => {
        const n = index + 1;
        const testId = (part: string) => propTestId(name, 'option', String(index), part);
        return (
          // Keyed by position: a row's inputs keep their focus while its value is typed.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place, rows follow positions
          <Group key={index} gap={4} wrap="nowrap" align="flex-start">
            <Stack gap={4} flex={1} miw={0}>
              <ValidatedInput
                value={option.value}
                ariaLabel={t('form_inspector.field.options.value', { n })}
                maxLength={LIMITS.forms.labelMax}
                disabled={disabled}
                problem={(text) => {
                  const problem = optionValueProblem(text, options, index);
                  return problem ? t(`form_inspector.field.options.problems.${problem}`) : null;
                }}
                onCommit={(text) => onChange(setOption(options, index, { value: text.trim() }))}
                testId={testId('value')}
              />
              <TextInput
                size="xs"
                aria-label={t('form_inspector.field.options.label', { n })}
                value={option.label}
                maxLength={LIMITS.forms.labelMax}
                disabled={disabled}
                onChange={(event) =>
                  onChange(setOption(options, index, { label: event.currentTarget.value }))
                }
                data-testid={testId('label')}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('form_inspector.field.options.up', { n })}
              disabled={disabled || index === 0}
              onClick={() => onChange(moveOption(options, index, -1))}
              data-testid={testId('up')}
            >
              <IconArrowUp size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('form_inspector.field.options.down', { n })}
              disabled={disabled || index === options.length - 1}
              onClick={() => onChange(moveOption(options, index, 1))}
              data-testid={testId('down')}
            >
              <IconArrowDown size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('form_inspector.field.options.remove', { n })}
              disabled={disabled}
              onClick={() => onChange(removeOption(options, index))}
              data-testid={testId('remove')}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
        disabled={disabled || full}
        onClick={() =>
          onChange(addOption(options, (n) => t('form_inspector.field.options.new_label', { n })))
        }
        data-testid={propTestId(name, 'add-option')}
      >
        {t('form_inspector.field.options.add')}
      </Button>
      {full ? (
        <Text size="xs" c="dimmed">
          {t('form_inspector.field.options.full', { max: LIMITS.forms.options })}
        </Text>
      ) : null}
    </Stack>
  );
}
