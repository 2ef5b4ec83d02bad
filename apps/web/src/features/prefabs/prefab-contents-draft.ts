/**
 * A container prefab's contents in the prefab dialog (decision 0033), pure: the draft the dialog edits
 * (every inner entry with an explicit isMutable, as the container's own), the outline it picks a brick
 * from, one inner brick changed, and the preview's render tree.
 */
import { mapBricks, type ResponsiveProps, walkBricks } from '@tessera/shared';
import type { ComponentDef, EditorBrick, PrefabDef, PropertyEntries, Slots } from '../editor/model/types.ts';
import { mergeEntries } from '../editor/state/merge-entries.ts';
import { draftEntries } from './prefab-rules.ts';

/** The contents as the dialog edits them: each brick's entries drafted (draftEntries). */
export function draftSlots(slots: Slots | undefined): Slots {
  if (!slots) return {};
  return mapBricks(slots, (brick: EditorBrick) => ({ ...brick, dataTypes: draftEntries(brick.dataTypes) }));
}

/**
 * A stored prefab's contents for the dialog: each brick merged with its component's current definition
 * when it still exists (as prefabDraft does for the container), keeping the prefab's locks.
 */
export function prefabSlotsDraft(prefab: PrefabDef, components: ReadonlyMap<string, ComponentDef>): Slots {
  if (!prefab.slots) return {};
  return mapBricks(prefab.slots, (brick: EditorBrick) => {
    const definition = components.get(brick.componentId)?.dataTypes;
    if (!definition) return { ...brick, dataTypes: draftEntries(brick.dataTypes) };
    const merged = mergeEntries(brick.dataTypes, definition);
    const flagged: Record<string, PropertyEntries[string]> = {};
    for (const [name, entry] of Object.entries(merged)) {
      const own = brick.dataTypes[name];
      flagged[name] = own ? { ...entry, isMutable: own.isMutable !== false } : entry;
    }
    return { ...brick, dataTypes: draftEntries(flagged) };
  });
}

/** One line of the contents' outline: a brick and how deep it sits inside the container (1: directly). */
export interface OutlineItem {
  readonly id: string;
  readonly name: string;
  readonly depth: number;
}

export function contentsOutline(slots: Slots): OutlineItem[] {
  const items: OutlineItem[] = [];
  walkBricks(slots, (brick, place) => {
    items.push({ id: brick.id, name: brick.name, depth: place.depth });
  });
  return items;
}

/** The contents with one brick's entries changed; the same object when the brick is not there. */
export function withInnerEntries(
  slots: Slots,
  id: string,
  change: (entries: PropertyEntries) => PropertyEntries,
): Slots {
  return mapBricks(slots, (brick: EditorBrick) => {
    if (brick.id !== id) return brick;
    const dataTypes = change(brick.dataTypes);
    return dataTypes === brick.dataTypes ? brick : { ...brick, dataTypes };
  });
}

/** A brick of the contents, or undefined. */
export function innerBrick(slots: Slots, id: string): EditorBrick | undefined {
  let found: EditorBrick | undefined;
  walkBricks(slots, (brick) => {
    if (brick.id !== id) return;
    found = brick;
    return 'stop';
  });
  return found;
}

/** A node of the preview's render tree (packages/runtime RenderNode). */
export interface ContentsNode {
  key: string;
  moduleId: string;
  props: Record<string, unknown>;
  responsive?: ResponsiveProps;
  slots?: Record<string, ContentsNode[]>;
}

/** The contents as render-tree slots, each brick with its props resolved by `propsOf`. */
export function contentsNodes(
  slots: Slots,
  propsOf: (entries: PropertyEntries) => Record<string, unknown>,
  /** Values per breakpoint (issue 23), which the frame turns into media queries; none by default. */
  responsiveOf: (entries: PropertyEntries) => ResponsiveProps | undefined = () => undefined,
): Record<string, ContentsNode[]> {
  const nodes: Record<string, ContentsNode[]> = {};
  for (const [name, list] of Object.entries(slots)) {
    nodes[name] = list.map((brick) => {
      const responsive = responsiveOf(brick.dataTypes);
      return {
        key: brick.id,
        moduleId: brick.componentId,
        props: propsOf(brick.dataTypes),
        ...(responsive ? { responsive } : {}),
        ...(brick.slots ? { slots: contentsNodes(brick.slots, propsOf, responsiveOf) } : {}),
      };
    });
  }
  return nodes;
}

/** The component ids the contents use, for the preview's modules. */
export function contentsComponentIds(slots: Slots): string[] {
  const ids = new Set<string>();
  walkBricks(slots, (brick) => {
    ids.add(brick.componentId);
  });
  return [...ids];
}
