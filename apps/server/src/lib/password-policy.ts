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

/** Spaces around or inside do not make a common password another one: "password123 " is still "password123". */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  return list.has(lower) || list.has(lower.trim()) || list.has(lower.replace(/\s+/g, ''));
}

/** A new password passed its shared length rule; this refuses the common ones with a 400. */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw badRequest(SERVER_MESSAGES.passwordTooCommon);
}
