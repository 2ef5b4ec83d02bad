import { describe, expect, it } from 'vitest';
import {
  collapsedRowsOf,
  MAX_REMEMBERED_PAGES,
  rememberCollapsedRows,
  rowsAbove,
  withCollapsed,
  withExpanded,
} from './collapsed-rows.ts';
import { heroPage, outline, rowsOf } from './test-tree.ts';
import { brickRowKey, slotRowKey } from './tree-rows.ts';

describe('collapsed navigator rows', () => {
  it('names the rows above a nested brick, and expanding them shows its row', () => {
    const slots = heroPage();
    const above = rowsAbove(slots, 'img');
    expect(above).toEqual([
      slotRowKey('slot1'),
      brickRowKey('hero'),
      slotRowKey('hero/slot1'),
      brickRowKey('cols'),
      slotRowKey('cols/slot2'),
    ]);
    const folded = new Set([slotRowKey('slot1'), brickRowKey('cols'), slotRowKey('slot2')]);
    expect(outline(rowsOf(slots, folded))).not.toContain('5:img');
    const opened = withExpanded(folded, above!);
    expect(outline(rowsOf(slots, opened))).toContain('5:img');
    // Rows not on the way stay as they were.
    expect([...opened]).toEqual([slotRowKey('slot2')]);
    expect(rowsAbove(slots, 't1')).toEqual([slotRowKey('slot1')]);
    expect(rowsAbove(slots, 'nowhere')).toBeNull();
  });

  it('changes a set only when something changes', () => {
    const none = new Set<string>();
    expect(withExpanded(none, ['a'])).toBe(none);
    expect(withCollapsed(none, 'a', false)).toBe(none);
    const one = withCollapsed(none, 'a', true);
    expect([...one]).toEqual(['a']);
    expect(withCollapsed(one, 'a', true)).toBe(one);
    expect([...withCollapsed(one, 'a', false)]).toEqual([]);
  });

  it('remembers each page’s collapsed rows, the most recent pages only', () => {
    rememberCollapsedRows('page-a', new Set(['x']));
    rememberCollapsedRows('page-b', new Set(['y']));
    expect([...collapsedRowsOf('page-a')]).toEqual(['x']);
    expect([...collapsedRowsOf('page-new')]).toEqual([]);
    rememberCollapsedRows('page-a', new Set(['x', 'z']));
    for (let i = 0; i < MAX_REMEMBERED_PAGES - 1; i++) rememberCollapsedRows(`other-${i}`, new Set());
    // page-b was the least recently changed: it is forgotten; page-a was changed after it.
    expect([...collapsedRowsOf('page-b')]).toEqual([]);
    expect([...collapsedRowsOf('page-a')]).toEqual(['x', 'z']);
  });
});
