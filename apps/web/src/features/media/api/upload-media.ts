import { UPLOAD_FORM_KEY } from '@tessera/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readLocale } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { redirectToLogin } from '../../../lib/public-routes.ts';

/**
 * POST /upload/{appId} (spec §7): one file under the form key 'media', named `${name}.${extension}`.
 * 201 {"referenceId"}; 413, 415, 400, 403, 404 with {message}. An XMLHttpRequest rather than fetch,
 * for the upload's progress events.
 */

export type UploadOutcome =
  /** `size`: the stored file's, when the server says (an SVG is stored sanitised, so smaller). */
  | { kind: 'uploaded'; referenceId: string; size?: number }
  /** A success without a referenceId: nothing can be created from it (spec §7). */
  | { kind: 'missing-reference' }
  | { kind: 'failed'; error: ApiError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the upload's answer: its status and body text (0 when it never got one). */
export function parseUploadResponse(status: number, body: string, statusText = ''): UploadOutcome {
  if (status === 0) return { kind: 'failed', error: new ApiError('network error', 0) };
  let data: unknown = {};
  try {
    data = body.trim() ? JSON.parse(body) : {};
  } catch {
    data = {};
  }
  if (status >= 200 && status < 300) {
    const referenceId = isRecord(data) ? data.referenceId : undefined;
    if (typeof referenceId !== 'string' || referenceId.trim() === '') return { kind: 'missing-reference' };
    const size = isRecord(data) ? data.size : undefined;
    return typeof size === 'number' && Number.isInteger(size) && size >= 0
      ? { kind: 'uploaded', referenceId, size }
      : { kind: 'uploaded', referenceId };
  }
  const message = isRecord(data) && typeof data.message === 'string' ? data.message : statusText;
  return { kind: 'failed', error: new ApiError(message, status) };
}

export interface UploadOptions {
  /** 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads one file; resolves with the outcome, rejects only with an AbortError when `signal` aborts. */
export function uploadMedia(
  appId: string,
  file: Blob,
  fileName: string,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/upload/${encodeURIComponent(appId)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-locale', readLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      if (xhr.status === 401) redirectToLogin();
      resolve(parseUploadResponse(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => {
      done();
      resolve(parseUploadResponse(0, ''));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    const form = new FormData();
    form.append(UPLOAD_FORM_KEY, file, fileName);
    xhr.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The upload as a hook: `progress` (0 to 1, null when idle), `cancel` aborts the request in flight, and
 * leaving the screen aborts it too.
 */
export function useUploadMedia() {
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const upload = useCallback(async (appId: string, file: Blob, fileName: string) => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setProgress(0);
    try {
      return await uploadMedia(appId, file, fileName, { signal: mine.signal, onProgress: setProgress });
    } finally {
      if (controller.current === mine) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { upload, cancel, progress };
}
