import { z } from 'zod';
import {
  ANIMATION_DEFAULT_COLOR,
  ANIMATION_DEFAULT_FUNCTION,
  ANIMATION_DEFAULT_OPACITY,
  ANIMATION_PROPERTIES,
  ANIMATION_TRIGGERS,
  type AnimationProperty,
  type AnimationTrigger,
  DEFAULT_UNIT,
  DIRECTIONS,
  RANGES,
  TIMING_FUNCTIONS,
  UNITS,
} from './constants.ts';
import {
  type AnimationValue,
  type ColorAnimation,
  type CssProperties,
  clamp,
  copy,
  cssLength,
  type DirectionAnimation,
  deepFreeze,
  isRecord,
  normalizeUnitValue,
  type OpacityAnimation,
  readChoice,
  readNumber,
  readString,
  type UnitRules,
  type UnitValue,
  unitValueSchema,
} from './values.ts';

/**
 * Animations are CSS keyframe animations driven by custom properties: the keyframes below are static
 * (the renderer injects ANIMATION_KEYFRAMES_CSS once per document) and each element supplies its own
 * start and end values through `--tessera-*` variables. This keeps inline styles sufficient, which
 * the sandboxed runtime needs, since it cannot write a stylesheet per component.
 */
export const ANIMATION_KEYFRAMES_CSS = [
  '@keyframes tessera-color { from { color: var(--tessera-color-from); } to { color: var(--tessera-color-to); } }',
  '@keyframes tessera-direction { from { transform: var(--tessera-translate-from); } to { transform: var(--tessera-translate-to); } }',
  '@keyframes tessera-opacity { from { opacity: var(--tessera-opacity-from); } to { opacity: var(--tessera-opacity-to); } }',
].join('\n');

const timeRules: UnitRules = { units: UNITS.animationTime, range: RANGES.animation, unit: 'ms' };
const durationRules: UnitRules = { units: UNITS.animationTime, range: RANGES.animationDuration, unit: 'ms' };
const offsetRules: UnitRules = {
  units: UNITS.animationDirection,
  range: RANGES.animation,
  unit: DEFAULT_UNIT,
};

const timing = {
  trigger: 'show' as AnimationTrigger,
  function: ANIMATION_DEFAULT_FUNCTION,
  duration: { value: 300, unit: 'ms' },
  delay: { value: 0, unit: 'ms' },
};

/** Settings created when the inspector adds an animated property (spec §9 defaults). */
export const ANIMATION_DEFAULTS: {
  readonly color: ColorAnimation;
  readonly direction: DirectionAnimation;
  readonly opacity: OpacityAnimation;
} = {
  color: { ...timing, start: ANIMATION_DEFAULT_COLOR, end: ANIMATION_DEFAULT_COLOR },
  direction: {
    ...timing,
    direction: 'left',
    start: { value: 0, unit: DEFAULT_UNIT },
    end: { value: 0, unit: DEFAULT_UNIT },
  },
  opacity: { ...timing, start: ANIMATION_DEFAULT_OPACITY, end: ANIMATION_DEFAULT_OPACITY },
};
deepFreeze(ANIMATION_DEFAULTS);

const timingShape = {
  trigger: z.enum(ANIMATION_TRIGGERS),
  function: z.enum(TIMING_FUNCTIONS),
  duration: unitValueSchema(durationRules),
  delay: unitValueSchema(timeRules),
};

export const animationSchema = z.object({
  color: z.object({ ...timingShape, start: z.string(), end: z.string() }).optional(),
  direction: z
    .object({
      ...timingShape,
      direction: z.enum(DIRECTIONS),
      start: unitValueSchema(offsetRules),
      end: unitValueSchema(offsetRules),
    })
    .optional(),
  opacity: z
    .object({
      ...timingShape,
      start: z.number().min(RANGES.opacity.min).max(RANGES.opacity.max),
      end: z.number().min(RANGES.opacity.min).max(RANGES.opacity.max),
    })
    .optional(),
});

function normalizeTiming(raw: Record<string, unknown>, fallback: typeof timing) {
  return {
    trigger: readChoice(raw.trigger, ANIMATION_TRIGGERS, fallback.trigger),
    function: readChoice(raw.function, TIMING_FUNCTIONS, fallback.function),
    duration: normalizeUnitValue(raw.duration, durationRules, fallback.duration),
    delay: normalizeUnitValue(raw.delay, timeRules, fallback.delay),
  };
}

