/** Values per breakpoint (issue 23, docs/decisions/0035): the content rules, the render steps and their CSS. */
export {
  applyResponsive,
  isResponsiveValue,
  resetResponsiveCss,
  responsiveStylesheet,
  untagged,
} from './css.ts';
export * from './steps.ts';
export * from './values.ts';
