/**
 * The property-type system (spec: studio §3–§5, §9): value shapes, defaults, units, ranges,
 * normalization and CSS of the 39 property types, the dataTypes/groups/events schemas, and the
 * inspector's pure editing rules. Component code gets the runtime part of this as the 'tessera' module.
 */
export * from './animation.ts';
export * from './constants.ts';
export {
  defaultValueOf,
  PROPERTY_TYPES,
  type PropertyTypeDef,
  type PropertyValue,
  type PropertyValues,
  propertyType,
} from './definitions.ts';
export * from './form.ts';
export * from './form-field.ts';
export * from './inspector.ts';
export * from './lean-entry.ts';
export * from './link.ts';
export * from './resolve.ts';
export * from './schemas.ts';
export type {
  AnimationValue,
  BorderStyleValue,
  BoxShadowValue,
  ColorAnimation,
  CornersValue,
  CssProperties,
  DirectionAnimation,
  ImageValue,
  OpacityAnimation,
  PropertySettings,
  Range,
  SidesValue,
  SizeAxis,
  SizeValue,
  TextShadowValue,
  TextStyleValue,
  UnitValue,
  VideoValue,
} from './values.ts';
export { guessVideoType, isVideoSiteUrl } from './video.ts';
