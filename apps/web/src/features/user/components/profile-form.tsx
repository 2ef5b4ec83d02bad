import { Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { DELAYS, isValidEmail, LIMITS, normalizeEmail, SERVER_MESSAGES } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter, type SaveState } from '../../../components/form-footer.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { EMAIL_INPUT_PROPS } from '../../../lib/email-input.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { useLater } from '../../../lib/timers.ts';
import { isValidUsername, stripWhitespace } from '../../../lib/validation.ts';
import type { Me } from '../api/me.ts';
import { useUpdateUser } from '../api/update-user.ts';

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
  const [error, setError] = useState<string | null>(null);

  const usernameOk = isValidUsername(username);
  const emailOk = isValidEmail(email);
  const changed = username.trim() !== me.username || normalizeEmail(email) !== me.email;
  const writable = editing && state === 'idle';
  const canSave = writable && usernameOk && emailOk && changed && !emailInUse;

  function toggle() {
    if (editing) {
      // Cancel restores the saved values.
      setUsername(me.username);
      setEmail(me.email);
      setEmailInUse(false);
      setError(null);
    }
    setEditing(!editing);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setState('loading');
    setError(null);
    try {
      const result = await updateUser({
        variables: { id: me.id, user: { username: username.trim(), email: normalizeEmail(email) } },
      });
      const saved = result.data?.updateUser;
      if (saved) {
        setUsername(saved.username);
        setEmail(saved.email);
      }
      setState('success');
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: t('user_settings.profile.saved'),
      });
      later(() => {
        setState('idle');
        setEditing(false);
      }, DELAYS.afterProfileUpdate);
    } catch (caught) {
      setState('idle');
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.emailInUse) setEmailInUse(true);
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
          <FormFooter error={error} state={state} canSave={canSave} testId="profile" />
        </Stack>
      </form>
    </SettingsSection>
  );
}
