/**
 * The navigator's keys (WAI-ARIA tree pattern): what a key press on the active row does, as data, so the
 * rules are tested without a browser. ↑/↓ move between shown rows, → expands or goes to the first child,
 * ← collapses or goes to the parent, Home/End go to the first/last row, Enter or Space selects, F2 renames.
 */
import { parentIndex, type TreeRow } from './tree-rows.ts';

export type TreeKeyAction =
  /** Move the focus (roving tabindex) to the row at this index. */
  | { readonly type: 'focus'; readonly index: number }
  | { readonly type: 'expand'; readonly key: string }
  | { readonly type: 'collapse'; readonly key: string }
  /** Select the row's brick or slot in the editor. */
  | { readonly type: 'select'; readonly row: TreeRow }
  /** Start renaming the brick. */
  | { readonly type: 'rename'; readonly id: string };

export function treeKeyAction(rows: readonly TreeRow[], active: number, key: string): TreeKeyAction | null {
  const row = rows[active];
  if (!row) return rows.length > 0 && key !== 'Tab' ? { type: 'focus', index: 0 } : null;
  switch (key) {
    case 'ArrowDown':
      return active + 1 < rows.length ? { type: 'focus', index: active + 1 } : null;
    case 'ArrowUp':
      return active > 0 ? { type: 'focus', index: active - 1 } : null;
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: rows.length - 1 };
    case 'ArrowRight':
      if (!row.expandable) return null;
      if (!row.expanded) return { type: 'expand', key: row.key };
      // Expanded: its first child is the next row.
      return rows[active + 1] && rows[active + 1]!.level > row.level
        ? { type: 'focus', index: active + 1 }
        : null;
    case 'ArrowLeft': {
      if (row.expandable && row.expanded) return { type: 'collapse', key: row.key };
      const parent = parentIndex(rows, active);
      return parent >= 0 ? { type: 'focus', index: parent } : null;
    }
    case 'Enter':
    case ' ':
      return { type: 'select', row };
    case 'F2':
      return row.kind === 'brick' ? { type: 'rename', id: row.brick.id } : null;
    default:
      return null;
  }
}
