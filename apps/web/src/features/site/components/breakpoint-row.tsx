import { ActionIcon, Group, Paper, Text, TextInput, ThemeIcon, Tooltip } from '@mantine/core';
import { IconDeviceMobile, IconDeviceMobileRotated, IconDeviceTablet, IconTrash } from '@tabler/icons-react';
import { LIMITS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { type BreakpointRow, deviceOf, type RowProblems, widthOf } from '../breakpoints-form.ts';

const DEVICE_ICONS = {
  tablet: IconDeviceTablet,
  'phone-landscape': IconDeviceMobileRotated,
  phone: IconDeviceMobile,
} as const;

interface BreakpointRowFieldsProps {
  row: BreakpointRow;
  problems: RowProblems | undefined;
  /** Problems show once the user has tried to save or has left the field. */
  showProblems: boolean;
  readOnly: boolean;
  disabled: boolean;
  onChange(patch: Partial<Pick<BreakpointRow, 'enUS' | 'ptBR' | 'width'>>): void;
  onDelete(): void;
}

/** One breakpoint: its device icon, its name in both console languages, its max width and delete. */
export function BreakpointRowFields({
  row,
  problems,
  showProblems,
  readOnly,
  disabled,
  onChange,
  onDelete,
}: BreakpointRowFieldsProps) {
  const { t } = useTranslation();
  const Icon = DEVICE_ICONS[deviceOf(widthOf(row))];
  const name = row.enUS.trim() || t('site.breakpoints.unnamed');
  const problem = (key: keyof RowProblems) => {
    const found = showProblems ? problems?.[key] : undefined;
    return found ? t(found, { ...LIMITS.breakpoints.label, ...widthLimits }) : null;
  };
  const widthLimits = {
    minWidth: LIMITS.breakpoints.maxWidth.min,
    maxWidth: LIMITS.breakpoints.maxWidth.max,
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`breakpoint-row-${row.id ?? row.key}`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <ThemeIcon variant="light" size="lg" mt={26} aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <TextInput
          label={t('site.breakpoints.name_en')}
          value={row.enUS}
          placeholder={t('site.breakpoints.name_placeholder')}
          onChange={(event) => onChange({ enUS: event.currentTarget.value })}
          readOnly={readOnly}
          disabled={disabled}
          maxLength={LIMITS.breakpoints.label.max + 10}
          error={problem('enUS')}
          w={200}
          data-testid="breakpoint-name-en"
        />
        <TextInput
          label={t('site.breakpoints.name_pt')}
          value={row.ptBR}
          placeholder={t('site.breakpoints.name_placeholder')}
          onChange={(event) => onChange({ ptBR: event.currentTarget.value })}
          readOnly={readOnly}
          disabled={disabled}
          maxLength={LIMITS.breakpoints.label.max + 10}
          error={problem('ptBR')}
          w={200}
          data-testid="breakpoint-name-pt"
        />
        <TextInput
          label={t('site.breakpoints.width')}
          value={row.width}
          onChange={(event) => onChange({ width: event.currentTarget.value.replace(/[^0-9]/g, '') })}
          inputMode="numeric"
          maxLength={5}
          rightSection={
            <Text size="xs" c="dimmed">
              px
            </Text>
          }
          readOnly={readOnly}
          disabled={disabled}
          error={problem('width')}
          w={150}
          data-testid="breakpoint-width"
        />
        {readOnly ? null : (
          <Tooltip label={t('site.breakpoints.delete', { name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              onClick={onDelete}
              disabled={disabled}
              aria-label={t('site.breakpoints.delete', { name })}
              data-testid="breakpoint-delete"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}
