/**
 * The page editor's data model: the shared contract between the editor store (state/), the canvas
 * (canvas/), the inspector (inspector/) and the editor screen. Everything here is plain, immutable data:
 * every edit makes new objects along the changed path only, so undo snapshots share structure and
 * unchanged bricks keep their identity (the canvas and the inspector skip what did not change).
 */
import type { DataGroup, MouseEventName } from '@tessera/shared';

/** A property entry as stored (spec studio §3): loose, so fields of later releases survive a round trip. */
export interface PropertyEntry {
  readonly type: string;
  readonly value?: unknown;
  readonly defaultValue?: unknown;
  /** false: locked outside prefab view. Never sent on save (spec §4). */
  readonly isMutable?: boolean;
  readonly settings?: Readonly<Record<string, unknown>>;
  readonly i18n?: Readonly<Record<string, { readonly label?: string }>>;
  readonly [key: string]: unknown;
}

export type PropertyEntries = Readonly<Record<string, PropertyEntry>>;

/** A placed component (spec §3). `dataTypes.name` and `dataTypes.visibility` are the special entries. */
export interface EditorBrick {
  readonly id: string;
  readonly name: string;
  readonly componentId: string;
  readonly isPrefab: boolean;
  /** A placed prefab (isPrefab true): the prefab it is a copy of (packages/shared prefab.ts). */
  readonly prefabId?: string;
  /**
   * A brick inside a placed container prefab: the brick of that prefab's contents it copies (decision
   * 0033). Its structure and locked values follow the prefab; only its mutable values are the page's.
   */
  readonly prefabBrickId?: string;
  readonly dataTypes: PropertyEntries;
  readonly dataGroups: readonly DataGroup[];
  /**
   * A container's slots (its component takes slot1 … slotN; docs/decisions/0032), in the template's shape.
   * Walked only through packages/shared page-tree.ts.
   */
  readonly slots?: Slots;
  readonly [key: string]: unknown;
}

/** The page's template settings (content.template). */
export interface EditorTemplate {
  readonly id: string;
  readonly isPrefab: boolean;
  /** Template settings taken from a template prefab (isPrefab true): that prefab. */
  readonly prefabId?: string;
  readonly dataTypes: PropertyEntries;
  readonly [key: string]: unknown;
}

/** Slot name (slot1 … slotN) to its bricks, in page order: the template's, or a container brick's. */
export type Slots = Readonly<Record<string, readonly EditorBrick[]>>;

/**
 * A slot anywhere on the page as one string (packages/shared slotAddress): `slot2` for a template slot,
 * `{brickId}/slot2` for a container brick's slot.
 */
export type SlotAddress = string;

/** A component of the organization as the editor needs it (the left panel, inserts, the canvas). */
export interface ComponentDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** SVG markup. */
  readonly icon: string;
  readonly compiledCode: string;
  readonly dataTypes: PropertyEntries;
  readonly dataGroups: readonly DataGroup[];
  /** The mouse events it declares (dataEvents), each an event output of its behaviour-graph node. */
  readonly events: readonly MouseEventName[];
  /** How many slots (slot1 … slotN) it renders: a container when above 0. */
  readonly slots: number;
}

/** The page's template as loaded. */
export interface TemplateDef {
  readonly id: string;
  readonly name: string;
  readonly compiledCode: string;
  readonly dataTypes: PropertyEntries;
  readonly dataGroups: readonly DataGroup[];
  /** How many slots (slot1 … slotN) the template renders. */
  readonly slots: number;
}

/**
 * A prefab of the page's app (spec §3): a component (prefabType Component) or template settings (Template)
 * with tuned values, saved once and placed as copies. Its entries carry isMutable: false for the locked
 * properties, which every copy takes from the prefab.
 */
export interface PrefabDef {
  readonly id: string;
  readonly name: string;
  /** The component (Component) or template (Template) it is built on. */
  readonly elementId: string;
  readonly prefabType: 'Component' | 'Template';
  readonly dataTypes: PropertyEntries;
  readonly dataGroups: readonly DataGroup[];
  /**
   * A container prefab's contents (decision 0033): bricks as content holds them, their entries with
   * isMutable. {} or absent for a prefab of a component without slots or of a template.
   */
  readonly slots?: Slots;
  /** false when its component or template was deleted: it can no longer be placed. */
  readonly elementExists: boolean;
  /** How many pages of the app hold a copy. */
  readonly placedPageCount: number;
}

/**
 * Either the template's own settings or one brick (spec §4), or one of the template's slots (a paste
 * lands at its end: decision 0031), or nothing.
 */
export type Selection =
  | { readonly kind: 'brick'; readonly id: string }
  | { readonly kind: 'template' }
  | { readonly kind: 'slot'; readonly slot: SlotAddress }
  | null;

/**
 * Where a drop lands: the slot (a template slot or a container's, by address), and how many of that slot's
 * bricks, as laid out when the drop happens (the dragged brick included when it is in that slot), come
 * before the drop point.
 */
export interface DropTarget {
  readonly slot: SlotAddress;
  readonly index: number;
}

/** What is being dragged: a component or a prefab from the left panel, or a brick already on the page. */
export type DragSource =
  | { readonly kind: 'component'; readonly componentId: string }
  | { readonly kind: 'prefab'; readonly prefabId: string }
  | { readonly kind: 'brick'; readonly brickId: string };

/** A drop: no target means it was let go outside every slot, which does nothing (spec §4). */
export interface DropEvent {
  readonly source: DragSource;
  readonly target: DropTarget | null;
}

/** Page-wide problems found when the content was loaded; the editor says what is wrong (issue 6). */
export type ContentProblem =
  /** Bricks whose component no longer exists: shown as placeholders that can be deleted. */
  | { readonly kind: 'unknownComponent'; readonly brickId: string; readonly componentId: string }
  /** Slots the template no longer has (slotK with K > template.slots): kept as they are on save, not shown. */
  | { readonly kind: 'extraSlot'; readonly slot: string; readonly bricks: number }
  /**
   * A container brick's slots that cannot be shown: a slot its component does not have ('noSlot') or
   * bricks nested deeper than MAX_BRICK_DEPTH ('tooDeep'). Kept as stored on save, not shown.
   */
  | {
      readonly kind: 'unreadSlot';
      readonly slot: SlotAddress;
      readonly bricks: number;
      readonly reason: 'noSlot' | 'tooDeep';
    }
  /** Properties with a type this release does not know: kept, shown as 'Unknown data type' in the inspector. */
  | {
      readonly kind: 'unknownType';
      readonly owner: string;
      readonly property: string;
      readonly type: string;
    }
  /** Nodes, connections or comments of the behaviour graph that cannot be read: left out on save. */
  | { readonly kind: 'unreadableGraph'; readonly count: number };

export type Device = 'desktop' | 'mobile';
