import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import {
  DEFAULT_INVITE_ROLE,
  isValidEmail,
  normalizeEmail,
  ROLES,
  type Role,
  SERVER_MESSAGES,
} from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.ts';
import { EMAIL_INPUT_PROPS } from '../../../lib/email-input.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { stripWhitespace } from '../../../lib/validation.ts';
import { useInviteTeamMember } from '../api/invite-team-member.ts';

interface InviteFormProps {
  teamId: string;
  /** After an invitation was sent: the dialog closes and the list reloads (spec: platform §4). */
  onInvited: () => void;
}

/**
 * E-mail (spaces removed as typed) and role (viewer by default). Invite enables for a valid e-mail.
 * A current member is refused on the e-mail field and the dialog stays open.
 */
export function InviteForm({ teamId, onInvited }: InviteFormProps) {
  const { t } = useTranslation();
  const [invite] = useInviteTeamMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(DEFAULT_INVITE_ROLE);
  const [loading, setLoading] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const emailOk = isValidEmail(email);
  const canInvite = emailOk && !emailError && !loading;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canInvite) return;
    setLoading(true);
    setError(null);
    try {
      const result = await invite({ variables: { teamId, email: normalizeEmail(email), role } });
      setLoading(false);
      const answer = result.data?.inviteTeamMember;
      if (answer?.type === 'success') {
        notifications.show({
          color: 'teal',
          icon: <IconMailForward size={18} />,
          message: t('errors.invitation_sent'),
        });
        setEmail('');
        setRole(DEFAULT_INVITE_ROLE);
        setTouched(false);
        onInvited();
        return;
      }
      if (answer?.message === SERVER_MESSAGES.alreadyMember) setEmailError(t('errors.already_member'));
      else setError(t('errors.unexpected'));
    } catch (caught) {
      setLoading(false);
      setError(t(errorKeyFor(toApiError(caught))));
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="invite-form">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="h5">
            {t('members.invite_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('members.invite_description')}
          </Text>
        </Stack>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('members.invite_email')}
            placeholder={t('auth.login.email_placeholder')}
            {...EMAIL_INPUT_PROPS}
            autoComplete="off"
            required
            value={email}
            disabled={loading}
            onChange={(e) => {
              setEmail(stripWhitespace(e.currentTarget.value));
              setEmailError(null);
              setError(null);
            }}
            onBlur={() => setTouched(true)}
            error={
              emailError ?? (touched && email.length > 0 && !emailOk ? t('validation.email_invalid') : null)
            }
            style={{ flex: '1 1 240px' }}
            data-testid="invite-email"
          />
          <NativeSelect
            label={t('members.invite_role')}
            value={role}
            disabled={loading}
            onChange={(e) => setRole(e.currentTarget.value as Role)}
            data={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            style={{ flex: '0 1 170px' }}
            data-testid="invite-role"
          />
          <Button
            type="submit"
            mt={25}
            disabled={!canInvite}
            loading={loading}
            leftSection={<IconMailForward size={16} />}
            data-testid="invite-submit"
          >
            {t('members.invite_submit')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" data-testid="invite-role-help">
          {t(`role_help.${role}`)}
        </Text>
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="invite-error">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
