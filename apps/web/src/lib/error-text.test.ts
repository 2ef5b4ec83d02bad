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

  it('names a missing role and the entities that were not found', () => {
    expect(errorKeyFor({ statusCode: 403, message: SERVER_MESSAGES.requiredRole })).toBe(
      'errors.required_role',
    );
    expect(errorKeyFor({ statusCode: 403, message: `${SERVER_MESSAGES.requiredRole}: admin` })).toBe(
      'errors.required_role',
    );
    expect(errorKeyFor({ statusCode: 404, message: SERVER_MESSAGES.teamNotFound })).toBe(
      'errors.team_not_found',
    );
    expect(errorKeyFor({ statusCode: 404, message: SERVER_MESSAGES.orgNotFound })).toBe(
      'errors.org_not_found',
    );
    expect(errorKeyFor({ statusCode: 404, message: SERVER_MESSAGES.appNotFound })).toBe(
      'errors.app_not_found',
    );
    expect(errorKeyFor({ statusCode: 404, message: 'something' })).toBe('errors.unexpected');
  });

  it('names a missing current organization and a failed invitation e-mail', () => {
    expect(errorKeyFor({ statusCode: 400, message: SERVER_MESSAGES.noCurrentOrg })).toBe(
      'errors.no_current_org',
    );
    expect(errorKeyFor({ statusCode: 502, message: SERVER_MESSAGES.invitationMailFailed })).toBe(
      'errors.invitation_mail_failed',
    );
  });

  it('falls back to the unexpected-error text', () => {
    expect(errorKeyFor({ statusCode: 500, message: 'boom' })).toBe('errors.unexpected');
    expect(errorKeyFor({ statusCode: 409, message: 'something else' })).toBe('errors.unexpected');
  });

  it('names the app and page conflicts and the missing app, page, template and version', () => {
    expect(errorKeyFor({ statusCode: 409, message: SERVER_MESSAGES.aliasExists })).toBe(
      'errors.app_alias_exists',
    );
    expect(errorKeyFor({ statusCode: 409, message: SERVER_MESSAGES.urlExists })).toBe(
      'errors.page_url_exists',
    );
    expect(errorKeyFor({ statusCode: 404, message: SERVER_MESSAGES.pageNotFound })).toBe(
      'errors.page_not_found',
    );
    expect(errorKeyFor({ statusCode: 404, message: SERVER_MESSAGES.templateNotFound })).toBe(
      'errors.template_not_found',
    );
    expect(errorKeyFor({ statusCode: 404, message: SERVER_MESSAGES.versionNotFound })).toBe(
      'errors.version_not_found',
    );
    // The conflict texts belong to their status: a 400 with the same words is not a conflict.
    expect(errorKeyFor({ statusCode: 400, message: SERVER_MESSAGES.urlExists })).toBe('errors.unexpected');
  });

  it('names the page content and app move refusals', () => {
    expect(errorKeyFor({ statusCode: 400, message: SERVER_MESSAGES.contentTemplateMismatch })).toBe(
      'errors.page_content_mismatch',
    );
    expect(errorKeyFor({ statusCode: 413, message: SERVER_MESSAGES.contentTooLarge })).toBe(
      'errors.page_content_too_large',
    );
    // A body over the /graphql limit is refused before GraphQL reads it.
    expect(errorKeyFor({ statusCode: 413, message: SERVER_MESSAGES.bodyTooLarge })).toBe(
      'errors.page_content_too_large',
    );
  });
});
