import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconLayout, IconPlus, IconZoomQuestion } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { authoringErrorText } from '../components/authoring/authoring-errors.ts';
import classes from '../components/authoring/authoring-list.module.css';
import { matchesSearch } from '../components/authoring/authoring-rules.ts';
import { SearchBar } from '../components/authoring/search-bar.tsx';
import { useCurrentUser } from '../user/current-user.tsx';
import { useDeleteTemplate } from './api/delete-template.ts';
import type { TemplateSummary } from './api/template-fields.ts';
import { useTemplatesLazyQuery } from './api/templates.ts';
import { TemplateCard } from './components/template-card.tsx';

/** /templates: search, icon cards, new, edit and delete (spec §2). */
export function TemplateListPage() {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const canWrite = allows(me?.currentOrg, 'template.write');
  const { data, loading, error, refetch, loadMore } = useTemplatesLazyQuery();
  const [deleteTemplate] = useDeleteTemplate();
  const [search, setSearch] = useState('');
  // Kept while the confirmation closes, so its text does not flash empty.
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const templates = useMemo(() => data?.templates.edges.map((edge) => edge.node) ?? [], [data]);
  const visible = useMemo(() => templates.filter((c) => matchesSearch(c, search)), [templates, search]);
  const refreshList = () => void refetch().catch(() => undefined);

  async function confirmDelete(template: TemplateSummary): Promise<string | null> {
    try {
      await deleteTemplate({ variables: { id: template.id } });
      setDeleteOpened(false);
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('templates.deleted') });
      refreshList();
      return null;
    } catch (caught) {
      return authoringErrorText(t, 'template', toApiError(caught));
    }
  }

  const newButton = canWrite ? (
    <Button
      component={Link}
      to="/templates/new"
      leftSection={<IconPlus size={16} />}
      data-testid="template-new"
    >
      {t('templates.new')}
    </Button>
  ) : null;

  let body: ReactNode;
  if (loading && !data) {
    body = (
      <Center py={60}>
        <Loader aria-label={t('common.loading')} data-testid="templates-loading" />
      </Center>
    );
  } else if (error && !data) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="templates-error">
        <Stack gap="sm" align="flex-start">
          {t('templates.load_error')} {authoringErrorText(t, 'template', toApiError(error))}
          <Button size="xs" variant="light" color="red" onClick={refreshList}>
            {t('common.try_again')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (templates.length === 0) {
    body = (
      <EmptyState
        testId="templates-empty"
        icon={<IconLayout size={30} />}
        title={t('templates.empty_title')}
        description={canWrite ? t('templates.empty_description') : t('templates.empty_description_reader')}
        action={newButton}
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        testId="templates-not-found"
        color="gray"
        icon={<IconZoomQuestion size={30} />}
        title={t('templates.no_results_title')}
        description={t('templates.no_results_description')}
        action={
          <Button variant="default" onClick={() => setSearch('')} data-testid="templates-clear-search">
            {t('common.clear_search')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <section className={classes.grid} aria-label={t('templates.list_label')} data-testid="template-list">
        {visible.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            canWrite={canWrite}
            onDelete={() => {
              setDeleting(template);
              setDeleteOpened(true);
            }}
          />
        ))}
      </section>
    );
  }

  return (
    <Stack gap="lg" data-testid="templates">
      {templates.length > 0 ? (
        <SearchBar
          value={search}
          onChange={setSearch}
          label={t('templates.search_label')}
          placeholder={t('templates.search_placeholder')}
          testId="template-search"
          action={newButton}
        />
      ) : null}
      {body}
      {data?.templates.pageInfo.hasNextPage ? (
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
            data-testid="templates-load-more"
          >
            {t('templates.load_more')}
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('templates.delete_title')}
        message={t('templates.delete_question', { name: deleting?.name ?? '' })}
        warning={t('templates.delete_warning')}
        confirmLabel={t('templates.delete_confirm')}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(null))}
        testId="template-delete"
      />
    </Stack>
  );
}
