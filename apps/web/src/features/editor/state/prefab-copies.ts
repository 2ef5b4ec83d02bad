/**
 * Placed copies of prefabs in the editor (spec §3, §4; packages/shared prefab.ts). A copy's entries are
 * the page's, refreshed from its prefab exactly as the server propagates an update (refreshPlacement:
 * locked properties take the prefab's entry, mutable ones keep the page's value), merged with the
 * component's or template's current definition as every brick is on load (labels, settings, groups), and
 * annotated with `isMutable: false` on the properties the prefab locks, so the inspector disables them
 * outside prefab view. isMutable is never saved (toContent strips it); the prefab is the only source of
 * which properties are locked.
 */
import {
  type ContentSlots,
  detachPlacement,
  isLocked,
  type NewId,
  newBrickId,
  type PrefabEntries,
  parseSlotAddress,
  refreshContents,
  refreshPlacement,
} from '@tessera/shared';
import type {
  ComponentDef,
  EditorBrick,
  EditorTemplate,
  PrefabDef,
  PropertyEntries,
  PropertyEntry,
  Slots,
  TemplateDef,
} from '../model/types.ts';
import { isRecord, withValue } from './entries.ts';
import { findBrick } from './find-brick.ts';
import { mergeEntries } from './merge-entries.ts';
import { sameJson } from './reset.ts';

/**
 * The entries with `isMutable: false` on each property `prefabEntries` locks and no isMutable anywhere
 * else (null: no prefab, every lock removed). The same object when it already is so.
 */
export function withLocks(entries: PropertyEntries, prefabEntries: PrefabEntries | null): PropertyEntries {
  let next: Record<string, PropertyEntry> | null = null;
  for (const name in entries) {
    const entry = entries[name];
    if (!isRecord(entry)) continue;
    const locked = prefabEntries !== null && isLocked(prefabEntries[name]);
    if (locked && entry.isMutable !== false) {
      next ??= { ...entries };
      next[name] = { ...entry, isMutable: false };
    } else if (!locked && Object.hasOwn(entry, 'isMutable')) {
      const { isMutable: _dropped, ...rest } = entry;
      next ??= { ...entries };
      next[name] = rest as PropertyEntry;
    }
  }
  return next ?? entries;
}

/**
 * `next` with every entry that equals (as JSON) the one of the same name in `previous` replaced by that
 * one; `previous` itself when all are equal and no name was added or dropped. A refresh that changes
 * nothing then leaves the brick, and everything that shares it (undo snapshots, the canvas), untouched.
 */
export function shareEntries(next: PropertyEntries, previous: PropertyEntries): PropertyEntries {
  let same = Object.keys(next).length === Object.keys(previous).length;
  const shared: Record<string, PropertyEntry> = {};
  for (const name in next) {
    const old = previous[name];
    if (old !== undefined && (old === next[name] || sameJson(old, next[name]))) shared[name] = old;
    else {
      shared[name] = next[name]!;
      same = false;
    }
  }
  return same ? previous : shared;
}

/** The entries of a copy of `prefab`: refreshed from it, merged with the definition, locks annotated. */
function copyEntries(
  refreshed: PropertyEntries,
  prefab: PrefabDef,
  definition: PropertyEntries | undefined,
): PropertyEntries {
  const merged = definition ? mergeEntries(refreshed, definition) : refreshed;
  return withLocks(merged, prefab.dataTypes);
}

function nameOf(dataTypes: PropertyEntries, fallback: string): string {
  const value = dataTypes.name?.value;
  return typeof value === 'string' ? value : fallback;
}

/** Whether `prefab` may be placed as a copy of a brick of `componentId` (server: prefabOtherComponent). */
export function fitsBrick(prefab: PrefabDef | undefined, componentId: string): prefab is PrefabDef {
  return !!prefab && prefab.prefabType === 'Component' && prefab.elementId === componentId;
}

/** Whether `prefab` may be the template settings of a page built on `templateId` (prefabOtherTemplate). */
export function fitsTemplate(prefab: PrefabDef | undefined, templateId: string): prefab is PrefabDef {
  return !!prefab && prefab.prefabType === 'Template' && prefab.elementId === templateId;
}

/**
 * A copy's contents as the editor shows them: each brick merged with its component's current definition
 * (when `components` knows it) and carrying the locks of the prefab brick it copies. The contents have the
 * prefab's structure (refreshContents built them from it), so each brick is read beside its prefab brick.
 */
function lockedContents(
  slots: Slots,
  source: Slots,
  components: ReadonlyMap<string, ComponentDef> | undefined,
): Slots {
  const next: Record<string, readonly EditorBrick[]> = {};
  for (const [name, list] of Object.entries(slots)) {
    const sources = source[name] ?? [];
    next[name] = list.map((inner, index) => {
      const from = sources[index];
      const definition = components?.get(inner.componentId)?.dataTypes;
      const merged = definition ? mergeEntries(inner.dataTypes, definition) : inner.dataTypes;
      const dataTypes = withLocks(merged, from ? from.dataTypes : null);
      const innerSlots =
        inner.slots && from?.slots ? lockedContents(inner.slots, from.slots, components) : inner.slots;
      return { ...inner, dataTypes, ...(innerSlots ? { slots: innerSlots } : {}) };
    });
  }
  return next;
}

/** The prefab as shared prefab.ts refreshes copies from it. */
function sourceOf(prefab: PrefabDef) {
  return { dataTypes: prefab.dataTypes, slots: (prefab.slots ?? null) as ContentSlots | null };
}

/**
 * A placed copy after its prefab changed (or as loaded); the same brick when nothing changes. A container
 * prefab's copy takes its structure from the prefab (new bricks get ids from `newId`), keeps the ids and
 * mutable values of the bricks it had, and shows the prefab's locks on them too; `components` merges each
 * inner brick with its component's current definition.
 */
