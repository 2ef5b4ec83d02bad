import { ACCEPTED_EXTENSIONS, UPLOAD_MAX_BYTES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  acceptedExtensions,
  acceptFor,
  checkDroppedFile,
  extensionList,
  rejectionProblem,
} from './accept.ts';

describe('what the dropzone accepts', () => {
  it('takes every accepted extension, grouped by MIME type', () => {
    const accept = acceptFor();
    expect(Object.values(accept).flat().sort()).toEqual(ACCEPTED_EXTENSIONS.map((e) => `.${e}`).sort());
    expect(accept['image/jpeg']).toEqual(['.jpg', '.jpeg']);
    expect(accept['font/woff2']).toEqual(['.woff2']);
  });

  it('takes only the filter’s kind when a selector filtered the manager', () => {
    expect(acceptFor('Font')).toEqual({ 'font/woff2': ['.woff2'] });
    expect(acceptedExtensions('Video')).toEqual(['mp4', 'ogv', 'webm']);
    expect(Object.keys(acceptFor('Image')).sort()).toEqual([
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/svg+xml',
      'image/webp',
    ]);
    expect(extensionList('Font')).toBe('.woff2');
  });

  it('names the dropzone’s rejections: too big, too many, else rejected', () => {
    expect(rejectionProblem([{ errors: [{ code: 'file-too-large' }] }])).toBe('too_big');
    expect(
      rejectionProblem([{ errors: [{ code: 'too-many-files' }] }, { errors: [{ code: 'too-many-files' }] }]),
    ).toBe('too_many');
    expect(rejectionProblem([{ errors: [{ code: 'file-invalid-type' }] }])).toBe('rejected');
    expect(rejectionProblem([{ errors: [] }])).toBe('rejected');
  });

  it('checks what the server will: the extension, the kind and the size', () => {
    expect(checkDroppedFile({ name: 'Logo.PNG', size: 10 })).toEqual({
      ok: true,
      extension: 'png',
      mediaType: 'Image',
    });
    expect(checkDroppedFile({ name: 'song.ogg', size: 10 })).toEqual({ ok: false, problem: 'rejected' });
    expect(checkDroppedFile({ name: 'Logo.png', size: 10 }, 'Font')).toEqual({
      ok: false,
      problem: 'rejected',
    });
    expect(checkDroppedFile({ name: 'Brand.woff2', size: 10 }, 'Font')).toMatchObject({ ok: true });
    expect(checkDroppedFile({ name: 'film.mp4', size: UPLOAD_MAX_BYTES + 1 })).toEqual({
      ok: false,
      problem: 'too_big',
    });
    expect(checkDroppedFile({ name: 'film.mp4', size: UPLOAD_MAX_BYTES })).toMatchObject({ ok: true });
  });
});
