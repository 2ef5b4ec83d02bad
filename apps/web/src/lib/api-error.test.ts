import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-error.ts';

describe('toApiError', () => {
  it('reads status_code from the first GraphQL error', () => {
    const error = toApiError({
      message: 'x',
      graphQLErrors: [{ message: 'email is already being used', extensions: { status_code: 409 } }],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('email is already being used');
    expect(error.statusCode).toBe(409);
  });

  it('defaults the status to 400', () => {
    expect(toApiError({ message: 'x', graphQLErrors: [{ message: 'bad' }] }).statusCode).toBe(400);
  });

  it('reads errors from a non-2xx GraphQL body', () => {
    const error = toApiError({
      message: 'Response not successful',
      graphQLErrors: [],
      networkError: Object.assign(new Error('Response not successful'), {
        statusCode: 401,
        result: { errors: [{ message: 'Not authenticated' }] },
      }),
    });
    expect(error.message).toBe('Not authenticated');
    expect(error.statusCode).toBe(401);
  });

  it('keeps an ApiError as it is', () => {
    const original = new ApiError('gone', 404);
    expect(toApiError(original)).toBe(original);
  });
});
