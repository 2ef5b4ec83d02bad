import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../../components/brand.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Stable hook for end-to-end tests: `login-card`, `join-card`, … */
  testId: string;
  cardClassName?: string;
  cardProps?: Record<`data-${string}`, string | boolean | undefined>;
}

/** The centred card every signed-out screen uses. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  testId,
  cardClassName,
  cardProps,
}: AuthLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box className={classes.page} component="main">
      <Center mih="100dvh" px="md" py="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Stack gap={4} align="center">
            <Brand size={34} />
            <Text c="dimmed" size="sm">
              {t('app.tagline')}
            </Text>
          </Stack>
          <Paper withBorder shadow="md" p="xl" className={cardClassName} data-testid={testId} {...cardProps}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} fz="h2">
                  {title}
                </Title>
                {subtitle ? (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer ? (
            <Text ta="center" size="sm">
              {footer}
            </Text>
          ) : null}
        </Stack>
      </Center>
    </Box>
  );
}
