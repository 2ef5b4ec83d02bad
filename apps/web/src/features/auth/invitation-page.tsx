import { useApolloClient } from '@apollo/client';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCheck,
  IconMailExclamation,
  IconMailOff,
} from '@tabler/icons-react';
import { normalizeEmail, SERVER_MESSAGES } from '@tessera/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RoleBadge } from '../../components/role-badge.tsx';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { withParams } from '../../lib/next-path.ts';
import { switchCurrentOrg } from '../../lib/switch-current-org.ts';
import { useSendEmailConfirmation } from '../user/api/send-email-confirmation.ts';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { type InvitationPreview, useInvitationQuery } from './api/invitation.ts';
import { useSessionUserQuery } from './api/session-user.ts';
import { signOut } from './api/sign-out.ts';
import { AuthLayout } from './components/auth-layout.tsx';

const STATUS_KEYS = {
  accepted: 'invitation.status_accepted',
  revoked: 'invitation.status_revoked',
  expired: 'invitation.status_expired',
} as const;

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Stack gap={2} miw={0} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text component="div" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function InvitationDetails({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" bg="gray.0" data-testid="invitation-details">
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <Detail label={t('invitation.org')}>
          <span data-testid="invitation-org">{invitation.orgName}</span>
        </Detail>
        <Detail label={t('invitation.team')}>
          <span data-testid="invitation-team">{invitation.teamName}</span>
        </Detail>
        <Detail label={t('invitation.role')}>
          <RoleBadge role={invitation.role} data-testid="invitation-role" />
        </Detail>
        <Detail label={t('invitation.email')} wide>
          <span data-testid="invitation-email">{invitation.email}</span>
        </Detail>
      </SimpleGrid>
    </Paper>
  );
}

