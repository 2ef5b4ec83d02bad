import { Alert, Button, PasswordInput, Stack, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { DELAYS, LIMITS, SERVER_MESSAGES } from '@tessera/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLater } from '../../lib/timers.ts';
import { passwordIssue, passwordWarning } from '../../lib/validation.ts';
import { updatePasswordWithToken } from './api/update-password-with-token.ts';
import { AuthLayout } from './components/auth-layout.tsx';

type NewPasswordState = 'idle' | 'loading' | 'updated' | 'invalid';

export function NewPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const later = useLater();
  const token = useParams().token ?? '';
  const tokenLooksValid = token.length >= LIMITS.resetTokenMinLength;
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [tooCommon, setTooCommon] = useState(false);
  const [state, setState] = useState<NewPasswordState>(tokenLooksValid ? 'idle' : 'invalid');

  // Spec: an invalid token shows the tooltip, then the reset screen after 4 s.
  useEffect(() => {
    if (state === 'invalid')
      later(() => navigate('/password/reset', { replace: true }), DELAYS.invalidTokenRedirect);
  }, [state, later, navigate]);

  const pwIssue = passwordIssue(password);
  const mismatch = repeatPassword.length > 0 && password !== repeatPassword;
  const valid = pwIssue === null && !tooCommon && repeatPassword.length > 0 && !mismatch;
  const locked = state !== 'idle';
  const canSubmit = valid && !locked;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setState('loading');
    const response = await updatePasswordWithToken(token, password);
    // A common password is refused before the token is used: the form stays, with the reason on the field.
    if (response.data.message === SERVER_MESSAGES.passwordTooCommon) {
      setTooCommon(true);
      setState('idle');
      return;
    }
    // Any other failure (expired, used, unknown, even a network error) reads as an invalid token.
    setState(response.status === 200 ? 'updated' : 'invalid');
  }

  if (state === 'updated') {
    return (
      <AuthLayout testId="new-password-success" title={t('auth.new_password.title')}>
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={20} />} role="status">
            {t('auth.new_password.success')}
          </Alert>
          <Button component={Link} to="/login" fullWidth data-testid="new-password-login">
            {t('auth.new_password.sign_in')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const passwordError = tooCommon ? t('errors.password_too_common') : passwordWarning(password, t);

  return (
    <AuthLayout
      testId="new-password-card"
      title={t('auth.new_password.title')}
      subtitle={t('auth.new_password.subtitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('auth.new_password.password')}
            autoComplete="new-password"
            required
            autoFocus={!locked}
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setTooCommon(false);
            }}
            error={passwordError}
            disabled={locked}
            data-testid="new-password-password"
          />
          <PasswordInput
            label={t('auth.new_password.repeat')}
            autoComplete="new-password"
            required
            value={repeatPassword}
            onChange={(e) => setRepeatPassword(e.currentTarget.value)}
            error={mismatch ? t('validation.passwords_mismatch') : null}
            disabled={locked}
            data-testid="new-password-repeat"
          />
          <Tooltip
            label={
              <Stack gap={2} role="alert">
                <Text size="sm">{t('errors.invalid_token')}</Text>
                <Text size="xs" opacity={0.85}>
                  {t('auth.new_password.redirecting')}
                </Text>
              </Stack>
            }
            opened={state === 'invalid'}
            color="red"
            position="bottom"
            multiline
            w={300}
            data-testid="invalid-token"
          >
            <Button
              type="submit"
              fullWidth
              disabled={!canSubmit}
              loading={state === 'loading'}
              data-testid="new-password-submit"
            >
              {t('auth.new_password.submit')}
            </Button>
          </Tooltip>
        </Stack>
      </form>
    </AuthLayout>
  );
}
