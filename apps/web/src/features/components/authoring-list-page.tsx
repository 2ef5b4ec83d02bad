import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconComponents, IconLayout, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../components/card-grid.module.css';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListStates } from '../../components/list-states.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { kitTexts } from '../../lib/kit-names.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import { useAuthoringList, useDeleteAuthoring } from './api/authoring-api.ts';
import type { AuthoringSummary } from './api/authoring-fields.ts';
import { authoringErrorText } from './authoring/authoring-errors.ts';
import { AUTHORING_KINDS } from './authoring/authoring-kinds.ts';
import { matchesSearch } from './authoring/authoring-rules.ts';
import type { AuthoringKind } from './authoring/data-types.ts';
import { AuthoringCard } from './components/authoring-card.tsx';

const EMPTY_ICONS = { component: <IconComponents size={30} />, template: <IconLayout size={30} /> };

/** /components and /templates (spec §2): search, cards, new, edit, delete, empty and not-found states. */
export function AuthoringListPage({ kind }: { kind: AuthoringKind }) {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const { plural, permission } = AUTHORING_KINDS[kind];
  const canWrite = allows(me?.currentOrg, permission);
  const { data, loading, error, refetch, loadMore } = useAuthoringList(kind);
  const remove = useDeleteAuthoring(kind);
  const items = useMemo(
    () => kitTexts(plural, data?.list.edges.map((edge) => edge.node) ?? []),
    [data, plural],
  );
  const [search, setSearch] = useState('');
  // Kept while the confirmation closes, so its text does not flash empty.
  const [deleting, setDeleting] = useState<AuthoringSummary | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);

  const visible = useMemo(() => items.filter((item) => matchesSearch(item, search)), [items, search]);
  const refreshList = () => void refetch().catch(() => undefined);

  async function confirmDelete(item: AuthoringSummary): Promise<string | null> {
    try {
      await remove(item.id);
      setDeleteOpened(false);
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t(`${plural}.deleted`) });
      refreshList();
      return null;
    } catch (caught) {
      return authoringErrorText(t, kind, toApiError(caught));
    }
  }

  const newButton = canWrite ? (
    <Button
      component={Link}
      to={`/${plural}/new`}
      leftSection={<IconPlus size={16} />}
      data-testid={`${kind}-new`}
    >
      {t(`${plural}.new`)}
    </Button>
  ) : null;

  return (
    <Stack gap="lg" data-testid={plural}>
      {items.length > 0 ? (
        <SearchBar
          value={search}
          onChange={setSearch}
          label={t(`${plural}.search_label`)}
          placeholder={t(`${plural}.search_placeholder`)}
          testId={`${kind}-search`}
          action={newButton}
        />
      ) : null}
      <ListStates
        loaded={Boolean(data)}
        loading={loading}
        error={error}
        loadError={t(`${plural}.load_error`)}
        describeError={(failure) => authoringErrorText(t, kind, toApiError(failure))}
        onRetry={refreshList}
        empty={items.length === 0}
        emptyState={{
          icon: EMPTY_ICONS[kind],
          title: t(`${plural}.empty_title`),
          description: canWrite ? t(`${plural}.empty_description`) : t(`${plural}.empty_description_reader`),
          action: newButton,
        }}
        noResults={visible.length === 0}
        noResultsState={{
          title: t(`${plural}.no_results_title`),
          description: t(`${plural}.no_results_description`),
        }}
        onClearSearch={() => setSearch('')}
        hasNextPage={Boolean(data?.list.pageInfo.hasNextPage)}
        loadMore={loadMore}
        loadMoreLabel={t(`${plural}.load_more`)}
        testIds={{
          loading: `${plural}-loading`,
          error: `${plural}-error`,
          empty: `${plural}-empty`,
          noResults: `${plural}-not-found`,
          clearSearch: `${plural}-clear-search`,
          loadMore: `${plural}-load-more`,
        }}
      >
        <section className={classes.grid} aria-label={t(`${plural}.list_label`)} data-testid={`${kind}-list`}>
          {visible.map((item) => (
            <AuthoringCard
              key={item.id}
              kind={kind}
              item={item}
              canWrite={canWrite}
              onDelete={() => {
                setDeleting(item);
                setDeleteOpened(true);
              }}
            />
          ))}
        </section>
      </ListStates>
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t(`${plural}.delete_title`)}
        message={t(`${plural}.delete_question`, { name: deleting?.name ?? '' })}
        warning={t(`${plural}.delete_warning`)}
        confirmLabel={t(`${plural}.delete_confirm`)}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(null))}
        testId={`${kind}-delete`}
      />
    </Stack>
  );
}
