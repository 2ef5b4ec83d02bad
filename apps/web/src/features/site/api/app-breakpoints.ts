import { gql, type TypedDocumentNode, useMutation, useQuery } from '@apollo/client';

/** A breakpoint as the API names it (schema.graphql Breakpoint / BreakpointInput). */
export interface ApiBreakpoint {
  id: string;
  maxWidth: number;
  label: { enUS: string; ptBR: string };
}

export interface BreakpointInput {
  id?: string;
  maxWidth: number;
  label: { enUS: string; ptBR: string };
}

export interface BreakpointsScreenData {
  app: { id: string; abilities: string[]; breakpoints: ApiBreakpoint[] };
  appBreakpointValueCounts: Array<{ breakpointId: string; count: number }>;
}

export const BREAKPOINTS_SCREEN_QUERY: TypedDocumentNode<BreakpointsScreenData, { appId: string }> = gql`
  query BreakpointsScreen($appId: ID!) {
    app(id: $appId) {
      id
      abilities
      breakpoints {
        id
        maxWidth
        label {
          enUS
          ptBR
        }
      }
    }
    appBreakpointValueCounts(appId: $appId) {
      breakpointId
      count
    }
  }
`;

export const UPDATE_APP_BREAKPOINTS_MUTATION: TypedDocumentNode<
  { updateAppBreakpoints: { id: string; breakpoints: ApiBreakpoint[] } },
  { appId: string; breakpoints: BreakpointInput[] }
> = gql`
  mutation UpdateAppBreakpoints($appId: ID!, $breakpoints: [BreakpointInput!]!) {
    updateAppBreakpoints(appId: $appId, breakpoints: $breakpoints) {
      id
      breakpoints {
        id
        maxWidth
        label {
          enUS
          ptBR
        }
      }
    }
  }
`;

export function useBreakpointsScreenQuery(appId: string) {
  return useQuery(BREAKPOINTS_SCREEN_QUERY, {
    variables: { appId },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}

export function useUpdateAppBreakpoints() {
  return useMutation(UPDATE_APP_BREAKPOINTS_MUTATION);
}
