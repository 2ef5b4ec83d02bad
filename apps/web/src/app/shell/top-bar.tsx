import { Anchor, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import type { Me } from '../../features/user/api/me.ts';
import { NotificationsPopover } from './notifications-popover.tsx';
import { UserMenu } from './user-menu.tsx';

interface TopBarProps {
  me: Me | null;
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
}

export function TopBar({ me, mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" data-testid="top-bar">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('menu.toggle')}
          aria-expanded={mobileOpened}
          data-testid="menu-toggle-mobile"
        />
        <Burger
          opened={desktopOpened}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label={t('menu.toggle')}
          aria-expanded={desktopOpened}
          data-testid="menu-toggle"
        />
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('app.name')}>
          <Brand />
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NotificationsPopover />
        <UserMenu me={me} />
      </Group>
    </Group>
  );
}
