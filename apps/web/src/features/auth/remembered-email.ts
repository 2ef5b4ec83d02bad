import { browserStorage, type KeyValueStorage } from '../../lib/browser-storage.ts';

/**
 * The e-mail address last used to join or sign in on this browser, so the sign-in form opens prefilled
 * however the user gets there after signing up (the confirmation link in another tab, the back button, a
 * typed /login). Only the address is kept, never a password; blocked storage just means no prefill.
 */
export const REMEMBERED_EMAIL_KEY = 'tessera.auth.email';

export function readRememberedEmail(storage: KeyValueStorage | null = browserStorage()): string {
  try {
    return storage?.getItem(REMEMBERED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(REMEMBERED_EMAIL_KEY, email);
  } catch {
    // Blocked storage: the form opens empty next time.
  }
}

/** The address the sign-in form starts with: the link's `email` parameter first, else the remembered one. */
export function initialSignInEmail(fromLink: string | null, storage?: KeyValueStorage | null): string {
  return fromLink ?? readRememberedEmail(storage);
}
