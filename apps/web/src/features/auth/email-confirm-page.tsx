import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { confirmEmail } from './api/confirm-email.ts';
import { AuthLayout } from './components/auth-layout.tsx';

type ConfirmState =
  | { kind: 'ready'; failed?: boolean }
  | { kind: 'loading' }
  | { kind: 'confirmed'; email: string }
  | { kind: 'taken' }
  | { kind: 'invalid' };

/**
 * Opened from a confirmation e-mail, signed in or not: the token in the link is the credential. The person presses
 * Confirm: mail scanners that open links (and run their scripts) confirm nothing.
 */
export function EmailConfirmPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const [state, setState] = useState<ConfirmState>({ kind: 'ready' });

  async function confirm() {
    setState({ kind: 'loading' });
    const response = await confirmEmail(token);
    if (response.status === 200) setState({ kind: 'confirmed', email: response.data.email ?? '' });
    else if (response.status === 409) setState({ kind: 'taken' });
    else if (response.status === 400) setState({ kind: 'invalid' });
    // Anything else (offline, too many requests, a server failure) says nothing of the link: try again.
    else setState({ kind: 'ready', failed: true });
  }

  return (
    <AuthLayout testId="email-confirm-card" title={t('auth.email_confirm.title')}>
      <Stack gap="md">
        {(state.kind === 'ready' || state.kind === 'loading') && (
          <>
            <Text size="sm">{t('auth.email_confirm.prompt')}</Text>
            {state.kind === 'ready' && state.failed ? (
              <ErrorAlert testId="email-confirm-retry">{t('auth.email_confirm.retry')}</ErrorAlert>
            ) : null}
            <Button
              fullWidth
              autoFocus
              loading={state.kind === 'loading'}
              onClick={() => void confirm()}
              data-testid="email-confirm-submit"
            >
              {t('auth.email_confirm.submit')}
            </Button>
          </>
        )}
        {state.kind === 'confirmed' && (
          <Alert
            color="teal"
            icon={<IconCircleCheck size={20} />}
            role="status"
            data-testid="email-confirmed"
          >
            {t('auth.email_confirm.confirmed', { email: state.email })}
          </Alert>
        )}
        {(state.kind === 'taken' || state.kind === 'invalid') && (
          <ErrorAlert testId="email-confirm-failed">
            {t(state.kind === 'taken' ? 'auth.email_confirm.taken' : 'auth.email_confirm.invalid')}
          </ErrorAlert>
        )}
        {state.kind !== 'ready' && state.kind !== 'loading' && (
          <Button component={Link} to="/" fullWidth autoFocus data-testid="email-confirm-continue">
            {t('auth.email_confirm.continue')}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
