import { createContext, useContext } from 'react';

/**
 * Prefab view (spec §4 Inspector): the inspector of the prefab dialog, where nothing is disabled and every
 * property has a checkbox marking it mutable or locked. Outside it (null), a locked property is disabled.
 */
export interface PrefabView {
  /** Locks (true) or frees (false) a property of the prefab being edited. */
  onLock(property: string, locked: boolean): void;
  /** Properties without a checkbox (they are always mutable). */
  readonly alwaysMutable: ReadonlySet<string>;
}

export const PrefabViewContext = createContext<PrefabView | null>(null);

export function usePrefabView(): PrefabView | null {
  return useContext(PrefabViewContext);
}
