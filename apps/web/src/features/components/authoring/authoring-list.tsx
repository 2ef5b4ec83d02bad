import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/card-grid.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListStates } from '../../../components/list-states.tsx';
import { SearchBar } from '../../../components/search-bar.tsx';
import { allows } from '../../../lib/abilities.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../user/current-user.tsx';
import { authoringErrorText } from './authoring-errors.ts';
import { matchesSearch } from './authoring-rules.ts';

type Listed = { id: string; name: string; description: string };

export interface AuthoringListProps<T extends Listed> {
  kind: 'component' | 'template';
  /** The empty state's icon. */
  icon: ReactNode;
  items: T[];
  /** True once the first page arrived, so a later error or reload keeps the list on screen. */
  loaded: boolean;
  loading: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  loadMore: () => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  renderCard: (item: T, actions: { canWrite: boolean; onDelete: () => void }) => ReactNode;
}

/** The component and template lists (spec §2): search, cards, new, edit, delete, empty and not-found states. */
export function AuthoringList<T extends Listed>({
  kind,
  icon,
  items,
  loaded,
  loading,
  error,
  hasNextPage,
  refetch,
  loadMore,
  remove,
  renderCard,
}: AuthoringListProps<T>) {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const plural = kind === 'component' ? 'components' : 'templates';
  const canWrite = allows(me?.currentOrg, kind === 'component' ? 'component.write' : 'template.write');
  const [search, setSearch] = useState('');
  // Kept while the confirmation closes, so its text does not flash empty.
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);

  const visible = useMemo(() => items.filter((item) => matchesSearch(item, search)), [items, search]);
  const refreshList = () => void refetch().catch(() => undefined);

  async function confirmDelete(item: T): Promise<string | null> {
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
        loaded={loaded}
        loading={loading}
        error={error}
        loadError={t(`${plural}.load_error`)}
        describeError={(failure) => authoringErrorText(t, kind, toApiError(failure))}
        onRetry={refreshList}
        empty={items.length === 0}
        emptyState={{
          icon,
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
        hasNextPage={hasNextPage}
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
          {visible.map((item) =>
            renderCard(item, {
              canWrite,
              onDelete: () => {
                setDeleting(item);
                setDeleteOpened(true);
              },
            }),
          )}
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
