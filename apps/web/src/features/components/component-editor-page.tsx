import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import { useComponentQuery } from './api/component.ts';
import type { Component, ComponentInput } from './api/component-fields.ts';
import { useCreateComponent } from './api/create-component.ts';
import { useUpdateComponent } from './api/update-component.ts';
import { AuthoringEditor, type SavePayload } from './authoring/authoring-editor.tsx';
import { authoringErrorText } from './authoring/authoring-errors.ts';
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
  const { t } = useTranslation();
  const { componentId = 'new' } = useParams();
  const isNew = componentId === 'new';
  const { me } = useCurrentUser();
  const canWrite = allows(me?.currentOrg, 'component.write');
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

  if (isNew && !canWrite) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        data-testid="component-editor-denied"
      >
        {t('errors.required_role')}
      </Alert>
    );
  }
  if (!isNew && loading && !data) {
    return (
      <Center py={60}>
        <Loader aria-label={t('common.loading')} data-testid="component-editor-loading" />
      </Center>
    );
  }
  if (!isNew && (error || !data)) {
    const failure = error ? toApiError(error) : null;
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        data-testid="component-editor-error"
      >
        <Stack gap="sm" align="flex-start">
          {failure?.statusCode === 404
            ? t('components.errors.not_found')
            : `${t('components.editor.load_error')} ${failure ? authoringErrorText(t, 'component', failure) : ''}`}
          {failure?.statusCode !== 404 ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void refetch().catch(() => undefined)}
            >
              {t('common.try_again')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  return (
    <AuthoringEditor
      // A new address is a new editor: nothing carries over from the previous item (spec §4).
      key={componentId}
      kind="component"
      id={isNew ? null : componentId}
      initial={data ? valuesOf(data.component) : EMPTY}
      canWrite={canWrite}
      save={save}
    />
  );
}
