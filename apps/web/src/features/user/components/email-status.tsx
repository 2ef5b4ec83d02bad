import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailCheck, IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { useSendEmailConfirmation } from '../api/send-email-confirmation.ts';

interface EmailStatusProps {
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
}

/**
 * Where the account's address stands: a change waiting for its link, or an address never confirmed (invitations
 * need it). Either way the link can be sent again. Nothing shows for a confirmed address with no change pending.
 */
export function EmailStatus({ email, emailVerified, pendingEmail }: EmailStatusProps) {
  const { t } = useTranslation();
  const [send, { loading }] = useSendEmailConfirmation();
  if (!pendingEmail && emailVerified) return null;

  async function resend() {
    try {
      await send();
      notifications.show({
        color: 'teal',
        icon: <IconMailCheck size={18} />,
        message: t('user_settings.email_status.sent', { email: pendingEmail ?? email }),
      });
    } catch (caught) {
      notifications.show({ color: 'red', message: t(errorKeyFor(toApiError(caught))) });
    }
  }

  return (
    <Alert
      color={pendingEmail ? 'blue' : 'yellow'}
      variant="light"
      icon={<IconMailExclamation size={18} />}
      title={t(
        pendingEmail
          ? 'user_settings.email_status.pending_title'
          : 'user_settings.email_status.unverified_title',
      )}
      data-testid={pendingEmail ? 'email-pending' : 'email-unverified'}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          {pendingEmail
            ? t('user_settings.email_status.pending', { pending: pendingEmail, email })
            : t('user_settings.email_status.unverified', { email })}
        </Text>
        <Button size="xs" variant="default" loading={loading} onClick={resend} data-testid="email-resend">
          {t('user_settings.email_status.resend')}
        </Button>
      </Group>
    </Alert>
  );
}
