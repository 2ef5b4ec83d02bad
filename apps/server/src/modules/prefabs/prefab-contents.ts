import {
  brickTreeProblem,
  type ContentSlots,
  copyOfPrefabIn,
  jsonDepthExceeds,
  SERVER_MESSAGES as M,
  type PrefabType,
  prefabSlotsSchema,
  SLOT_NAME,
  type TreeBrick,
  type TreeSlots,
} from '@tessera/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  assertNoNul,
  CONTENT_JSON_MAX_DEPTH,
  componentSlotCounts,
  issueMessage,
} from '../pages/page-content.ts';
import { checkedContentsPlacements } from './placements.ts';

/**
 * A container prefab's contents (decision 0033), checked like page content and stored on the prefab: the
 * shape (prefabSlotsSchema), only slots its component has, the copies of other prefabs inside settled like a
 * page's (checkedContentsPlacements), the tree counted from the prefab's own place (a copy sits at depth 1
 * at least, so its contents go MAX_BRICK_DEPTH - 1 deep at most), and no copy of the prefab itself inside
 * (directly, or through another prefab whose contents hold it).
 */

/** Where checks of a prefab's contents stand: the prefab (null before it exists) and its element. */
export interface ContentsOwner {
  readonly orgId: string;
  readonly appId: string;
  readonly prefabId: string | null;
  readonly prefabType: PrefabType;
  readonly elementId: string;
  /** The component's slot count; undefined when the component no longer exists. */
  readonly elementSlots: number | undefined;
}

/** Shape checks, before any query: what the request sent, as contents (absent: none). */
export function parsedPrefabSlots(raw: unknown, prefabType: PrefabType): ContentSlots {
  if (raw === undefined || raw === null) return {};
  if (jsonDepthExceeds(raw, CONTENT_JSON_MAX_DEPTH)) throw badRequest(`slots: ${M.contentTooDeep}`);
  if (prefabType === 'Template') {
    if (typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0) return {};
    throw badRequest(M.prefabTemplateSlots);
  }
  assertNoNul(JSON.stringify(raw), 'slots');
  const result = prefabSlotsSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue ? issueMessage(issue, 'slots') : 'slots is invalid');
  }
  return result.data as ContentSlots;
}

/** The contents' structure from the prefab's place: 400 naming the brick. */
export async function assertContentsTree(
  db: Db | Tx,
  owner: Pick<ContentsOwner, 'orgId' | 'elementId' | 'elementSlots'>,
  slots: ContentSlots,
): Promise<void> {
  const count = owner.elementSlots;
  if (count !== undefined) {
    const extra = Object.keys(slots).find((name) => SLOT_NAME.test(name) && Number(name.slice(4)) > count);
    if (extra !== undefined) {
      throw badRequest(
        `slots: the component has ${count} slot${count === 1 ? '' : 's'}; ${extra} is not one of them`,
      );
    }
  }
  // The prefab's container as the one brick of a template slot: its contents are then counted from depth 2.
  // Its id holds a character no stored id can (U+0000 is refused above), so it never collides.
  const root: TreeBrick & { componentId: string } = {
    id: '\u0000prefab',
    componentId: owner.elementId,
    slots: slots as TreeSlots<TreeBrick>,
  };
  const tree = { slot1: [root] };
  const problem = brickTreeProblem(tree, await componentSlotCounts(db, owner.orgId, tree));
  if (problem) throw badRequest(`slots: ${problem.message}`);
}

/** The contents as stored: copies settled, the tree checked, no copy of the prefab itself inside. */
export async function checkedPrefabSlots(
  tx: Db | Tx,
  owner: ContentsOwner,
  slots: ContentSlots,
): Promise<ContentSlots> {
  if (Object.keys(slots).length === 0) return slots;
  const settled = await checkedContentsPlacements(tx, owner.appId, slots);
  // After settling: a copy of another prefab now holds that prefab's stored contents, so a prefab reached
  // through it shows here too.
  if (owner.prefabId !== null) {
    const self = copyOfPrefabIn(settled, owner.prefabId);
    if (self) throw badRequest(`${M.prefabContainsItself}${self.id}`);
  }
  await assertContentsTree(tx, owner, settled);
  return settled;
}
