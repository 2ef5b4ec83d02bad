import type { BrickBox, SlotBox } from '@tessera/runtime/editor-protocol';
import { describe, expect, it } from 'vitest';
import { boxesByKey, brickAt, selectionAt, slotAt } from './hit-test.ts';

function box(key: string, x: number, y: number, width: number, height: number, depth = 1): BrickBox {
  return { key, slot: 'slot1', index: 0, depth, x, y, width, height };
}

function slotBox(slot: string, depth: number, x: number, y: number, width: number, height: number): SlotBox {
  return { slot, depth, empty: false, x, y, width, height };
}

describe('brickAt', () => {
  const boxes = [
    box('outer', 0, 0, 400, 400),
    box('inner', 100, 100, 50, 50),
    box('other', 500, 0, 100, 100),
  ];

  it('finds the smallest box containing the point', () => {
    expect(brickAt({ x: 120, y: 120 }, boxes)?.key).toBe('inner');
    expect(brickAt({ x: 10, y: 10 }, boxes)?.key).toBe('outer');
    expect(brickAt({ x: 550, y: 50 }, boxes)?.key).toBe('other');
  });

  it('is null where no box is', () => {
    expect(brickAt({ x: 450, y: 50 }, boxes)).toBeNull();
    expect(brickAt({ x: 0, y: 0 }, [])).toBeNull();
  });

  it('takes the deepest brick, even one that overflows the container around it', () => {
    const nested = [
      box('section', 0, 0, 400, 100, 1),
      box('wide', 0, 0, 600, 120, 2),
      box('deep', 10, 10, 500, 50, 3),
    ];
    expect(brickAt({ x: 20, y: 20 }, nested)?.key).toBe('deep');
    expect(brickAt({ x: 20, y: 110 }, nested)?.key).toBe('wide');
    expect(brickAt({ x: 550, y: 5 }, nested)?.key).toBe('wide');
  });
});

describe('slotAt', () => {
  it("takes the innermost slot: a container's slot inside a template slot", () => {
    const slots = [slotBox('slot1', 1, 0, 0, 800, 400), slotBox('row/slot2', 2, 400, 0, 400, 200)];
    expect(slotAt({ x: 500, y: 50 }, slots)?.slot).toBe('row/slot2');
    expect(slotAt({ x: 100, y: 50 }, slots)?.slot).toBe('slot1');
    expect(slotAt({ x: 900, y: 50 }, slots)).toBeNull();
  });
});

describe('selectionAt', () => {
  // A template slot holding a two-column container `row` (0–800 × 0–200): its slot1 holds brick `a`
  // (0–400 × 0–50) with free space below; its slot2 is empty (the hint, 408–792 × 8–104).
  const layout = {
    slots: [
      slotBox('slot1', 1, 0, 0, 800, 600),
      slotBox('row/slot1', 2, 0, 0, 400, 200),
      { ...slotBox('row/slot2', 2, 408, 8, 384, 96), empty: true },
    ],
    bricks: [box('row', 0, 0, 800, 200, 1), { ...box('a', 0, 0, 400, 50, 2), slot: 'row/slot1' }],
  };

  it('selects the innermost brick under the point', () => {
    expect(selectionAt({ x: 100, y: 20 }, layout)).toEqual({ kind: 'brick', id: 'a' });
  });

  it("selects a container's empty slot, and its slot's free space below its bricks", () => {
    expect(selectionAt({ x: 500, y: 50 }, layout)).toEqual({ kind: 'slot', slot: 'row/slot2' });
    expect(selectionAt({ x: 100, y: 150 }, layout)).toEqual({ kind: 'slot', slot: 'row/slot1' });
  });

  it('selects the container where no slot of its own lies under the point', () => {
    expect(selectionAt({ x: 500, y: 150 }, layout)).toEqual({ kind: 'brick', id: 'row' });
  });

  it('selects the template slot outside every brick, and nothing outside every slot', () => {
    expect(selectionAt({ x: 100, y: 400 }, layout)).toEqual({ kind: 'slot', slot: 'slot1' });
    expect(selectionAt({ x: 900, y: 400 }, layout)).toBeNull();
  });

  it('passes over a brick the page no longer holds', () => {
    expect(selectionAt({ x: 100, y: 20 }, layout, (id) => id !== 'a')).toEqual({
      kind: 'slot',
      slot: 'row/slot1',
    });
  });
});

describe('boxesByKey', () => {
  it('indexes once per reported list', () => {
    const boxes = [box('a', 0, 0, 1, 1)];
    expect(boxesByKey(boxes).get('a')).toBe(boxes[0]);
    expect(boxesByKey(boxes)).toBe(boxesByKey(boxes));
  });
});
