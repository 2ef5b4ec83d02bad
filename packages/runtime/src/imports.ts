/**
 * The modules component code may import. Anything else fails with "Cannot import 'x' in a component":
 * components run in a sandbox without network access, so every dependency has to be in this list.
 */
import {
  ANIMATION_DEFAULTS,
  ANIMATION_KEYFRAMES_CSS,
  ANIMATION_PROPERTIES,
  ANIMATION_TRIGGERS,
  animationCss,
  animationFor,
  BORDER_STYLES,
  cssFor,
  DEFAULT_FONT,
  DEFAULT_FONT_SIZE_UNIT,
  DEFAULT_UNIT,
  DIRECTIONS,
  defaultValueOf,
  directionTransform,
  embedFor,
  FONT_WEIGHTS,
  FONTS,
  guessVideoType,
  HORIZONTAL_ALIGNS,
  isVideoSiteUrl,
  MOUSE_EVENTS,
  PROPERTY_TYPE_NAMES,
  propertyType,
  RANGES,
  resolveProps,
  selectOptions,
  styleFrom,
  styleOf,
  TEXT_ALIGNS,
  TIMING_FUNCTIONS,
  UNITS,
  VERTICAL_ALIGNS,
} from '@tessera/shared';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ImportMap } from './loader.ts';

/**
 * `import … from 'tessera'`: the property-type helpers and constants of @tessera/shared, the same code
 * the inspector and the live renderer use (documented in docs/component-authoring.md).
 */
export const TESSERA_MODULE = Object.freeze({
  resolveProps,
  cssFor,
  styleFrom,
  styleOf,
  propertyType,
  defaultValueOf,
  animationCss,
  animationFor,
  directionTransform,
  guessVideoType,
  isVideoSiteUrl,
  embedFor,
  selectOptions,
  ANIMATION_DEFAULTS,
  ANIMATION_KEYFRAMES_CSS,
  ANIMATION_PROPERTIES,
  ANIMATION_TRIGGERS,
  BORDER_STYLES,
  DEFAULT_FONT,
  DEFAULT_FONT_SIZE_UNIT,
  DEFAULT_UNIT,
  DIRECTIONS,
  FONT_WEIGHTS,
  FONTS,
  HORIZONTAL_ALIGNS,
  MOUSE_EVENTS,
  PROPERTY_TYPE_NAMES,
  RANGES,
  TEXT_ALIGNS,
  TIMING_FUNCTIONS,
  UNITS,
  VERTICAL_ALIGNS,
});

/**
 * The production React build has no `jsxDEV`; code compiled in development mode (`jsx: 'automatic'` with
 * `jsxDev`) still runs through the ordinary `jsx`.
 */
const jsxDevRuntime = Object.freeze({
  Fragment: jsxRuntime.Fragment,
  jsxDEV: (type: React.ElementType, props: Record<string, unknown>, key?: React.Key) =>
    jsxRuntime.jsx(type, props, key),
});

export const DEFAULT_IMPORTS: ImportMap = Object.freeze({
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxDevRuntime,
  tessera: TESSERA_MODULE,
});
