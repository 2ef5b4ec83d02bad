import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { UnitValue } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import {
  BOX_SHADOW_PARTS,
  type ShadowPart,
  shadowPartRange,
  TEXT_SHADOW_PARTS,
  unitRulesOf,
} from '../field-values.ts';
import { type EditorProps, propTestId } from './editor-props.ts';
import { UnitInput } from './unit-input.tsx';

type Shadow = Readonly<Partial<Record<ShadowPart, UnitValue>>>;

/** BoxShadow (x, y, blur, spread) and TextShadow (x, y, blur); colour and inset are their own properties. */
export function ShadowEditor({ name, type, label, inputId, value, onChange, disabled }: EditorProps<Shadow>) {
  const { t } = useTranslation();
  const parts = type === 'BoxShadow' ? BOX_SHADOW_PARTS : TEXT_SHADOW_PARTS;
  const { units } = unitRulesOf(type);
  return (
    <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
      {parts.map((part, index) => {
        const partLabel = t(`inspector.shadow.${part}`);
        return (
          <Stack key={part} gap={2} miw={0}>
            <Text size="xs" c="dimmed" lh={1.2}>
              {partLabel}
            </Text>
            <UnitInput
              id={index === 0 ? inputId : undefined}
              testId={propTestId(name, part)}
              label={`${label}: ${partLabel}`}
              value={value[part] ?? { value: 0, unit: units[0] ?? 'px' }}
              units={units}
              range={shadowPartRange(part)}
              disabled={disabled}
              onChange={(next) => onChange({ ...value, [part]: next })}
            />
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
