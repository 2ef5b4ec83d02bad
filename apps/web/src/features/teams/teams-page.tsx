import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { SERVER_MESSAGES } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../components/card-grid.module.css';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListStates } from '../../components/list-states.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import { useDeleteTeam } from './api/delete-team.ts';
import type { Team } from './api/team-fields.ts';
import { useTeamsQuery } from './api/teams.ts';
import { MembersDialog } from './components/members-dialog.tsx';
import { TeamCard } from './components/team-card.tsx';
import { TeamDialog } from './components/team-dialog.tsx';
import { matchesSearch } from './team-values.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; team: Team } | null;

/** Teams of the current organization: search, cards, new/edit/delete and the members dialog. */
export function TeamsPage() {
  const { t } = useTranslation();
  const { me, refetch: reloadProfile } = useCurrentUser();
  const { data, loading, error, refetch, loadMore } = useTeamsQuery();
  const [deleteTeam] = useDeleteTeam();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  // The team stays set while the confirmation closes, so its text does not flash empty.
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [membersOf, setMembersOf] = useState<string | null>(null);

  const teams = useMemo(() => data?.teams.edges.map((edge) => edge.node) ?? [], [data]);
  const visible = useMemo(() => teams.filter((team) => matchesSearch(team, search)), [teams, search]);
  const canCreate = allows(me?.currentOrg, 'team.create');
  // The members dialog follows the list, so it shows the members and invitations as reloaded.
  const membersTeam = teams.find((team) => team.id === membersOf) ?? null;

  // Failures show through the query's own error state; the promises need no handler of their own.
  const refreshList = () => void refetch().catch(() => undefined);
  function reload() {
    refreshList();
    void reloadProfile().catch(() => undefined);
  }

  async function confirmDelete(team: Team): Promise<string | null> {
    try {
      await deleteTeam({ variables: { id: team.id } });
      setDeleteOpened(false);
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('teams.deleted') });
      reload();
      return null;
    } catch (caught) {
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.appsAssociated)
        return t('errors.team_has_apps');
      return t(errorKeyFor(failure));
    }
  }

  const newTeamButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setEditing({ kind: 'new' })}
      data-testid="team-new"
    >
      {t('teams.new')}
    </Button>
  );

  return (
    <Stack gap="lg" data-testid="teams">
      {teams.length > 0 ? (
        <SearchBar
          value={search}
          onChange={setSearch}
          label={t('teams.search_label')}
          placeholder={t('teams.search_placeholder')}
          testId="team-search"
          action={canCreate ? newTeamButton : null}
        />
      ) : null}
      <ListStates
        loaded={Boolean(data)}
        loading={loading}
        error={error}
        loadError={t('teams.load_error')}
        onRetry={refreshList}
        empty={teams.length === 0}
        emptyState={{
          icon: <IconUsersGroup size={30} />,
          title: t('teams.empty_title'),
          description: canCreate ? t('teams.empty_description') : t('teams.empty_description_member'),
          action: canCreate ? newTeamButton : null,
        }}
        noResults={visible.length === 0}
        noResultsState={{
          title: t('teams.no_results_title'),
          description: t('teams.no_results_description'),
        }}
        onClearSearch={() => setSearch('')}
        hasNextPage={Boolean(data?.teams.pageInfo.hasNextPage)}
        loadMore={loadMore}
        loadMoreLabel={t('teams.load_more')}
        testIds={{
          loading: 'teams-loading',
          error: 'teams-error',
          empty: 'teams-empty',
          noResults: 'teams-no-results',
          clearSearch: 'teams-clear-search',
          loadMore: 'teams-load-more',
        }}
      >
        <div className={classes.grid} data-testid="team-list">
          {visible.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              onMembers={() => {
                setMembersOf(team.id);
                // Members join and invitations get accepted elsewhere: show them as they are now.
                refreshList();
              }}
              onEdit={() => setEditing({ kind: 'edit', team })}
              onDelete={() => {
                setDeleting(team);
                setDeleteOpened(true);
              }}
            />
          ))}
        </div>
      </ListStates>
      {editing ? (
        <TeamDialog
          key={editing.kind === 'edit' ? editing.team.id : 'new'}
          team={editing.kind === 'edit' ? editing.team : null}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('teams.delete_title')}
        message={<RichText i18nKey="teams.delete_question" values={{ name: deleting?.name ?? '' }} />}
        warning={t('teams.delete_warning')}
        confirmLabel={t('teams.delete_confirm')}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(null))}
        testId="team-delete"
      />
      {membersTeam && me ? (
        <MembersDialog
          team={membersTeam}
          viewerId={me.id}
          onClose={() => setMembersOf(null)}
          onChanged={reload}
        />
      ) : null}
    </Stack>
  );
}
