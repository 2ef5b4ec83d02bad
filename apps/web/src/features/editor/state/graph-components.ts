import { allBricks, type MouseEventName } from '@tessera/shared';
import { compareSlotNames } from '../canvas/frame-nodes.ts';
import type { EditorData } from './store-api.ts';

/** A placed component as the behaviour graph offers it (its Component node stands for this brick). */
export interface PlacedComponent {
  /** The brick's id: the node's componentId. */
  readonly id: string;
  readonly name: string;
  /** The component's name ('' when the component no longer exists). */
  readonly componentName: string;
  /** The mouse events its component declares: the node's event outputs. */
  readonly events: readonly MouseEventName[];
}

/**
 * The page's bricks at any depth in page order (slot1 first, top to bottom, a container before its
 * contents), for the behaviour graph's Components menu.
 */
export function placedComponents(state: Pick<EditorData, 'slots' | 'components'>): PlacedComponent[] {
  const names = Object.keys(state.slots).sort(compareSlotNames);
  const ordered = Object.fromEntries(names.map((name) => [name, state.slots[name] ?? []]));
  return allBricks(ordered).map((brick) => {
    const component = state.components.get(brick.componentId);
    return {
      id: brick.id,
      name: brick.name,
      componentName: component?.name ?? '',
      events: component?.events ?? [],
    };
  });
}
