import { useApolloClient } from '@apollo/client';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { DELAYS, isValidEmail, normalizeEmail } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EMAIL_INPUT_PROPS } from '../../lib/email-input.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { safeNextPath, withParams } from '../../lib/next-path.ts';
import { restError } from '../../lib/rest.ts';
import { useLater } from '../../lib/timers.ts';
import { stripWhitespace } from '../../lib/validation.ts';
import { signIn } from './api/sign-in.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import classes from './login-page.module.css';
import { initialSignInEmail, rememberEmail } from './remembered-email.ts';

type LoginState = 'idle' | 'loading' | 'success' | 'failed';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const later = useLater();
  const [params] = useSearchParams();
  // Where to go after signing in (an invitation, for instance): only a path of this console.
  const next = safeNextPath(params.get('next'));
  const [email, setEmail] = useState(() => stripWhitespace(initialSignInEmail(params.get('email'))));
  const [password, setPassword] = useState('');
  const [state, setState] = useState<LoginState>('idle');
  const [loginFailed, setLoginFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const busy = state === 'loading' || state === 'success';
  const canSubmit = isValidEmail(email) && password.length > 0 && !busy;

  const edit = (apply: () => void) => {
    apply();
    if (error) setError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setState('loading');
    setError(null);
    const response = await signIn({ email: normalizeEmail(email), password });
    if (response.status === 200) {
      setState('success');
      rememberEmail(normalizeEmail(email));
      // A previous session's data must not leak into this one.
      await apollo.clearStore();
      later(() => navigate(next ?? '/', { replace: true }), DELAYS.afterLogin);
      return;
    }
    setState('failed');
    if (response.status === 401) {
      setError(t('auth.login.failed'));
      setLoginFailed(true);
      later(() => setLoginFailed(false), DELAYS.loginFailedFlag);
      return;
    }
    setError(t(errorKeyFor(restError(response))));
  }

  return (
    <AuthLayout
      testId="login-card"
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      cardClassName={loginFailed ? classes.shake : undefined}
      cardProps={{ 'data-failed': loginFailed ? 'true' : undefined }}
      footer={
        <>
          {t('auth.login.no_account')}{' '}
          <Anchor
            component={Link}
            to={withParams('/join', { next, email: params.get('email') })}
            fw={600}
            data-testid="login-join-link"
          >
            {t('auth.login.join')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.login.email')}
            placeholder={t('auth.login.email_placeholder')}
            {...EMAIL_INPUT_PROPS}
            autoComplete="email"
            required
            autoFocus={email.length === 0}
            value={email}
            onChange={(e) => edit(() => setEmail(stripWhitespace(e.currentTarget.value)))}
            disabled={busy}
            data-testid="login-email"
          />
          <PasswordInput
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            autoFocus={email.length > 0}
            value={password}
            onChange={(e) => edit(() => setPassword(e.currentTarget.value))}
            disabled={busy}
            data-testid="login-password"
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/password/reset" size="sm" data-testid="login-reset-link">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          {error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {error}
            </Alert>
          ) : null}
          {state === 'success' ? (
            <Alert
              color="teal"
              icon={<IconCircleCheck size={18} />}
              role="status"
              data-testid="login-success"
            >
              {t('auth.login.success')}
            </Alert>
          ) : null}
          <Button
            type="submit"
            fullWidth
            disabled={!canSubmit}
            loading={state === 'loading'}
            data-testid="login-submit"
          >
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
