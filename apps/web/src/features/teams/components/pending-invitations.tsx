import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '../../../components/role-badge.tsx';
import type { PendingInvitation } from '../api/team-fields.ts';

interface PendingInvitationsProps {
  invitations: PendingInvitation[];
  revoking: string | null;
  onRevoke: (invitation: PendingInvitation) => void;
}

/** Invitations sent and not yet accepted, each with Revoke (team admins only). */
export function PendingInvitations({ invitations, revoking, onRevoke }: PendingInvitationsProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack gap="xs" data-testid="pending-invitations">
      <Title order={3} fz="h5">
        {t('members.pending_title')}
      </Title>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {invitations.map((invitation) => (
          <Group
            key={invitation.id}
            component="li"
            gap="sm"
            wrap="nowrap"
            py={6}
            data-testid={`invitation:${invitation.email}`}
          >
            <ThemeIcon variant="light" color="gray" radius="xl" size={32}>
              <IconMail size={16} />
            </ThemeIcon>
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text size="sm" fw={600} truncate="end">
                {invitation.email}
              </Text>
              <Text size="xs" c="dimmed">
                {t('members.pending_expires', { date: dateFormat.format(new Date(invitation.expiresAt)) })}
              </Text>
            </Stack>
            <RoleBadge role={invitation.role} />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={revoking === invitation.id}
              disabled={revoking !== null && revoking !== invitation.id}
              onClick={() => onRevoke(invitation)}
              aria-label={t('members.revoke_aria', { email: invitation.email })}
              data-testid={`invitation-revoke:${invitation.email}`}
            >
              {t('members.revoke')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
