import { LIMITS, usernameSchema } from '@tessera/shared';

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
