import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ParticleBackground } from './particle-background.tsx';

interface ErrorScreenProps {
  code?: string;
  title: string;
  message: string;
  testId: string;
  actions?: ReactNode;
}

/** Shared layout of the not-found and error screens: particles, a message and a way home. */
export function ErrorScreen({ code, title, message, testId, actions }: ErrorScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box component="main" pos="relative" mih="100dvh" bg="gray.0" style={{ overflow: 'hidden' }}>
      <ParticleBackground />
      <Center mih="100dvh" px="md" pos="relative">
        <Paper
          withBorder
          shadow="md"
          p="xl"
          maw={480}
          w="100%"
          data-testid={testId}
          style={{ backdropFilter: 'blur(6px)', backgroundColor: 'rgba(255, 255, 255, 0.86)' }}
        >
          <Stack align="center" gap="md" ta="center">
            <Brand />
            {code ? (
              <Text fz={64} fw={800} lh={1} c="indigo.6" aria-hidden="true">
                {code}
              </Text>
            ) : null}
            <Title order={1} fz="h2">
              {title}
            </Title>
            <Text c="dimmed">{message}</Text>
            <Group justify="center" gap="sm">
              <Button component={Link} to="/" leftSection={<IconHome size={18} />} data-testid="go-home">
                {t('common.back_home')}
              </Button>
              {actions}
            </Group>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
