import { z } from 'zod';
import { LIMITS } from './limits.ts';

const L = LIMITS.user;

/** E-mails lose every whitespace character and compare in lower case. */
export function normalizeEmail(raw: string): string {
  return raw.replace(/\s+/g, '').toLowerCase();
}

// A pragmatic address check: one @, a dot in the domain, no spaces. Same regex on both sides.
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

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

export const passwordSchema = (field = 'password') =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(L.password.min, lengthMessage(field, L.password.min, L.password.max))
    .max(L.password.max, lengthMessage(field, L.password.min, L.password.max));

export const signUpSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema(),
    repeatPassword: z.string({ error: 'repeatPassword is required' }).trim(),
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
    .trim()
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

export const updateUserSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
});

export const updatePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'currentPassword is required' })
      .trim()
      .min(1, 'currentPassword is required')
      .max(200, 'currentPassword is too long'),
    newPassword: passwordSchema('newPassword'),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: 'Current and new password cannot be the same',
    path: ['newPassword'],
  });

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
