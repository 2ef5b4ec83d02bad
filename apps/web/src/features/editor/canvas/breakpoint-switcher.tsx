/**
 * The breakpoint switcher (issue 23): Desktop, then the app's breakpoints widest first, each an icon picked by
 * its width, with its name and range as tooltip and accessible name. A radio group (Mantine SegmentedControl):
 * Tab reaches it, the arrow keys change the breakpoint. Shared by the editor's toolbar and the draft preview.
 *
 * Test ids: `{testId}` on the group, `{testId}-{id}` on each choice (`{testId}-desktop` for the base).
 */
import { SegmentedControl, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceMobileRotated,
  IconDeviceTablet,
} from '@tabler/icons-react';
import { BASE_BREAKPOINT, type Breakpoint, breakpointLabel, DELAYS, sortBreakpoints } from '@tessera/shared';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type BreakpointIcon, breakpointIcon } from './canvas-width.ts';

const ICONS: Record<BreakpointIcon, typeof IconDeviceDesktop> = {
  desktop: IconDeviceDesktop,
  tablet: IconDeviceTablet,
  'phone-landscape': IconDeviceMobileRotated,
  phone: IconDeviceMobile,
};

export interface BreakpointSwitcherProps {
  /** BASE_BREAKPOINT or a breakpoint's id. */
  value: string;
  breakpoints: readonly Breakpoint[];
  onChange(id: string): void;
  testId: string;
}

export const BreakpointSwitcher = memo(function BreakpointSwitcher({
  value,
  breakpoints,
  onChange,
  testId,
}: BreakpointSwitcherProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const data = useMemo(() => {
    const list = sortBreakpoints(breakpoints);
    const widest = list[0]?.maxWidth;
    const choice = (id: string, maxWidth: number | null) => {
      const name = breakpointLabel(list, id, locale);
      const tip =
        maxWidth === null
          ? widest === undefined
            ? name
            : t('canvas.breakpoint.base_tip', { name, width: widest })
          : t('canvas.breakpoint.tip', { name, width: maxWidth });
      const Icon = ICONS[breakpointIcon(maxWidth)];
      return {
        value: id,
        label: (
          <Tooltip label={tip} openDelay={DELAYS.tooltip / 2} withArrow>
            <span data-testid={`${testId}-${id}`} data-width={maxWidth ?? undefined}>
              <Icon size={16} style={{ display: 'block' }} aria-hidden />
              <VisuallyHidden>{tip}</VisuallyHidden>
            </span>
          </Tooltip>
        ),
      };
    };
    return [choice(BASE_BREAKPOINT, null), ...list.map((bp) => choice(bp.id, bp.maxWidth))];
  }, [breakpoints, locale, t, testId]);
  return (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={onChange}
      aria-label={t('canvas.breakpoint.label')}
      data-testid={testId}
      data-value={value}
      data={data}
    />
  );
});