const readOpacity = (raw: unknown, missing: number) => clamp(readNumber(raw, missing), RANGES.opacity);

/** Keeps only known animated properties; each one is filled from ANIMATION_DEFAULTS. */
export function normalizeAnimation(raw: unknown): AnimationValue {
  if (!isRecord(raw)) return {};
  const out: AnimationValue = {};
  if (isRecord(raw.color)) {
    const d = ANIMATION_DEFAULTS.color;
    out.color = {
      ...normalizeTiming(raw.color, d),
      start: readString(raw.color.start, d.start),
      end: readString(raw.color.end, d.end),
    };
  }
  if (isRecord(raw.direction)) {
    const d = ANIMATION_DEFAULTS.direction;
    out.direction = {
      ...normalizeTiming(raw.direction, d),
      direction: readChoice(raw.direction.direction, DIRECTIONS, d.direction),
      start: normalizeUnitValue(raw.direction.start, offsetRules, d.start),
      end: normalizeUnitValue(raw.direction.end, offsetRules, d.end),
    };
  }
  if (isRecord(raw.opacity)) {
    const d = ANIMATION_DEFAULTS.opacity;
    out.opacity = {
      ...normalizeTiming(raw.opacity, d),
      start: readOpacity(raw.opacity.start, d.start),
      end: readOpacity(raw.opacity.end, d.end),
    };
  }
  return out;
}

/** translateX/Y for an offset measured towards `direction` (left 100px = 100px to the left). */
export function directionTransform(direction: DirectionAnimation['direction'], offset: UnitValue): string {
  const length = cssLength(offset);
  switch (direction) {
    case 'left':
      return `translateX(calc(-1 * ${length}))`;
    case 'right':
      return `translateX(${length})`;
    case 'top':
      return `translateY(calc(-1 * ${length}))`;
    case 'bottom':
      return `translateY(${length})`;
  }
}

/**
 * The `animation` shorthand for the animated properties started by `trigger`, or '' when there are
 * none. `both` keeps the end state once the animation finishes.
 */
export function animationFor(value: AnimationValue, trigger: AnimationTrigger): string {
  const parts: string[] = [];
  for (const property of ANIMATION_PROPERTIES) {
    const settings = value[property];
    if (!settings || settings.trigger !== trigger) continue;
    parts.push(
      `tessera-${property} ${cssLength(settings.duration)} ${settings.function} ${cssLength(settings.delay)} both`,
    );
  }
  return parts.join(', ');
}

/**
 * Inline CSS of an Animation value: the start/end variables of every animated property, plus the
 * `animation` of the ones triggered on show. Hover and click animations are started by the renderer,
 * which sets `animation: animationFor(value, 'hover' | 'click')` on the event.
 */
export function animationCss(value: AnimationValue): CssProperties {
  const css: CssProperties = {};
  if (value.color) {
    css['--tessera-color-from'] = value.color.start;
    css['--tessera-color-to'] = value.color.end;
  }
  if (value.direction) {
    css['--tessera-translate-from'] = directionTransform(value.direction.direction, value.direction.start);
    css['--tessera-translate-to'] = directionTransform(value.direction.direction, value.direction.end);
  }
  if (value.opacity) {
    css['--tessera-opacity-from'] = String(value.opacity.start);
    css['--tessera-opacity-to'] = String(value.opacity.end);
  }
  const onShow = animationFor(value, 'show');
  if (onShow) css.animation = onShow;
  return css;
}

/** The properties the inspector still offers to add (spec §4: "from the remaining choices"). */
export function remainingAnimationProperties(value: AnimationValue): AnimationProperty[] {
  return ANIMATION_PROPERTIES.filter((property) => value[property] === undefined);
}

/** Adds a property's default settings; an already animated property is kept as it is. */
export function addAnimation(value: AnimationValue, property: AnimationProperty): AnimationValue {
  if (value[property]) return value;
  return { ...value, [property]: copy(ANIMATION_DEFAULTS[property]) };
}

/** The trash button: removes a property's animation. */
export function removeAnimation(value: AnimationValue, property: AnimationProperty): AnimationValue {
  const { [property]: _removed, ...rest } = value;
  return rest;
}
