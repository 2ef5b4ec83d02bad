import { z } from 'zod';
import { LIMITS } from './limits.ts';

const L = LIMITS.user;

/** E-mails lose every whitespace character and compare in lower case. */
export function normalizeEmail(raw: string): string {
  return raw.replace(/\s+/g, '').toLowerCase();
}

// A pragmatic address check: one @, a dot in the domain, no spaces nor control characters. Same regex on both sides.
const EMAIL_RE = /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(\.[^\s@.\p{Cc}]+)+$/u;

export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return EMAIL_RE.test(email) && email.length >= L.email.min && email.length <= L.email.max;
}

const lengthMessage = (field: string, min: number, max: number) =>
  `${field} must be between ${min} and ${max} characters`;

export const usernameSchema = z
  .string({ error: 'username is required' })
  .trim()
  .min(L.username.min, lengthMessage('username', L.username.min, L.username.max))
  .max(L.username.max, lengthMessage('username', L.username.min, L.username.max));

export const emailSchema = z
  .string({ error: 'email is required' })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(L.email.min, lengthMessage('email', L.email.min, L.email.max))
      .max(L.email.max, lengthMessage('email', L.email.min, L.email.max))
      .regex(EMAIL_RE, 'email must be a valid email address'),
  );

/** A new password: never trimmed nor cut (decision 0022); the server also refuses the most common ones. */
export const passwordSchema = (field = 'password') =>
  z
    .string({ error: `${field} is required` })
    .min(L.password.min, lengthMessage(field, L.password.min, L.password.max))
    .max(L.password.max, lengthMessage(field, L.password.min, L.password.max));

export const signUpSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema(),
    repeatPassword: z.string({ error: 'repeatPassword is required' }),
  })
  .refine((v) => v.password === v.repeatPassword, {
    message: 'repeatPassword must match password',
    path: ['repeatPassword'],
  });

export const signInSchema = z.object({
  email: emailSchema,
  // Sign-in only checks presence: a wrong length is simply wrong credentials.
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(200, 'password is too long'),
});

export const resetRequestSchema = z.object({ email: emailSchema });

export const passwordUpdateSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .min(LIMITS.resetTokenMinLength, 'token is invalid')
    .max(512, 'token is invalid'),
  password: passwordSchema(),
});

/** The password a user types to prove it is them: only its presence is checked. */
const currentPasswordSchema = z
  .string({ error: 'currentPassword is required' })
  .min(1, 'currentPassword is required')
  .max(200, 'currentPassword is too long');

/**
 * A profile change. A new e-mail needs `currentPassword` and takes effect only when the link sent to it is opened
 * (decision 0023); the username changes at once.
 */
export const updateUserSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  currentPassword: currentPasswordSchema.optional(),
});

/** The token of an e-mail confirmation link: its shape only; anything else is an unknown link. */
export const emailTokenSchema = z.object({
  token: z.string({ error: 'token is required' }).regex(/^[A-Za-z0-9_-]{40,200}$/, 'token is invalid'),
});

export const updatePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema('newPassword'),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: 'Current and new password cannot be the same',
    path: ['newPassword'],
  });

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
