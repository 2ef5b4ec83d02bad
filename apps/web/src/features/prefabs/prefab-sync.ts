import type { RewrittenPage } from './api/prefab-fields.ts';

/**
 * The revision the open editor holds after updatePrefab or deletePrefab rewrote pages of the app. When
 * the server rewrote this page from exactly the revision the editor holds, the editor has just applied
 * the same rewrite locally (mapPlacements with refreshPlacement or detachPlacement), so it now holds that
 * new revision: adopting it keeps the next save from a false conflict. When the page was at another
 * revision (someone saved it meanwhile), the editor's revision stays, and the save conflict dialog
 * protects the other person's change. A page not rewritten keeps its revision.
 */
export function adoptRevision(held: number, pageId: string, pages: readonly RewrittenPage[]): number {
  const rewritten = pages.find((page) => page.id === pageId);
  return rewritten && rewritten.previousRevision === held ? rewritten.revision : held;
}
