/**
 * The playground's state, outside React: property values of the sample component (spec §9 defaults),
 * the render tree they make, and the animation presets the simple animation controls offer.
 */
import type { RenderNode } from '@tessera/runtime/protocol';
import {
  ANIMATION_DEFAULTS,
  type AnimationTrigger,
  type AnimationValue,
  resolveProps,
} from '@tessera/shared';
import { PLAYGROUND_SAMPLE, PLAYGROUND_SAMPLE_COMPILED } from '@tessera/starter-kit';

/** Spec §9: inspector edits reach the preview after 200 ms of quiet. */
export const INSPECTOR_DEBOUNCE_MS = 200;

export const SAMPLE_MODULE_ID = 'playground-sample';

export const SAMPLE_MODULES = [{ id: SAMPLE_MODULE_ID, compiledCode: PLAYGROUND_SAMPLE_COMPILED }];

export type PlaygroundValues = Record<string, unknown>;

/** Every property at its resolved default. */
export function initialValues(): PlaygroundValues {
  return resolveProps(PLAYGROUND_SAMPLE.dataTypes);
}

/** Props of the sample for these values: normalized (clamped, rounded) by each property's type. */
export function propsFor(values: PlaygroundValues): Record<string, unknown> {
  const dataTypes = Object.fromEntries(
    Object.entries(PLAYGROUND_SAMPLE.dataTypes).map(([name, entry]) => [
      name,
      { ...entry, value: name in values ? values[name] : entry.value },
    ]),
  );
  return resolveProps(dataTypes);
}

/** `replay` changes the node's key, so the sample mounts again and its show animation runs again. */
export function sampleTree(values: PlaygroundValues, replay: number): RenderNode {
  return { key: `sample-${replay}`, moduleId: SAMPLE_MODULE_ID, props: propsFor(values) };
}

export const ANIMATION_EFFECTS = ['none', 'opacity', 'direction', 'color'] as const;
export type AnimationEffect = (typeof ANIMATION_EFFECTS)[number];

export interface AnimationChoice {
  effect: AnimationEffect;
  trigger: AnimationTrigger;
  /** Milliseconds. */
  duration: number;
}

/** Reads back what the simple controls show from an animation value (its first animated property). */
export function animationChoice(value: unknown): AnimationChoice {
  const animation = (value ?? {}) as AnimationValue;
  for (const effect of ['direction', 'opacity', 'color'] as const) {
    const settings = animation[effect];
    if (settings) {
      const ms = settings.duration.unit === 's' ? settings.duration.value * 1000 : settings.duration.value;
      return { effect, trigger: settings.trigger, duration: ms };
    }
  }
  return { effect: 'none', trigger: 'show', duration: 600 };
}

/** A ready-made animation for the choice: fade from transparent, slide up 24px, or a colour shift. */
export function animationValue({ effect, trigger, duration }: AnimationChoice): AnimationValue {
  const timing = {
    trigger,
    function: 'ease-out' as const,
    duration: { value: duration, unit: 'ms' },
    delay: { value: 0, unit: 'ms' },
  };
  switch (effect) {
    case 'none':
      return {};
    case 'opacity':
      return { opacity: { ...ANIMATION_DEFAULTS.opacity, ...timing, start: 0, end: 1 } };
    case 'direction':
      return {
        direction: {
          ...ANIMATION_DEFAULTS.direction,
          ...timing,
          direction: 'bottom',
          start: { value: 24, unit: 'px' },
          end: { value: 0, unit: 'px' },
        },
        opacity: { ...ANIMATION_DEFAULTS.opacity, ...timing, start: 0, end: 1 },
      };
    case 'color':
      return {
        color: {
          ...ANIMATION_DEFAULTS.color,
          ...timing,
          start: ANIMATION_DEFAULTS.color.start,
          end: '#4f46e5',
        },
      };
  }
}
