import { Avatar, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardAction, CardDeleteAction } from '../../../components/card-action.tsx';
import { ListCard } from '../../../components/list-card.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { usePolicy } from '../../../lib/abilities.ts';
import type { Team } from '../api/team-fields.ts';

const AVATARS_SHOWN = 4;

interface TeamCardProps {
  team: Team;
  onMembers: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A team: name, description, member count and the actions its abilities allow. */
export function TeamCard({ team, onMembers, onEdit, onDelete }: TeamCardProps) {
  const { t } = useTranslation();
  const can = usePolicy(team);
  const shown = team.users.slice(0, AVATARS_SHOWN);
  const hidden = team.memberCount - shown.length;
  return (
    <ListCard
      testId={`team-card:${team.name}`}
      icon={<IconUsersGroup size={18} />}
      name={team.name}
      badge={
        team.viewerRole ? (
          <Tooltip label={t('teams.your_role')}>
            <RoleBadge role={team.viewerRole} data-testid="team-viewer-role" />
          </Tooltip>
        ) : null
      }
      description={team.description}
      descriptionLines={3}
      primary={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconUsers size={16} />}
          onClick={onMembers}
          aria-label={t('teams.members_aria', { name: team.name })}
          data-testid={`team-members:${team.name}`}
        >
          {t('teams.members')}
        </Button>
      }
      actions={
        <>
          {can('team.update') ? (
            <CardAction
              label={t('common.edit')}
              ariaLabel={t('teams.edit_aria', { name: team.name })}
              icon={IconPencil}
              onClick={onEdit}
              testId={`team-edit:${team.name}`}
            />
          ) : null}
          {can('team.delete') ? (
            <CardDeleteAction
              ariaLabel={t('teams.delete_aria', { name: team.name })}
              onClick={onDelete}
              testId={`team-delete:${team.name}`}
            />
          ) : null}
        </>
      }
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Avatar.Group spacing="xs">
          {shown.map((member) => (
            <Avatar key={member.id} name={member.username} color="initials" size={28} radius="xl" />
          ))}
          {hidden > 0 ? (
            <Avatar size={28} radius="xl">
              +{hidden}
            </Avatar>
          ) : null}
        </Avatar.Group>
        <Text size="sm" c="dimmed" data-testid="team-member-count">
          {t('teams.member_count', { count: team.memberCount })}
        </Text>
      </Group>
    </ListCard>
  );
}
