import { DELAYS } from '@tessera/shared';
import { readLocale } from '../i18n/index.ts';
import { ApiError } from './api-error.ts';
import { redirectToLogin } from './public-routes.ts';

export interface RestData {
  message?: string;
  [key: string]: unknown;
}

export interface RestResponse<T extends RestData = RestData> {
  /** HTTP status; 0 when the request never got an answer (offline, timeout). */
  status: number;
  data: T;
}

type Method = 'GET' | 'POST' | 'PUT';

/**
 * The REST half of the API (auth and org switch). Never throws: callers branch on `status` and read
 * the error text from `data.message`, as the contract says.
 */
export async function rest<T extends RestData = RestData>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<RestResponse<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        // The server writes e-mails (password reset) in the console's language.
        'x-locale': readLocale(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(DELAYS.restTimeout),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'network error';
    return { status: 0, data: { message } as T };
  }
  let data: T;
  try {
    const text = await response.text();
    data = (text ? JSON.parse(text) : {}) as T;
  } catch {
    data = { message: response.statusText } as T;
  }
  if (response.status === 401) redirectToLogin();
  return { status: response.status, data };
}

/** The failed answer as an ApiError, so REST and GraphQL failures map to texts the same way. */
export function restError(response: RestResponse): ApiError {
  return new ApiError(response.data.message ?? '', response.status);
}