/** A dead end explained: unknown, accepted, revoked or expired invitation, with a way home. */
function Unusable({ title, hint, testStatus }: { title: string; hint: string; testStatus: string }) {
  const { t } = useTranslation();
  return (
    <AuthLayout testId="invitation-invalid" title={title} cardProps={{ 'data-status': testStatus }}>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconMailOff size={30} />
        </ThemeIcon>
        <Text c="dimmed">{hint}</Text>
        <Button component={Link} to="/" fullWidth variant="light" data-testid="invitation-home">
          {t('invitation.go_home')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

/**
 * The screen an invitation e-mail links to (/invitations/{token}), signed in or not. Signed out it
 * leads through sign-in or sign-up and back here (`next`); signed in with the invited e-mail, the user
 * presses Accept and lands on the teams page; signed in as someone else, it says so.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const token = useParams().token ?? '';
  const preview = useInvitationQuery(token);
  const session = useSessionUserQuery();
  const [accept] = useAcceptInvitation();
  const [accepting, setAccepting] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  if (preview.loading || session.loading) {
    return (
      <AuthLayout testId="invitation-loading" title={t('invitation.title')}>
        <Center py="lg">
          <Loader aria-label={t('invitation.loading')} />
        </Center>
      </AuthLayout>
    );
  }

  const invitation = preview.data?.invitation;
  if (!invitation) {
    const failure = preview.error ? toApiError(preview.error) : null;
    if (!failure || failure.statusCode === 404 || failure.message === SERVER_MESSAGES.invitationNotFound)
      return (
        <Unusable
          title={t('invitation.not_found')}
          hint={t('invitation.status_hint')}
          testStatus="not_found"
        />
      );
    return (
      <AuthLayout testId="invitation-error" title={t('invitation.title')}>
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t(errorKeyFor(failure))}
        </Alert>
      </AuthLayout>
    );
  }

  if (invitation.status !== 'valid') {
    const key = STATUS_KEYS[invitation.status as keyof typeof STATUS_KEYS] ?? 'errors.invitation_invalid';
    const hint =
      invitation.status === 'accepted' ? t('invitation.accepted_hint') : t('invitation.status_hint');
    return <Unusable title={t(key)} hint={hint} testStatus={invitation.status} />;
  }

  const here = `/invitations/${token}`;
  const user = session.data?.me ?? null;
  const sameEmail = user !== null && normalizeEmail(user.email) === normalizeEmail(invitation.email);

  async function acceptIt() {
    setAccepting(true);
    setAcceptError(null);
    try {
      const result = await accept({ variables: { token } });
      const team = result.data?.acceptInvitation;
      // Accepting means working there: the invitation's organization becomes the current one (the
      // server only does so for a user without one).
      if (team && user?.currentOrg?.id !== team.org.id) await switchCurrentOrg(team.org.id);
      await apollo.clearStore();
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: t('invitation.accepted', { team: team?.name ?? invitation?.teamName ?? '' }),
      });
      navigate('/teams', { replace: true });
    } catch (caught) {
      setAccepting(false);
      const failure = toApiError(caught);
      if (failure.statusCode === 403 && failure.message === SERVER_MESSAGES.invitationOtherEmail)
        setAcceptError(t('errors.invitation_other_email'));
      else if (failure.message === SERVER_MESSAGES.invitationInvalid)
        setAcceptError(t('errors.invitation_invalid'));
      else if (failure.statusCode === 401 || failure.message === SERVER_MESSAGES.emailNotVerified)
        void session.refetch();
      else setAcceptError(t(errorKeyFor(failure)));
    }
  }

  async function switchAccount() {
    setSigningOut(true);
    await signOut();
    await apollo.clearStore();
    navigate(withParams('/login', { next: here, email: invitation?.email }));
  }

  let actions: ReactNode;
  if (!user) {
    actions = (
      <Stack gap="sm" data-testid="invitation-signed-out">
        <Text size="sm" c="dimmed">
          {t('invitation.signed_out_hint', { email: invitation.email })}
        </Text>
        <Button
          component={Link}
          to={withParams('/login', { next: here, email: invitation.email })}
          fullWidth
          data-testid="invitation-sign-in"
        >
          {t('invitation.sign_in')}
        </Button>
        <Button
          component={Link}
          to={withParams('/join', { next: here, email: invitation.email })}
          fullWidth
          variant="default"
          data-testid="invitation-join"
        >
          {t('invitation.join')}
        </Button>
      </Stack>
    );
  } else if (!sameEmail) {
    actions = (
      <Stack gap="sm" data-testid="invitation-other-email">
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={t('errors.invitation_other_email')}
        >
          {t('invitation.other_email_hint', { current: user.email, email: invitation.email })}
        </Alert>
        <Button
          fullWidth
          variant="default"
          loading={signingOut}
          onClick={() => void switchAccount()}
          data-testid="invitation-sign-out"
        >
          {t('invitation.sign_out')}
        </Button>
      </Stack>
    );
  } else if (!user.emailVerified) {
    actions = <ConfirmFirst email={user.email} onChecked={() => void session.refetch()} />;
  } else {
    actions = (
      <Stack gap="sm">
        {acceptError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="invitation-error">
            {acceptError}
          </Alert>
        ) : null}
        <Button
          fullWidth
          loading={accepting}
          onClick={() => void acceptIt()}
          leftSection={<IconCheck size={16} />}
          data-testid="invitation-accept"
        >
          {t('invitation.accept')}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthLayout testId="invitation-card" title={t('invitation.title')} subtitle={t('invitation.subtitle')}>
      <Stack gap="lg">
        <InvitationDetails invitation={invitation} />
        {actions}
      </Stack>
    </AuthLayout>
  );
}

/** The invited address is the user's, but never proved: invitations wait for its confirmation link (0023). */
function ConfirmFirst({ email, onChecked }: { email: string; onChecked: () => void }) {
  const { t } = useTranslation();
  const [send, { loading, called, error }] = useSendEmailConfirmation();
  return (
    <Stack gap="sm" data-testid="invitation-confirm-first">
      <Alert color="yellow" icon={<IconMailExclamation size={18} />} title={t('errors.email_not_verified')}>
        {t('invitation.confirm_first_hint', { email })}
      </Alert>
      {called && !loading ? (
        <Text size="sm" c={error ? 'red' : 'teal'} role="status" data-testid="invitation-confirm-sent">
          {error ? t(errorKeyFor(toApiError(error))) : t('user_settings.email_status.sent', { email })}
        </Text>
      ) : null}
      <Group grow>
        <Button
          variant="default"
          loading={loading}
          onClick={() => void send().catch(() => undefined)}
          data-testid="invitation-confirm-resend"
        >
          {t('user_settings.email_status.resend')}
        </Button>
        <Button onClick={onChecked} data-testid="invitation-confirm-check">
          {t('invitation.confirm_first_check')}
        </Button>
      </Group>
    </Stack>
  );
}
