import { describe, expect, it } from 'vitest';
import { exportUrl } from './export-url.ts';

describe('exportUrl', () => {
  it('is the bare route without a filter', () => {
    expect(exportUrl('a1', { formKey: null, search: '', unreadOnly: false })).toBe(
      '/apps/a1/form-submissions.csv',
    );
  });

  it('carries the form, the search (encoded) and unread only', () => {
    const url = exportUrl('a1', { formKey: 'p1/contact', search: 'ada & co', unreadOnly: true });
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/apps/a1/form-submissions.csv');
    expect(parsed.searchParams.get('form')).toBe('p1/contact');
    expect(parsed.searchParams.get('search')).toBe('ada & co');
    expect(parsed.searchParams.get('unread')).toBe('true');
  });
});
