/**
 * The editor's side panels, collapsible (decision 0028): the left panel of components and the inspector
 * each sit in a SidePanel, and the toolbar's PanelToggle at the same side hides or shows it. The choice
 * is the room store's, so it is remembered per user. A hidden panel stays mounted (display: none): its
 * scroll, open groups and any edit still on its way are kept.
 *
 * The navigator (navigator/navigator-panel.tsx) is a panel of its own beside the components panel, with its
 * NavigatorToggle next to the left panel's toggle.
 *
 * Test ids: `editor-panel:{left|right}` (data-collapsed), `editor-panel-toggle:{left|right}`,
 * `editor-navigator-toggle` (aria-expanded).
 */
import { ActionIcon, Tooltip } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconListTree,
} from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAVIGATOR_PANEL_ID } from '../navigator/navigator-panel.tsx';
import type { PanelSide } from './room-prefs.ts';
import { useRoom } from './use-room.ts';

const panelId = (side: PanelSide) => `editor-panel-${side}`;

function useCollapsed(side: PanelSide): boolean {
  return useRoom((state) => (side === 'left' ? state.leftCollapsed : state.rightCollapsed));
}

export function SidePanel({
  side,
  label,
  className,
  children,
}: {
  side: PanelSide;
  label: string;
  className: string | undefined;
  children: ReactNode;
}) {
  const collapsed = useCollapsed(side);
  return (
    <aside
      id={panelId(side)}
      className={className}
      aria-label={label}
      data-collapsed={collapsed ? 'true' : 'false'}
      data-testid={`editor-panel:${side}`}
    >
      {children}
    </aside>
  );
}

export function PanelToggle({ side }: { side: PanelSide }) {
  const { t } = useTranslation();
  const collapsed = useCollapsed(side);
  const setCollapsed = useRoom((state) => state.setCollapsed);
  const label = t(`room.panels.${side}_${collapsed ? 'show' : 'hide'}`);
  const Icon =
    side === 'left'
      ? collapsed
        ? IconLayoutSidebarLeftExpand
        : IconLayoutSidebarLeftCollapse
      : collapsed
        ? IconLayoutSidebarRightExpand
        : IconLayoutSidebarRightCollapse;
  return (
    <Tooltip label={label} openDelay={DELAYS.tooltip / 2} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        aria-expanded={!collapsed}
        aria-controls={panelId(side)}
        onClick={() => setCollapsed(side, !collapsed)}
        data-testid={`editor-panel-toggle:${side}`}
      >
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Opens or closes the navigator (the page's tree); the choice is remembered like the side panels'. */
export function NavigatorToggle() {
  const { t } = useTranslation();
  const open = useRoom((state) => state.navigatorOpen);
  const setOpen = useRoom((state) => state.setNavigatorOpen);
  const label = t(open ? 'navigator.hide' : 'navigator.show');
  return (
    <Tooltip label={label} openDelay={DELAYS.tooltip / 2} withArrow>
      <ActionIcon
        variant={open ? 'light' : 'subtle'}
        color={open ? undefined : 'gray'}
        size="lg"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? NAVIGATOR_PANEL_ID : undefined}
        onClick={() => setOpen(!open)}
        data-testid="editor-navigator-toggle"
      >
        <IconListTree size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
