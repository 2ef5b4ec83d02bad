import { PREFAB_NAME, SERVER_MESSAGES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { ComponentDef, PrefabDef } from '../editor/model/types.ts';
import {
  componentPrefabs,
  draftEntries,
  prefabDraft,
  prefabErrorKey,
  prefabNameProblem,
  prefabTileState,
  type SaveInput,
  saveBlocker,
  templatePrefabsFor,
  withLock,
} from './prefab-rules.ts';

const prefab = (id: string, name: string, extra: Partial<PrefabDef> = {}): PrefabDef => ({
  id,
  name,
  elementId: 'c1',
  prefabType: 'Component',
  dataTypes: {},
  dataGroups: [],
  elementExists: true,
  placedPageCount: 0,
  ...extra,
});

const component = { id: 'c1' } as ComponentDef;

describe('lists', () => {
  it('the left panel lists component prefabs by name; the chooser the template prefabs of the template', () => {
    const all = [
      prefab('1', 'beta'),
      prefab('2', 'Alpha'),
      prefab('3', 'Dark', { prefabType: 'Template', elementId: 't1' }),
      prefab('4', 'Light', { prefabType: 'Template', elementId: 't2' }),
    ];
    expect(componentPrefabs(all).map((p) => p.id)).toEqual(['2', '1']);
    expect(templatePrefabsFor(all, 't1').map((p) => p.id)).toEqual(['3']);
    expect(templatePrefabsFor(all, 't3')).toEqual([]);
  });
});

describe('prefabTileState', () => {
  it('is placeable while its component exists', () => {
    expect(prefabTileState(prefab('1', 'A'), component)).toEqual({ placeable: true });
    expect(prefabTileState(prefab('1', 'A', { elementExists: false }), component)).toEqual({
      placeable: false,
      reason: 'element_missing',
    });
    expect(prefabTileState(prefab('1', 'A', { elementId: 'gone' }), component).placeable).toBe(false);
    expect(prefabTileState(prefab('1', 'A'), undefined).placeable).toBe(false);
  });
});

describe('draft entries and locks', () => {
  it('makes every isMutable explicit; name and visibility are never locked', () => {
    const entries = draftEntries({
      name: { type: 'TextInput', value: 'x', isMutable: false },
      visibility: { type: 'Switch', value: true },
      color: { type: 'TextColor', value: '#000', isMutable: false },
      text: { type: 'TextInput', value: 'y' },
    });
    expect(entries.name!.isMutable).toBe(true);
    expect(entries.visibility!.isMutable).toBe(true);
    expect(entries.color!.isMutable).toBe(false);
    expect(entries.text!.isMutable).toBe(true);
    const locked = withLock(entries, 'text', true);
    expect(locked.text!.isMutable).toBe(false);
    expect(withLock(locked, 'text', true)).toBe(locked);
    expect(withLock(locked, 'name', true)).toBe(locked);
    expect(withLock(locked, 'missing', true)).toBe(locked);
    expect(withLock(locked, 'text', false).text!.isMutable).toBe(true);
  });
});

describe('prefabDraft', () => {
  it('takes the definition’s current labels and new properties, the prefab’s values and locks', () => {
    const stored = prefab('1', 'A', {
      dataTypes: {
        color: { type: 'TextColor', value: '#f00', isMutable: false, i18n: { 'en-US': { label: 'Old' } } },
        gone: { type: 'TextInput', value: 'kept', isMutable: true },
      },
    });
    const definition = {
      color: { type: 'TextColor', value: '#000', i18n: { 'en-US': { label: 'Colour' } } },
      size: { type: 'IntegerInput', value: 3 },
    };
    const draft = prefabDraft(stored, definition);
    expect(draft.color).toEqual({
      type: 'TextColor',
      value: '#f00',
      isMutable: false,
      i18n: { 'en-US': { label: 'Colour' } },
    });
    expect(draft.size).toEqual({ type: 'IntegerInput', value: 3, isMutable: true });
    expect(draft.gone).toEqual({ type: 'TextInput', value: 'kept', isMutable: true });
    expect(prefabDraft(stored, null)).toEqual(draftEntries(stored.dataTypes));
  });
});

describe('save rule', () => {
  const entries = draftEntries({ text: { type: 'TextInput', value: 'y' } });
  const base: SaveInput = {
    mode: 'create',
    name: 'Hero',
    entries,
    initialName: 'Hero',
    initialEntries: entries,
    saving: false,
  };

  it('needs a name of at least the minimum once trimmed, at most the maximum', () => {
    expect(prefabNameProblem('  ab  ')).toBe('too_short');
    expect(prefabNameProblem('a'.repeat(PREFAB_NAME.min))).toBeNull();
    expect(prefabNameProblem('a'.repeat(PREFAB_NAME.max + 1))).toBe('too_long');
    expect(saveBlocker({ ...base, name: ' ab ' })).toBe('name_too_short');
    expect(saveBlocker({ ...base, name: 'a'.repeat(51) })).toBe('name_too_long');
    expect(saveBlocker(base)).toBeNull();
  });

  it('when editing, needs the name or a property (value or lock) changed', () => {
    const edit = { ...base, mode: 'edit' as const };
    expect(saveBlocker(edit)).toBe('unchanged');
    expect(saveBlocker({ ...edit, name: ' Hero ' })).toBe('unchanged');
    expect(saveBlocker({ ...edit, name: 'Hero 2' })).toBeNull();
    expect(saveBlocker({ ...edit, entries: withLock(entries, 'text', true) })).toBeNull();
    expect(saveBlocker({ ...edit, entries: structuredClone(entries) })).toBe('unchanged');
    expect(saveBlocker({ ...edit, entries: { text: { ...entries.text!, value: 'changed' } } })).toBeNull();
  });

  it('is disabled while saving', () => {
    expect(saveBlocker({ ...base, saving: true })).toBe('saving');
  });
});

describe('prefabErrorKey', () => {
  it('names the duplicate name, a prefab that is gone, and falls back to the general texts', () => {
    expect(prefabErrorKey({ statusCode: 409, message: SERVER_MESSAGES.nameExists })).toBe(
      'editor.prefab_dialog.errors.name_exists',
    );
    expect(prefabErrorKey({ statusCode: 404, message: SERVER_MESSAGES.prefabNotFound })).toBe(
      'editor.prefab_dialog.errors.not_found',
    );
    expect(prefabErrorKey({ statusCode: 404, message: SERVER_MESSAGES.componentNotFound })).toBe(
      'editor.prefab_dialog.errors.element_missing',
    );
    expect(prefabErrorKey({ statusCode: 403, message: SERVER_MESSAGES.notAuthorized })).toBe(
      'errors.not_authorized',
    );
    expect(prefabErrorKey({ statusCode: 0, message: '' })).toBe('errors.network');
  });
});
