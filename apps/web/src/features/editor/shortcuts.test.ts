import { describe, expect, it } from 'vitest';
import { commandFor, type KeyInput, shortcutsSuspended } from './shortcuts.ts';

const key = (k: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  inTextField: false,
  ...extra,
});

describe('editor shortcuts', () => {
  it('maps Ctrl and Cmd alike', () => {
    expect(commandFor(key('z', { ctrlKey: true }))).toBe('undo');
    expect(commandFor(key('z', { metaKey: true }))).toBe('undo');
    expect(commandFor(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(commandFor(key('y', { ctrlKey: true }))).toBe('redo');
    expect(commandFor(key('s', { metaKey: true }))).toBe('save');
    expect(commandFor(key('c', { ctrlKey: true }))).toBe('copy');
    expect(commandFor(key('v', { ctrlKey: true }))).toBe('paste');
    expect(commandFor(key('d', { ctrlKey: true }))).toBe('duplicate');
  });

  it('removes with Delete or Backspace, without modifiers', () => {
    expect(commandFor(key('Delete'))).toBe('remove');
    expect(commandFor(key('Backspace'))).toBe('remove');
    expect(commandFor(key('Delete', { ctrlKey: true }))).toBeNull();
  });

  it('leaves text fields their own copy, paste and Delete, but not save, undo or redo', () => {
    for (const k of ['c', 'v', 'd'])
      expect(commandFor(key(k, { ctrlKey: true, inTextField: true }))).toBeNull();
    expect(commandFor(key('Delete', { inTextField: true }))).toBeNull();
    expect(commandFor(key('s', { ctrlKey: true, inTextField: true }))).toBe('save');
    expect(commandFor(key('z', { ctrlKey: true, inTextField: true }))).toBe('undo');
    expect(commandFor(key('z', { metaKey: true, inTextField: true }))).toBe('undo');
    expect(commandFor(key('Z', { metaKey: true, shiftKey: true, inTextField: true }))).toBe('redo');
    expect(commandFor(key('y', { ctrlKey: true, inTextField: true }))).toBe('redo');
  });

  it('leaves search and filter boxes their own undo', () => {
    const search = { inTextField: true, inSearchField: true };
    expect(commandFor(key('z', { ctrlKey: true, ...search }))).toBeNull();
    expect(commandFor(key('Z', { metaKey: true, shiftKey: true, ...search }))).toBeNull();
    expect(commandFor(key('y', { ctrlKey: true, ...search }))).toBeNull();
    expect(commandFor(key('s', { ctrlKey: true, ...search }))).toBe('save');
  });

  it('ignores plain letters and other combinations', () => {
    expect(commandFor(key('z'))).toBeNull();
    expect(commandFor(key('c', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(commandFor(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(commandFor(key('x', { ctrlKey: true }))).toBeNull();
  });
});

describe('shortcutsSuspended', () => {
  const quiet = { dialog: null, mediaOpen: false, leaving: false, busy: false } as const;
  it('is off while any dialog, the prefab dialog included, the media manager or the leave question is open', () => {
    expect(shortcutsSuspended(quiet)).toBe(false);
    for (const dialog of ['settings', 'behaviour', 'prefab', 'prefab-delete', 'publish'] as const) {
      expect(shortcutsSuspended({ ...quiet, dialog })).toBe(true);
    }
    expect(shortcutsSuspended({ ...quiet, mediaOpen: true })).toBe(true);
    expect(shortcutsSuspended({ ...quiet, leaving: true })).toBe(true);
    expect(shortcutsSuspended({ ...quiet, busy: true })).toBe(true);
  });
});
