import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { COMPONENT_FIELDS, type Component, type ComponentInput } from './component-fields.ts';

/** Same answers as create, plus 404 'Component not found'. */
export const UPDATE_COMPONENT_MUTATION: TypedDocumentNode<
  { updateComponent: Component },
  { id: string; component: ComponentInput }
> = gql`
  ${COMPONENT_FIELDS}
  mutation UpdateComponent($id: ID!, $component: ComponentInput!) {
    updateComponent(id: $id, component: $component) {
      ...ComponentFields
    }
  }
`;

export function useUpdateComponent() {
  return useMutation(UPDATE_COMPONENT_MUTATION);
}
