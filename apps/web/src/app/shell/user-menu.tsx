import { useApolloClient } from '@apollo/client';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconHistory,
  IconLanguage,
  IconLogout,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { LIMITS, truncate } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../features/auth/api/sign-out.ts';
import type { Me } from '../../features/user/api/me.ts';
import { LanguageDialog } from './language-dialog.tsx';
import { SwitchOrgDialog } from './switch-org-dialog.tsx';

export function UserMenu({ me }: { me: Me | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const [languageOpened, language] = useDisclosure(false);
  const [switchOpened, switchOrg] = useDisclosure(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const name = me ? truncate(me.username, LIMITS.menuUsernameMax) : '';

  async function logout() {
    setLoggingOut(true);
    await signOut();
    await apollo.clearStore();
    navigate('/login', { replace: true });
  }

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" withinPortal>
        <Menu.Target>
          {/* Named by what it shows (the user's name) and, for screen readers, what it opens. */}
          <UnstyledButton
            data-testid="user-menu"
            disabled={!me}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            px={6}
            py={4}
          >
            <Group gap={8} wrap="nowrap">
              <Avatar name={me?.username} color="initials" size={32} radius="xl" aria-hidden />
              <Text size="sm" fw={600} visibleFrom="sm" maw={240} truncate="end">
                {name}
              </Text>
              <IconChevronDown size={16} aria-hidden />
              <VisuallyHidden>{t('user_menu.open')}</VisuallyHidden>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown data-testid="user-menu-dropdown">
          <Menu.Item
            component={Link}
            to="/user/settings"
            leftSection={<Avatar name={me?.username} color="initials" size={24} radius="xl" />}
            data-testid="user-menu-settings"
          >
            <Text size="sm" fw={600} title={me?.username}>
              {name}
            </Text>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconSwitchHorizontal size={18} />}
            onClick={switchOrg.open}
            disabled={!me || me.orgs.length < 2}
            title={me && me.orgs.length < 2 ? t('user_menu.switch_org_needs_two') : undefined}
            data-testid="user-menu-switch-org"
          >
            {t('user_menu.switch_org')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLanguage size={18} />}
            onClick={language.open}
            data-testid="user-menu-language"
          >
            {t('user_menu.language')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to="/activity"
            leftSection={<IconHistory size={18} />}
            data-testid="user-menu-activity"
          >
            {t('user_menu.activity')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={18} />}
            onClick={() => void logout()}
            disabled={loggingOut}
            data-testid="user-menu-logout"
          >
            {t('user_menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LanguageDialog opened={languageOpened} onClose={language.close} />
      {me ? <SwitchOrgDialog me={me} opened={switchOpened} onClose={switchOrg.close} /> : null}
    </>
  );
}
