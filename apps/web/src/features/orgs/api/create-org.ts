import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { ORG_FIELDS, type OrgFields } from './org-fields.ts';

interface CreateOrgVariables {
  name: string;
  description: string;
  alias: string;
}

/** Creates an organization owned by the user and makes it the current one. 409 'alias already exists'. */
export const CREATE_ORG_MUTATION: TypedDocumentNode<{ createOrg: OrgFields }, CreateOrgVariables> = gql`
  ${ORG_FIELDS}
  mutation CreateOrg($name: String!, $description: String!, $alias: String!) {
    createOrg(name: $name, description: $description, alias: $alias) {
      ...OrgFields
    }
  }
`;

export function useCreateOrg() {
  return useMutation(CREATE_ORG_MUTATION);
}
