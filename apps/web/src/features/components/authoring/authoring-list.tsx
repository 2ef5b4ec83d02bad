import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconPlus, IconZoomQuestion } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/card-grid.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
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
  const [loadingMore, setLoadingMore] = useState(false);

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

  let body: ReactNode;
  if (loading && !loaded) {
    body = (
      <Center py={60}>
        <Loader aria-label={t('common.loading')} data-testid={`${plural}-loading`} />
      </Center>
    );
  } else if (error && !loaded) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid={`${plural}-error`}>
        <Stack gap="sm" align="flex-start">
          {t(`${plural}.load_error`)} {authoringErrorText(t, kind, toApiError(error))}
          <Button size="xs" variant="light" color="red" onClick={refreshList}>
            {t('common.try_again')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        testId={`${plural}-empty`}
        icon={icon}
        title={t(`${plural}.empty_title`)}
        description={canWrite ? t(`${plural}.empty_description`) : t(`${plural}.empty_description_reader`)}
        action={newButton}
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        testId={`${plural}-not-found`}
        color="gray"
        icon={<IconZoomQuestion size={30} />}
        title={t(`${plural}.no_results_title`)}
        description={t(`${plural}.no_results_description`)}
        action={
          <Button variant="default" onClick={() => setSearch('')} data-testid={`${plural}-clear-search`}>
            {t('common.clear_search')}
          </Button>
        }
      />
    );
  } else {
    body = (
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
    );
  }

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
      {body}
      {hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            loading={loadingMore}
            onClick={() => {
              setLoadingMore(true);
              void loadMore()
                .catch(() => undefined)
                .finally(() => setLoadingMore(false));
            }}
            data-testid={`${plural}-load-more`}
          >
            {t(`${plural}.load_more`)}
          </Button>
        </Group>
      ) : null}
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
