/**
 * The navigator on a page of 1 000 bricks nested four deep (sections of columns of stacks of bricks, as the
 * issue's benchmark page): building its rows, the pure part of opening the panel, takes a small part of
 * the 100 ms the whole opening may take. The panel then renders only the rows in view (navigator-tree.tsx).
 */
import { countBricks } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { EditorBrick, Slots } from '../model/types.ts';
import { rowsAbove, withExpanded } from './collapsed-rows.ts';
import { brick, columns, rowsOf, section, stack } from './test-tree.ts';
import { brickRowKey } from './tree-rows.ts';

/** 20 sections › columns › 2 stacks › 23 bricks each: 20 × (1 + 1 + 2 + 46) = 1 000 bricks. */
function benchPage(): Slots {
  const sections: EditorBrick[] = [];
  for (let s = 0; s < 20; s++) {
    const leaves = (side: string) => Array.from({ length: 23 }, (_, i) => brick(`b-${s}-${side}-${i}`));
    sections.push(
      section(
        `s-${s}`,
        columns(`c-${s}`, [stack(`k-${s}-l`, ...leaves('l'))], [stack(`k-${s}-r`, ...leaves('r'))]),
      ),
    );
  }
  return { slot1: sections.slice(0, 10), slot2: sections.slice(10) };
}

function median(times: number[]): number {
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

function timed(run: () => void, rounds = 15): number {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

describe('navigator rows at scale', () => {
  const slots = benchPage();

  it('builds the page it is measured on: 1 000 bricks, four deep', () => {
    expect(countBricks(slots)).toBe(1000);
    expect(rowsAbove(slots, 'b-19-r-22')).toHaveLength(7);
  });

  it('flattens the whole page, every row expanded, in well under 100 ms', () => {
    let rows = 0;
    const ms = timed(() => {
      rows = rowsOf(slots).length;
    });
    // 1 000 brick rows, 2 template slots and each Columns' 2 slot rows.
    expect(rows).toBe(1000 + 2 + 40);
    console.info(`navigator rows, 1 000 bricks expanded: ${ms.toFixed(2)} ms (median)`);
    expect(ms).toBeLessThan(20);
  });

  it('flattens it with every section collapsed but the selected brick’s, faster still', () => {
    const collapsed = new Set(Array.from({ length: 20 }, (_, s) => brickRowKey(`s-${s}`)));
    let rows = 0;
    const ms = timed(() => {
      const open = withExpanded(collapsed, rowsAbove(slots, 'b-7-l-3')!);
      rows = rowsOf(slots, open).length;
    });
    expect(rows).toBe(2 + 20 + 1 + 2 + 2 + 46);
    console.info(`navigator rows, collapsed with the path to one brick: ${ms.toFixed(2)} ms (median)`);
    expect(ms).toBeLessThan(10);
  });
});
