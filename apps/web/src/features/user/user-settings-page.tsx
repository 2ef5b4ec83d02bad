import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './components/password-form.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { useCurrentUser } from './current-user.tsx';

export function UserSettingsPage() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  // The page frame renders this only once the profile is loaded.
  if (!me) return null;
  return (
    <Stack gap="lg" data-testid="user-settings">
      <Paper withBorder p="lg">
        <Group gap="lg" wrap="nowrap">
          <Avatar
            name={me.username}
            color="initials"
            size={72}
            radius="xl"
            alt={t('user_settings.avatar', { name: me.username })}
            data-testid="user-avatar"
          />
          <Stack gap={2} miw={0}>
            <Text fw={650} fz="lg" truncate="end">
              {me.username}
            </Text>
            <Text c="dimmed" size="sm" truncate="end">
              {me.email}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <ProfileForm me={me} />
      <PasswordForm email={me.email} />
    </Stack>
  );
}
