import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, and ~30 ms on this hardware.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the account does not exist keeps sign-in timing uniform.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

/**
 * The typed password against a stored hash. Passwords were trimmed before decision 0022, so an account made then
 * still matches when its spaces are typed: the trimmed form is tried, only for input with outer spaces.
 */
export async function passwordMatches(hash: string, typed: string): Promise<boolean> {
  if (await verifyPassword(hash, typed)) return true;
  return typed !== typed.trim() && (await verifyPassword(hash, typed.trim()));
}
