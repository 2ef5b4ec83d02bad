import { Alert, Button, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { confirmEmail } from './api/confirm-email.ts';
import { AuthLayout } from './components/auth-layout.tsx';

type ConfirmState =
  | { kind: 'loading' }
  | { kind: 'confirmed'; email: string }
  | { kind: 'taken' }
  | { kind: 'invalid' };

/** Opened from a confirmation e-mail, signed in or not: the token in the link is the credential. */
export function EmailConfirmPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const [state, setState] = useState<ConfirmState>({ kind: 'loading' });
  // One request per link, even when React runs the effect twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirmEmail(token).then((response) => {
      if (response.status === 200) setState({ kind: 'confirmed', email: response.data.email ?? '' });
      else if (response.status === 409) setState({ kind: 'taken' });
      else setState({ kind: 'invalid' });
    });
  }, [token]);

  return (
    <AuthLayout testId="email-confirm-card" title={t('auth.email_confirm.title')}>
      <Stack gap="md">
        {state.kind === 'loading' && (
          <Stack align="center" py="md" data-testid="email-confirm-loading">
            <Loader size="sm" aria-label={t('auth.email_confirm.checking')} />
          </Stack>
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
          <Alert
            color="red"
            icon={<IconAlertTriangle size={20} />}
            role="alert"
            data-testid="email-confirm-failed"
          >
            {t(state.kind === 'taken' ? 'auth.email_confirm.taken' : 'auth.email_confirm.invalid')}
          </Alert>
        )}
        {state.kind !== 'loading' && (
          <Button component={Link} to="/" fullWidth data-testid="email-confirm-continue">
            {t('auth.email_confirm.continue')}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
