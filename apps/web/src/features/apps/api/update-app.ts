import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { APP_FIELDS, type App, type AppInputValues } from './app-fields.ts';

/** Needs 'app.update'. 409 'alias already exists'. */
export const UPDATE_APP_MUTATION: TypedDocumentNode<{ updateApp: App }, { id: string; app: AppInputValues }> =
  gql`
  ${APP_FIELDS}
  mutation UpdateApp($id: ID!, $app: AppInput!) {
    updateApp(id: $id, app: $app) {
      ...AppFields
    }
  }
`;

export function useUpdateApp() {
  return useMutation(UPDATE_APP_MUTATION);
}
