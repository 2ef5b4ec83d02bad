import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';
import {
  contrast,
  cssVariablesResolver,
  DIMMED,
  MIN_CONTRAST,
  readableShade,
  tint,
} from './theme-contrast.ts';

describe('theme contrast', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('picks the first readable shade, darkening past shade 9 when none reads', () => {
    const indigo = DEFAULT_THEME.colors.indigo;
    expect(readableShade(indigo, tint(indigo[7], 0.12))).toBe(indigo[8]);
    const yellow = DEFAULT_THEME.colors.yellow;
    const text = readableShade(yellow, tint(yellow[7], 0.12));
    expect(yellow).not.toContain(text);
    expect(contrast(text, tint(yellow[7], 0.12))).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('gives every colour light-variant text that reads on its tint and dimmed text that reads on grays', () => {
    const merged = { ...DEFAULT_THEME, ...theme, colors: DEFAULT_THEME.colors } as never;
    const { light } = cssVariablesResolver(merged);
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const text = light[`--mantine-color-${name}-light-color`]!;
      expect(contrast(text, tint(shades[7], 0.12)), name).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    expect(light['--mantine-color-indigo-filled']).toBe(DEFAULT_THEME.colors.indigo[7]);
    for (const background of ['#ffffff', '#f8f9fa', '#f1f3f5', '#e9ecef'])
      expect(contrast(DIMMED, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
