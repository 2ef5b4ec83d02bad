import { allBricks, mapBricks, type TreeBrick, type TreeSlots } from '@tessera/shared';

/**
 * Where an app's property entries live in what it stores: a page's template settings and every brick at any
 * depth, a prefab's own entries and its contents' bricks. The settings that rewrite values across an app (a
 * deleted breakpoint, a removed language) map them here, walked with the one tree walker (page-tree.ts); each
 * map returns its input unchanged when nothing differs, so callers write only what changed.
 */

export type DataTypes = Readonly<Record<string, unknown>>;

/** A change to one entries map: the same object when nothing differs. `lean`: page content (decision 0037). */
export type EntriesMap = (dataTypes: DataTypes, lean: boolean) => DataTypes;

interface ValueBrick extends TreeBrick {
  readonly dataTypes?: DataTypes;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function dataTypesOf(holder: unknown): DataTypes | null {
  return isRecord(holder) && isRecord(holder.dataTypes) ? holder.dataTypes : null;
}

function slotsOf(value: unknown): TreeSlots<ValueBrick> {
  return isRecord(value) ? (value as TreeSlots<ValueBrick>) : {};
}

function mapSlots(slots: TreeSlots<ValueBrick>, map: EntriesMap, lean: boolean): TreeSlots<ValueBrick> {
  return mapBricks(slots, (brick) => {
    const dataTypes = dataTypesOf(brick);
    if (!dataTypes) return brick;
    const next = map(dataTypes, lean);
    return next === dataTypes ? brick : { ...brick, dataTypes: next };
  });
}

/** Page content (the current version's shape) with `map` applied to its template settings and every brick. */
export function mapContentEntries<C extends Record<string, unknown>>(content: C, map: EntriesMap): C {
  let out: Record<string, unknown> | null = null;
  const template = content.template;
  const templateTypes = dataTypesOf(template);
  if (templateTypes) {
    const next = map(templateTypes, true);
    if (next !== templateTypes) out = { ...content, template: { ...(template as object), dataTypes: next } };
  }
  const slots = slotsOf(content.slots);
  const nextSlots = mapSlots(slots, map, true);
  if (nextSlots !== slots) out = { ...(out ?? content), slots: nextSlots };
  return (out ?? content) as C;
}

/** A prefab's stored parts (full entries) with `map` applied to its own entries and its contents' bricks. */
export function mapPrefabEntries<P extends { dataTypes: DataTypes; slots: unknown }>(
  prefab: P,
  map: EntriesMap,
): P {
  const dataTypes = map(prefab.dataTypes, false);
  const slots = slotsOf(prefab.slots);
  const nextSlots = mapSlots(slots, map, false);
  if (dataTypes === prefab.dataTypes && nextSlots === slots) return prefab;
  return { ...prefab, dataTypes, slots: nextSlots };
}

/** Calls `visit` with every entries map of page content: its template settings and every brick's. */
export function eachContentEntries(
  content: Record<string, unknown>,
  visit: (dataTypes: DataTypes) => void,
): void {
  const template = dataTypesOf(content.template);
  if (template) visit(template);
  for (const brick of allBricks(slotsOf(content.slots))) {
    const dataTypes = dataTypesOf(brick);
    if (dataTypes) visit(dataTypes);
  }
}

/** Calls `visit` with a prefab's own entries and every brick's of its contents. */
export function eachPrefabEntries(
  prefab: { dataTypes: DataTypes; slots: unknown },
  visit: (dataTypes: DataTypes) => void,
): void {
  visit(prefab.dataTypes);
  for (const brick of allBricks(slotsOf(prefab.slots))) {
    const dataTypes = dataTypesOf(brick);
    if (dataTypes) visit(dataTypes);
  }
}
