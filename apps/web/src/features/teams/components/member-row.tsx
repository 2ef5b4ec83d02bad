import { Avatar, Badge, Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { parseRole, ROLES } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { CardAction } from '../../../components/card-action.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import type { TeamMember } from '../api/team-fields.ts';

interface MemberRowProps {
  member: TeamMember;
  isYou: boolean;
  /** The role select replaces the badge (team.changeRole). */
  canChangeRole: boolean;
  /** The remove button shows (team.removeMember); never for the organization owner. */
  canRemove: boolean;
  busy: boolean;
  onRoleChange: (role: string) => void;
  onRemove: () => void;
}

/** A member: 60 px avatar with the username on hover, name, e-mail, role, and the admin's actions. */
export function MemberRow({
  member,
  isYou,
  canChangeRole,
  canRemove,
  busy,
  onRoleChange,
  onRemove,
}: MemberRowProps) {
  const { t } = useTranslation();
  const roleEditable = canChangeRole && !member.isOrgOwner;
  return (
    <Group
      component="li"
      gap="md"
      wrap="nowrap"
      py="xs"
      data-testid={`member:${member.username}`}
      data-role={parseRole(member.role) ?? member.role}
    >
      <Tooltip label={member.username}>
        <Avatar
          name={member.username}
          color="initials"
          size={60}
          radius="xl"
          alt={member.username}
          tabIndex={0}
          data-testid="member-avatar"
        />
      </Tooltip>
      {/* Narrow screens put the role and the remove button under the name instead of squeezing it. */}
      <Group gap="sm" justify="space-between" wrap="wrap" miw={0} style={{ flex: 1 }}>
        <Stack gap={2} miw={0} style={{ flex: '1 1 180px' }}>
          <Group gap={6} wrap="wrap" miw={0}>
            <Text fw={600} truncate="end" maw="100%">
              {member.username}
            </Text>
            {isYou ? (
              <Badge size="xs" variant="outline" color="gray">
                {t('members.you')}
              </Badge>
            ) : null}
            {member.isOrgOwner ? (
              <Badge size="xs" variant="outline" color="indigo" data-testid="member-owner">
                {t('members.owner')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" truncate="end">
            {member.email}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Group w={140} justify="flex-end">
            {roleEditable ? (
              <NativeSelect
                size="xs"
                w="100%"
                aria-label={t('members.role_of', { name: member.username })}
                value={parseRole(member.role) ?? member.role}
                disabled={busy}
                onChange={(e) => onRoleChange(e.currentTarget.value)}
                data={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
                data-testid={`member-role:${member.username}`}
              />
            ) : (
              <RoleBadge role={member.role} data-testid={`member-role:${member.username}`} />
            )}
          </Group>
          {canRemove && !member.isOrgOwner ? (
            <CardAction
              label={t('members.remove_title')}
              ariaLabel={t('members.remove_aria', { name: member.username })}
              icon={IconUserMinus}
              color="red"
              disabled={busy}
              onClick={onRemove}
              testId={`member-remove:${member.username}`}
            />
          ) : (
            // Keeps the role column aligned whether or not a row can be removed.
            canRemove && <div style={{ width: 34, flexShrink: 0 }} />
          )}
        </Group>
      </Group>
    </Group>
  );
}
