/** The CSV export's filter: the list's own (one form or all, the search, unread only). */
export interface ExportFilter {
  formKey: string | null;
  search: string;
  unreadOnly: boolean;
}

/**
 * GET /apps/{appId}/form-submissions.csv?form=&search=&unread= (the server's export route, with the console's
 * session cookie): only the parameters that filter.
 */
export function exportUrl(appId: string, filter: ExportFilter): string {
  const params = new URLSearchParams();
  if (filter.formKey) params.set('form', filter.formKey);
  if (filter.search) params.set('search', filter.search);
  if (filter.unreadOnly) params.set('unread', 'true');
  const query = params.toString();
  return `/apps/${encodeURIComponent(appId)}/form-submissions.csv${query ? `?${query}` : ''}`;
}
