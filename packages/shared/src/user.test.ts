import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
import {
  emailSchema,
  isValidEmail,
  normalizeEmail,
  passwordSchema,
  passwordUpdateSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
  updateUserSchema,
  usernameSchema,
} from './user.ts';

/** A valid address of exactly `length` characters: "a…a@example.com". */
function emailOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const validSignUp = {
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'secret-pass',
  repeatPassword: 'secret-pass',
};

describe('normalizeEmail', () => {
  it('strips every whitespace character and lower-cases', () => {
    expect(normalizeEmail('  Ada.Love Lace@Example.COM \t\n')).toBe('ada.lovelace@example.com');
    expect(normalizeEmail('ADA@EXAMPLE.COM')).toBe('ada@example.com');
    expect(normalizeEmail('a\u00a0da@example.com')).toBe('ada@example.com');
  });

  it('is what the email schema outputs', () => {
    expect(emailSchema.parse(' Ada @ Example.com ')).toBe('ada@example.com');
    expect(signUpSchema.parse({ ...validSignUp, email: ' ADA@example.COM' }).email).toBe('ada@example.com');
    expect(signInSchema.parse({ email: 'ADA@Example.com ', password: 'x' }).email).toBe('ada@example.com');
    expect(resetRequestSchema.parse({ email: ' Ada@Example.com' }).email).toBe('ada@example.com');
    expect(updateUserSchema.parse({ username: 'Ada', email: 'ADA@EXAMPLE.COM' }).email).toBe(
      'ada@example.com',
    );
  });
});

describe('email rules', () => {
  const { min, max } = LIMITS.user.email;

  it(`accepts ${min} to ${max} characters and rejects one fewer or one more`, () => {
    expect(emailOfLength(min)).toHaveLength(min);
    expect(emailSchema.safeParse('a@exampl.co').success).toBe(false); // 11
    expect(emailSchema.safeParse('a@example.co').success).toBe(true); // 12
    expect(emailSchema.safeParse(emailOfLength(max)).success).toBe(true);
    expect(emailSchema.safeParse(emailOfLength(max + 1)).success).toBe(false);
    expect(messages(emailSchema.safeParse(emailOfLength(max + 1)))[0]).toContain('email');
    expect(messages(emailSchema.safeParse('a@exampl.co'))[0]).toContain('email');
  });

  it('counts the length after whitespace is stripped', () => {
    // 11 characters once the spaces are gone, however long the raw input.
    expect(emailSchema.safeParse('   a@exampl.co    ').success).toBe(false);
    expect(emailSchema.safeParse(` ${emailOfLength(max)} `).success).toBe(true);
  });

  it('rejects malformed addresses with a message naming the field', () => {
    for (const bad of [
      'no-at-sign.example.com',
      'two@@example.com',
      'nodot@examplecom',
      '@example.com.br',
      'ada@.example.com',
    ]) {
      const result = emailSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(messages(result)[0], bad).toContain('email');
    }
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail(' ADA@example.com ')).toBe(true);
    expect(isValidEmail('a@exampl.co')).toBe(false);
    expect(isValidEmail('ada@example')).toBe(false);
  });
});

describe('username rules', () => {
  const { min, max } = LIMITS.user.username;

  it(`accepts ${min} to ${max} characters and rejects one fewer or one more`, () => {
    expect(usernameSchema.safeParse('x'.repeat(min - 1)).success).toBe(false);
    expect(usernameSchema.safeParse('x'.repeat(min)).success).toBe(true);
    expect(usernameSchema.safeParse('x'.repeat(max)).success).toBe(true);
    expect(usernameSchema.safeParse('x'.repeat(max + 1)).success).toBe(false);
    expect(messages(usernameSchema.safeParse('x'.repeat(max + 1)))[0]).toContain('username');
    expect(messages(usernameSchema.safeParse('x'.repeat(min - 1)))[0]).toContain('username');
  });

  it('trims before counting', () => {
    expect(usernameSchema.parse('  Ada  ')).toBe('Ada');
    expect(usernameSchema.safeParse(`  ${'x'.repeat(min - 1)}  `).success).toBe(false);
    expect(usernameSchema.safeParse(`  ${'x'.repeat(max)}  `).success).toBe(true);
  });
});

