import { SERVER_MESSAGES as M } from '@tessera/shared';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api-error.ts';
import { errorKeyFor } from '../../lib/error-text.ts';

/** The collections API's own refusals (schema.graphql), by what they mean for the screens. */
export type CollectionsFailure =
  | 'name_taken'
  | 'collection_not_found'
  | 'item_not_found'
  | 'deletes_values'
  | 'item_changed'
  | 'collection_changed'
  | 'slug_taken'
  | 'referenced'
  | 'refused'
  | 'other';

export function collectionsFailure(error: Pick<ApiError, 'statusCode' | 'message'>): CollectionsFailure {
  const { message } = error;
  if (message === M.collectionNotFound) return 'collection_not_found';
  if (message === M.itemNotFound) return 'item_not_found';
  if (error.statusCode === 409) {
    if (message === M.nameExists) return 'name_taken';
    if (message === M.collectionChangeDeletesValues) return 'deletes_values';
    if (message === M.itemChanged) return 'item_changed';
    if (message === M.collectionChanged) return 'collection_changed';
    if (message.startsWith(M.itemSlugTaken)) return 'slug_taken';
    if (message.startsWith(M.collectionReferenced)) return 'referenced';
  }
  // A 400 names what is wrong (a field, a value, a limit): shown as the server words it.
  if (error.statusCode === 400 && message) return 'refused';
  return 'other';
}

/** One sentence for a failed collections call, in the console's language. */
export function collectionsErrorText(t: TFunction, error: Pick<ApiError, 'statusCode' | 'message'>): string {
  const failure = collectionsFailure(error);
  switch (failure) {
    case 'refused':
      return t('collections.errors.refused', { message: error.message });
    case 'referenced':
      // The message ends with the name of the collection whose reference field names this one.
      return t('collections.errors.referenced', { name: error.message.slice(M.collectionReferenced.length) });
    case 'other':
      return t(errorKeyFor(error));
    default:
      return t(`collections.errors.${failure}`);
  }
}
