import { Group, Stack, Switch, Text } from '@mantine/core';
import { type SizeAxisName, type SizeValue, sizeFromAuto, sizeToAuto } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { unitRulesOf } from '../field-values.ts';
import { type EditorProps, propTestId } from './editor-props.ts';
import { UnitInput } from './unit-input.tsx';

const AXES: readonly SizeAxisName[] = ['width', 'height'];

/**
 * Size, MinSize and MaxSize: per axis a number with its unit, or auto. Auto stores
 * {value: 'auto', unit: ''} and switching back starts at 100 % (spec §4, sizeToAuto/sizeFromAuto).
 */
export function SizeEditor({
  name,
  type,
  label,
  inputId,
  value,
  onChange,
  disabled,
}: EditorProps<SizeValue>) {
  const { t } = useTranslation();
  const rules = unitRulesOf(type);
  return (
    <Stack gap={6}>
      {AXES.map((axis, index) => {
        const current = value[axis];
        const auto = current.value === 'auto';
        const axisLabel = t(`inspector.size.${axis}`);
        return (
          <Group key={axis} gap={8} wrap="nowrap">
            <Text size="xs" c="dimmed" w={44} style={{ flexShrink: 0 }}>
              {axisLabel}
            </Text>
            <div style={{ flex: 1, minWidth: 0 }}>
              <UnitInput
                id={index === 0 ? inputId : undefined}
                testId={propTestId(name, axis)}
                label={`${label}: ${axisLabel}`}
                value={auto ? null : { value: current.value as number, unit: current.unit }}
                units={rules.units}
                range={rules.range}
                placeholder={t('inspector.size.auto_value')}
                disabled={disabled}
                onChange={(next) => onChange({ ...value, [axis]: next })}
              />
            </div>
            <Switch
              size="xs"
              label={t('inspector.size.auto')}
              aria-label={`${axisLabel}: ${t('inspector.size.auto')}`}
              checked={auto}
              disabled={disabled}
              onChange={(event) =>
                onChange(event.currentTarget.checked ? sizeToAuto(value, axis) : sizeFromAuto(value, axis))
              }
              data-testid={propTestId(name, axis, 'auto')}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
