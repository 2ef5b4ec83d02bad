/**
 * The editor store's public shape (implemented in store.ts with zustand + zundo). The screen, the canvas
 * and the inspector use only what is declared here.
 */
import type { PageContent } from '@tessera/shared';
import type {
  ComponentDef,
  ContentProblem,
  DragSource,
  DropEvent,
  DropTarget,
  EditorBrick,
  EditorTemplate,
  PrefabDef,
  Selection,
  Slots,
  TemplateDef,
} from '../model/types.ts';
import type { SlotShown } from './move-by.ts';
import type { RemoteChange } from './remote.ts';
import type { PlaceRefusal } from './slot-place.ts';

/** What an inspector edit addresses: one brick, or the template's own settings. */
export type EditTarget = { readonly kind: 'brick'; readonly id: string } | { readonly kind: 'template' };

export interface LoadInput {
  /** Stored content as the server sent it (any version; migrated and repaired on load). */
  readonly content: unknown;
  readonly template: TemplateDef;
  readonly components: readonly ComponentDef[];
  /** The app's prefabs: placed copies are refreshed from them and carry their locks. */
  readonly prefabs?: readonly PrefabDef[];
}

export interface EditorData {
  /** 'loading' until load() ran: no history is recorded before 'ready' (spec §4). */
  readonly status: 'loading' | 'ready';
  readonly slots: Slots;
  readonly template: EditorTemplate;
  /** Prefab chosen for the template settings (the template's prefabId when it is a copy); null: none. */
  readonly selectedTemplatePrefab: string | null;
  readonly selection: Selection;
  /** Brick copied with Ctrl/Cmd+C, pasted as a fresh copy with new ids. */
  readonly clipboard: EditorBrick | null;
  readonly problems: readonly ContentProblem[];
  /** Components by id, as loaded. */
  readonly components: ReadonlyMap<string, ComponentDef>;
  /** The app's prefabs by id, as loaded, saved or reloaded (not part of the undo history). */
  readonly prefabs: ReadonlyMap<string, PrefabDef>;
  readonly templateDef: TemplateDef | null;
  /**
   * Content the editor could not show but must not destroy: slots beyond the template's and
   * unknown top-level keys. Written back untouched by toContent().
   */
  readonly preserved: Readonly<Record<string, unknown>>;
  /** pageEvents as loaded (the behaviour graph of issue 9 edits it); written back by toContent(). */
  readonly pageEvents: PageContent['pageEvents'];
  /** The {slots, template, selectedTemplatePrefab, pageEvents} last saved or loaded, by identity. */
  readonly saved: {
    readonly slots: Slots;
    readonly template: EditorTemplate;
    readonly pageEvents: PageContent['pageEvents'];
  } | null;
}

