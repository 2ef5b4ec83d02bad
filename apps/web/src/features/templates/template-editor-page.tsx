import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { AuthoringEditor, type SavePayload } from '../components/authoring/authoring-editor.tsx';
import { authoringErrorText } from '../components/authoring/authoring-errors.ts';
import { type AuthoringValues, prettyJson } from '../components/authoring/authoring-rules.ts';
import { withoutEditorEntries } from '../components/authoring/data-types.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import { useCreateTemplate } from './api/create-template.ts';
import { useTemplateQuery } from './api/template.ts';
import type { Template, TemplateInput } from './api/template-fields.ts';
import { useUpdateTemplate } from './api/update-template.ts';

/** Spec §5: on save, tags are fixed placeholders and thumbnails three fixed placeholder image paths. */
export const TEMPLATE_TAGS = ['template'];
export const TEMPLATE_THUMBNAILS = [
  '/thumbnails/template-1.svg',
  '/thumbnails/template-2.svg',
  '/thumbnails/template-3.svg',
];

const EMPTY: AuthoringValues = {
  name: '',
  description: '',
  code: '',
  properties: '',
  groups: '',
  events: null,
  icon: '',
};

/** Spec §3: the editor's 'name' entry is removed from dataTypes on load, before display. */
function valuesOf(template: Template): AuthoringValues {
  return {
    name: template.name,
    description: template.description,
    code: template.code,
    properties: prettyJson(withoutEditorEntries('template', template.dataTypes)),
    groups: prettyJson(template.dataGroups),
    events: null,
    icon: template.icon,
  };
}

function toInput(payload: SavePayload): TemplateInput {
  return {
    name: payload.name,
    description: payload.description,
    icon: payload.icon,
    code: payload.code,
    compiledCode: payload.compiledCode,
    dataTypes: payload.dataTypes,
    dataGroups: payload.dataGroups,
    slots: payload.slots,
    thumbnails: TEMPLATE_THUMBNAILS,
    tags: TEMPLATE_TAGS,
  };
}

/** /templates/new and /templates/:templateId. */
export function TemplateEditorPage() {
  const { t } = useTranslation();
  const { templateId = 'new' } = useParams();
  const isNew = templateId === 'new';
  const { me } = useCurrentUser();
  const canWrite = allows(me?.currentOrg, 'template.write');
  const { data, loading, error, refetch } = useTemplateQuery(isNew ? null : templateId);
  const [createTemplate] = useCreateTemplate();
  const [updateTemplate] = useUpdateTemplate();

  async function save(payload: SavePayload): Promise<string> {
    if (isNew) {
      const result = await createTemplate({ variables: { newTemplate: toInput(payload) } });
      return result.data?.createTemplate.id ?? '';
    }
    const result = await updateTemplate({ variables: { id: templateId, template: toInput(payload) } });
    return result.data?.updateTemplate.id ?? templateId;
  }

  if (isNew && !canWrite) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        data-testid="template-editor-denied"
      >
        {t('errors.required_role')}
      </Alert>
    );
  }
  if (!isNew && loading && !data) {
    return (
      <Center py={60}>
        <Loader aria-label={t('common.loading')} data-testid="template-editor-loading" />
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
        data-testid="template-editor-error"
      >
        <Stack gap="sm" align="flex-start">
          {failure?.statusCode === 404
            ? t('templates.errors.not_found')
            : `${t('templates.editor.load_error')} ${failure ? authoringErrorText(t, 'template', failure) : ''}`}
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
      key={templateId}
      kind="template"
      id={isNew ? null : templateId}
      initial={data ? valuesOf(data.template) : EMPTY}
      canWrite={canWrite}
      save={save}
    />
  );
}
