/**
 * Readable theme colours (decision 0029): Mantine's light scheme draws text in shade 6 or 7 of a colour
 * on its own 10 % tint (light buttons, badges, alerts, initials) and gray 6 for dimmed text, which falls
 * short of WCAG's 4.5:1 for most colours. The console keeps Mantine's palettes and only moves text to the
 * first shade that reads: the axe-core pass checks it on every screen.
 */
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/** WCAG 2 AA for normal text. */
export const MIN_CONTRAST = 4.5;
/** Dimmed text: gray between Mantine's 6 and 7, 4.8:1 or more on white and on gray 0 to 2. */
export const DIMMED = '#61676e';

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((at) => Number.parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` at `alpha` over white, as Mantine's tints are drawn. */
export function tint(hex: string, alpha: number): string {
  const mixed = channels(hex).map((c) => Math.round(c * alpha + 255 * (1 - alpha)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** `hex` mixed with black by `amount` (0–1). */
function darken(hex: string, amount: number): string {
  const mixed = channels(hex).map((c) => Math.round(c * (1 - amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The first of shades 7 to 9 that reads on `background`, else shade 9 darkened until it does. */
export function readableShade(shades: MantineColorsTuple, background: string): string {
  for (const index of [7, 8, 9] as const)
    if (contrast(shades[index], background) >= MIN_CONTRAST) return shades[index];
  let amount = 0.05;
  while (contrast(darken(shades[9], amount), background) < MIN_CONTRAST) amount += 0.05;
  return darken(shades[9], amount);
}

/** The light scheme's text colours, readable; filled colours keep white text readable where a shade can. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': DIMMED };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const text = readableShade(shades, tint(shades[7], 0.12));
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    const filled = ([7, 8, 9] as const).find((index) => contrast(shades[index], '#ffffff') >= MIN_CONTRAST);
    if (filled !== undefined) {
      light[`--mantine-color-${name}-filled`] = shades[filled];
      light[`--mantine-color-${name}-filled-hover`] = shades[Math.min(filled + 1, 9)]!;
    }
  }
  return { variables: {}, light, dark: {} };
};
