import { describe, expect, it } from 'vitest';
import { canConfirm, doubleConfirmKey, isDoubleConfirmOn, setDoubleConfirm } from './double-confirm.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('double confirmation', () => {
  it('is on until the user turns it off, per dialog', () => {
    const storage = memoryStorage();
    expect(isDoubleConfirmOn('deleteApp', storage)).toBe(true);
    setDoubleConfirm('deleteApp', false, storage);
    expect(storage.items.get('tessera.doubleConfirm.deleteApp')).toBe('off');
    expect(isDoubleConfirmOn('deleteApp', storage)).toBe(false);
    expect(isDoubleConfirmOn('deletePage', storage)).toBe(true);
  });

  it('turns back on by forgetting the choice', () => {
    const storage = memoryStorage();
    setDoubleConfirm('deleteApp', false, storage);
    setDoubleConfirm('deleteApp', true, storage);
    expect(storage.items.has(doubleConfirmKey('deleteApp'))).toBe(false);
    expect(isDoubleConfirmOn('deleteApp', storage)).toBe(true);
  });

  it('stays on without usable storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(isDoubleConfirmOn('deleteApp', null)).toBe(true);
    expect(isDoubleConfirmOn('deleteApp', broken)).toBe(true);
    expect(() => setDoubleConfirm('deleteApp', false, broken)).not.toThrow();
  });

  it('enables confirm only with the tick when it is required, never while busy', () => {
    expect(canConfirm({ required: true, aware: false, busy: false })).toBe(false);
    expect(canConfirm({ required: true, aware: true, busy: false })).toBe(true);
    expect(canConfirm({ required: false, aware: false, busy: false })).toBe(true);
    expect(canConfirm({ required: false, aware: true, busy: true })).toBe(false);
  });
});
