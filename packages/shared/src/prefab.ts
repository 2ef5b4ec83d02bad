import { z } from 'zod';
import { boundedText } from './fields.ts';
import { brickSchema, SLOT_NAME } from './page-content.ts';
import { mapBricks, type TreeSlots } from './page-tree.ts';
import {
  applyPrefabValues,
  type ContentBrick,
  type ContentSlots,
  isLocked,
  type NewId,
  newBrickId,
  type PrefabEntries,
  refreshContents,
  unscopedContents,
} from './prefab-contents.ts';

export * from './prefab-contents.ts';

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
 *
 * A Component prefab of a container also stores its contents (`slots`, prefab-contents.ts and decision
 * 0033); its copies hold them as bricks of their own, with fresh ids, structure and locked values following
 * the prefab.
 */

export const PREFAB_TYPES = ['Component', 'Template'] as const;
export type PrefabType = (typeof PREFAB_TYPES)[number];

/** The spec leaves the minimum unstated; 3 matches every other name of the product. */
export const PREFAB_NAME = { min: 3, max: 50 } as const;

/** prefabs pages by 100 (spec §9). */
export const PREFAB_PAGE_SIZE = 100;

export const prefabNameSchema = boundedText('name', PREFAB_NAME);

/** The names of the prefab's locked properties. */
export function lockedNames(prefabDataTypes: PrefabEntries): string[] {
  return Object.keys(prefabDataTypes).filter((name) => isLocked(prefabDataTypes[name]));
}

/** A placed prefab or template setting as stored in page content. */
export interface PrefabPlacement {
  readonly isPrefab?: boolean;
  readonly prefabId?: unknown;
  readonly dataTypes: PrefabEntries;
  /** A placed copy of a container prefab: its contents (prefab-contents.ts). */
  readonly slots?: ContentSlots;
  readonly [key: string]: unknown;
}

/** What a copy is refreshed from: the prefab's entries and, for a container prefab, its contents. */
export interface PrefabSource {
  readonly dataTypes: PrefabEntries;
  /**
   * A Component prefab's contents (`{}` for a prefab of a component without slots); null or absent for a
   * template prefab, whose copies hold no bricks.
   */
  readonly slots?: ContentSlots | null;
}

/** True when this brick or template setting is a placed copy of `prefabId`. */
export function isPlacementOf(placement: PrefabPlacement, prefabId: string): boolean {
  return placement.isPrefab === true && placement.prefabId === prefabId;
}

/**
 * A placed copy refreshed from its prefab (same object when nothing changed): locked properties take the
 * prefab's entries, mutable ones keep the page's, and a container prefab's contents replace the copy's
 * structure (refreshContents: ids and mutable values of the bricks it already had are kept).
 */
export function refreshPlacement<P extends PrefabPlacement>(
  placement: P,
  prefab: PrefabSource,
  newId: NewId = newBrickId,
): P {
  const dataTypes = applyPrefabValues(placement.dataTypes, prefab.dataTypes);
  let next: P = dataTypes === placement.dataTypes ? placement : { ...placement, dataTypes };
  const source = prefab.slots;
  const holdsAny = source !== null && source !== undefined && Object.keys(source).length > 0;
  if (source && (holdsAny || placement.slots !== undefined)) {
    const slots = refreshContents(placement.slots, source, newId);
    if (slots !== placement.slots) next = { ...next, slots };
  }
  return next;
}

/**
 * A placed copy whose prefab was deleted: it keeps its values (and contents) and becomes a plain brick (or
 * plain template settings) of the underlying component or template.
 */
export function detachPlacement<P extends PrefabPlacement>(placement: P): P {
  const { prefabId: _ignored, ...rest } = placement;
  const detached = { ...rest, isPrefab: false } as Record<string, unknown>;
  if (placement.slots && typeof placement.slots === 'object') {
    detached.slots = unscopedContents(placement.slots);
  }
  return detached as unknown as P;
}

/**
 * Every placed copy of `prefabId` in the slots, at any depth (inside containers and other copies too),
 * changed by `change`; the same slots object when none was there.
 */
export function mapSlotPlacements<S extends TreeSlots<ContentBrick>>(
  slots: S,
  prefabId: string,
  change: <P extends PrefabPlacement>(p: P) => P,
): S {
  return mapBricks(slots as TreeSlots<ContentBrick>, (brick) =>
    isPlacementLike(brick) && isPlacementOf(brick, prefabId) ? change(brick) : brick,
  ) as S;
}

/**
 * Every placed copy of `prefabId` in a page content's slots (at any depth) and template, changed by
 * `change`; the content itself is returned (same object) when none was there. Content of an unexpected
 * shape is returned as is.
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
  if (slots && typeof slots === 'object' && !Array.isArray(slots)) {
    const next = mapSlotPlacements(slots as ContentSlots, prefabId, change);
    if (next !== slots) {
      slots = next;
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

/** A container prefab's contents as sent: page content's slots (bricks checked like page content's). */
export const prefabSlotsSchema = z
  .record(z.string(), z.array(brickSchema), { error: 'slots must be an object of brick lists' })
  .refine(
    (slots) => Object.keys(slots).every((name) => SLOT_NAME.test(name)),
    'slots must be named slot1, slot2 …',
  );

/** createPrefab's prefab (dataTypes and dataGroups are checked apart, as for components). */
export const newPrefabInputSchema = z.object({
  name: prefabNameSchema,
  elementId: z.string({ error: 'elementId is required' }),
  prefabType: z
    .enum(PREFAB_TYPES, { error: 'prefabType must be Component or Template' })
    .default('Component'),
  dataTypes: z.unknown(),
  dataGroups: z.unknown().optional(),
  /** A container's contents, checked apart like page content (absent: none). */
  slots: z.unknown().optional(),
});

/** updatePrefab's prefab: the name, the properties and a container's contents (absent: kept) (spec §7). */
export const updatePrefabInputSchema = z.object({
  name: prefabNameSchema,
  dataTypes: z.unknown(),
  slots: z.unknown().optional(),
});
