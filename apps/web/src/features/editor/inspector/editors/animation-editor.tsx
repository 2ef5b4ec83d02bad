import { ActionIcon, ColorInput, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  ANIMATION_PROPERTIES,
  ANIMATION_TRIGGERS,
  type AnimationProperty,
  type AnimationTrigger,
  type AnimationValue,
  addAnimation,
  DIRECTIONS,
  type Direction,
  RANGES,
  remainingAnimationProperties,
  removeAnimation,
  TIMING_FUNCTIONS,
  type TimingFunction,
  UNITS,
  type UnitValue,
} from '@tessera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tidyColor } from '../field-values.ts';
import { COMBOBOX_PROPS, type EditorProps, propTestId } from './editor-props.ts';
import { NumberField } from './number-field.tsx';
import { UnitInput } from './unit-input.tsx';

/**
 * Animation (spec §4): "Add animation property" offers the properties not yet animated; each animated one
 * gets a card with its trigger, timing function, duration, delay, start and end (and a direction for the
 * direction animation) and a trash button. The canvas replays the animation after each change itself
 * (ANIMATION_RERUN_DELAY_MS in the runtime): the inspector only sends the new value.
 */
export function AnimationEditor({
  name,
  label,
  inputId,
  value,
  onChange,
  disabled,
}: EditorProps<AnimationValue>) {
  const { t } = useTranslation();
  const remaining = remainingAnimationProperties(value);
  const animated = ANIMATION_PROPERTIES.filter((property) => value[property] !== undefined);
  return (
    <Stack gap={8}>
      <Select
        id={inputId}
        size="xs"
        aria-label={`${label}: ${t('inspector.animation.add')}`}
        placeholder={remaining.length > 0 ? t('inspector.animation.add') : t('inspector.animation.all_added')}
        data={remaining.map((property) => ({
          value: property,
          label: t(`inspector.animation.properties.${property}`),
        }))}
        value={null}
        disabled={disabled || remaining.length === 0}
        onChange={(property) => {
          if (property) onChange(addAnimation(value, property as AnimationProperty));
        }}
        comboboxProps={COMBOBOX_PROPS}
        data-testid={propTestId(name, 'add')}
      />
      {animated.map((property) => (
        <AnimationCard
          key={property}
          name={name}
          property={property}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}

interface CardProps {
  name: string;
  property: AnimationProperty;
  value: AnimationValue;
  onChange: (value: AnimationValue) => void;
  disabled: boolean;
}

const TIME_RULES = {
  units: UNITS.animationTime,
  duration: RANGES.animationDuration,
  delay: RANGES.animation,
};

function AnimationCard({ name, property, value, onChange, disabled }: CardProps) {
  const { t } = useTranslation();
  const settings = value[property];
  if (!settings) return null;
  const id = (...parts: string[]) => propTestId(name, property, ...parts);
  const title = t(`inspector.animation.properties.${property}`);
  // Each card edits only its own entry; the others are kept as they are.
  const patch = (changes: Partial<typeof settings>) =>
    onChange({ ...value, [property]: { ...settings, ...changes } } as AnimationValue);

  let ends: ReactNode = null;
  if (property === 'color' && value.color) {
    const color = value.color;
    ends = (
      <SimpleGrid cols={2} spacing={6}>
        {(['start', 'end'] as const).map((end) => (
          <Labelled key={end} text={t(`inspector.animation.${end}`)}>
            <ColorInput
              size="xs"
              format="hexa"
              aria-label={`${title}: ${t(`inspector.animation.${end}`)}`}
              value={color[end]}
              disabled={disabled}
              onChange={(next) => patch({ [end]: tidyColor(next) })}
              popoverProps={{ withinPortal: true }}
              data-testid={id(end)}
            />
          </Labelled>
        ))}
      </SimpleGrid>
    );
  } else if (property === 'direction' && value.direction) {
    const direction = value.direction;
    ends = (
      <Stack gap={6}>
        <Labelled text={t('inspector.animation.direction')}>
          <Select
            size="xs"
            aria-label={`${title}: ${t('inspector.animation.direction')}`}
            data={DIRECTIONS.map((choice) => ({
              value: choice,
              label: t(`inspector.animation.directions.${choice}`),
            }))}
            value={direction.direction}
            allowDeselect={false}
            disabled={disabled}
            onChange={(next) => next && patch({ direction: next as Direction })}
            comboboxProps={COMBOBOX_PROPS}
            data-testid={id('direction')}
          />
        </Labelled>
        <SimpleGrid cols={2} spacing={6}>
          {(['start', 'end'] as const).map((end) => (
            <Labelled key={end} text={t(`inspector.animation.${end}`)}>
              <UnitInput
                testId={id(end)}
                label={`${title}: ${t(`inspector.animation.${end}`)}`}
                value={direction[end]}
                units={UNITS.animationDirection}
                range={RANGES.animation}
                disabled={disabled}
                onChange={(next: UnitValue) => patch({ [end]: next })}
              />
            </Labelled>
          ))}
        </SimpleGrid>
      </Stack>
    );
  } else if (property === 'opacity' && value.opacity) {
    const opacity = value.opacity;
    ends = (
      <SimpleGrid cols={2} spacing={6}>
        {(['start', 'end'] as const).map((end) => (
          <Labelled key={end} text={t(`inspector.animation.${end}`)}>
            <NumberField
              testId={id(end)}
              ariaLabel={`${title}: ${t(`inspector.animation.${end}`)}`}
              value={opacity[end]}
              min={RANGES.opacity.min}
              max={RANGES.opacity.max}
              step={0.1}
              hideControls={false}
              disabled={disabled}
              onChange={(next) => patch({ [end]: next })}
            />
          </Labelled>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Paper withBorder p="xs" radius="md" data-testid={id()}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={`${t('inspector.animation.remove')}: ${title}`}
            data-hint={t('inspector.animation.remove')}
            disabled={disabled}
            onClick={() => onChange(removeAnimation(value, property))}
            data-testid={id('remove')}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={2} spacing={6}>
          <Labelled text={t('inspector.animation.trigger')}>
            <Select
              size="xs"
              aria-label={`${title}: ${t('inspector.animation.trigger')}`}
              data={ANIMATION_TRIGGERS.map((trigger) => ({
                value: trigger,
                label: t(`inspector.animation.triggers.${trigger}`),
              }))}
              value={settings.trigger}
              allowDeselect={false}
              disabled={disabled}
              onChange={(next) => next && patch({ trigger: next as AnimationTrigger })}
              comboboxProps={COMBOBOX_PROPS}
              data-testid={id('trigger')}
            />
          </Labelled>
          <Labelled text={t('inspector.animation.function')}>
            <Select
              size="xs"
              aria-label={`${title}: ${t('inspector.animation.function')}`}
              data={TIMING_FUNCTIONS.map((fn) => ({
                value: fn,
                label: t(`inspector.animation.functions.${fn}`),
              }))}
              value={settings.function}
              allowDeselect={false}
              disabled={disabled}
              onChange={(next) => next && patch({ function: next as TimingFunction })}
              comboboxProps={COMBOBOX_PROPS}
              data-testid={id('function')}
            />
          </Labelled>
          {(['duration', 'delay'] as const).map((part) => (
            <Labelled key={part} text={t(`inspector.animation.${part}`)}>
              <UnitInput
                testId={id(part)}
                label={`${title}: ${t(`inspector.animation.${part}`)}`}
                value={settings[part]}
                units={TIME_RULES.units}
                range={TIME_RULES[part]}
                disabled={disabled}
                onChange={(next) => patch({ [part]: next })}
              />
            </Labelled>
          ))}
        </SimpleGrid>
        {ends}
      </Stack>
    </Paper>
  );
}

function Labelled({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" lh={1.2}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}
