import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { SERVER_MESSAGES } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { usePolicy } from '../../../lib/abilities.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { useRemoveTeamMember } from '../api/remove-team-member.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import type { PendingInvitation, Team, TeamMember } from '../api/team-fields.ts';
import { useUpdateTeamMemberRole } from '../api/update-team-member-role.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberRow } from './member-row.tsx';
import { PendingInvitations } from './pending-invitations.tsx';

interface MembersDialogProps {
  team: Team;
  /** The signed-in user's id, to mark "You". */
  viewerId: string;
  onClose: () => void;
  /** Reloads the team list (and the profile: a removed or re-roled member changes what it may open). */
  onChanged: () => void;
}

/**
 * The members of a team with their roles; for the team's managers also the invite form, the pending
 * invitations with Revoke, a role select per member and Remove (never the organization owner).
 */
export function MembersDialog({ team, viewerId, onClose, onChanged }: MembersDialogProps) {
  const { t } = useTranslation();
  const can = usePolicy(team);
  const [updateRole] = useUpdateTeamMemberRole();
  const [removeMember] = useRemoveTeamMember();
  const [revokeInvitation] = useRevokeInvitation();
  const [busyMember, setBusyMember] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  // The member stays set while the confirmation closes, so its text does not flash empty.
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [removeOpened, setRemoveOpened] = useState(false);

  const fail = (caught: unknown) =>
    notifications.show({ color: 'red', message: t(errorKeyFor(toApiError(caught))) });
  const done = (message: string) => {
    notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message });
    onChanged();
  };

  async function changeRole(member: TeamMember, role: string) {
    setBusyMember(member.id);
    try {
      await updateRole({ variables: { teamId: team.id, userId: member.id, role } });
      done(t('members.role_changed'));
    } catch (caught) {
      fail(caught);
    } finally {
      setBusyMember(null);
    }
  }

  async function revoke(invitation: PendingInvitation) {
    setRevoking(invitation.id);
    try {
      await revokeInvitation({ variables: { id: invitation.id } });
      done(t('members.revoked'));
    } catch (caught) {
      fail(caught);
    } finally {
      setRevoking(null);
    }
  }

  async function remove(member: TeamMember): Promise<string | null> {
    try {
      await removeMember({ variables: { teamId: team.id, userId: member.id } });
      setRemoveOpened(false);
      done(t('members.removed'));
      return null;
    } catch (caught) {
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.ownerStays)
        return t('errors.owner_stays');
      return t(errorKeyFor(failure));
    }
  }

  const manages = can('team.invite') || can('team.changeRole') || can('team.removeMember');

  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={t('members.title', { team: team.name })}
        centered
        size="lg"
        // The confirmation above it takes Escape and outside clicks while it is open.
        closeOnEscape={!removeOpened}
        closeOnClickOutside={!removeOpened}
      >
        <Stack gap="md" data-testid="members-dialog">
          <Stack
            gap={0}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('members.list_label')}
            data-testid="members-list"
          >
            {team.users.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isYou={member.id === viewerId}
                canChangeRole={can('team.changeRole')}
                canRemove={can('team.removeMember')}
                busy={busyMember === member.id}
                onRoleChange={(role) => void changeRole(member, role)}
                onRemove={() => {
                  setRemoving(member);
                  setRemoveOpened(true);
                }}
              />
            ))}
          </Stack>
          {can('team.invite') && team.invitations.length > 0 ? (
            <>
              <Divider />
              <PendingInvitations
                invitations={team.invitations}
                revoking={revoking}
                onRevoke={(invitation) => void revoke(invitation)}
              />
            </>
          ) : null}
          <Divider />
          {can('team.invite') ? (
            <InviteForm
              teamId={team.id}
              onInvited={() => {
                onChanged();
                onClose();
              }}
            />
          ) : manages ? null : (
            <Group gap="xs" wrap="nowrap" data-testid="members-read-only">
              <IconInfoCircle size={18} color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed">
                {t('members.manage_hint')}
              </Text>
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="members-close">
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={removeOpened}
        onClose={() => setRemoveOpened(false)}
        title={t('members.remove_title')}
        message={
          <RichText
            i18nKey="members.remove_question"
            values={{ name: removing?.username ?? '', team: team.name }}
          />
        }
        warning={t('members.remove_warning')}
        confirmLabel={t('members.remove_confirm')}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve(null))}
        testId="member-remove"
      />
    </>
  );
}
