import { LIMITS, usernameSchema } from '@tessera/shared';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

const PASSWORD = LIMITS.user.password;

export type PasswordIssue = 'too_short' | 'too_long' | null;

/** The inline password warning of join, new password and settings: counted as typed, spaces included. */
export function passwordIssue(value: string): PasswordIssue {
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
  if (issue === 'too_short') return t('validation.password_too_short', { min: PASSWORD.min });
  if (issue === 'too_long') return t('validation.password_too_long', { max: PASSWORD.max });
  return null;
}

/**
 * The fields of a form that break its shared schema (the same one the resolver applies): the first path
 * element of each issue, kept when it is one of `fields`.
 */
export function invalidFieldsOf<F extends string>(
  schema: z.ZodType,
  values: Record<F, unknown>,
  fields: readonly F[],
): Set<F> {
  const result = schema.safeParse(values);
  if (result.success) return new Set();
  return new Set(
    result.error.issues
      .map((issue) => issue.path[0])
      .filter((field): field is F => fields.includes(field as F)),
  );
}
