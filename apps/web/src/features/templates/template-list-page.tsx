import { IconLayout } from '@tabler/icons-react';
import { kitTexts } from '../../lib/kit-names.ts';
import { AuthoringList } from '../components/authoring/authoring-list.tsx';
import { useDeleteTemplate } from './api/delete-template.ts';
import { useTemplatesLazyQuery } from './api/templates.ts';
import { TemplateCard } from './components/template-card.tsx';

/** /templates: search, icon cards, new, edit and delete (spec §2). */
export function TemplateListPage() {
  const { data, loading, error, refetch, loadMore } = useTemplatesLazyQuery();
  const [deleteTemplate] = useDeleteTemplate();
  return (
    <AuthoringList
      kind="template"
      icon={<IconLayout size={30} />}
      items={kitTexts('templates', data?.templates.edges.map((edge) => edge.node) ?? [])}
      loaded={Boolean(data)}
      loading={loading}
      error={error}
      hasNextPage={Boolean(data?.templates.pageInfo.hasNextPage)}
      refetch={refetch}
      loadMore={loadMore}
      remove={(id) => deleteTemplate({ variables: { id } })}
      renderCard={(template, actions) => <TemplateCard key={template.id} template={template} {...actions} />}
    />
  );
}
