import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MESSAGES } from '@tessera/shared';
import { badRequest } from './errors.ts';

/**
 * The most common passwords of at least 8 characters among the 100 000 most used (OWASP SecLists' "10 million
 * password list", ranked), compared in lower case. NIST SP 800-63B asks to refuse such passwords (decision 0022).
 * The bundle copies the list beside itself; in source it sits beside this file.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const text = readFileSync(path.join(here, 'common-passwords.txt'), 'utf8');
    common = new Set(text.split('\n').map((line) => line.toLowerCase()));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** A new password passed its shared length rule; this refuses the common ones with a 400. */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw badRequest(SERVER_MESSAGES.passwordTooCommon);
}
