import { IconComponents } from '@tabler/icons-react';
import { kitTexts } from '../../lib/kit-names.ts';
import { useComponentsLazyQuery } from './api/components.ts';
import { useDeleteComponent } from './api/delete-component.ts';
import { AuthoringList } from './authoring/authoring-list.tsx';
import { ComponentCard } from './components/component-card.tsx';

/** /components: search, live preview cards, new, edit and delete (spec §2). */
export function ComponentListPage() {
  const { data, loading, error, refetch, loadMore } = useComponentsLazyQuery();
  const [deleteComponent] = useDeleteComponent();
  return (
    <AuthoringList
      kind="component"
      icon={<IconComponents size={30} />}
      items={kitTexts('components', data?.components.edges.map((edge) => edge.node) ?? [])}
      loaded={Boolean(data)}
      loading={loading}
      error={error}
      hasNextPage={Boolean(data?.components.pageInfo.hasNextPage)}
      refetch={refetch}
      loadMore={loadMore}
      remove={(id) => deleteComponent({ variables: { id } })}
      renderCard={(component, actions) => (
        <ComponentCard key={component.id} component={component} {...actions} />
      )}
    />
  );
}
