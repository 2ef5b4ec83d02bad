/**
 * The prefab screens' rules, pure (spec §2 prefab dialog, §4 Prefabs and Inspector, §5 prefab name): what
 * the left panel lists and lets drag, what the template chooser offers, and when the dialog may save.
 */
import { PREFAB_NAME, SERVER_MESSAGES } from '@tessera/shared';
import type { ApiError } from '../../lib/api-error.ts';
import { type ErrorKey, errorKeyFor } from '../../lib/error-text.ts';
import type { ComponentDef, PrefabDef, PropertyEntries, PropertyEntry } from '../editor/model/types.ts';
import { mergeEntries } from '../editor/state/merge-entries.ts';
import { sameJson } from '../editor/state/reset.ts';

const byName = (a: PrefabDef, b: PrefabDef) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The left panel's prefabs: component prefabs only, by name. */
export function componentPrefabs(prefabs: Iterable<PrefabDef>): PrefabDef[] {
  return [...prefabs].filter((prefab) => prefab.prefabType === 'Component').sort(byName);
}

/** The template chooser's prefabs: template prefabs built on the page's template, by name. */
export function templatePrefabsFor(prefabs: Iterable<PrefabDef>, templateId: string): PrefabDef[] {
  return [...prefabs]
    .filter((prefab) => prefab.prefabType === 'Template' && prefab.elementId === templateId)
    .sort(byName);
}

export type PrefabTileState =
  | { readonly placeable: true }
  /** Its component was deleted (elementExists false) or is not among the organization's components. */
  | { readonly placeable: false; readonly reason: 'element_missing' };

/** Whether a prefab tile can be dragged onto the page (its component as loaded, if any), and why not. */
export function prefabTileState(
  prefab: PrefabDef,
  component: ComponentDef | null | undefined,
): PrefabTileState {
  if (!prefab.elementExists || !component || component.id !== prefab.elementId)
    return { placeable: false, reason: 'element_missing' };
  return { placeable: true };
}

/** Name and visibility are the copy's own (its name on the page, shown or hidden): never locked. */
export const ALWAYS_MUTABLE: ReadonlySet<string> = new Set(['name', 'visibility']);

/**
 * The entries the dialog edits: each with an explicit isMutable (true unless the source says false), name
 * and visibility always mutable. Entries that are not objects are left out: they cannot be shown.
 */
export function draftEntries(source: PropertyEntries): PropertyEntries {
  const entries: Record<string, PropertyEntry> = {};
  for (const [name, entry] of Object.entries(source)) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const isMutable = ALWAYS_MUTABLE.has(name) || entry.isMutable !== false;
    entries[name] = entry.isMutable === isMutable ? entry : { ...entry, isMutable };
  }
  return entries;
}

/**
 * The entries the dialog edits a stored prefab with: merged with its component's or template's current
 * definition when it still exists (current labels, settings and new properties; the prefab's values), each
 * keeping the prefab's lock.
 */
export function prefabDraft(prefab: PrefabDef, definition: PropertyEntries | null): PropertyEntries {
  if (!definition) return draftEntries(prefab.dataTypes);
  const merged = mergeEntries(prefab.dataTypes, definition);
  const flagged: Record<string, PropertyEntry> = {};
  for (const [name, entry] of Object.entries(merged)) {
    const own = prefab.dataTypes[name];
    flagged[name] = own ? { ...entry, isMutable: own.isMutable !== false } : entry;
  }
  return draftEntries(flagged);
}

/** One property locked (isMutable false) or freed; name and visibility stay mutable. */
export function withLock(entries: PropertyEntries, property: string, locked: boolean): PropertyEntries {
  const entry = entries[property];
  if (!entry || ALWAYS_MUTABLE.has(property) || (entry.isMutable === false) === locked) return entries;
  return { ...entries, [property]: { ...entry, isMutable: !locked } };
}

export type NameProblem = 'too_short' | 'too_long' | null;

/** Spec §5: at least PREFAB_NAME.min characters once trimmed, at most PREFAB_NAME.max. */
export function prefabNameProblem(name: string): NameProblem {
  const trimmed = name.trim();
  if (trimmed.length < PREFAB_NAME.min) return 'too_short';
  if (trimmed.length > PREFAB_NAME.max) return 'too_long';
  return null;
}

export interface SaveInput {
  readonly mode: 'create' | 'edit';
  readonly name: string;
  readonly entries: PropertyEntries;
  /** What the dialog opened with. */
  readonly initialName: string;
  readonly initialEntries: PropertyEntries;
  /** A container prefab's contents differ from what the dialog opened with. */
  readonly contentsChanged?: boolean;
  readonly saving: boolean;
}

export type SaveBlocker = 'saving' | 'name_too_short' | 'name_too_long' | 'unchanged' | null;

/**
 * Why Save is disabled, or null when it is enabled (spec §5): while saving, while the trimmed name is too
 * short (or too long), and when editing while name and properties are both unchanged.
 */
export function saveBlocker(input: SaveInput): SaveBlocker {
  if (input.saving) return 'saving';
  const problem = prefabNameProblem(input.name);
  if (problem === 'too_short') return 'name_too_short';
  if (problem === 'too_long') return 'name_too_long';
  if (
    input.mode === 'edit' &&
    input.name.trim() === input.initialName.trim() &&
    input.contentsChanged !== true &&
    (input.entries === input.initialEntries || sameJson(input.entries, input.initialEntries))
  )
    return 'unchanged';
  return null;
}

export type PrefabErrorKey =
  | 'editor.prefab_dialog.errors.name_exists'
  | 'editor.prefab_dialog.errors.not_found'
  | 'editor.prefab_dialog.errors.element_missing'
  | 'editor.prefab_dialog.errors.contains_itself'
  | ErrorKey;

/** What to say when a prefab call failed (spec §8: 409 'A prefab with the same name already exists'). */
export function prefabErrorKey(error: Pick<ApiError, 'statusCode' | 'message'>): PrefabErrorKey {
  if (error.statusCode === 409 && error.message === SERVER_MESSAGES.nameExists)
    return 'editor.prefab_dialog.errors.name_exists';
  if (error.message === SERVER_MESSAGES.prefabNotFound) return 'editor.prefab_dialog.errors.not_found';
  if (error.message.startsWith(SERVER_MESSAGES.prefabContainsItself))
    return 'editor.prefab_dialog.errors.contains_itself';
  if (
    error.message === SERVER_MESSAGES.componentNotFound ||
    error.message === SERVER_MESSAGES.templateNotFound
  )
    return 'editor.prefab_dialog.errors.element_missing';
  return errorKeyFor(error);
}
