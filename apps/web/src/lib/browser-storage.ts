/** The part of Web Storage the console's remembered settings read and write; tests pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
/** The same, for settings that can also be forgotten. */
export type RemovableStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's local storage, or null where there is none or it is blocked (private modes, sandboxed
 * frames, privacy settings throw on access): whatever is remembered there is a convenience, so callers fall
 * back to their defaults.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
