import { PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { DELAYS, SERVER_MESSAGES } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter, type SaveState } from '../../../components/form-footer.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { HANDLES_UNAUTHORIZED } from '../../../lib/apollo.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { redirectToLogin } from '../../../lib/public-routes.ts';
import { useLater } from '../../../lib/timers.ts';
import { passwordIssue, passwordWarning } from '../../../lib/validation.ts';
import { useUpdateUserPassword } from '../api/update-user-password.ts';

export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const later = useLater();
  const [updatePassword] = useUpdateUserPassword();
  const [editing, setEditing] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<SaveState>('idle');
  const [currentWrong, setCurrentWrong] = useState(false);
  const [samePassword, setSamePassword] = useState(false);
  const [tooCommon, setTooCommon] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const nextIssue = passwordIssue(next);
  // Passwords are kept exactly as typed, spaces included (decision 0022).
  const mismatch = repeat.length > 0 && next !== repeat;
  const writable = editing && state === 'idle';
  const canSave =
    writable && current.length > 0 && nextIssue === null && repeat.length > 0 && !mismatch && !currentWrong;

  function clear() {
    setCurrent('');
    setNext('');
    setRepeat('');
    setCurrentWrong(false);
    setSamePassword(false);
    setTooCommon(false);
    setError(null);
  }

  function toggle() {
    if (editing) clear();
    setEditing(!editing);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const currentPassword = current;
    const newPassword = next;
    // Spec: checked on submit, shown in red.
    if (currentPassword === newPassword) {
      setSamePassword(true);
      return;
    }
    setState('loading');
    setError(null);
    try {
      await updatePassword({ variables: { currentPassword, newPassword }, context: HANDLES_UNAUTHORIZED });
      setState('success');
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: t('user_settings.password.saved'),
      });
      later(() => {
        clear();
        setState('idle');
        setEditing(false);
      }, DELAYS.afterPasswordChange);
    } catch (caught) {
      setState('idle');
      const failure = toApiError(caught);
      if (failure.statusCode === 401 && failure.message === SERVER_MESSAGES.notAuthenticated)
        redirectToLogin();
      else if (failure.statusCode === 401) setCurrentWrong(true);
      else if (failure.message === SERVER_MESSAGES.samePassword) setSamePassword(true);
      else if (failure.message === SERVER_MESSAGES.passwordTooCommon) setTooCommon(true);
      else setError(t(errorKeyFor(failure)));
    }
  }

  const nextError = samePassword
    ? t('errors.same_password')
    : tooCommon
      ? t('errors.password_too_common')
      : passwordWarning(next, t);

  return (
    <SettingsSection
      testId="password-form"
      title={t('user_settings.password.title')}
      description={t('user_settings.password.description')}
      editing={editing}
      toggleDisabled={state !== 'idle'}
      onToggle={toggle}
    >
      <form onSubmit={submit} noValidate>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Stack gap="md">
          <PasswordInput
            label={t('user_settings.password.current')}
            autoComplete="current-password"
            required
            readOnly={!writable}
            variant={writable ? 'default' : 'filled'}
            placeholder={editing ? undefined : t('user_settings.password.hidden')}
            value={current}
            onChange={(e) => {
              setCurrent(e.currentTarget.value);
              setCurrentWrong(false);
              setSamePassword(false);
              setError(null);
            }}
            error={currentWrong ? t('errors.current_password_wrong') : null}
            data-testid="password-current"
          />
          <PasswordInput
            label={t('user_settings.password.new')}
            autoComplete="new-password"
            required
            readOnly={!writable}
            variant={writable ? 'default' : 'filled'}
            value={next}
            onChange={(e) => {
              setNext(e.currentTarget.value);
              setSamePassword(false);
              setTooCommon(false);
              setError(null);
            }}
            error={nextError}
            data-testid="password-new"
          />
          <PasswordInput
            label={t('user_settings.password.repeat')}
            autoComplete="new-password"
            required
            readOnly={!writable}
            variant={writable ? 'default' : 'filled'}
            value={repeat}
            onChange={(e) => {
              setRepeat(e.currentTarget.value);
              setError(null);
            }}
            error={mismatch ? t('validation.passwords_mismatch') : null}
            data-testid="password-repeat"
          />
          <FormFooter error={error} state={state} canSave={canSave} testId="password" />
        </Stack>
      </form>
    </SettingsSection>
  );
}
