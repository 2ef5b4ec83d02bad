import { Anchor, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { LIMITS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const HEX = '0123456789abcdef';
/** A sample token long enough to pass the length rule; the server answers it as invalid. */
const SAMPLE_TOKEN = Array.from(
  { length: LIMITS.resetTokenMinLength + 28 },
  (_, i) => HEX[(i * 7) % 16],
).join('');

const LINKS = [
  { key: 'login', to: '/login' },
  { key: 'join', to: '/join' },
  { key: 'reset', to: '/password/reset' },
  { key: 'new_password', to: `/password/new/${SAMPLE_TOKEN}` },
  { key: 'not_found', to: '/this-page-does-not-exist' },
] as const;

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" data-testid="dashboard">
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('dashboard.title')}
        </Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light">
              <IconArrowRight size={14} />
            </ThemeIcon>
          }
        >
          {LINKS.map((link) => (
            <List.Item key={link.key}>
              <Anchor component={Link} to={link.to} data-testid={`dashboard-link:${link.key}`}>
                {t(`dashboard.links.${link.key}`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
