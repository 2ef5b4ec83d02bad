import { leanEntries, PAGE_CONTENT_VERSION, type PageContent } from '@tessera/shared';
import type { ComponentDef, EditorBrick, PropertyEntries } from '../model/types.ts';
import { isRecord } from './entries.ts';
import { MALFORMED_KEY, UNREAD_SLOTS_KEY } from './load.ts';
import type { EditorData } from './store-api.ts';

/** The entries without isMutable, which is never sent on save (spec §4); untouched ones keep identity. */
function entriesForSave(entries: PropertyEntries): PropertyEntries {
  let next: Record<string, unknown> | null = null;
  for (const property in entries) {
    const entry: unknown = entries[property];
    if (!isRecord(entry) || !('isMutable' in entry)) continue;
    const { isMutable: _locked, ...rest } = entry;
    next ??= { ...entries };
    next[property] = rest;
  }
  return (next as PropertyEntries | null) ?? entries;
}

/**
 * A brick with everything inside it, as the clipboard carries it (full entries, isMutable removed) or, given the
 * page's `components`, as page content stores it (lean, version 5: packages/shared lean-content.ts; the
 * editor's state keeps full entries, only what is saved is lean). A malformed item goes back as it was, the
 * slots it could not show (UNREAD_SLOTS_KEY) back in its `slots`, as stored. Without `components`, untouched
 * bricks keep their identity. Recursion is bounded: load() reads at most MAX_BRICK_DEPTH levels, and edits
 * refuse deeper.
 */
export function brickForSave(brick: EditorBrick, components?: ReadonlyMap<string, ComponentDef>): unknown {
  if (Object.hasOwn(brick, MALFORMED_KEY)) return brick[MALFORMED_KEY];
  if (!components) return savedBrick(brick, components);
  // Bricks are immutable: the lean form of one is made once (per component list), so every save, and every
  // keystroke written to the shared document, reuses the untouched bricks' by identity (co-editing, 0038).
  const known = leanSaves.get(brick);
  if (known && known.components === components) return known.saved;
  const saved = savedBrick(brick, components);
  leanSaves.set(brick, { components, saved });
  return saved;
}

const leanSaves = new WeakMap<
  EditorBrick,
  { readonly components: ReadonlyMap<string, ComponentDef>; readonly saved: unknown }
>();

function savedBrick(brick: EditorBrick, components?: ReadonlyMap<string, ComponentDef>): unknown {
  const dataTypes = components
    ? (leanEntries(brick.dataTypes, components.get(brick.componentId)?.dataTypes) as PropertyEntries)
    : entriesForSave(brick.dataTypes);
  const { [UNREAD_SLOTS_KEY]: unread, dataGroups: _groups, ...lean } = brick;
  const { [UNREAD_SLOTS_KEY]: _unread, ...rest } = brick;
  const hasUnread = Object.hasOwn(brick, UNREAD_SLOTS_KEY);
  let slots: Record<string, unknown> | undefined;
  let slotsChanged = false;
  if (brick.slots) {
    slots = {};
    for (const name in brick.slots) {
      const list = brick.slots[name]!;
      const saved = list.map((inner) => brickForSave(inner, components));
      slotsChanged ||= saved.some((item, index) => item !== list[index]);
      slots[name] = saved;
    }
  }
  if (hasUnread) {
    // Slots that were not an object at all go back as they were, unless the brick now shows slots.
    if (isRecord(unread)) slots = { ...slots, ...unread };
    else if (!slots) slots = unread as Record<string, unknown>;
    slotsChanged = true;
  }
  if (dataTypes === brick.dataTypes && !slotsChanged) return brick;
  const saved: Record<string, unknown> = { ...(components ? lean : hasUnread ? rest : brick), dataTypes };
  if (slots !== undefined) saved.slots = slotsChanged ? slots : brick.slots;
  return saved;
}

/**
 * The content to save (updatePage), lean (version 5): the shown slots followed by the preserved extra slots
 * (as stored), the template settings, the behaviour graph and the preserved unknown top-level keys; every
 * entry keeps only what differs from its component's or template's definition (lean-entry.ts).
 */
export function toContent(state: EditorData): PageContent {
  const { slots: extraSlots, ...otherKeys } = state.preserved;
  const slots: Record<string, unknown[]> = {};
  for (const name in state.slots) {
    slots[name] = state.slots[name]!.map((brick) => brickForSave(brick, state.components));
  }
  if (isRecord(extraSlots)) Object.assign(slots, extraSlots);
  const template = {
    ...state.template,
    dataTypes: leanEntries(state.template.dataTypes, state.templateDef?.dataTypes),
  };
  return {
    version: PAGE_CONTENT_VERSION,
    template,
    slots,
    pageEvents: state.pageEvents,
    ...otherKeys,
  } as PageContent;
}

/** Whether anything was edited since the last load or save: by identity, so it costs nothing. */
export function isDirty(state: EditorData): boolean {
  const { saved } = state;
  if (!saved) return false;
  return (
    saved.slots !== state.slots || saved.template !== state.template || saved.pageEvents !== state.pageEvents
  );
}

/**
 * What was sent becomes the saved content (after a successful updatePage): by default the current state,
 * or the objects the request carried, so that edits made while it was in flight stay dirty.
 */
export function markSaved<S extends EditorData>(state: S, sent?: NonNullable<EditorData['saved']>): S {
  const { slots, template, pageEvents } = sent ?? state;
  const { saved } = state;
  if (saved && saved.slots === slots && saved.template === template && saved.pageEvents === pageEvents) {
    return state;
  }
  return { ...state, saved: { slots, template, pageEvents } };
}
