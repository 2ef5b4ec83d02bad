import { describe, expect, it } from 'vitest';
import { brick, heroPage, outline, rowsOf, section } from './test-tree.ts';
import { dropSpot } from './tree-drop.ts';
import { brickRowKey, slotRowKey } from './tree-rows.ts';

const rows = rowsOf(heroPage());
const labels = outline(rows);
const at = (label: string) => {
  const index = labels.indexOf(label);
  if (index < 0) throw new Error(`no row ${label}`);
  return index;
};

describe('navigator drop positions', () => {
  it('drops before a plain brick in the upper half of its row and after it in the lower half', () => {
    expect(dropSpot(rows, 't1', { index: at('5:p1'), fraction: 0.2 })).toEqual({
      target: { slot: 'cols/slot1', index: 1 },
      indicator: { index: at('5:p1'), position: 'before', level: 5 },
    });
    expect(dropSpot(rows, 't1', { index: at('5:p1'), fraction: 0.7 })).toEqual({
      target: { slot: 'cols/slot1', index: 2 },
      indicator: { index: at('5:p1'), position: 'after', level: 5 },
    });
    expect(dropSpot(rows, 'h1', { index: at('2:t1'), fraction: 0.9 })?.target).toEqual({
      slot: 'slot1',
      index: 2,
    });
  });

  it('drops into a container in the middle of its row, at the end of its first slot', () => {
    expect(dropSpot(rows, 't1', { index: at('2:hero'), fraction: 0.5 })).toEqual({
      target: { slot: 'hero/slot1', index: 1 },
      indicator: { index: at('2:hero'), position: 'inside', level: 3 },
    });
    expect(dropSpot(rows, 't1', { index: at('3:cols'), fraction: 0.5 })?.target).toEqual({
      slot: 'cols/slot1',
      index: 2,
    });
    expect(dropSpot(rows, 't1', { index: at('2:hero'), fraction: 0.1 })?.target).toEqual({
      slot: 'slot1',
      index: 0,
    });
  });

  it('drops at the start of a container’s contents below its expanded row, after a collapsed one', () => {
    expect(dropSpot(rows, 't1', { index: at('2:hero'), fraction: 0.9 })).toEqual({
      target: { slot: 'hero/slot1', index: 0 },
      indicator: { index: at('2:hero'), position: 'after', level: 3 },
    });
    // Columns show slot rows first: the line is indented to the bricks under "Slot 1".
    expect(dropSpot(rows, 't1', { index: at('3:cols'), fraction: 0.9 })?.indicator.level).toBe(5);
    const folded = rowsOf(heroPage(), [brickRowKey('hero')]);
    expect(
      dropSpot(folded, 't1', { index: outline(folded).indexOf('2:hero'), fraction: 0.9 })?.target,
    ).toEqual({
      slot: 'slot1',
      index: 1,
    });
  });

  it('drops into a slot from its row: at the start when its bricks show, else at the end', () => {
    expect(dropSpot(rows, 't1', { index: at('4:[cols/slot2]'), fraction: 0.5 })).toEqual({
      target: { slot: 'cols/slot2', index: 0 },
      indicator: { index: at('4:[cols/slot2]'), position: 'after', level: 5 },
    });
    expect(dropSpot(rows, 't1', { index: at('1:[slot2]'), fraction: 0.1 })).toEqual({
      target: { slot: 'slot2', index: 0 },
      indicator: { index: at('1:[slot2]'), position: 'inside', level: 2 },
    });
    const folded = rowsOf(heroPage(), [slotRowKey('cols/slot1')]);
    expect(
      dropSpot(folded, 't1', { index: outline(folded).indexOf('4:[cols/slot1]'), fraction: 0.5 })?.target,
    ).toEqual({ slot: 'cols/slot1', index: 2 });
  });

  it('refuses the dragged brick itself and everything inside it', () => {
    for (const label of ['2:hero', '3:cols', '4:[cols/slot1]', '5:h1', '4:[cols/slot2]', '5:img']) {
      expect(dropSpot(rows, 'hero', { index: at(label), fraction: 0.5 })).toBeNull();
    }
    expect(dropSpot(rows, 'cols', { index: at('2:hero'), fraction: 0.1 })).not.toBeNull();
    expect(dropSpot(rows, 'hero', { index: at('2:t1'), fraction: 0.1 })).not.toBeNull();
  });

  it('leaves a container at its end when the pointer is further left than the last row', () => {
    // img closes cols/slot2, the last slot of cols, which closes hero's only slot.
    const img = at('5:img');
    expect(dropSpot(rows, 't1', { index: img, fraction: 0.8, level: 5 })?.target).toEqual({
      slot: 'cols/slot2',
      index: 1,
    });
    expect(dropSpot(rows, 't1', { index: img, fraction: 0.8, level: 3 })).toEqual({
      target: { slot: 'hero/slot1', index: 1 },
      indicator: { index: img, position: 'after', level: 3 },
    });
    expect(dropSpot(rows, 't1', { index: img, fraction: 0.8, level: 1 })?.target).toEqual({
      slot: 'slot1',
      index: 1,
    });
    // p1 closes cols/slot1, but slot2 follows: no way out from there.
    expect(dropSpot(rows, 't1', { index: at('5:p1'), fraction: 0.8, level: 1 })?.target).toEqual({
      slot: 'cols/slot1',
      index: 2,
    });
    // A brick in a template slot stays in it.
    const flat = rowsOf({ slot1: [section('s', brick('x'))] }, [], 1);
    expect(dropSpot(flat, 'y', { index: 2, fraction: 0.9, level: 1 })?.target).toEqual({
      slot: 'slot1',
      index: 1,
    });
  });

  it('past the last row drops after it; no rows, no drop', () => {
    expect(dropSpot(rows, 'h1', { index: rows.length + 3, fraction: 0 })?.target).toEqual({
      slot: 'slot2',
      index: 0,
    });
    expect(dropSpot([], 'h1', { index: 0, fraction: 0 })).toBeNull();
  });
});