export function refreshCopy(
  brick: EditorBrick,
  prefab: PrefabDef,
  component: ComponentDef | undefined,
  components?: ReadonlyMap<string, ComponentDef>,
  newId: NewId = newBrickId,
): EditorBrick {
  const refreshed = refreshPlacement(brick, sourceOf(prefab), newId);
  const dataTypes = shareEntries(
    copyEntries(refreshed.dataTypes as PropertyEntries, prefab, component?.dataTypes),
    brick.dataTypes,
  );
  const name = nameOf(dataTypes, brick.name);
  let slots = refreshed.slots as Slots | undefined;
  if (slots && prefab.slots) {
    const shown = lockedContents(slots, prefab.slots, components);
    slots = brick.slots && sameJson(shown, brick.slots) ? brick.slots : shown;
  }
  if (
    dataTypes === brick.dataTypes &&
    name === brick.name &&
    brick.isPrefab === true &&
    slots === brick.slots
  )
    return brick;
  return { ...brick, isPrefab: true, prefabId: prefab.id, name, dataTypes, ...(slots ? { slots } : {}) };
}

/**
 * Whether a slot (by address) lies inside a placed copy of a prefab, whose contents the page cannot change:
 * the copy (the slot's container itself, else the nearest copy around it), or null. Follows the container's
 * path (findBrick: O(depth) once the brick was found), so every edit can ask it.
 */
export function insideCopy(slots: Slots, address: string): EditorBrick | null {
  const { parentId } = parseSlotAddress(address);
  if (parentId === null) return null;
  const found = findBrick(slots, parentId);
  if (!found) return null;
  const around: EditorBrick[] = [];
  let list: readonly EditorBrick[] | undefined = slots[found.path[0]!.slot];
  for (let level = 0; level < found.path.length; level++) {
    const step = found.path[level]!;
    if (level > 0) list = around[level - 1]!.slots?.[step.slot];
    const brick = list?.[step.index];
    if (!brick) return null;
    around.push(brick);
  }
  for (let i = around.length - 1; i >= 0; i--) {
    const brick = around[i]!;
    if (brick.isPrefab && typeof brick.prefabId === 'string') return brick;
  }
  return null;
}

/** Template settings taken from a template prefab, after it changed (or as loaded). */
export function refreshTemplateCopy(
  template: EditorTemplate,
  prefab: PrefabDef,
  definition: TemplateDef | null,
): EditorTemplate {
  const refreshed = refreshPlacement(template, { dataTypes: prefab.dataTypes });
  const dataTypes = shareEntries(
    copyEntries(refreshed.dataTypes as PropertyEntries, prefab, definition?.dataTypes),
    template.dataTypes,
  );
  if (dataTypes === template.dataTypes && template.isPrefab === true && template.prefabId === prefab.id)
    return template;
  return { ...template, isPrefab: true, prefabId: prefab.id, dataTypes };
}

/**
 * A copy whose prefab is gone (deleted, or not fit for it): it keeps its values and becomes a plain brick
 * or plain template settings (detachPlacement); the prefab's locks go, the definition's own flags return.
 */
export function detachCopy<P extends EditorBrick | EditorTemplate>(
  placement: P,
  definition: PropertyEntries | undefined,
): P {
  const detached = detachPlacement(placement);
  const unlocked = withLocks(placement.dataTypes, null);
  const dataTypes = shareEntries(
    definition ? mergeEntries(unlocked, definition) : unlocked,
    placement.dataTypes,
  );
  const slots = detached.slots as Slots | undefined;
  const contents = slots ? { slots: unlockedContents(slots) } : {};
  return dataTypes === placement.dataTypes && !slots ? detached : { ...detached, dataTypes, ...contents };
}

/** A detached copy's contents without the prefab's locks (copies of other prefabs inside keep theirs). */
function unlockedContents(slots: Slots): Slots {
  const next: Record<string, readonly EditorBrick[]> = {};
  for (const [name, list] of Object.entries(slots)) {
    next[name] = list.map((inner) =>
      inner.isPrefab
        ? inner
        : {
            ...inner,
            dataTypes: withLocks(inner.dataTypes, null),
            ...(inner.slots ? { slots: unlockedContents(inner.slots) } : {}),
          },
    );
  }
  return next;
}

/**
 * A new copy of a component prefab (spec §4: a drop from the left panel inserts a copy with a new id):
 * the prefab's values over the component's current definition, as a component insert takes the
 * definition, named after the prefab, with the prefab's locks.
 */
export function newPrefabCopy(
  prefab: PrefabDef,
  component: ComponentDef,
  id: string,
  components?: ReadonlyMap<string, ComponentDef>,
  newId: NewId = newBrickId,
): EditorBrick {
  const values = structuredClone(prefab.dataTypes) as Record<string, unknown>;
  const merged = mergeEntries(values, component.dataTypes);
  const named = merged.name ? withValue(merged, 'name', prefab.name) : merged;
  const source = prefab.slots;
  const holdsAny = !!source && Object.keys(source).length > 0;
  return {
    id,
    name: prefab.name,
    componentId: component.id,
    isPrefab: true,
    prefabId: prefab.id,
    dataTypes: withLocks(named, prefab.dataTypes),
    dataGroups: structuredClone(component.dataGroups),
    // Fresh ids throughout (decision 0033): the same prefab may be placed many times on one page.
    ...(holdsAny
      ? {
          slots: lockedContents(
            refreshContents(undefined, source as ContentSlots, newId) as Slots,
            source,
            components,
          ),
        }
      : {}),
  };
}
