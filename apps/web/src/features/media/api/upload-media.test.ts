import { describe, expect, it } from 'vitest';
import { parseUploadResponse } from './upload-media.ts';

describe('parseUploadResponse', () => {
  it('reads the referenceId of a success', () => {
    expect(parseUploadResponse(201, '{"referenceId":"ref-1"}')).toEqual({
      kind: 'uploaded',
      referenceId: 'ref-1',
    });
  });

  it('says when a success lacks its referenceId (nothing is created then)', () => {
    expect(parseUploadResponse(201, '{}')).toEqual({ kind: 'missing-reference' });
    expect(parseUploadResponse(201, '')).toEqual({ kind: 'missing-reference' });
    expect(parseUploadResponse(200, '{"referenceId":""}')).toEqual({ kind: 'missing-reference' });
    expect(parseUploadResponse(201, '{"referenceId":42}')).toEqual({ kind: 'missing-reference' });
    expect(parseUploadResponse(201, 'not json')).toEqual({ kind: 'missing-reference' });
  });

  it('turns a failure into an ApiError with the server’s message and status', () => {
    const outcome = parseUploadResponse(413, '{"message":"file is too large (the limit is 100 MB)"}');
    expect(outcome.kind).toBe('failed');
    if (outcome.kind !== 'failed') return;
    expect(outcome.error.statusCode).toBe(413);
    expect(outcome.error.message).toBe('file is too large (the limit is 100 MB)');
  });

  it('falls back to the status text, and to status 0 without an answer', () => {
    const proxy = parseUploadResponse(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(proxy).toMatchObject({ kind: 'failed', error: { statusCode: 502, message: 'Bad Gateway' } });
    const offline = parseUploadResponse(0, '');
    expect(offline).toMatchObject({ kind: 'failed', error: { statusCode: 0 } });
  });
});
