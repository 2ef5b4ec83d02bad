import { describe, expect, it } from 'vitest';
import { brick, columns, heroPage, outline, rowsOf, SLOT_COUNTS, section } from './test-tree.ts';
import { brickRowKey, buildRows, parentIndex, slotRowKey, type TreeRow } from './tree-rows.ts';

function row(rows: readonly TreeRow[], label: string): TreeRow {
  const found = rows.find((r) => (r.kind === 'slot' ? `[${r.address}]` : r.brick.id) === label);
  if (!found) throw new Error(`no row ${label}`);
  return found;
}

describe('navigator rows', () => {
  it('lists no row for an empty container slot the canvas does not draw (Columns set to fewer columns)', () => {
    const page = { slot1: [columns('cols', [brick('a')], [])], slot2: [] };
    const rows = (drawn: ReadonlySet<string> | null) =>
      outline(
        buildRows({
          slots: page,
          templateSlots: 2,
          slotsOf: (id) => SLOT_COUNTS[id],
          collapsed: new Set(),
          drawn,
        }),
      );
    expect(rows(null)).toEqual([
      '1:[slot1]',
      '2:cols',
      '3:[cols/slot1]',
      '4:a',
      '3:[cols/slot2]',
      '1:[slot2]',
    ]);
    // Only the first column is drawn: its empty second slot goes; template slots and filled slots stay.
    expect(rows(new Set(['slot1', 'cols/slot1']))).toEqual([
      '1:[slot1]',
      '2:cols',
      '3:[cols/slot1]',
      '4:a',
      '1:[slot2]',
    ]);
    const filled = { slot1: [columns('cols', [], [brick('b')])], slot2: [] };
    const kept = buildRows({
      slots: filled,
      templateSlots: 2,
      slotsOf: (id) => SLOT_COUNTS[id],
      collapsed: new Set(),
      drawn: new Set(['slot1', 'slot2']),
    });
    expect(outline(kept)).toEqual(['1:[slot1]', '2:cols', '3:[cols/slot2]', '4:b', '1:[slot2]']);
  });

  it('lists the template slots, their bricks, and containers nested, a one-slot container without a slot row', () => {
    expect(outline(rowsOf(heroPage()))).toEqual([
      '1:[slot1]',
      '2:hero',
      '3:cols',
      '4:[cols/slot1]',
      '5:h1',
      '5:p1',
      '4:[cols/slot2]',
      '5:img',
      '2:t1',
      '1:[slot2]',
    ]);
  });

  it('gives each row its place among its siblings, its slot address and the containers above it', () => {
    const rows = rowsOf(heroPage());
    expect(row(rows, 'p1')).toMatchObject({
      kind: 'brick',
      address: 'cols/slot1',
      index: 1,
      posInSet: 2,
      setSize: 2,
      ancestors: ['hero', 'cols'],
    });
    expect(row(rows, '[cols/slot2]')).toMatchObject({
      kind: 'slot',
      parentId: 'cols',
      number: 2,
      posInSet: 2,
      setSize: 2,
      count: 1,
      ancestors: ['hero', 'cols'],
    });
    expect(row(rows, 't1')).toMatchObject({
      address: 'slot1',
      index: 1,
      posInSet: 2,
      setSize: 2,
      ancestors: [],
    });
    expect(row(rows, '[slot2]')).toMatchObject({ posInSet: 2, setSize: 2, count: 0, expandable: false });
    expect(row(rows, 'hero')).toMatchObject({ slotCount: 1, firstSlotCount: 1, expandable: true });
    expect(row(rows, 'cols')).toMatchObject({ slotCount: 2, firstSlotCount: 2, expandable: true });
    expect(row(rows, 'h1')).toMatchObject({ slotCount: 0, expandable: false });
  });

  it('leaves out what is under a collapsed container or slot, and says which rows are collapsed', () => {
    const rows = rowsOf(heroPage(), [brickRowKey('cols'), slotRowKey('slot2')]);
    expect(outline(rows)).toEqual(['1:[slot1]', '2:hero', '3:cols', '2:t1', '1:[slot2]']);
    expect(row(rows, 'cols')).toMatchObject({ expandable: true, expanded: false });
    expect(row(rows, 'hero')).toMatchObject({ expandable: true, expanded: true });
    expect(outline(rowsOf(heroPage(), [slotRowKey('cols/slot1')]))).toEqual([
      '1:[slot1]',
      '2:hero',
      '3:cols',
      '4:[cols/slot1]',
      '4:[cols/slot2]',
      '5:img',
      '2:t1',
      '1:[slot2]',
    ]);
    expect(outline(rowsOf(heroPage(), [slotRowKey('slot1')]))).toEqual(['1:[slot1]', '1:[slot2]']);
  });

  it('lists the empty slots of a container and of the template in slot order', () => {
    const slots = { slot2: [columns('c', [], [brick('x')])] };
    expect(outline(rowsOf(slots, [], 3))).toEqual([
      '1:[slot1]',
      '1:[slot2]',
      '2:c',
      '3:[c/slot1]',
      '3:[c/slot2]',
      '4:x',
      '1:[slot3]',
    ]);
  });

  it('shows an empty one-slot container as a row that does not expand', () => {
    const rows = rowsOf({ slot1: [section('s')] }, [], 1);
    expect(outline(rows)).toEqual(['1:[slot1]', '2:s']);
    expect(row(rows, 's')).toMatchObject({ slotCount: 1, firstSlotCount: 0, expandable: false });
  });

  it('shows slots the content holds beyond an unknown component', () => {
    const odd = brick('odd', 'c-gone', { slot1: [brick('in')] });
    const rows = rowsOf({ slot1: [odd] }, [], 1);
    expect(outline(rows)).toEqual(['1:[slot1]', '2:odd', '3:in']);
  });

  it('closes a container before the next brick of the outer list (four levels deep)', () => {
    const deep = section('a', section('b', section('c', brick('d'))), brick('e'));
    expect(outline(rowsOf({ slot1: [deep, brick('f')] }, [], 1))).toEqual([
      '1:[slot1]',
      '2:a',
      '3:b',
      '4:c',
      '5:d',
      '3:e',
      '2:f',
    ]);
  });

  it('keeps unchanged bricks as the same objects in their rows', () => {
    const slots = heroPage();
    const img = row(rowsOf(slots), 'img');
    expect(img.kind === 'brick' ? img.brick : null).toBe(slots.slot1![0]!.slots!.slot1![0]!.slots!.slot2![0]);
  });

  it('finds a row’s parent row', () => {
    const rows = rowsOf(heroPage());
    const labels = outline(rows);
    const at = (label: string) => labels.indexOf(label);
    expect(parentIndex(rows, at('5:img'))).toBe(at('4:[cols/slot2]'));
    expect(parentIndex(rows, at('2:t1'))).toBe(at('1:[slot1]'));
    expect(parentIndex(rows, at('3:cols'))).toBe(at('2:hero'));
    expect(parentIndex(rows, at('1:[slot2]'))).toBe(-1);
  });
});
