import { SERVER_MESSAGES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { errorKeyFor } from './error-text.ts';

describe('errorKeyFor', () => {
  it('maps the catalogue statuses', () => {
    expect(errorKeyFor({ statusCode: 429, message: SERVER_MESSAGES.tooManyRequests })).toBe(
      'errors.too_many_requests',
    );
    expect(errorKeyFor({ statusCode: 401, message: 'x' })).toBe('errors.not_authenticated');
    expect(errorKeyFor({ statusCode: 403, message: 'x' })).toBe('errors.not_authorized');
    expect(errorKeyFor({ statusCode: 409, message: SERVER_MESSAGES.emailInUse })).toBe('errors.email_in_use');
    expect(errorKeyFor({ statusCode: 0, message: 'timeout' })).toBe('errors.network');
  });

  it('falls back to the unexpected-error text', () => {
    expect(errorKeyFor({ statusCode: 500, message: 'boom' })).toBe('errors.unexpected');
    expect(errorKeyFor({ statusCode: 409, message: 'something else' })).toBe('errors.unexpected');
  });
});
