import { LIMITS } from '@tessera/shared';
import { badRequest } from './errors.ts';

/**
 * A list's `search` argument as an ILIKE pattern matching it anywhere, or null for no filter (absent, null
 * or blank). %, _ and the escape character itself match literally. Longer than LIMITS.searchMax: 400.
 */
export function searchPattern(search: unknown): string | null {
  if (search === undefined || search === null) return null;
  if (typeof search !== 'string') throw badRequest('search must be text');
  const text = search.trim();
  if (text.length > LIMITS.searchMax) {
    throw badRequest(`search must be at most ${LIMITS.searchMax} characters`);
  }
  if (text === '') return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
