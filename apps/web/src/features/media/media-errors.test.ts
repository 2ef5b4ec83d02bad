import { SERVER_MESSAGES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { mediaErrorKey, mediaErrorValues } from './media-errors.ts';

const error = (statusCode: number, message = '') => ({ statusCode, message });

describe('mediaErrorKey', () => {
  it('reads every 409 as the name and extension already used', () => {
    expect(mediaErrorKey(error(409, SERVER_MESSAGES.nameExists))).toBe('media.errors.name_exists');
    expect(mediaErrorKey(error(409, 'duplicate key value violates unique constraint'))).toBe(
      'media.errors.name_exists',
    );
  });

  it('reads 413 as the file, not a page content', () => {
    expect(mediaErrorKey(error(413, SERVER_MESSAGES.uploadTooLarge))).toBe('media.errors.too_large');
    expect(mediaErrorKey(error(413, SERVER_MESSAGES.bodyTooLarge))).toBe('media.errors.too_large');
    expect(mediaErrorKey(error(413, SERVER_MESSAGES.uploadSvgTooLarge))).toBe('media.errors.svg_too_large');
  });

  it('tells a refused type from content that does not match its extension', () => {
    expect(mediaErrorKey(error(415, SERVER_MESSAGES.uploadTypeNotAccepted))).toBe(
      'media.errors.type_not_accepted',
    );
    expect(mediaErrorKey(error(415, SERVER_MESSAGES.uploadTypeMismatch))).toBe('media.errors.type_mismatch');
  });

  it('names a gone media and an expired upload', () => {
    expect(mediaErrorKey(error(404, SERVER_MESSAGES.mediaNotFound))).toBe('media.errors.not_found');
    expect(mediaErrorKey(error(404, SERVER_MESSAGES.uploadNotFound))).toBe('media.errors.upload_expired');
    expect(mediaErrorKey(error(400, SERVER_MESSAGES.uploadNotFound))).toBe('media.errors.upload_expired');
  });

  it('leaves the rest to the console’s general texts, else the generic one', () => {
    expect(mediaErrorKey(error(0, 'network error'))).toBe('errors.network');
    expect(mediaErrorKey(error(429, SERVER_MESSAGES.tooManyRequests))).toBe('errors.too_many_requests');
    expect(mediaErrorKey(error(403, SERVER_MESSAGES.notAuthorized))).toBe('errors.not_authorized');
    expect(mediaErrorKey(error(404, SERVER_MESSAGES.appNotFound))).toBe('errors.app_not_found');
    expect(mediaErrorKey(error(400, SERVER_MESSAGES.uploadNoFile))).toBe('errors.unexpected');
    expect(mediaErrorKey(error(500, 'boom'))).toBe('errors.unexpected');
  });

  it('gives the texts the upload limit in the sizes’ own units', () => {
    expect(mediaErrorValues()).toEqual({ size: '100 MB', svgSize: '5 MB', svgElements: '10,000' });
  });
});
