import {
  brickTreeProblem,
  type ContentSlots,
  detachPlacement,
  LIMITS,
  SERVER_MESSAGES as M,
  mapPlacements,
  mapSlotPlacements,
  type PageContent,
  type PrefabEntries,
  type PrefabPlacement,
  refreshPlacement,
  walkBricks,
} from '@tessera/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pages, prefabs } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type PageRevisionChange, rewritePages } from '../pages/page-rewrite.ts';

/**
 * Placed copies of prefabs in page content (docs/decisions/0016): what updatePage and createPage check, and how
 * updatePrefab and deletePrefab rewrite every page of the app holding a copy. The rules of a copy (what a
 * refresh keeps, what a detach does) are packages/shared's (prefab.ts); this file finds copies and stores them.
 */

interface Placement {
  /** A brick of a slot, or the page's template settings. */
  kind: 'brick' | 'template';
  prefabId: string;
  /** A brick's component. */
  componentId?: string;
}

function prefabIdOf(placement: Readonly<Record<string, unknown>>, where: string): string {
  const id = placement.prefabId;
  if (typeof id !== 'string')
    throw badRequest(`${where}.prefabId must be a prefab's id when isPrefab is true`);
  return id;
}

/** Every copy of a prefab among bricks at any depth (isPrefab true), where it is. */
function brickPlacementsOf(slots: ContentSlots, where: string): Placement[] {
  const found: Placement[] = [];
  walkBricks(slots, (brick, place) => {
    if (brick.isPrefab !== true) return;
    const at =
      place.parentId === null
        ? `${where}.slots.${place.slot}.${place.index}`
        : `${where}: brick ${brick.id}:`;
    found.push({
      kind: 'brick',
      prefabId: prefabIdOf(brick, at),
      componentId: typeof brick.componentId === 'string' ? brick.componentId : undefined,
    });
  });
  return found;
}

/** Every copy of a prefab in checked content (isPrefab true), where it is. */
function placementsOf(content: PageContent): Placement[] {
  const found: Placement[] = [];
  if (content.template.isPrefab === true) {
    found.push({ kind: 'template', prefabId: prefabIdOf(content.template, 'content.template') });
  }
  found.push(...brickPlacementsOf(content.slots as ContentSlots, 'content'));
  return found;
}

/**
 * The copies of checked content against the prefabs they name, in one query for all of them (a page holds up to
 * 1 000 bricks). A brick's prefab must be a Component prefab of this app built on the brick's component (else 400
 * prefabOtherComponent); the template settings' a Template prefab of this app built on the page's template (else
 * 400 prefabOtherTemplate). A copy naming a prefab that no longer exists (deleted while an editor had the page
 * open) is no error: it is saved as a plain brick or plain settings, with its values (detachPlacement). Every
 * other copy is saved refreshed from its prefab (refreshPlacement): locked properties take the prefab's values.
 *
 * Run inside the page's write transaction: the prefabs named are locked FOR SHARE until it commits, so an
 * updatePrefab or deletePrefab of one of them waits, then finds (and rewrites) this page's copies.
 */
export async function checkedPlacements(
  tx: Db | Tx,
  appId: string,
  templateId: string,
  content: PageContent,
): Promise<PageContent> {
  return settledPlacements(tx, appId, templateId, placementsOf(content), content, mapPlacements);
}

/**
 * The copies held by a container prefab's contents (`slots`), checked and settled like a page's
 * (checkedPlacements): each must be a Component prefab of this app built on its brick's component, a copy
 * of a deleted prefab is saved plain, every other copy is refreshed from its prefab.
 */
export async function checkedContentsPlacements(
  tx: Db | Tx,
  appId: string,
  slots: ContentSlots,
): Promise<ContentSlots> {
  return settledPlacements(tx, appId, null, brickPlacementsOf(slots, 'slots'), slots, mapSlotPlacements);
}

type MapCopies<C> = (value: C, prefabId: string, change: <P extends PrefabPlacement>(p: P) => P) => C;

async function settledPlacements<C>(
  tx: Db | Tx,
  appId: string,
  templateId: string | null,
  placements: Placement[],
  value: C,
  map: MapCopies<C>,
): Promise<C> {
  if (placements.length === 0) return value;
  const ids = [...new Set(placements.map((p) => p.prefabId).filter(isId))];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: prefabs.id,
            appId: prefabs.appId,
            prefabType: prefabs.prefabType,
            elementId: prefabs.elementId,
            dataTypes: prefabs.dataTypes,
            slots: prefabs.slots,
          })
          .from(prefabs)
          .where(sql`${prefabs.id} = any(${sql.param(ids)}::uuid[])`)
          .for('share');
  const known = new Map(rows.map((row) => [row.id, row]));
  const gone = new Set<string>();
  for (const placement of placements) {
    const prefab = known.get(placement.prefabId);
    if (!prefab) {
      gone.add(placement.prefabId);
    } else if (placement.kind === 'template') {
      if (prefab.appId !== appId || prefab.prefabType !== 'Template' || prefab.elementId !== templateId) {
        throw badRequest(M.prefabOtherTemplate);
      }
    } else if (
      prefab.appId !== appId ||
      prefab.prefabType !== 'Component' ||
      prefab.elementId !== placement.componentId
    ) {
      throw badRequest(M.prefabOtherComponent);
    }
  }
  let result = value;
  for (const id of gone) result = map(result, id, detachPlacement);
  // Locked properties and a container's structure follow their prefab on every save too: an editor that
  // overwrote a newer version (or held its page across a prefab update) cannot store stale locked values,
  // nor add, move or delete bricks inside a placed container prefab. Mutable values are the page's.
  for (const [id, prefab] of known) {
    result = map(result, id, (placement) => refreshPlacement(placement, prefabSource(prefab)));
  }
  return result;
}

