import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMailForward } from '@tabler/icons-react';
import { DELAYS, isValidEmail, LIMITS, normalizeEmail, SERVER_MESSAGES } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter, type SaveState } from '../../../components/form-footer.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { HANDLES_UNAUTHORIZED } from '../../../lib/apollo.ts';
import { EMAIL_INPUT_PROPS } from '../../../lib/email-input.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { redirectToLogin } from '../../../lib/public-routes.ts';
import { useLater } from '../../../lib/timers.ts';
import { isValidUsername, stripWhitespace } from '../../../lib/validation.ts';
import type { Me } from '../api/me.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { EmailStatus } from './email-status.tsx';

const U = LIMITS.user.username;

export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const later = useLater();
  const [updateUser] = useUpdateUser();
  const [editing, setEditing] = useState(false);
  const [username, setUsername] = useState(me.username);
  const [email, setEmail] = useState(me.email);
  const [state, setState] = useState<SaveState>('idle');
  const [emailInUse, setEmailInUse] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentWrong, setCurrentWrong] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const usernameOk = isValidUsername(username);
  const emailOk = isValidEmail(email);
  // A new e-mail is a change of sign-in address: it asks for the password and waits for its link (0023).
  const emailChanged = normalizeEmail(email) !== me.email;
  const changed = username.trim() !== me.username || emailChanged;
  const writable = editing && state === 'idle';
  const passwordOk = !emailChanged || (currentPassword.length > 0 && !currentWrong);
  const canSave = writable && usernameOk && emailOk && changed && !emailInUse && passwordOk;

  function toggle() {
    if (editing) {
      // Cancel restores the saved values.
      setUsername(me.username);
      setEmail(me.email);
      setEmailInUse(false);
      setError(null);
    }
    setCurrentPassword('');
    setCurrentWrong(false);
    setEditing(!editing);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setState('loading');
    setError(null);
    try {
      const newEmail = normalizeEmail(email);
      const result = await updateUser({
        variables: {
          id: me.id,
          user: {
            username: username.trim(),
            email: newEmail,
            ...(emailChanged ? { currentPassword } : {}),
          },
        },
        // A 401 here is "the current password is wrong", not a lost session.
        context: HANDLES_UNAUTHORIZED,
      });
      const saved = result.data?.updateUser;
      if (saved) {
        setUsername(saved.username);
        setEmail(saved.email);
      }
      setCurrentPassword('');
      setState('success');
      notifications.show({
        color: 'teal',
        icon: emailChanged ? <IconMailForward size={18} /> : <IconCheck size={18} />,
        message: emailChanged
          ? t('user_settings.profile.confirm_sent', { email: newEmail })
          : t('user_settings.profile.saved'),
      });
      later(() => {
        setState('idle');
        setEditing(false);
      }, DELAYS.afterProfileUpdate);
    } catch (caught) {
      setState('idle');
      const failure = toApiError(caught);
      if (failure.statusCode === 401 && failure.message === SERVER_MESSAGES.notAuthenticated)
        redirectToLogin();
      else if (failure.statusCode === 401) setCurrentWrong(true);
      else if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.emailInUse)
        setEmailInUse(true);
      else setError(t(errorKeyFor(failure)));
    }
  }

  return (
    <SettingsSection
      testId="profile-form"
      title={t('user_settings.profile.title')}
      description={t('user_settings.profile.description')}
      editing={editing}
      toggleDisabled={state !== 'idle'}
      onToggle={toggle}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('user_settings.profile.username')}
            autoComplete="name"
            required
            readOnly={!writable}
            variant={writable ? 'default' : 'filled'}
            value={username}
            onChange={(e) => {
              setUsername(e.currentTarget.value);
              setError(null);
            }}
            error={editing && !usernameOk ? t('validation.length', { min: U.min, max: U.max }) : null}
            data-testid="profile-username"
          />
          <TextInput
            label={t('user_settings.profile.email')}
            {...EMAIL_INPUT_PROPS}
            autoComplete="email"
            required
            readOnly={!writable}
            variant={writable ? 'default' : 'filled'}
            value={email}
            onChange={(e) => {
              setEmail(stripWhitespace(e.currentTarget.value));
              setEmailInUse(false);
              setError(null);
            }}
            error={
              emailInUse
                ? t('errors.email_in_use')
                : editing && !emailOk
                  ? t('validation.email_invalid')
                  : null
            }
            data-testid="profile-email"
          />
          {editing && emailChanged && (
            <PasswordInput
              label={t('user_settings.profile.current_password')}
              description={t('user_settings.profile.current_password_hint')}
              autoComplete="current-password"
              required
              readOnly={!writable}
              value={currentPassword}
              onChange={(e) => {
                setCurrentPassword(e.currentTarget.value);
                setCurrentWrong(false);
                setError(null);
              }}
              error={currentWrong ? t('errors.current_password_wrong') : null}
              data-testid="profile-current-password"
            />
          )}
          {!editing && (
            <EmailStatus email={me.email} emailVerified={me.emailVerified} pendingEmail={me.pendingEmail} />
          )}
          <FormFooter error={error} state={state} canSave={canSave} testId="profile" />
        </Stack>
      </form>
    </SettingsSection>
  );
}