export interface EditorActions {
  load(input: LoadInput): void;
  /** Inserts a copy (new id) of the component at target and selects it. */
  insert(componentId: string, target: DropTarget): void;
  /**
   * Moves a brick (with its contents) to target at any depth (same slot: reorder) and selects it. Into
   * itself, into a slot that does not exist or deeper than MAX_BRICK_DEPTH: nothing (move.ts moveProblem).
   */
  move(brickId: string, target: DropTarget): void;
  /** insert or move by source kind; a null target does nothing. */
  drop(event: DropEvent): void;
  /** One step up (-1) or down (+1) within its slot (at any depth); nothing at the ends. */
  moveBy(brickId: string, delta: -1 | 1): void;
  /** Out of its container, right after it (move-by.ts moveOutTarget); nothing in a template slot. */
  moveOut(brickId: string): void;
  /**
   * To the end of the last slot of the brick before it, when that one is a container
   * (moveIntoPreviousTarget; its last slot the canvas shows, when `shown` is given); nothing otherwise, or
   * when that would nest too deep.
   */
  moveIntoPrevious(brickId: string, shown?: SlotShown): void;
  /** Removes a brick; clears the selection. */
  remove(brickId: string): void;
  select(selection: Selection): void;
  /** Escape: selects the container around the selected brick or slot; from a template slot, nothing. */
  selectParent(): void;
  /**
   * Sets one property's value (only `value` changes; the entry's other fields stay). At a breakpoint `at`
   * (issue 23; absent or null: the desktop), a responsive property gets an override there; any other keeps
   * one value for all sizes (set-property.ts). In `language` (issue 26; absent or null: the default), a
   * translatable property gets its translation there; the others are shared by every language.
   */
  setProperty(
    target: EditTarget,
    property: string,
    value: unknown,
    at?: string | null,
    language?: string | null,
  ): void;
  /** Removes the property's override at breakpoint `at`: it inherits again. One undo step. */
  clearOverride(target: EditTarget, property: string, at: string): void;
  /** Removes the property's translation in `language`: it reads the default's text again. One undo step. */
  clearTranslation(target: EditTarget, property: string, language: string): void;
  /** Renames a brick: brick.name and its dataTypes.name value. */
  rename(brickId: string, name: string): void;
  /** Shows or hides a brick, at breakpoint `at` (absent or null: the desktop). */
  setVisibility(brickId: string, visible: boolean, at?: string | null): void;
  /**
   * At the desktop: every property back to its defaultValue (name and visibility kept). At a breakpoint:
   * every override at it cleared (reset.ts).
   */
  reset(target: EditTarget, at?: string | null): void;
  /** Makes the template settings a copy of a template prefab, or plain again (null). An undo step. */
  selectTemplatePrefab(prefabId: string | null): void;
  /** Inserts a copy (new id) of a component prefab at target and selects it. */
  insertPrefab(prefabId: string, target: DropTarget): void;
  /** A plain brick becomes a copy (same id and place) of the prefab just made from it. An undo step. */
  becomeCopy(brickId: string, prefabId: string): void;
  /** Replaces the prefab list (after the reload that follows a save); copies are left as they are. */
  setPrefabs(prefabs: readonly PrefabDef[]): void;
  /**
   * A prefab was created or updated: it joins the list and every copy of it, on the page, in the saved
   * marker, in the clipboard and in every undo and redo snapshot, is refreshed from it. Not an undo step.
   */
  prefabChanged(prefab: PrefabDef): void;
  /** A prefab was deleted: it leaves the list and its copies become plain everywhere. Not an undo step. */
  prefabDeleted(prefabId: string): void;
  /** Copies the selected brick to the clipboard. */
  copy(): void;
  /** Inserts a fresh copy of the clipboard into the selected brick's slot right after it (or at the end of
   * the first slot when nothing is selected) and selects it. */
  paste(): void;
  /**
   * Pastes a brick read from the system clipboard (validated by clipboard-payload.ts): repaired against
   * this page's components and prefabs, with a fresh id, at pasteTarget (after the selected brick, at the
   * end of the selected slot, else at the end of the first slot), and selected. One undo step. With
   * `breakpoints` (this app's breakpoint ids), values at other breakpoints are dropped; with `languages` (its
   * other languages), translations into others.
   */
  pasteFrom(
    brick: Readonly<Record<string, unknown>>,
    breakpoints?: readonly string[],
    languages?: readonly string[],
  ): void;
  /** Copy + paste of the selected brick in one step, leaving the clipboard alone. */
  duplicate(): void;
  setPageEvents(pageEvents: PageContent['pageEvents']): void;
  /**
   * Marks the current state as saved (after a successful updatePage). Pass the {slots, template,
   * pageEvents} that were sent when edits may have happened while the request was in flight: those edits
   * then stay dirty.
   */
  markSaved(saved?: NonNullable<EditorData['saved']>): void;
  /**
   * A published version's bricks and template settings replace the draft's (restore.ts): one undo step of
   * its own, not saved until the user saves.
   */
  restore(content: unknown): void;
  /**
   * Co-editing: the shared document changed elsewhere (another person, or this person's undo there); its
   * content replaces the shown page, unchanged bricks kept by identity (remote.ts). Not an undo step.
   */
  applyRemote(content: PageContent, change: RemoteChange): void;
}

/** The last structural edit the store refused and why (edit-refusal.ts); `seq` counts refusals. */
export interface EditorRefusal {
  readonly reason: PlaceRefusal;
  readonly seq: number;
}

export interface EditorNotices {
  /**
   * Set when an insert, drop, move, remove, paste or duplicate was refused (inside a placed prefab copy,
   * too deep, into itself, no such slot, a form inside a form): the screen shows a notice for each new `seq`.
   * Not history.
   */
  readonly refusal: EditorRefusal | null;
}

export type EditorState = EditorData & EditorActions & EditorNotices;

/** Undo/redo as the toolbar and the shortcuts need it. */
export interface HistoryControls {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  undo(): void;
  redo(): void;
}

export type { DragSource };
