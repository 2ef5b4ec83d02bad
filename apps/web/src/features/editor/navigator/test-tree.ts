/** Shared by this folder's tests: nested pages built from EditorBrick objects with `slots`, directly. */
import type { EditorBrick, Slots } from '../model/types.ts';
import { buildRows, type TreeRow } from './tree-rows.ts';

/** Component ids to slot counts: a Section has one slot, Columns two, a Stack one, text none. */
export const SLOT_COUNTS: Readonly<Record<string, number>> = {
  'c-text': 0,
  'c-section': 1,
  'c-columns': 2,
  'c-stack': 1,
};

export function brick(id: string, componentId = 'c-text', slots?: Slots): EditorBrick {
  return {
    id,
    name: id,
    componentId,
    isPrefab: false,
    dataTypes: {},
    dataGroups: [],
    ...(slots ? { slots } : {}),
  };
}

export const section = (id: string, ...inside: EditorBrick[]) => brick(id, 'c-section', { slot1: inside });
export const stack = (id: string, ...inside: EditorBrick[]) => brick(id, 'c-stack', { slot1: inside });
export const columns = (id: string, left: EditorBrick[], right: EditorBrick[]) =>
  brick(id, 'c-columns', { slot1: left, slot2: right });

/**
 * slot1: hero (Section) › cols (Columns) › [h1, p1 | img]; then t1.
 * slot2: empty.
 */
export function heroPage(): Slots {
  return {
    slot1: [section('hero', columns('cols', [brick('h1'), brick('p1')], [brick('img')])), brick('t1')],
    slot2: [],
  };
}

export function rowsOf(slots: Slots, collapsed: Iterable<string> = [], templateSlots = 2): TreeRow[] {
  return buildRows({
    slots,
    templateSlots,
    slotsOf: (componentId) => SLOT_COUNTS[componentId],
    collapsed: new Set(collapsed),
  });
}

/** Each row as `level:label` (a slot row by its address, a brick row by its id), for readable checks. */
export function outline(rows: readonly TreeRow[]): string[] {
  return rows.map((row) => `${row.level}:${row.kind === 'slot' ? `[${row.address}]` : row.brick.id}`);
}
