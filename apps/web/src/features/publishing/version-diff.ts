/**
 * What changed between two versions of a page (issue 21, decision 0025): bricks added, removed and changed,
 * by brick id, and the template settings. Values are compared as the editor reads them (value, else default,
 * normalized by its type); names, visibility, the slot a brick is in and its prefab count as changes too.
 */
import { FULL_CONTENT_VERSION, migratePageContent, type TreeSlots, walkBricks } from '@tessera/shared';
import { sameValue, storedValue } from '../editor/inspector/field-values.ts';
import type { EditorBrick, PropertyEntries, PropertyEntry } from '../editor/model/types.ts';
import { isRecord } from '../editor/state/entries.ts';

/** A brick as the comparison names it. */
export interface DiffBrick {
  readonly id: string;
  readonly name: string;
  readonly componentId: string;
  /** The name of the slot holding it (slot1 … slotN). */
  readonly slot: string;
  /** The container whose slot it is; null for a template slot. */
  readonly parentId: string | null;
}

/** What differs on a brick present in both versions. */
export type BrickChangeKind = 'name' | 'visibility' | 'slot' | 'prefab' | 'component';

export interface ChangedBrick extends DiffBrick {
  /** The special changes, in this order: name, visibility, slot, prefab, component. */
  readonly kinds: readonly BrickChangeKind[];
  /** Properties whose value differs (name and visibility excepted), in the newer version's order. */
  readonly properties: readonly ChangedProperty[];
}

export interface ChangedProperty {
  readonly name: string;
  /** The newer version's entry (the older one's when the newer lacks it): its labels name it. */
  readonly entry: PropertyEntry;
}

export interface VersionDiff {
  readonly added: readonly DiffBrick[];
  readonly removed: readonly DiffBrick[];
  readonly changed: readonly ChangedBrick[];
  /** Template settings whose value differs. */
  readonly template: readonly ChangedProperty[];
  /** The behaviour graph differs (nodes, connections or comments). */
  readonly graph: boolean;
}

/** The special entries: shown as a name or a visibility change, not as properties. */
const SPECIAL = new Set(['name', 'visibility']);

/** A brick of a version, with the slot holding it. */
interface Placed {
  readonly brick: EditorBrick;
  readonly slot: string;
  readonly parentId: string | null;
}

interface ReadContent {
  /** Every brick at any depth by id, in page order (the first of a repeated id). */
  readonly bricks: ReadonlyMap<string, Placed>;
  readonly template: PropertyEntries;
  readonly graph: unknown;
}

/**
 * Full content of any version (the server's `content(shape: EXPANDED)`, decision 0037), migrated up to the full
 * shape; what is not an object is left out (it cannot be compared).
 */
function read(raw: unknown): ReadContent {
  const migrated = migratePageContent(raw, FULL_CONTENT_VERSION);
  const content = isRecord(migrated) ? migrated : {};
  const stored = (isRecord(content.slots) ? content.slots : {}) as TreeSlots<EditorBrick>;
  const bricks = new Map<string, Placed>();
  walkBricks(stored, (brick, place) => {
    if (!isRecord(brick) || typeof brick.id !== 'string') return 'skip';
    if (!bricks.has(brick.id)) bricks.set(brick.id, { brick, slot: place.slot, parentId: place.parentId });
  });
  const template = isRecord(content.template) ? content.template : {};
  return {
    bricks,
    template: (isRecord(template.dataTypes) ? template.dataTypes : {}) as PropertyEntries,
    graph: content.pageEvents ?? null,
  };
}

const entriesOf = (brick: EditorBrick): PropertyEntries =>
  (isRecord(brick.dataTypes) ? brick.dataTypes : {}) as PropertyEntries;

const entryAt = (entries: PropertyEntries, name: string): PropertyEntry | undefined => {
  const entry = entries[name];
  return isRecord(entry) ? entry : undefined;
};

/** The value an entry shows: stored value, else default, normalized; entries of unknown types as stored. */
function shownValue(entry: PropertyEntry | undefined): unknown {
  if (!entry) return undefined;
  const shown = storedValue(entry);
  return shown !== undefined ? shown : (entry.value ?? entry.defaultValue);
}

const visible = (entries: PropertyEntries) => shownValue(entryAt(entries, 'visibility')) !== false;

function nameOf(brick: EditorBrick): string {
  const fromEntry = shownValue(entryAt(entriesOf(brick), 'name'));
  if (typeof brick.name === 'string' && brick.name !== '') return brick.name;
  return typeof fromEntry === 'string' ? fromEntry : '';
}

/** Properties whose value differs, the special ones left out. */
function changedProperties(older: PropertyEntries, newer: PropertyEntries): ChangedProperty[] {
  const names = [...Object.keys(newer), ...Object.keys(older).filter((name) => !(name in newer))];
  const changed: ChangedProperty[] = [];
  for (const name of names) {
    if (SPECIAL.has(name)) continue;
    const before = entryAt(older, name);
    const after = entryAt(newer, name);
    if (!sameValue(shownValue(before), shownValue(after)))
      changed.push({ name, entry: (after ?? before) as PropertyEntry });
  }
  return changed;
}

function summary({ brick, slot, parentId }: Placed): DiffBrick {
  return {
    id: brick.id,
    name: nameOf(brick),
    componentId: typeof brick.componentId === 'string' ? brick.componentId : '',
    slot,
    parentId,
  };
}

function changeOf(was: Placed, now: Placed): ChangedBrick | null {
  const before = was.brick;
  const after = now.brick;
  const older = entriesOf(before);
  const newer = entriesOf(after);
  const kinds: BrickChangeKind[] = [];
  if (nameOf(before) !== nameOf(after)) kinds.push('name');
  if (visible(older) !== visible(newer)) kinds.push('visibility');
  // Into, out of or between containers is a change of slot too.
  if (was.slot !== now.slot || was.parentId !== now.parentId) kinds.push('slot');
  const prefabOf = (brick: EditorBrick) => (brick.isPrefab === true ? (brick.prefabId ?? '') : null);
  if (prefabOf(before) !== prefabOf(after)) kinds.push('prefab');
  if (before.componentId !== after.componentId) kinds.push('component');
  const properties = changedProperties(older, newer);
  if (kinds.length === 0 && properties.length === 0) return null;
  return { ...summary(now), kinds, properties };
}

/**
 * The changes that lead from `older` to `newer` (stored page contents of any content version): bricks at any
 * depth in page order (slot by slot, a container before its contents), added and changed ones as in `newer`,
 * removed ones as in `older`. A brick moved into or out of a container changed its slot.
 */
export function diffVersions(older: unknown, newer: unknown): VersionDiff {
  const before = read(older);
  const after = read(newer);
  const added: DiffBrick[] = [];
  const changed: ChangedBrick[] = [];
  for (const placed of after.bricks.values()) {
    const found = before.bricks.get(placed.brick.id);
    if (!found) added.push(summary(placed));
    else {
      const change = changeOf(found, placed);
      if (change) changed.push(change);
    }
  }
  const removed: DiffBrick[] = [];
  for (const placed of before.bricks.values())
    if (!after.bricks.has(placed.brick.id)) removed.push(summary(placed));
  const template = changedProperties(before.template, after.template);
  return {
    added,
    removed,
    changed,
    template,
    graph: !sameValue(before.graph, after.graph),
  };
}

/** Nothing differs. */
export function isSameVersion(diff: VersionDiff): boolean {
  return (
    diff.added.length === 0 &&
    diff.removed.length === 0 &&
    diff.changed.length === 0 &&
    diff.template.length === 0 &&
    !diff.graph
  );
}
