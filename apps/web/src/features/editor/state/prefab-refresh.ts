/**
 * After a prefab was updated or deleted (spec §4: "After an update, all placed bricks of that prefab are
 * refreshed"), the open editor rewrites every copy of it the way the server rewrote the stored pages:
 * refreshPlacement or detachPlacement of packages/shared, applied to each placement mapPlacements would
 * visit, at any depth (inside containers and inside other copies). It does so in the present state, in the saved marker, in the clipboard and in every undo and redo
 * snapshot, so that no undo brings back a locked value the prefab no longer has.
 *
 * Snapshots share their bricks, slot lists and slots objects (state/ makes new objects along an edit's
 * path only). The rewrite is memoized on those objects, so a brick shared by a thousand snapshots is
 * rewritten once and stays shared, a list without a copy is not copied, and a snapshot without a copy is
 * returned as it is: the history keeps its structure and its size.
 */
import { isPlacementOf } from '@tessera/shared';
import type {
  ComponentDef,
  EditorBrick,
  EditorTemplate,
  PrefabDef,
  Slots,
  TemplateDef,
} from '../model/types.ts';
import { detachCopy, fitsBrick, fitsTemplate, refreshCopy, refreshTemplateCopy } from './prefab-copies.ts';
import type { EditorData } from './store-api.ts';

/** What a rewrite works on: an undo snapshot, the present state, the saved marker. */
export interface ContentParts {
  readonly slots: Slots;
  readonly template: EditorTemplate;
  readonly selectedTemplatePrefab?: string | null;
}

/** What happens to one copy (the shared refreshPlacement or detachPlacement, with the editor's merge). */
export interface PlacementChange {
  brick(brick: EditorBrick): EditorBrick;
  template(template: EditorTemplate): EditorTemplate;
}

export interface PlacementRewrite {
  readonly prefabId: string;
  /** A copy of the prefab changed, anything else as it is. */
  brick(brick: EditorBrick): EditorBrick;
  /** The parts with every copy changed; the same object when none was there. */
  parts<T extends ContentParts>(parts: T): T;
  /** Each item rewritten; the same array when none changed. */
  all<T extends ContentParts>(items: readonly T[]): T[];
}

function memo<K extends object, V>(cache: WeakMap<K, V>, key: K, compute: (key: K) => V): V {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = compute(key);
  cache.set(key, value);
  return value;
}

/** A rewrite of the copies of `prefabId`, memoized on every object it meets (bricks, lists, slots). */
export function placementRewrite(prefabId: string, change: PlacementChange): PlacementRewrite {
  const bricks = new WeakMap<EditorBrick, EditorBrick>();
  const templates = new WeakMap<EditorTemplate, EditorTemplate>();
  const lists = new WeakMap<readonly EditorBrick[], readonly EditorBrick[]>();
  const slotMaps = new WeakMap<Slots, Slots>();

  // A copy is changed, then its contents (and any other brick's) are walked: copies sit at any depth, inside
  // containers and inside other copies (decision 0033).
  const brick = (item: EditorBrick): EditorBrick =>
    memo(bricks, item, () => {
      const own = isPlacementOf(item, prefabId) ? change.brick(item) : item;
      if (!own.slots) return own;
      const inner = slots(own.slots);
      return inner === own.slots ? own : { ...own, slots: inner };
    });

  const template = (item: EditorTemplate): EditorTemplate =>
    isPlacementOf(item, prefabId) ? memo(templates, item, change.template) : item;

  const list = (items: readonly EditorBrick[]): readonly EditorBrick[] =>
    memo(lists, items, () => {
      let changed = false;
      const next = items.map((item) => {
        const rewritten = brick(item);
        if (rewritten !== item) changed = true;
        return rewritten;
      });
      return changed ? next : items;
    });

  const slots = (map: Slots): Slots =>
    memo(slotMaps, map, () => {
      let changed = false;
      const next: Record<string, readonly EditorBrick[]> = {};
      for (const name in map) {
        const items = map[name]!;
        const rewritten = Array.isArray(items) ? list(items) : items;
        if (rewritten !== items) changed = true;
        next[name] = rewritten;
      }
      return changed ? next : map;
    });

  const parts = <T extends ContentParts>(item: T): T => {
    const nextSlots = slots(item.slots);
    const nextTemplate = template(item.template);
    const chosen = item.selectedTemplatePrefab;
    // The template's chosen prefab follows the template: once detached, none is chosen.
    const nextChosen = chosen === prefabId && !isPlacementOf(nextTemplate, prefabId) ? null : chosen;
    if (nextSlots === item.slots && nextTemplate === item.template && nextChosen === chosen) return item;
    const next: T = { ...item, slots: nextSlots, template: nextTemplate };
    return chosen === undefined ? next : { ...next, selectedTemplatePrefab: nextChosen };
  };

  const all = <T extends ContentParts>(items: readonly T[]): T[] => {
    let changed = false;
    const next = items.map((item) => {
      const rewritten = parts(item);
      if (rewritten !== item) changed = true;
      return rewritten;
    });
    return changed ? next : (items as T[]);
  };

  return { prefabId, brick, parts, all };
}

/** Copies follow the updated prefab (locked properties take its values, mutable ones keep the page's). */
export function refreshChange(
  prefab: PrefabDef,
  components: ReadonlyMap<string, ComponentDef>,
  templateDef: TemplateDef | null,
): PlacementChange {
  return {
    brick: (brick) =>
      fitsBrick(prefab, brick.componentId)
        ? refreshCopy(brick, prefab, components.get(brick.componentId), components)
        : detachCopy(brick, components.get(brick.componentId)?.dataTypes),
    template: (template) =>
      fitsTemplate(prefab, template.id)
        ? refreshTemplateCopy(template, prefab, templateDef)
        : detachCopy(template, templateDef?.dataTypes),
  };
}

/** Copies of a deleted prefab keep their values and become plain (detachPlacement). */
export function detachChange(
  components: ReadonlyMap<string, ComponentDef>,
  templateDef: TemplateDef | null,
): PlacementChange {
  return {
    brick: (brick) => detachCopy(brick, components.get(brick.componentId)?.dataTypes),
    template: (template) => detachCopy(template, templateDef?.dataTypes),
  };
}

/**
 * The state with the rewrite applied to the page, the saved marker and the clipboard. The marker is
 * rewritten with the same memo, so a page that was saved stays saved (the server rewrote the stored page
 * the same way) and unsaved edits stay unsaved.
 */
export function rewriteState<S extends EditorData>(state: S, rewrite: PlacementRewrite): S {
  const present = rewrite.parts(state);
  const saved = state.saved ? rewrite.parts(state.saved) : null;
  const clipboard = state.clipboard ? rewrite.brick(state.clipboard) : null;
  if (present === state && saved === state.saved && clipboard === state.clipboard) return state;
  return { ...present, saved, clipboard };
}

/** The prefab list with `prefab` added or replaced. */
export function withPrefab<S extends EditorData>(state: S, prefab: PrefabDef): S {
  if (state.prefabs.get(prefab.id) === prefab) return state;
  const prefabs = new Map(state.prefabs);
  prefabs.set(prefab.id, prefab);
  return { ...state, prefabs };
}

/** The prefab list without `prefabId`. */
export function withoutPrefab<S extends EditorData>(state: S, prefabId: string): S {
  if (!state.prefabs.has(prefabId)) return state;
  const prefabs = new Map(state.prefabs);
  prefabs.delete(prefabId);
  return { ...state, prefabs };
}
