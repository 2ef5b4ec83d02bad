import { type ApolloClient, gql, type TypedDocumentNode } from '@apollo/client';
import type { EditorPageSettings } from '../page-settings.ts';

export const PAGE_SETTINGS_QUERY: TypedDocumentNode<
  { page: EditorPageSettings & { id: string } },
  { id: string }
> = gql`
  query PageSettingsState($id: ID!) {
    page(id: $id) {
      id
      name
      url
      title
      description
      tags
      showSiteHeader
      showSiteFooter
    }
  }
`;

/** The page's settings as stored: read again when someone else changed them (co-editing's 'page' news). */
export async function fetchPageSettings(
  client: ApolloClient<object>,
  id: string,
): Promise<EditorPageSettings> {
  const result = await client.query({
    query: PAGE_SETTINGS_QUERY,
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const {
    id: _id,
    __typename: _type,
    ...settings
  } = result.data.page as EditorPageSettings & {
    id: string;
    __typename?: string;
  };
  return settings;
}