describe('password rules', () => {
  const { min, max } = LIMITS.user.password;
  const schema = passwordSchema();

  it(`accepts ${min} to ${max} characters and rejects one fewer or one more`, () => {
    expect(schema.safeParse('p'.repeat(min - 1)).success).toBe(false);
    expect(schema.safeParse('p'.repeat(min)).success).toBe(true);
    expect(schema.safeParse('p'.repeat(max)).success).toBe(true);
    expect(schema.safeParse('p'.repeat(max + 1)).success).toBe(false);
    expect(messages(schema.safeParse('p'.repeat(min - 1)))[0]).toContain('password');
  });

  it('never trims nor cuts (NIST SP 800-63B), and names the field it was built for', () => {
    expect(min).toBeGreaterThanOrEqual(8);
    expect(schema.safeParse(`  ${'p'.repeat(min - 2)}`).success).toBe(true);
    expect(schema.parse('  secret  ')).toBe('  secret  ');
    expect(schema.safeParse('p'.repeat(max + 1)).success).toBe(false);
    expect(messages(passwordSchema('newPassword').safeParse('p'))[0]).toContain('newPassword');
  });

  it('applies to sign-up and to the reset form', () => {
    expect(
      signUpSchema.safeParse({ ...validSignUp, password: 'abcdefg', repeatPassword: 'abcdefg' }).success,
    ).toBe(false);
    expect(
      signUpSchema.safeParse({ ...validSignUp, password: 'abcdefgh', repeatPassword: 'abcdefgh' }).success,
    ).toBe(true);
    const token = 't'.repeat(LIMITS.resetTokenMinLength);
    expect(passwordUpdateSchema.safeParse({ token, password: 'p'.repeat(max + 1) }).success).toBe(false);
    expect(passwordUpdateSchema.safeParse({ token, password: 'p'.repeat(max) }).success).toBe(true);
  });
});

describe('sign-up schema', () => {
  it('accepts a valid form and trims the username', () => {
    expect(signUpSchema.parse({ ...validSignUp, username: '  Ada  ' })).toEqual({
      ...validSignUp,
      username: 'Ada',
    });
  });

  it('rejects a repeatPassword that does not match, naming repeatPassword', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, repeatPassword: 'secret-pasS' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['repeatPassword']);
    expect(messages(result)[0]).toContain('repeatPassword');
  });

  it('compares password and repeat exactly: a space is part of the password', () => {
    expect(signUpSchema.safeParse({ ...validSignUp, repeatPassword: ' secret-pass ' }).success).toBe(false);
  });

  it('names every missing or mistyped field', () => {
    expect(messages(signUpSchema.safeParse({}))).toEqual([
      'username is required',
      'email is required',
      'password is required',
      'repeatPassword is required',
    ]);
    const wrongTypes = signUpSchema.safeParse({
      username: 12,
      email: ['a'],
      password: null,
      repeatPassword: {},
    });
    const fields = ['username', 'email', 'password', 'repeatPassword'];
    expect(messages(wrongTypes).map((m, i) => m.includes(fields[i] ?? '?'))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('reset token rule', () => {
  it(`needs at least ${LIMITS.resetTokenMinLength} characters`, () => {
    const min = LIMITS.resetTokenMinLength;
    expect(
      passwordUpdateSchema.safeParse({ token: 't'.repeat(min - 1), password: 'secret-pass' }).success,
    ).toBe(false);
    expect(passwordUpdateSchema.safeParse({ token: 't'.repeat(min), password: 'secret-pass' }).success).toBe(
      true,
    );
    expect(messages(passwordUpdateSchema.safeParse({ token: 't', password: 'secret-pass' }))[0]).toContain(
      'token',
    );
  });
});

describe('updatePasswordSchema', () => {
  it('accepts a different new password', () => {
    expect(updatePasswordSchema.parse({ currentPassword: 'old-secret', newPassword: 'new-secret' })).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  });

  it('rejects a new password equal to the current one, on newPassword', () => {
    const result = updatePasswordSchema.safeParse({
      currentPassword: 'same-secret',
      newPassword: 'same-secret',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['newPassword']);
    expect(messages(result)[0]).toBe('Current and new password cannot be the same');
  });

  it('compares exactly: spaces make another password', () => {
    expect(
      updatePasswordSchema.safeParse({ currentPassword: ' same-secret', newPassword: 'same-secret ' })
        .success,
    ).toBe(true);
  });

  it('requires the current password and names each field', () => {
    expect(
      messages(updatePasswordSchema.safeParse({ currentPassword: '', newPassword: 'new-secret' }))[0],
    ).toContain('currentPassword');
    expect(
      messages(updatePasswordSchema.safeParse({ currentPassword: 'old-secret', newPassword: 'abc' }))[0],
    ).toContain('newPassword');
  });
});
