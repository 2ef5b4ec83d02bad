import { describe, expect, it } from 'vitest';
import { initialSignInEmail, readRememberedEmail, rememberEmail } from './remembered-email.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('remembered sign-in e-mail', () => {
  it('prefills with the address of the last sign-up, the link winning over it', () => {
    const storage = memoryStorage();
    expect(initialSignInEmail(null, storage)).toBe('');
    rememberEmail('ada@example.com', storage);
    expect(readRememberedEmail(storage)).toBe('ada@example.com');
    expect(initialSignInEmail(null, storage)).toBe('ada@example.com');
    expect(initialSignInEmail('grace@example.com', storage)).toBe('grace@example.com');
  });

  it('treats blocked storage as nothing remembered', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberEmail('ada@example.com', blocked)).not.toThrow();
    expect(initialSignInEmail(null, blocked)).toBe('');
    expect(initialSignInEmail(null, null)).toBe('');
  });
});
