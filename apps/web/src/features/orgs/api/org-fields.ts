import { gql } from '@apollo/client';

/** What the organization screens read of an Org (the same shape `me.currentOrg` carries). */
export interface OrgFields {
  id: string;
  name: string;
  description: string;
  alias: string;
  abilities: string[];
  owner: { id: string; username: string };
}

export const ORG_FIELDS = gql`
  fragment OrgFields on Org {
    id
    name
    description
    alias
    abilities
    owner {
      id
      username
    }
  }
`;
