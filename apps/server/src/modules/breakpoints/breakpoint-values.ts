import {
  allBricks,
  dropBreakpointValues,
  mapBricks,
  overrideIds,
  type TreeBrick,
  type TreeSlots,
} from '@tessera/shared';

/**
 * Where an app's values per breakpoint live, and how a deleted breakpoint's leave (issue 23): a page's template
 * settings and every brick at any depth, a prefab's own entries and its contents. Pure functions over the stored
 * JSON, walked with the one tree walker (page-tree.ts); each returns its input unchanged when nothing differs,
 * so callers write only what changed.
 */

type DataTypes = Readonly<Record<string, unknown>>;

interface ValueBrick extends TreeBrick {
  readonly dataTypes?: DataTypes;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function dataTypesOf(holder: unknown): DataTypes | null {
  return isRecord(holder) && isRecord(holder.dataTypes) ? holder.dataTypes : null;
}

function slotsOf(value: unknown): TreeSlots<ValueBrick> {
  return isRecord(value) ? (value as TreeSlots<ValueBrick>) : {};
}

/**
 * dataTypes without any value at `ids`; the same object when none had one. In page content, which is lean
 * (decision 0037), an entry without `breakpoints` follows its definition's: with `lean`, an entry whose last value
 * went says it has none (`breakpoints: {}`) rather than taking its component's. Prefabs hold full entries.
 */
function dropAll(dataTypes: DataTypes, ids: readonly string[], lean = false): DataTypes {
  let out = dataTypes;
  for (const id of ids) out = dropBreakpointValues(out, id);
  if (!lean || out === dataTypes) return out;
  const kept: Record<string, unknown> = { ...out };
  for (const name in out) {
    const before = dataTypes[name];
    const after = out[name];
    if (isRecord(before) && before.breakpoints !== undefined && isRecord(after) && !('breakpoints' in after))
      kept[name] = { ...after, breakpoints: {} };
  }
  return kept;
}

/** A tree of bricks without values at `ids`; the same slots object when none had one. */
function slotsWithout(
  slots: TreeSlots<ValueBrick>,
  ids: readonly string[],
  lean = false,
): TreeSlots<ValueBrick> {
  return mapBricks(slots, (brick) => {
    const dataTypes = dataTypesOf(brick);
    if (!dataTypes) return brick;
    const next = dropAll(dataTypes, ids, lean);
    return next === dataTypes ? brick : { ...brick, dataTypes: next };
  });
}

/** Adds one to `counts[id]` for every value a dataTypes map holds at breakpoint `id`. */
function countInto(counts: Map<string, number>, dataTypes: DataTypes | null): void {
  if (!dataTypes) return;
  for (const entry of Object.values(dataTypes)) {
    if (!isRecord(entry)) continue;
    for (const id of overrideIds(entry)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
}

/** Page content (the current version's shape) without values at `ids`: template settings and every brick. */
export function contentWithoutBreakpoints<C extends Record<string, unknown>>(
  content: C,
  ids: readonly string[],
): C {
  if (ids.length === 0) return content;
  let out: Record<string, unknown> | null = null;
  const template = content.template;
  const templateTypes = dataTypesOf(template);
  if (templateTypes) {
    const next = dropAll(templateTypes, ids, true);
    if (next !== templateTypes) out = { ...content, template: { ...(template as object), dataTypes: next } };
  }
  const slots = slotsOf(content.slots);
  const nextSlots = slotsWithout(slots, ids, true);
  if (nextSlots !== slots) out = { ...(out ?? content), slots: nextSlots };
  return (out ?? content) as C;
}

/** A prefab's stored parts without values at `ids`: its entries and its contents' bricks. */
export function prefabWithoutBreakpoints<P extends { dataTypes: DataTypes; slots: unknown }>(
  prefab: P,
  ids: readonly string[],
): P {
  if (ids.length === 0) return prefab;
  const dataTypes = dropAll(prefab.dataTypes, ids);
  const slots = slotsOf(prefab.slots);
  const nextSlots = slotsWithout(slots, ids);
  if (dataTypes === prefab.dataTypes && nextSlots === slots) return prefab;
  return { ...prefab, dataTypes, slots: nextSlots };
}

/** Counts the values page content holds per breakpoint id into `counts`. */
export function countContentValues(counts: Map<string, number>, content: Record<string, unknown>): void {
  countInto(counts, dataTypesOf(content.template));
  for (const brick of allBricks(slotsOf(content.slots))) countInto(counts, dataTypesOf(brick));
}

/** Counts the values a prefab holds per breakpoint id into `counts`. */
export function countPrefabValues(
  counts: Map<string, number>,
  prefab: { dataTypes: DataTypes; slots: unknown },
): void {
  countInto(counts, prefab.dataTypes);
  for (const brick of allBricks(slotsOf(prefab.slots))) countInto(counts, dataTypesOf(brick));
}
