import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { OrgInput } from '@tessera/shared';
import { ORG_FIELDS, type OrgFields } from './org-fields.ts';

interface UpdateOrgVariables {
  id: string;
  org: OrgInput;
}

/** Owner only (403 'required role'); 409 'alias already exists'. */
export const UPDATE_ORG_MUTATION: TypedDocumentNode<{ updateOrg: OrgFields }, UpdateOrgVariables> = gql`
  ${ORG_FIELDS}
  mutation UpdateOrg($id: ID!, $org: OrgInput!) {
    updateOrg(id: $id, org: $org) {
      ...OrgFields
    }
  }
`;

export function useUpdateOrg() {
  return useMutation(UPDATE_ORG_MUTATION);
}
