import { useParams } from 'react-router';
import type { SavePayload } from '../components/authoring/authoring-editor.tsx';
import { AuthoringEditorScreen } from '../components/authoring/authoring-editor-screen.tsx';
import { type AuthoringValues, prettyJson } from '../components/authoring/authoring-rules.ts';
import { withoutEditorEntries } from '../components/authoring/data-types.ts';
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
  const { templateId = 'new' } = useParams();
  const isNew = templateId === 'new';
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

  return (
    <AuthoringEditorScreen
      kind="template"
      id={templateId}
      initial={isNew ? EMPTY : data ? valuesOf(data.template) : null}
      loading={loading}
      error={error}
      refetch={refetch}
      save={save}
    />
  );
}
