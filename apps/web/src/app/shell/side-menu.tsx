import { Box, NavLink, ScrollArea, Tooltip } from '@mantine/core';
import {
  IconApps,
  IconBuilding,
  IconComponents,
  IconLayoutDashboard,
  IconPhoto,
  IconSettings,
  IconTemplate,
  IconTestPipe,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { AccessSubject } from '../../lib/access.ts';
import { isMenuItemActive, isMenuItemEnabled, MENU_ITEMS, type MenuItemId } from './menu-items.ts';

const ICONS: Record<MenuItemId, ComponentType<{ size?: number; stroke?: number }>> = {
  dashboard: IconLayoutDashboard,
  organization: IconBuilding,
  teams: IconUsersGroup,
  apps: IconApps,
  components: IconComponents,
  templates: IconTemplate,
  media: IconPhoto,
  settings: IconSettings,
  playground: IconTestPipe,
};

interface SideMenuProps {
  user: AccessSubject | null;
  /** Closes the menu after a choice on small screens, where it covers the page. */
  onNavigate: () => void;
}

export function SideMenu({ user, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea type="auto" h="100%">
      <Box component="nav" aria-label={t('menu.label')} p="sm" data-testid="side-menu">
        {MENU_ITEMS.map((item) => {
          const Icon = ICONS[item.id];
          const enabled = isMenuItemEnabled(item, user);
          const label = t(`menu.${item.id}`);
          const common = {
            label,
            leftSection: <Icon size={20} stroke={1.6} />,
            'data-testid': `menu-item:${item.id}`,
            'data-enabled': enabled ? 'true' : 'false',
            mb: 2,
          } as const;
          if (!enabled) {
            const reason =
              item.requires === 'team' && user?.currentOrg ? t('menu.needs_team') : t('menu.needs_org');
            return (
              <Tooltip key={item.id} label={reason} position="right">
                <Box>
                  <NavLink {...common} component="button" type="button" disabled aria-disabled="true" />
                </Box>
              </Tooltip>
            );
          }
          const active = isMenuItemActive(item, pathname);
          return (
            <NavLink
              key={item.id}
              {...common}
              component={Link}
              to={item.path}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        })}
      </Box>
    </ScrollArea>
  );
}
