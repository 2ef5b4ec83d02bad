import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { isValidEmail, normalizeEmail } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMAIL_INPUT_PROPS } from '../../lib/email-input.ts';
import { stripWhitespace } from '../../lib/validation.ts';
import { requestPasswordReset } from './api/request-password-reset.ts';
import { AuthLayout } from './components/auth-layout.tsx';

type ResetState = 'idle' | 'loading' | 'requested';

export function PasswordResetPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<ResetState>('idle');
  const canSubmit = isValidEmail(email) && state === 'idle';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setState('loading');
    // Whatever the answer (even an error), the same neutral message: nobody learns who has an account.
    await requestPasswordReset(normalizeEmail(email));
    setState('requested');
  }

  return (
    <AuthLayout
      testId="reset-card"
      title={t('auth.reset.title')}
      subtitle={state === 'requested' ? undefined : t('auth.reset.subtitle')}
      footer={
        <Anchor component={Link} to="/login" fw={600} data-testid="reset-login-link">
          {t('auth.reset.back')}
        </Anchor>
      }
    >
      {state === 'requested' ? (
        <Alert color="indigo" icon={<IconMailCheck size={20} />} role="status" data-testid="reset-sent">
          {t('auth.reset.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('auth.reset.email')}
              placeholder={t('auth.login.email_placeholder')}
              {...EMAIL_INPUT_PROPS}
              autoComplete="email"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(stripWhitespace(e.currentTarget.value))}
              disabled={state === 'loading'}
              data-testid="reset-email"
            />
            <Button
              type="submit"
              fullWidth
              disabled={!canSubmit}
              loading={state === 'loading'}
              data-testid="reset-submit"
            >
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
