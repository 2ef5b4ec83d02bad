/**
 * The contents of a container prefab (docs/decisions/0033): the bricks inside the container, stored on the
 * prefab in page content's shape (`prefab.slots`), each entry with its own `isMutable`. A placed copy carries
 * them as bricks of its own, with fresh ids, each remembering in `prefabBrickId` which brick of the prefab it
 * copies. Structure and locked values come from the prefab; a mutable value the page set is kept across
 * refreshes, matched by prefabBrickId.
 *
 * Scopes: a brick inside a copy belongs to the nearest copy around it, and its prefabBrickId names a brick of
 * that copy's prefab. A copy of another prefab inside the contents starts a scope of its own (its bricks keep
 * prefabBrickId into that prefab), so each copy, at any depth, can follow its own prefab.
 */
import { type TreeBrick, type TreeSlots, walkBricks } from './page-tree.ts';

/** A property entry as far as prefabs care: loose, so every other field travels untouched. */
export interface PrefabEntry {
  readonly type?: unknown;
  readonly value?: unknown;
  readonly isMutable?: boolean;
  readonly [key: string]: unknown;
}

export type PrefabEntries = Readonly<Record<string, PrefabEntry>>;

/** A brick of a prefab's contents or of a placed copy's, as far as prefabs care. */
export interface ContentBrick extends TreeBrick {
  readonly id: string;
  readonly isPrefab?: unknown;
  readonly prefabId?: unknown;
  /** Inside a copy: the brick of the copy's prefab this brick copies. */
  readonly prefabBrickId?: unknown;
  readonly dataTypes: PrefabEntries;
  readonly slots?: TreeSlots<ContentBrick>;
  readonly [key: string]: unknown;
}

export type ContentSlots = TreeSlots<ContentBrick>;

/** Makes a new brick id (fresh ids throughout a placed copy). */
export type NewId = () => string;

export const newBrickId: NewId = () => globalThis.crypto.randomUUID();

/** A property is locked when the prefab says isMutable: false; anything else (true, absent) is mutable. */
export function isLocked(entry: PrefabEntry | undefined): boolean {
  return entry?.isMutable === false;
}

export function withoutIsMutable(entry: PrefabEntry): PrefabEntry {
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

function isCopy(brick: ContentBrick): boolean {
  return brick.isPrefab === true && typeof brick.prefabId === 'string';
}

/** The bricks of one copy's scope by the prefab brick they copy (nested copies counted, not entered). */
function scopeIndex(slots: ContentSlots | undefined): Map<string, ContentBrick> {
  const index = new Map<string, ContentBrick>();
  if (!slots) return index;
  walkBricks(slots, (brick) => {
    if (typeof brick.prefabBrickId === 'string' && !index.has(brick.prefabBrickId)) {
      index.set(brick.prefabBrickId, brick);
    }
    if (isCopy(brick)) return 'skip';
  });
  return index;
}

/**
 * The contents a copy should hold: the prefab's structure, each brick keeping the id and the mutable values
 * of the copy's brick that copies the same prefab brick (`own`), else a fresh id and the prefab's values.
 * `keyOf` names the prefab brick a source brick stands for: itself in the prefab's own scope, its
 * prefabBrickId inside a copy of another prefab held by the contents.
 */
function rebuild(
  source: ContentSlots,
  own: Map<string, ContentBrick>,
  keyOf: (brick: ContentBrick) => string,
  newId: NewId,
): Record<string, ContentBrick[]> {
  const slots: Record<string, ContentBrick[]> = {};
  for (const [name, list] of Object.entries(source)) {
    if (!Array.isArray(list)) continue;
    slots[name] = list.map((brick) => {
      const key = keyOf(brick);
      const mine = own.get(key);
      const { slots: inner, ...fields } = brick;
      const next: Record<string, unknown> = {
        ...fields,
        id: mine?.id ?? newId(),
        prefabBrickId: key,
        dataTypes: applyPrefabValues(mine?.dataTypes ?? {}, brick.dataTypes),
      };
      if (mine && typeof mine.name === 'string') next.name = mine.name;
      if (inner && typeof inner === 'object') {
        next.slots = isCopy(brick)
          ? rebuild(inner, scopeIndex(mine?.slots), (b) => stringOr(b.prefabBrickId, b.id), newId)
          : rebuild(inner, own, keyOf, newId);
      }
      return next as ContentBrick;
    });
  }
  return slots;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/**
 * A placed copy's contents after its prefab's contents (`source`) changed, or as first placed (`current`
 * undefined: every id fresh). Returns `current` itself when nothing changes.
 */
export function refreshContents(
  current: ContentSlots | undefined,
  source: ContentSlots,
  newId: NewId = newBrickId,
): ContentSlots {
  const next = rebuild(source, scopeIndex(current), (brick) => brick.id, newId);
  return current !== undefined && JSON.stringify(next) === JSON.stringify(current) ? current : next;
}

/**
 * A copy's contents once it is no longer a copy (its prefab deleted): the page owns its bricks now, so they
 * forget the prefab bricks they copied (nested copies keep theirs: they still follow their own prefab).
 */
export function unscopedContents(slots: ContentSlots): ContentSlots {
  const strip = (current: ContentSlots): ContentSlots =>
    Object.fromEntries(
      Object.entries(current).map(([name, list]) => [
        name,
        Array.isArray(list)
          ? list.map((brick) => {
              const { prefabBrickId: _dropped, ...rest } = brick;
              if (!rest.slots || isCopy(brick)) return rest as ContentBrick;
              return { ...rest, slots: strip(rest.slots) } as ContentBrick;
            })
          : list,
      ]),
    );
  return strip(slots);
}

/** Every prefab id a copy names anywhere in the slots (at any depth, inside other copies too). */
export function prefabIdsIn(slots: ContentSlots): Set<string> {
  const ids = new Set<string>();
  walkBricks(slots, (brick) => {
    if (isCopy(brick)) ids.add(brick.prefabId as string);
  });
  return ids;
}

/** The first brick of the slots that is a copy of `prefabId` (a prefab containing itself), or null. */
export function copyOfPrefabIn(slots: ContentSlots, prefabId: string): ContentBrick | null {
  let found: ContentBrick | null = null;
  walkBricks(slots, (brick) => {
    if (brick.isPrefab === true && brick.prefabId === prefabId) {
      found = brick;
      return 'stop';
    }
  });
  return found;
}
