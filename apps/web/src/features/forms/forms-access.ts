import { useMemo } from 'react';

/** A page's forms in the inspector: whose they are and what the user may do with their submissions. */
export interface FormsAccess {
  appId: string;
  pageId: string;
  /** form.readSubmissions: the Submissions block shows. */
  canRead: boolean;
  /** form.manageDelivery: its delivery fields are editable. */
  canManage: boolean;
}

/** From the page's abilities (the server's, never derived from roles here). */
export function useFormsAccess(page: { id: string; app: { id: string }; abilities: readonly string[] }) {
  const { id, abilities } = page;
  const appId = page.app.id;
  return useMemo<FormsAccess>(
    () => ({
      appId,
      pageId: id,
      canRead: abilities.includes('form.readSubmissions'),
      canManage: abilities.includes('form.manageDelivery'),
    }),
    [appId, id, abilities],
  );
}
