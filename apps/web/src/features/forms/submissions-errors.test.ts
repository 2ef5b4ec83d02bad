import { FORM_CONSOLE_MESSAGES, SERVER_MESSAGES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { submissionsErrorKey } from './submissions-errors.ts';

describe('submissionsErrorKey', () => {
  it("names the forms console's own refusals", () => {
    expect(submissionsErrorKey({ statusCode: 404, message: FORM_CONSOLE_MESSAGES.submissionNotFound })).toBe(
      'submissions.errors.submission_not_found',
    );
    expect(submissionsErrorKey({ statusCode: 404, message: FORM_CONSOLE_MESSAGES.deliveryNotFound })).toBe(
      'submissions.errors.delivery_not_found',
    );
    expect(submissionsErrorKey({ statusCode: 409, message: FORM_CONSOLE_MESSAGES.deliveryAlreadySent })).toBe(
      'submissions.errors.already_sent',
    );
    expect(submissionsErrorKey({ statusCode: 400, message: FORM_CONSOLE_MESSAGES.idsInvalid })).toBe(
      'submissions.errors.too_many',
    );
  });

  it('leaves the rest to the console-wide mapping', () => {
    expect(submissionsErrorKey({ statusCode: 404, message: SERVER_MESSAGES.appNotFound })).toBe(
      'errors.app_not_found',
    );
    expect(submissionsErrorKey({ statusCode: 0, message: '' })).toBe('errors.network');
    expect(submissionsErrorKey({ statusCode: 500, message: 'boom' })).toBe('errors.unexpected');
  });
});
