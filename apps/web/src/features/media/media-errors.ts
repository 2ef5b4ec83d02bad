import { SERVER_MESSAGES, SVG_LIMITS, UPLOAD_MAX_BYTES } from '@tessera/shared';
import type { ApiError } from '../../lib/api-error.ts';
import { type ErrorKey, errorKeyFor } from '../../lib/error-text.ts';
import { formatBytes, formatNumber } from '../../lib/format.ts';

/** Catalogue keys of the media library's failures (spec §8), before the console's general ones. */
export type MediaErrorKey =
  | 'media.errors.name_exists'
  | 'media.errors.too_large'
  | 'media.errors.svg_too_large'
  | 'media.errors.type_not_accepted'
  | 'media.errors.type_mismatch'
  | 'media.errors.not_found'
  | 'media.errors.upload_expired'
  | ErrorKey;

/**
 * What to say when an upload, createMedia, updateMedia or deleteMedia failed: 409 is always the name
 * (the only conflict a media has; the server's unique constraint also maps to it), 413 and 415 the file,
 * 404 the media or the upload; the rest as everywhere in the console (no connection, too many requests,
 * not authorized), else the generic 'An unexpected error occurred, reload the page and try again'.
 */
export function mediaErrorKey(error: Pick<ApiError, 'statusCode' | 'message'>): MediaErrorKey {
  if (error.statusCode === 409) return 'media.errors.name_exists';
  // errorKeyFor reads a 413 as a page's content; here it is the file.
  if (error.statusCode === 413) {
    return error.message === SERVER_MESSAGES.uploadSvgTooLarge
      ? 'media.errors.svg_too_large'
      : 'media.errors.too_large';
  }
  if (error.statusCode === 415) {
    return error.message === SERVER_MESSAGES.uploadTypeMismatch
      ? 'media.errors.type_mismatch'
      : 'media.errors.type_not_accepted';
  }
  if (error.message === SERVER_MESSAGES.uploadNotFound) return 'media.errors.upload_expired';
  if (error.message === SERVER_MESSAGES.mediaNotFound) return 'media.errors.not_found';
  return errorKeyFor(error);
}

/** The values the media texts interpolate (the upload limit, in the sizes' own units). */
export function mediaErrorValues(): { size: string; svgSize: string; svgElements: string } {
  return {
    size: formatBytes(UPLOAD_MAX_BYTES),
    svgSize: formatBytes(SVG_LIMITS.maxBytes),
    svgElements: formatNumber(SVG_LIMITS.maxElements),
  };
}
