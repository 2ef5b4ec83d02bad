import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { isValidEmail, LIMITS, normalizeEmail, SERVER_MESSAGES } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_INPUT_PROPS } from '../../lib/email-input.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { safeNextPath, withParams } from '../../lib/next-path.ts';
import { restError } from '../../lib/rest.ts';
import { isValidUsername, passwordIssue, passwordWarning, stripWhitespace } from '../../lib/validation.ts';
import { signUp } from './api/sign-up.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { rememberEmail } from './remembered-email.ts';

type JoinState = 'idle' | 'loading' | 'created';

const U = LIMITS.user.username;

export function JoinPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // An invitation link brings the invited e-mail and the way back to the invitation.
  const next = safeNextPath(params.get('next'));
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState(() => stripWhitespace(params.get('email') ?? ''));
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [usernameTouched, setUsernameTouched] = useState(false);
  const [state, setState] = useState<JoinState>('idle');
  const [emailInUse, setEmailInUse] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const usernameOk = isValidUsername(username);
  const emailOk = isValidEmail(email);
  const pwIssue = passwordIssue(password);
  const mismatch = repeatPassword.length > 0 && password !== repeatPassword;
  const valid = usernameOk && emailOk && pwIssue === null && repeatPassword.length > 0 && !mismatch;
  const loading = state === 'loading';
  const canSubmit = valid && !emailInUse && !error && !loading;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setState('loading');
    const response = await signUp({
      username,
      email: normalizeEmail(email),
      password,
      repeatPassword,
    });
    if (response.status === 201 || response.status === 200) {
      rememberEmail(normalizeEmail(email));
      setState('created');
      return;
    }
    setState('idle');
    const failure = restError(response);
    if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.emailInUse) {
      setEmailInUse(true);
      return;
    }
    setError(t(errorKeyFor(failure)));
  }

  if (state === 'created') {
    return (
      <AuthLayout testId="join-success" title={t('auth.join.success_title')}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Text role="status">{t('auth.join.success_message')}</Text>
          <Text size="sm" c="dimmed" data-testid="join-confirm-hint">
            {t('auth.join.confirm_hint', { email: normalizeEmail(email) })}
          </Text>
          <Button
            component={Link}
            to={withParams('/login', { next, email: normalizeEmail(email) })}
            fullWidth
            data-testid="join-success-login"
          >
            {t('auth.join.sign_in')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const passwordError = passwordWarning(password, t);

  return (
    <AuthLayout
      testId="join-card"
      title={t('auth.join.title')}
      subtitle={t('auth.join.subtitle')}
      footer={
        <>
          {t('auth.join.have_account')}{' '}
          <Anchor
            component={Link}
            to={withParams('/login', { next, email: params.get('email') })}
            fw={600}
            data-testid="join-login-link"
          >
            {t('auth.join.sign_in')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.join.username')}
            autoComplete="name"
            required
            autoFocus
            value={username}
            onChange={(e) => {
              setUsername(e.currentTarget.value);
              setError(null);
            }}
            onBlur={() => setUsernameTouched(true)}
            error={usernameTouched && !usernameOk ? t('validation.length', { min: U.min, max: U.max }) : null}
            disabled={loading}
            data-testid="join-username"
          />
          <TextInput
            label={t('auth.join.email')}
            placeholder={t('auth.login.email_placeholder')}
            {...EMAIL_INPUT_PROPS}
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(stripWhitespace(e.currentTarget.value));
              setEmailInUse(false);
              setError(null);
            }}
            onBlur={() => setEmailTouched(true)}
            error={
              emailInUse
                ? t('errors.email_in_use')
                : emailTouched && email.length > 0 && !emailOk
                  ? t('validation.email_invalid')
                  : null
            }
            disabled={loading}
            data-testid="join-email"
          />
          <PasswordInput
            label={t('auth.join.password')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(null);
            }}
            error={passwordError}
            disabled={loading}
            data-testid="join-password"
          />
          <PasswordInput
            label={t('auth.join.repeat')}
            autoComplete="new-password"
            required
            value={repeatPassword}
            onChange={(e) => {
              setRepeatPassword(e.currentTarget.value);
              setError(null);
            }}
            error={mismatch ? t('validation.passwords_mismatch') : null}
            disabled={loading}
            data-testid="join-repeat-password"
          />
          {error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="join-error">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth disabled={!canSubmit} loading={loading} data-testid="join-submit">
            {t('auth.join.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
