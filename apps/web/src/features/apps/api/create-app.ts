import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { APP_FIELDS, type App, type AppInputValues } from './app-fields.ts';

/**
 * Needs 'app.create' in the chosen team. 409 'alias already exists' (aliases are unique in the organization).
 * landingPage: the app starts with the starter landing page as its home page.
 */
export const CREATE_APP_MUTATION: TypedDocumentNode<
  { createApp: App },
  { newApp: AppInputValues & { teamId: string; landingPage?: boolean } }
> = gql`
  ${APP_FIELDS}
  mutation CreateApp($newApp: NewAppInput!) {
    createApp(newApp: $newApp) {
      ...AppFields
    }
  }
`;

export function useCreateApp() {
  return useMutation(CREATE_APP_MUTATION);
}
