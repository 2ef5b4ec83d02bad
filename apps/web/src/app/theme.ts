import { createTheme } from '@mantine/core';
import { DELAYS } from '@tessera/shared';

/** The UI font; page content rendered by the studio keeps the spec's default, Arial. */
export const UI_FONT = 'Inter Variable';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
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
