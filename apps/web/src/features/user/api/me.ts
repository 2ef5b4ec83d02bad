import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';

export interface OrgSummary {
  id: string;
  name: string;
  description: string;
  alias: string;
}

/** The organization the console works in, with what the server lets the user do there. */
export interface CurrentOrg extends OrgSummary {
  /** Permission names (packages/shared permissions.ts) the user holds here: 'org.update', 'team.create'… */
  abilities: string[];
  owner: { id: string; username: string };
}

export interface UserTeam {
  id: string;
  name: string;
  orgId: string;
  role: string;
}

export interface Me {
  id: string;
  username: string;
  email: string;
  /** The owner of email opened a link sent to it: needed to accept invitations. */
  emailVerified: boolean;
  /** A new address waiting for its confirmation link; email signs in until then. */
  pendingEmail: string | null;
  currentOrg: CurrentOrg | null;
  orgs: OrgSummary[];
  teams: UserTeam[];
}

export const ME_QUERY: TypedDocumentNode<{ me: Me }, Record<string, never>> = gql`
  query Me {
    me {
      id
      username
      email
      emailVerified
      pendingEmail
      currentOrg {
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
      orgs {
        id
        name
        description
        alias
      }
      teams {
        id
        name
        orgId
        role
      }
    }
  }
`;

/**
 * The signed-in user's profile. Identity is never taken from the cache on mount (a previous session's
 * profile could sit there); later mutations returning the user update it through the cache.
 */
export function useMeQuery() {
  return useQuery(ME_QUERY, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
}
