import { useMutation, useQuery } from '@apollo/client';
import { usePagedQuery } from '../../../lib/connection.ts';
import type { AuthoringKind } from '../authoring/data-types.ts';
import { AUTHORING_DOCUMENTS, AUTHORING_PAGE_SIZE, type AuthoringInput } from './authoring-fields.ts';

/** One item; skipped for 'new'. Read from the network so the editor never starts from a stale copy. */
export function useAuthoringItem<K extends AuthoringKind>(kind: K, id: string | null) {
  return useQuery(AUTHORING_DOCUMENTS[kind].item, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}

/** The list's lazy variant, always from the network (another developer may have changed it). */
export function useAuthoringList(kind: AuthoringKind) {
  return usePagedQuery(AUTHORING_DOCUMENTS[kind].list, 'list', { first: AUTHORING_PAGE_SIZE });
}

/** Creates (id null) or updates; answers the saved item's id. Throws what the API threw. */
export function useSaveAuthoring<K extends AuthoringKind>(kind: K) {
  const documents = AUTHORING_DOCUMENTS[kind];
  const [create] = useMutation(documents.create);
  const [update] = useMutation(documents.update);
  return async (id: string | null, input: AuthoringInput<K>): Promise<string> => {
    if (id === null) return (await create({ variables: { input } })).data?.saved.id ?? '';
    return (await update({ variables: { id, input } })).data?.saved.id ?? id;
  };
}

export function useDeleteAuthoring(kind: AuthoringKind) {
  const [remove] = useMutation(AUTHORING_DOCUMENTS[kind].remove);
  return (id: string) => remove({ variables: { id } });
}
