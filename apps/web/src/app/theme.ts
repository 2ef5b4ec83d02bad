import {
  CloseButton,
  ColorInput,
  createTheme,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import { DELAYS } from '@tessera/shared';

/** The UI font; page content rendered by the studio keeps the spec's default, Arial. */
export const UI_FONT = 'Inter Variable';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7: white on indigo 6 reads at 4.3:1, under WCAG's 4.5 (decision 0029, theme-contrast.ts).
  primaryShade: { light: 7, dark: 5 },
  fontFamily: `"${UI_FONT}", Arial, sans-serif`,
  headings: { fontFamily: `"${UI_FONT}", Arial, sans-serif`, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    Modal: { styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } } },
    Tooltip: { defaultProps: { openDelay: DELAYS.tooltip, withArrow: true } },
  },
});

/** Names Mantine leaves empty: every close button and the colour fields' eyedropper get one (decision 0029). */
export interface ThemeLabels {
  readonly close: string;
  readonly eyeDropper: string;
}

export function themeWithLabels(labels: ThemeLabels): MantineThemeOverride {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        CloseButton: CloseButton.extend({
          defaultProps: { 'aria-label': labels.close } as Record<string, string>,
        }),
        ColorInput: ColorInput.extend({
          defaultProps: { eyeDropperButtonProps: { 'aria-label': labels.eyeDropper } },
        }),
      },
    }),
  );
}
