import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { COMPONENT_FIELDS, type Component, type ComponentInput } from './component-fields.ts';

/** Needs 'component.write'. 409 'name already exists'; 400 for an unknown data type or a bad icon. */
export const CREATE_COMPONENT_MUTATION: TypedDocumentNode<
  { createComponent: Component },
  { newComponent: ComponentInput }
> = gql`
  ${COMPONENT_FIELDS}
  mutation CreateComponent($newComponent: ComponentInput!) {
    createComponent(newComponent: $newComponent) {
      ...ComponentFields
    }
  }
`;

export function useCreateComponent() {
  return useMutation(CREATE_COMPONENT_MUTATION);
}
