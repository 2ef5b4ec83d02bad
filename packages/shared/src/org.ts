import { z } from 'zod';
import { boundedText, lengthMessage } from './fields.ts';
import { LIMITS } from './limits.ts';
import { parseRole, type Role } from './roles.ts';
import { emailSchema } from './user.ts';

const text = boundedText;

/** Aliases keep only letters and digits, lower-cased: the console strips as the user types. */
export function sanitizeAlias(raw: string): string {
  return raw.replace(/[^a-zA-Z0-9]/g, '').toLowerCase();
}

/**
 * The part of an organization alias shown and compared: before the first dash (spec: organization).
 * Stored aliases never hold a dash, so this only matters for values typed or pasted.
 */
export function aliasHead(alias: string): string {
  return alias.split('-')[0] ?? '';
}

const A = LIMITS.org.alias;
export const orgAliasSchema = z
  .string({ error: 'alias is required' })
  .transform((value) => sanitizeAlias(aliasHead(value)))
  .pipe(
    z
      .string()
      .min(A.min, lengthMessage('alias', A.min, A.max))
      .max(A.max, lengthMessage('alias', A.min, A.max)),
  );

export const orgInputSchema = z.object({
  name: text('name', LIMITS.org.name),
  description: text('description', LIMITS.org.description),
  alias: orgAliasSchema,
});

export const teamInputSchema = z.object({
  name: text('name', LIMITS.team.name),
  description: text('description', LIMITS.team.description),
});

export const roleSchema = z.string({ error: 'role is required' }).transform((value, ctx): Role => {
  const role = parseRole(value);
  if (!role) {
    ctx.addIssue({
      code: 'custom',
      message: 'role must be one of viewer, editor, publisher, developer, manager',
    });
    return z.NEVER;
  }
  return role;
});

export const inviteSchema = z.object({
  email: emailSchema,
  role: roleSchema,
});

export type OrgInput = z.infer<typeof orgInputSchema>;
export type TeamInput = z.infer<typeof teamInputSchema>;
