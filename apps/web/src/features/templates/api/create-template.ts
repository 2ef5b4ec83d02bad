import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { TEMPLATE_FIELDS, type Template, type TemplateInput } from './template-fields.ts';

/** Needs 'template.write'. 409 'name already exists'; 400 for bad slot names, data types or icon. */
export const CREATE_TEMPLATE_MUTATION: TypedDocumentNode<
  { createTemplate: Template },
  { newTemplate: TemplateInput }
> = gql`
  ${TEMPLATE_FIELDS}
  mutation CreateTemplate($newTemplate: TemplateInput!) {
    createTemplate(newTemplate: $newTemplate) {
      ...TemplateFields
    }
  }
`;

export function useCreateTemplate() {
  return useMutation(CREATE_TEMPLATE_MUTATION);
}
