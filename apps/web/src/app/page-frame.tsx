import { Alert, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../features/auth/api/sign-out.ts';
import { useCurrentUser } from '../features/user/current-user.tsx';
import type enUS from '../i18n/en-US.json';
import { meets, type Requirement } from '../lib/access.ts';
import { FrameTitleProvider } from '../lib/frame-title.tsx';
import { useLater } from '../lib/timers.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import classes from './page-frame.module.css';

export type PageTitle = keyof typeof enUS.pages;

interface PageFrameProps {
  title: PageTitle;
  /** What the user needs to open the page (spec: platform §2, §6). */
  requires?: Requirement;
  /** Optional back button target, relative to the current path (`..` is the parent screen). */
  back?: string;
  /** 'full': the screen takes the whole viewport and draws its own header (the page editor). */
  layout?: 'page' | 'full';
  children: ReactNode;
}

/**
 * Every signed-in page sits in this frame: it waits for the profile, sends a lost session to
 * /login and keeps users without the needed organization or team out.
 */
export function PageFrame({ title, requires = 'none', back, layout = 'page', children }: PageFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const later = useLater();
  const { me, loading, error } = useCurrentUser();
  // A screen showing one entity (an app, a page) names the page after it once loaded (useFrameTitle).
  const [named, setNamed] = useState<string | null>(null);
  const heading = named ?? t(`pages.${title}`);
  useDocumentTitle(heading);

  const status = error?.statusCode;
  const denied = me !== null && !meets(requires, me);

  useEffect(() => {
    if (status === 401) navigate('/login', { replace: true });
    if (status === 404) {
      // The session points at a user that no longer exists: drop it. The cookie is httpOnly, so the
      // console cannot see it; signing out is harmless when there is none.
      void signOut().finally(() => navigate('/login', { replace: true }));
    }
  }, [status, navigate]);

  useEffect(() => {
    if (!denied) return;
    notifications.show({
      id: 'not-authorized',
      color: 'red',
      icon: <IconLock size={18} />,
      title: t('errors.not_authorized'),
      message: requires === 'team' && me?.currentOrg ? t('page_frame.needs_team') : t('page_frame.needs_org'),
    });
    later(() => navigate('/', { replace: true }), DELAYS.notAuthorizedRedirect);
  }, [denied, requires, me, t, later, navigate]);

  let body: ReactNode;
  if (loading || status === 401 || status === 404) {
    body = (
      <Center py={80}>
        <Loader aria-label={t('page_frame.loading')} data-testid="page-loading" />
      </Center>
    );
  } else if (error) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="page-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('errors.unexpected')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (denied) {
    body = (
      <Alert
        color="red"
        icon={<IconLock size={18} />}
        title={t('errors.not_authorized')}
        data-testid="not-authorized"
      >
        {t('page_frame.redirecting')}
      </Alert>
    );
  } else {
    body = <FrameTitleProvider value={setNamed}>{children}</FrameTitleProvider>;
  }

  if (layout === 'full') {
    return (
      <Box className={classes.full} data-testid={`page:${title}`}>
        {body}
      </Box>
    );
  }

  return (
    <Box className={classes.frame} data-testid={`page:${title}`}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          {back ? (
            <Button
              component={Link}
              to={back}
              relative="path"
              variant="subtle"
              color="gray"
              px="xs"
              leftSection={<IconArrowLeft size={18} />}
              data-testid="page-back"
            >
              {t('common.back')}
            </Button>
          ) : null}
          <Title order={1} fz="h2" miw={0} style={{ overflowWrap: 'anywhere' }} data-testid="page-title">
            {heading}
          </Title>
        </Group>
        {body}
      </Stack>
    </Box>
  );
}
