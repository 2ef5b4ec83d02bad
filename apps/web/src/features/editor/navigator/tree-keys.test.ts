import { describe, expect, it } from 'vitest';
import { heroPage, outline, rowsOf } from './test-tree.ts';
import { treeKeyAction } from './tree-keys.ts';
import { brickRowKey, slotRowKey } from './tree-rows.ts';

const rows = rowsOf(heroPage());
const labels = outline(rows);
const at = (label: string) => {
  const index = labels.indexOf(label);
  if (index < 0) throw new Error(`no row ${label}`);
  return index;
};

describe('navigator keys', () => {
  it('moves down and up between the shown rows, and stops at the ends', () => {
    expect(treeKeyAction(rows, at('2:hero'), 'ArrowDown')).toEqual({ type: 'focus', index: at('3:cols') });
    expect(treeKeyAction(rows, at('5:img'), 'ArrowUp')).toEqual({
      type: 'focus',
      index: at('4:[cols/slot2]'),
    });
    expect(treeKeyAction(rows, 0, 'ArrowUp')).toBeNull();
    expect(treeKeyAction(rows, rows.length - 1, 'ArrowDown')).toBeNull();
  });

  it('goes to the first and the last row with Home and End', () => {
    expect(treeKeyAction(rows, at('5:p1'), 'Home')).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyAction(rows, at('5:p1'), 'End')).toEqual({ type: 'focus', index: rows.length - 1 });
  });

  it('→ goes to the first child of an expanded row and expands a collapsed one; nothing on a leaf', () => {
    expect(treeKeyAction(rows, at('3:cols'), 'ArrowRight')).toEqual({
      type: 'focus',
      index: at('4:[cols/slot1]'),
    });
    const folded = rowsOf(heroPage(), [brickRowKey('cols')]);
    const cols = outline(folded).indexOf('3:cols');
    expect(treeKeyAction(folded, cols, 'ArrowRight')).toEqual({ type: 'expand', key: brickRowKey('cols') });
    expect(treeKeyAction(rows, at('5:h1'), 'ArrowRight')).toBeNull();
    expect(treeKeyAction(rows, at('1:[slot2]'), 'ArrowRight')).toBeNull();
  });

  it('← collapses an expanded row, else goes to its parent; nothing on a top row already collapsed', () => {
    expect(treeKeyAction(rows, at('4:[cols/slot2]'), 'ArrowLeft')).toEqual({
      type: 'collapse',
      key: slotRowKey('cols/slot2'),
    });
    expect(treeKeyAction(rows, at('5:img'), 'ArrowLeft')).toEqual({
      type: 'focus',
      index: at('4:[cols/slot2]'),
    });
    expect(treeKeyAction(rows, at('2:t1'), 'ArrowLeft')).toEqual({ type: 'focus', index: at('1:[slot1]') });
    expect(treeKeyAction(rows, at('1:[slot2]'), 'ArrowLeft')).toBeNull();
  });

  it('Enter and Space select the row; F2 renames a brick, not a slot', () => {
    expect(treeKeyAction(rows, at('5:p1'), 'Enter')).toEqual({ type: 'select', row: rows[at('5:p1')] });
    expect(treeKeyAction(rows, at('1:[slot1]'), ' ')).toEqual({ type: 'select', row: rows[0] });
    expect(treeKeyAction(rows, at('5:p1'), 'F2')).toEqual({ type: 'rename', id: 'p1' });
    expect(treeKeyAction(rows, at('1:[slot1]'), 'F2')).toBeNull();
    expect(treeKeyAction(rows, at('5:p1'), 'a')).toBeNull();
  });

  it('puts the focus on the first row when none is active', () => {
    expect(treeKeyAction(rows, -1, 'ArrowDown')).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyAction([], -1, 'ArrowDown')).toBeNull();
  });
});
