import { LIMITS, usernameSchema } from '@tessera/shared';
import type { TFunction } from 'i18next';

const PASSWORD = LIMITS.user.password;

export type PasswordIssue = 'too_short' | 'too_long' | null;

/** The inline password warning of join, new password and settings (values are trimmed on submit). */
export function passwordIssue(raw: string): PasswordIssue {
  const value = raw.trim();
  if (value.length < PASSWORD.min) return 'too_short';
  if (value.length > PASSWORD.max) return 'too_long';
  return null;
}

/** The shared username rule, the same one the resolver applies. */
export function isValidUsername(raw: string): boolean {
  return usernameSchema.safeParse(raw).success;
}

/** E-mail inputs drop whitespace as the user types; case is normalised only on submit. */
export function stripWhitespace(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** The translated inline warning for a password being typed, or null while empty or fine. */
export function passwordWarning(raw: string, t: TFunction): string | null {
  if (raw.length === 0) return null;
  const issue = passwordIssue(raw);
  if (issue === 'too_short') return t('validation.password_too_short');
  if (issue === 'too_long') return t('validation.password_too_long', { max: PASSWORD.max });
  return null;
}
