import { ApolloClient, from, HttpLink, InMemoryCache } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { readLocale } from '../i18n/index.ts';
import { statusOf } from './api-error.ts';
import { redirectToLogin } from './public-routes.ts';

/**
 * Operation context flag for the few operations whose 401 is an answer, not a lost session
 * (updateUserPassword: "the current password is wrong"). Those handle the 401 themselves.
 */
export const HANDLES_UNAUTHORIZED = { handlesUnauthorized: true } as const;

const authLink = onError(({ graphQLErrors, networkError, operation }) => {
  if (operation.getContext().handlesUnauthorized === true) return;
  const httpStatus =
    networkError && 'statusCode' in networkError && typeof networkError.statusCode === 'number'
      ? networkError.statusCode
      : undefined;
  const unauthenticated = httpStatus === 401 || (graphQLErrors ?? []).some((e) => statusOf(e) === 401);
  if (unauthenticated) redirectToLogin();
});

// The console language goes with every call (as with the REST routes): the server writes mails and seeds a new
// organization's starter kit in it. Switching the language reloads the console, so it is read once.
const httpLink = () =>
  new HttpLink({ uri: '/graphql', credentials: 'include', headers: { 'x-locale': readLocale() } });

export function createApolloClient(): ApolloClient<object> {
  return new ApolloClient({
    link: from([authLink, httpLink()]),
    cache: new InMemoryCache({
      typePolicies: {
        // A member's id is the user's id, but the role belongs to the membership: the same user in two
        // teams must not share one cache entry (the second role would overwrite the first).
        TeamMember: { keyFields: false },
        // A form's delivery settings have no id: they are the app's for one form key (or '*'). Keyed so, a save
        // or a rotation updates the inspector's query in place.
        FormDeliverySettings: { keyFields: ['appId', 'formKey'] },
        // A field's id (and an option's) is unique only within its collection: every new collection has `name`
        // and `slug`. Kept inside their collection, never one cache entry shared by all collections.
        CollectionField: { keyFields: false },
        CollectionFieldOption: { keyFields: false },
      },
    }),
    devtools: { enabled: import.meta.env.DEV },
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}