/** What copies of a prefab row are refreshed from. */
export function prefabSource(prefab: { dataTypes: unknown; slots: unknown }) {
  return { dataTypes: prefab.dataTypes as PrefabEntries, slots: prefab.slots as ContentSlots };
}

/**
 * Whether a page's stored content holds a copy of the prefab, in the template settings or a brick at any depth:
 * evaluated by PostgreSQL on the jsonb itself (no text conversion of megabytes of content).
 */
function holdsCopyOf(prefabId: string): SQL {
  const vars = sql`jsonb_build_object('id', ${prefabId}::text)`;
  return sql`(jsonb_path_exists(${pages.content}, 'strict $.slots.** ? (@.isPrefab == true && @.prefabId == $id)', ${vars})
    or jsonb_path_exists(${pages.content}, '$.template ? (@.isPrefab == true && @.prefabId == $id)', ${vars}))`;
}

/**
 * A prefab whose contents grew may make the pages (or prefabs) holding copies of it nest past the maximum:
 * the change is refused (400, naming where) and the caller's transaction rolls back.
 */
function assertStillFits(slots: ContentSlots, where: string): void {
  const problem = brickTreeProblem(slots);
  if (problem) throw badRequest(`slots: the copy on ${where} would not fit: ${problem.message}`);
}

/**
 * Rewrites every copy of the prefab on the app's pages with `change`, inside the caller's transaction: the
 * pages holding one are locked (FOR UPDATE, in id order, so two propagations never deadlock), each page's
 * content is mapped (mapPlacements) and, when that changed it, stored with its revision bumped. A page whose
 * copies come out identical is left as it is, revision included. A rewritten page over the content limit
 * refuses the whole change (413): the caller's transaction rolls back, nothing is half-updated.
 */
export async function rewritePlacements(
  tx: Tx,
  appId: string,
  prefabId: string,
  change: <P extends PrefabPlacement>(placement: P) => P,
): Promise<PageRevisionChange[]> {
  // Copies are refreshed in full entries (expand) and stored lean; the size limit applies to what is stored.
  return rewritePages(
    tx,
    appId,
    holdsCopyOf(prefabId),
    (content, id) => {
      const next = mapPlacements(content, prefabId, change);
      if (next === content) return content;
      assertStillFits(next.slots as ContentSlots, `page ${id}`);
      return next;
    },
    { expand: true, maxChars: LIMITS.page.contentMaxChars },
  );
}

/**
 * Rewrites the copies of the prefab held, at any depth, by the contents of the app's other prefabs (container
 * prefabs holding it), inside the caller's transaction: those prefabs are locked (FOR UPDATE, in id order)
 * before any page is, as every prefab change locks prefabs first. Their own copies on pages are not touched
 * here: the copies of this prefab inside them are found and rewritten on the pages directly.
 */
export async function rewriteContentsPlacements(
  tx: Tx,
  appId: string,
  prefabId: string,
  change: <P extends PrefabPlacement>(placement: P) => P,
): Promise<string[]> {
  const vars = sql`jsonb_build_object('id', ${prefabId}::text)`;
  const holders = await tx
    .select({ id: prefabs.id, slots: prefabs.slots })
    .from(prefabs)
    .where(
      and(
        eq(prefabs.appId, appId),
        sql`jsonb_path_exists(${prefabs.slots}, 'strict $.** ? (@.isPrefab == true && @.prefabId == $id)', ${vars})`,
      ),
    )
    .orderBy(asc(prefabs.id))
    .for('update');
  const changed: string[] = [];
  for (const holder of holders) {
    const slots = holder.slots as ContentSlots;
    const next = mapSlotPlacements(slots, prefabId, change);
    if (next === slots) continue;
    // Counted from the holder's own place, as its contents are checked (prefab-contents.ts).
    assertStillFits({ slot1: [{ id: '\u0000prefab', dataTypes: {}, slots: next }] }, `prefab ${holder.id}`);
    await tx
      .update(prefabs)
      .set({ slots: next as Record<string, unknown[]> })
      .where(eq(prefabs.id, holder.id));
    changed.push(holder.id);
  }
  return changed;
}

/** How many pages hold a copy of each prefab (template settings or bricks), in one query. */
export async function placedPageCounts(db: Db, prefabIds: string[]): Promise<Map<string, number>> {
  const ids = prefabIds.filter(isId);
  const counts = new Map<string, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  // Both drivers answer { rows } (node-postgres' QueryResult, PGlite's Results).
  const result = (await db.execute(sql`
    select hit.prefab_id as "prefabId", count(distinct ${pages.id})::int as "count"
    from ${pages}
    cross join lateral (
      select v #>> '{}' as prefab_id
        from jsonb_path_query(${pages.content}, 'strict $.slots.** ? (@.isPrefab == true).prefabId', '{}'::jsonb, true) as s(v)
      union all
      select v #>> '{}'
        from jsonb_path_query(${pages.content}, '$.template ? (@.isPrefab == true).prefabId') as t(v)
    ) as hit
    where ${pages.appId} in (select ${prefabs.appId} from ${prefabs} where ${prefabs.id} = any(${sql.param(ids)}::uuid[]))
      and hit.prefab_id = any(${sql.param(ids)}::text[])
    group by hit.prefab_id`)) as unknown as { rows: Array<{ prefabId: string; count: number | string }> };
  for (const row of result.rows) {
    counts.set(row.prefabId, Number(row.count));
  }
  return counts;
}
