import { ActionIcon, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { isLinked, isSpacingKey, setLinked, type UnitValue } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SideKey, sideKeysOf, unitRulesOf, withSide } from '../field-values.ts';
import { type EditorProps, propTestId } from './editor-props.ts';
import { UnitInput } from './unit-input.tsx';

type Sides = Readonly<Partial<Record<SideKey, UnitValue>>>;

/** Grid order: the top row first, so corners read as they sit on the box. */
const SIDE_GRID: readonly SideKey[] = ['top', 'right', 'bottom', 'left'];
const CORNER_GRID: readonly SideKey[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];

/**
 * Spacing, BorderWidth (four sides) and BorderRadius (four corners). Linked, one value applies to every
 * side (setLinked); it opens linked when all sides are equal, and linking copies the first side to all.
 */
export function SidesEditor({ name, type, label, inputId, value, onChange, disabled }: EditorProps<Sides>) {
  const { t } = useTranslation();
  const keys = sideKeysOf(type);
  const sides = value as Readonly<Record<SideKey, UnitValue>>;
  const [wantLinked, setWantLinked] = useState(() => isLinked(sides));
  // An undo may bring back different sides: then the field shows them, whatever the toggle said.
  const linked = wantLinked && isLinked(sides);
  const rules = unitRulesOf(type);
  const keyFilter = type === 'Spacing' ? isSpacingKey : undefined;
  const first = sides[keys[0] ?? 'top'] ?? { value: 0, unit: rules.units[0] ?? 'px' };
  const corners = type === 'BorderRadius';

  function toggle() {
    if (linked) {
      setWantLinked(false);
      return;
    }
    setWantLinked(true);
    if (!isLinked(sides)) onChange(setLinked(sides, first));
  }

  const linkLabel = linked
    ? t(corners ? 'inspector.link.unlink_corners' : 'inspector.link.unlink_sides')
    : t(corners ? 'inspector.link.link_corners' : 'inspector.link.link_sides');

  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Stack gap={4} flex={1} miw={0}>
        {linked ? (
          <UnitInput
            id={inputId}
            testId={propTestId(name, 'all')}
            label={`${label}: ${t(corners ? 'inspector.sides.all_corners' : 'inspector.sides.all')}`}
            value={first}
            units={rules.units}
            range={rules.range}
            disabled={disabled}
            keyFilter={keyFilter}
            onChange={(next) => onChange(setLinked(sides, next))}
          />
        ) : (
          <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
            {(corners ? CORNER_GRID : SIDE_GRID).map((key, index) => (
              <Stack key={key} gap={2} miw={0}>
                <Text size="xs" c="dimmed" lh={1.2}>
                  {t(`inspector.sides.${key}`)}
                </Text>
                <UnitInput
                  id={index === 0 ? inputId : undefined}
                  testId={propTestId(name, key)}
                  label={`${label}: ${t(`inspector.sides.${key}`)}`}
                  value={sides[key] ?? first}
                  units={rules.units}
                  range={rules.range}
                  disabled={disabled}
                  keyFilter={keyFilter}
                  onChange={(next) => onChange(withSide(sides, key, next))}
                />
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ActionIcon
        size={30}
        variant={linked ? 'light' : 'default'}
        aria-label={linkLabel}
        data-hint={linkLabel}
        aria-pressed={linked}
        disabled={disabled}
        onClick={toggle}
        mt={linked ? 0 : 16}
        data-testid={propTestId(name, 'link')}
      >
        {linked ? <IconLink size={16} /> : <IconUnlink size={16} />}
      </ActionIcon>
    </Group>
  );
}
