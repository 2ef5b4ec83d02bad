import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ApiError, toApiError } from '../../lib/api-error.ts';
import { type Me, useMeQuery } from './api/me.ts';

export type { CurrentOrg, Me, OrgSummary, UserTeam } from './api/me.ts';

export interface CurrentUserState {
  me: Me | null;
  loading: boolean;
  error: ApiError | null;
  refetch: () => Promise<unknown>;
}

const CurrentUserContext = createContext<CurrentUserState | null>(null);

/** Loads `me` once for the whole signed-in shell: the menu, the top bar and every page frame read it. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useMeQuery();
  const value = useMemo<CurrentUserState>(
    () => ({
      me: data?.me ?? null,
      loading: loading && !data,
      error: error ? toApiError(error) : null,
      refetch,
    }),
    [data, loading, error, refetch],
  );
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error('useCurrentUser must be used inside CurrentUserProvider');
  return state;
}

/** The signed-in user's id, or null outside the signed-in screens (no provider) or before `me` is in. */
export function useCurrentUserId(): string | null {
  return useContext(CurrentUserContext)?.me?.id ?? null;
}
