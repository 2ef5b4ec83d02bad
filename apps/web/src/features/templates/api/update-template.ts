import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { TEMPLATE_FIELDS, type Template, type TemplateInput } from './template-fields.ts';

export const UPDATE_TEMPLATE_MUTATION: TypedDocumentNode<
  { updateTemplate: Template },
  { id: string; template: TemplateInput }
> = gql`
  ${TEMPLATE_FIELDS}
  mutation UpdateTemplate($id: ID!, $template: TemplateInput!) {
    updateTemplate(id: $id, template: $template) {
      ...TemplateFields
    }
  }
`;

export function useUpdateTemplate() {
  return useMutation(UPDATE_TEMPLATE_MUTATION);
}
