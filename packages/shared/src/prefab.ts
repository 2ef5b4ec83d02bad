import { z } from 'zod';
import { boundedText } from './fields.ts';

/**
 * Prefabs (spec: studio §3, §4 "Prefabs", §5): a component or template with tuned property values, saved
 * once per app and placed like a component. These rules are written once for the server (which propagates
 * an update to every page of the app in one transaction) and the editor (which refreshes its open page
 * and its undo history the same way).
 *
 * A placed prefab is a brick `{ id, name, componentId: prefab.elementId, isPrefab: true, prefabId, dataTypes,
 * dataGroups }`; a template prefab chosen for a page's template settings is `content.template = { id,
 * isPrefab: true, prefabId, dataTypes }`. Page content never stores `isMutable` (spec §4): which properties
 * are locked is read from the prefab itself.
 */

export const PREFAB_TYPES = ['Component', 'Template'] as const;
export type PrefabType = (typeof PREFAB_TYPES)[number];

/** The spec leaves the minimum unstated; 3 matches every other name of the product. */
export const PREFAB_NAME = { min: 3, max: 50 } as const;

/** prefabs pages by 100 (spec §9). */
export const PREFAB_PAGE_SIZE = 100;

export const prefabNameSchema = boundedText('name', PREFAB_NAME);

/** A property entry as far as prefabs care: loose, so every other field travels untouched. */
export interface PrefabEntry {
  readonly type?: unknown;
  readonly value?: unknown;
  readonly isMutable?: boolean;
  readonly [key: string]: unknown;
}

export type PrefabEntries = Readonly<Record<string, PrefabEntry>>;

/** A property is locked when the prefab says isMutable: false; anything else (true, absent) is mutable. */
export function isLocked(entry: PrefabEntry | undefined): boolean {
  return entry?.isMutable === false;
}

/** The names of the prefab's locked properties. */
export function lockedNames(prefabDataTypes: PrefabEntries): string[] {
  return Object.keys(prefabDataTypes).filter((name) => isLocked(prefabDataTypes[name]));
}

function withoutIsMutable(entry: PrefabEntry): PrefabEntry {
  if (!Object.hasOwn(entry, 'isMutable')) return entry;
  const { isMutable: _ignored, ...rest } = entry;
  return rest;
}

/**
 * A placed copy's properties after its prefab changed: a locked property takes the prefab's entry; a
 * mutable one keeps the page's value when the page has an entry of the same type, else takes the prefab's;
 * properties the prefab does not have are kept. The result never carries isMutable (page content does not).
 * Returns the same object when nothing changes, so unchanged bricks keep their identity.
 */
export function applyPrefabValues(
  brickDataTypes: PrefabEntries,
  prefabDataTypes: PrefabEntries,
): PrefabEntries {
  let changed = false;
  const next: Record<string, PrefabEntry> = { ...brickDataTypes };
  for (const [name, prefabEntry] of Object.entries(prefabDataTypes)) {
    const own = brickDataTypes[name];
    const keepOwn = !isLocked(prefabEntry) && own !== undefined && own.type === prefabEntry.type;
    const wanted = keepOwn ? withoutIsMutable(own) : withoutIsMutable(prefabEntry);
    if (own === undefined || JSON.stringify(own) !== JSON.stringify(wanted)) {
      next[name] = wanted;
      changed = true;
    }
  }
  for (const name of Object.keys(next)) {
    const entry = next[name] as PrefabEntry;
    if (Object.hasOwn(entry, 'isMutable')) {
      next[name] = withoutIsMutable(entry);
      changed = true;
    }
  }
  return changed ? next : brickDataTypes;
}

/** A placed prefab or template setting as stored in page content. */
export interface PrefabPlacement {
  readonly isPrefab?: boolean;
  readonly prefabId?: unknown;
  readonly dataTypes: PrefabEntries;
  readonly [key: string]: unknown;
}

/** True when this brick or template setting is a placed copy of `prefabId`. */
export function isPlacementOf(placement: PrefabPlacement, prefabId: string): boolean {
  return placement.isPrefab === true && placement.prefabId === prefabId;
}

/** A placed copy refreshed from its prefab (same object when nothing changed). */
export function refreshPlacement<P extends PrefabPlacement>(placement: P, prefabDataTypes: PrefabEntries): P {
  const dataTypes = applyPrefabValues(placement.dataTypes, prefabDataTypes);
  return dataTypes === placement.dataTypes ? placement : { ...placement, dataTypes };
}

/**
 * A placed copy whose prefab was deleted: it keeps its values and becomes a plain brick (or plain template
 * settings) of the underlying component or template.
 */
export function detachPlacement<P extends PrefabPlacement>(placement: P): P {
  const { prefabId: _ignored, ...rest } = placement;
  return { ...rest, isPrefab: false } as unknown as P;
}

/**
 * Every placed copy of `prefabId` in a page content's slots and template, changed by `change`; the content
 * itself is returned (same object) when none was there. Content of an unexpected shape is returned as is.
 */
export function mapPlacements<C>(
  content: C,
  prefabId: string,
  change: <P extends PrefabPlacement>(p: P) => P,
): C {
  if (!content || typeof content !== 'object') return content;
  const record = content as Record<string, unknown>;
  let changed = false;
  let template = record.template;
  if (isPlacementLike(template) && isPlacementOf(template, prefabId)) {
    const next = change(template);
    if (next !== template) {
      template = next;
      changed = true;
    }
  }
  let slots = record.slots;
  if (slots && typeof slots === 'object') {
    const nextSlots: Record<string, unknown> = {};
    let slotsChanged = false;
    for (const [name, bricks] of Object.entries(slots as Record<string, unknown>)) {
      if (!Array.isArray(bricks)) {
        nextSlots[name] = bricks;
        continue;
      }
      let listChanged = false;
      const nextBricks = bricks.map((brick: unknown) => {
        if (!isPlacementLike(brick) || !isPlacementOf(brick, prefabId)) return brick;
        const next = change(brick);
        if (next !== brick) listChanged = true;
        return next;
      });
      nextSlots[name] = listChanged ? nextBricks : bricks;
      slotsChanged ||= listChanged;
    }
    if (slotsChanged) {
      slots = nextSlots;
      changed = true;
    }
  }
  return changed ? ({ ...record, template, slots } as C) : content;
}

function isPlacementLike(value: unknown): value is PrefabPlacement {
  return (
    !!value &&
    typeof value === 'object' &&
    !!(value as { dataTypes?: unknown }).dataTypes &&
    typeof (value as { dataTypes?: unknown }).dataTypes === 'object'
  );
}

/** createPrefab's prefab (dataTypes and dataGroups are checked apart, as for components). */
export const newPrefabInputSchema = z.object({
  name: prefabNameSchema,
  elementId: z.string({ error: 'elementId is required' }),
  prefabType: z
    .enum(PREFAB_TYPES, { error: 'prefabType must be Component or Template' })
    .default('Component'),
  dataTypes: z.unknown(),
  dataGroups: z.unknown().optional(),
});

/** updatePrefab's prefab: the name and the properties only (spec §7). */
export const updatePrefabInputSchema = z.object({
  name: prefabNameSchema,
  dataTypes: z.unknown(),
});
