import { useParams } from 'react-router';
import { useComponentQuery } from './api/component.ts';
import type { Component, ComponentInput } from './api/component-fields.ts';
import { useCreateComponent } from './api/create-component.ts';
import { useUpdateComponent } from './api/update-component.ts';
import type { SavePayload } from './authoring/authoring-editor.tsx';
import { AuthoringEditorScreen } from './authoring/authoring-editor-screen.tsx';
import { type AuthoringValues, prettyJson } from './authoring/authoring-rules.ts';
import { withoutEditorEntries } from './authoring/data-types.ts';

/** Spec §5: tags are fixed placeholders on save. */
export const COMPONENT_TAGS = ['component'];

const EMPTY: AuthoringValues = {
  name: '',
  description: '',
  code: '',
  properties: '',
  groups: '',
  events: '',
  icon: '',
};

function valuesOf(component: Component): AuthoringValues {
  return {
    name: component.name,
    description: component.description,
    code: component.code,
    properties: prettyJson(withoutEditorEntries('component', component.dataTypes)),
    groups: prettyJson(component.dataGroups),
    events: prettyJson(component.dataEvents),
    icon: component.icon,
  };
}

function toInput(payload: SavePayload): ComponentInput {
  return {
    name: payload.name,
    description: payload.description,
    icon: payload.icon,
    code: payload.code,
    compiledCode: payload.compiledCode,
    dataTypes: payload.dataTypes,
    dataGroups: payload.dataGroups,
    dataEvents: payload.dataEvents,
    tags: COMPONENT_TAGS,
  };
}

/** /components/new and /components/:componentId. */
export function ComponentEditorPage() {
  const { componentId = 'new' } = useParams();
  const isNew = componentId === 'new';
  const { data, loading, error, refetch } = useComponentQuery(isNew ? null : componentId);
  const [createComponent] = useCreateComponent();
  const [updateComponent] = useUpdateComponent();

  async function save(payload: SavePayload): Promise<string> {
    if (isNew) {
      const result = await createComponent({ variables: { newComponent: toInput(payload) } });
      return result.data?.createComponent.id ?? '';
    }
    const result = await updateComponent({ variables: { id: componentId, component: toInput(payload) } });
    return result.data?.updateComponent.id ?? componentId;
  }

  return (
    <AuthoringEditorScreen
      kind="component"
      id={componentId}
      initial={isNew ? EMPTY : data ? valuesOf(data.component) : null}
      loading={loading}
      error={error}
      refetch={refetch}
      save={save}
    />
  );
}
