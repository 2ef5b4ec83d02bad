import type { BrickBox, SlotBox } from '@tessera/runtime/editor-protocol';
import { MAX_BRICK_DEPTH } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { dropTargetAt, INDICATOR_THICKNESS, type LayoutBoxes } from './drop-target.ts';

function slot(
  name: string,
  x: number,
  y: number,
  width: number,
  height: number,
  empty = false,
  depth = name.split('/').length,
): SlotBox {
  return { slot: name, x, y, width, height, empty, depth };
}

function brick(
  key: string,
  slotName: string,
  index: number,
  x: number,
  y: number,
  w: number,
  h: number,
  depth = slotName.split('/').length,
): BrickBox {
  return { key, slot: slotName, index, x, y, width: w, height: h, depth };
}

// slot1: three stacked bricks of 100 px with 20 px gaps; slot2: a row of three 100 px bricks; slot3 empty.
const layout: LayoutBoxes = {
  slots: [
    slot('slot1', 0, 0, 800, 400),
    slot('slot2', 0, 400, 800, 200),
    slot('slot3', 0, 600, 800, 100, true),
  ],
  bricks: [
    // Reported out of order on purpose: the index field counts, not the array position.
    brick('b', 'slot1', 1, 0, 140, 800, 100),
    brick('a', 'slot1', 0, 0, 20, 800, 100),
    brick('c', 'slot1', 2, 0, 260, 800, 100),
    brick('r0', 'slot2', 0, 20, 450, 100, 100),
    brick('r1', 'slot2', 1, 140, 450, 100, 100),
    brick('r2', 'slot2', 2, 260, 450, 100, 100),
  ],
};

describe('dropTargetAt', () => {
  it('is null outside every slot', () => {
    expect(dropTargetAt({ x: 900, y: 50 }, layout)).toBeNull();
    expect(dropTargetAt({ x: 10, y: 800 }, layout)).toBeNull();
  });

  it('puts the drop before a brick in its upper half and after it in its lower half', () => {
    expect(dropTargetAt({ x: 400, y: 150 }, layout)).toMatchObject({ slot: 'slot1', index: 1 });
    expect(dropTargetAt({ x: 400, y: 230 }, layout)).toMatchObject({ slot: 'slot1', index: 2 });
    expect(dropTargetAt({ x: 400, y: 30 }, layout)).toMatchObject({ slot: 'slot1', index: 0 });
    expect(dropTargetAt({ x: 400, y: 350 }, layout)).toMatchObject({ slot: 'slot1', index: 3 });
  });

  it('takes the nearest gap between bricks, with the line half-way between them', () => {
    const hit = dropTargetAt({ x: 400, y: 128 }, layout);
    expect(hit).toMatchObject({ slot: 'slot1', index: 1 });
    expect(hit?.indicator).toEqual({ x: 0, y: 130 - INDICATOR_THICKNESS / 2, width: 800, height: 3 });
    expect(dropTargetAt({ x: 400, y: 5 }, layout)).toMatchObject({ index: 0 });
    expect(dropTargetAt({ x: 400, y: 390 }, layout)).toMatchObject({ index: 3 });
  });

  it('compares along x when the bricks of a slot sit side by side', () => {
    expect(dropTargetAt({ x: 160, y: 500 }, layout)).toMatchObject({ slot: 'slot2', index: 1 });
    expect(dropTargetAt({ x: 230, y: 500 }, layout)).toMatchObject({ slot: 'slot2', index: 2 });
    expect(dropTargetAt({ x: 600, y: 500 }, layout)).toMatchObject({ slot: 'slot2', index: 3 });
    const between = dropTargetAt({ x: 130, y: 420 }, layout);
    expect(between).toMatchObject({ slot: 'slot2', index: 1 });
    expect(between?.indicator).toEqual({ x: 130 - 1.5, y: 450, width: 3, height: 100 });
  });

  it('drops at index 0 of an empty slot, with the line along its top', () => {
    expect(dropTargetAt({ x: 300, y: 650 }, layout)).toEqual({
      slot: 'slot3',
      index: 0,
      indicator: { x: 0, y: 600, width: 800, height: 3 },
    });
  });

  it('handles rows that wrap: the index after a row end is the start of the next row', () => {
    const grid: LayoutBoxes = {
      slots: [slot('slot1', 0, 0, 300, 300)],
      bricks: [
        brick('g0', 'slot1', 0, 0, 0, 100, 100),
        brick('g1', 'slot1', 1, 100, 0, 100, 100),
        brick('g2', 'slot1', 2, 200, 0, 100, 100),
        brick('g3', 'slot1', 3, 0, 100, 100, 100),
        brick('g4', 'slot1', 4, 100, 100, 100, 100),
      ],
    };
    expect(dropTargetAt({ x: 290, y: 50 }, grid)).toMatchObject({ index: 3 });
    const start = dropTargetAt({ x: 10, y: 150 }, grid);
    expect(start).toMatchObject({ index: 3 });
    expect(start?.indicator.x).toBe(-1.5);
    expect(dropTargetAt({ x: 250, y: 150 }, grid)).toMatchObject({ index: 5 });
  });

  it('picks the smallest slot when slots of one depth overlap', () => {
    const nested: LayoutBoxes = {
      slots: [slot('outer', 0, 0, 500, 500), slot('inner', 100, 100, 100, 100, true)],
      bricks: [],
    };
    expect(dropTargetAt({ x: 150, y: 150 }, nested)?.slot).toBe('inner');
    expect(dropTargetAt({ x: 50, y: 50 }, nested)?.slot).toBe('outer');
  });
});

// slot1 holds `row` (0–800 × 0–300), a two-column container: row/slot1 (0–400) holds `a` and the
// container `inner` (0–400 × 100–300), whose inner/slot1 holds `b`; row/slot2 (400–800) is empty.
const nested: LayoutBoxes = {
  slots: [
    slot('slot1', 0, 0, 800, 400),
    slot('row/slot1', 0, 0, 400, 300),
    slot('inner/slot1', 0, 100, 400, 200, false, 3),
    slot('row/slot2', 408, 8, 384, 96, true),
  ],
  bricks: [
    brick('row', 'slot1', 0, 0, 0, 800, 300),
    brick('a', 'row/slot1', 0, 0, 0, 400, 100),
    brick('inner', 'row/slot1', 1, 0, 100, 400, 200),
    brick('b', 'inner/slot1', 0, 0, 100, 400, 80, 3),
  ],
};

describe('dropTargetAt in nested slots', () => {
  it("targets the innermost slot under the point with the index among that slot's bricks", () => {
    expect(dropTargetAt({ x: 200, y: 10 }, nested)).toMatchObject({ slot: 'row/slot1', index: 0 });
    expect(dropTargetAt({ x: 200, y: 90 }, nested)).toMatchObject({ slot: 'row/slot1', index: 1 });
    expect(dropTargetAt({ x: 200, y: 170 }, nested)).toMatchObject({ slot: 'inner/slot1', index: 1 });
    expect(dropTargetAt({ x: 200, y: 350 }, nested)).toMatchObject({ slot: 'slot1', index: 1 });
  });

  it("highlights a container's empty slot with a line along its top", () => {
    expect(dropTargetAt({ x: 600, y: 50 }, nested)).toEqual({
      slot: 'row/slot2',
      index: 0,
      indicator: { x: 408, y: 8, width: 384, height: INDICATOR_THICKNESS },
    });
  });

  it('never targets a slot inside the dragged brick, at any depth: the slot around it instead', () => {
    // Dragging `row`: its own slots and those of `inner` inside it are passed over.
    expect(dropTargetAt({ x: 600, y: 50 }, nested, 'row')).toMatchObject({ slot: 'slot1', index: 0 });
    expect(dropTargetAt({ x: 200, y: 170 }, nested, 'row')?.slot).toBe('slot1');
    // Dragging `inner`: its slot is passed over, the column around it is fine.
    expect(dropTargetAt({ x: 200, y: 170 }, nested, 'inner')).toMatchObject({ slot: 'row/slot1' });
    expect(dropTargetAt({ x: 600, y: 50 }, nested, 'inner')?.slot).toBe('row/slot2');
    // Dragging a brick without contents changes nothing.
    expect(dropTargetAt({ x: 200, y: 170 }, nested, 'b')?.slot).toBe('inner/slot1');
  });

  it('passes over slots where the dragged contents would nest deeper than the maximum', () => {
    // A slot at depth 12 takes a plain brick but not `inner`, whose contents go one level further.
    const deep: LayoutBoxes = {
      slots: [...nested.slots, slot('deep/slot1', 600, 200, 100, 50, true, MAX_BRICK_DEPTH)],
      bricks: nested.bricks,
    };
    expect(dropTargetAt({ x: 650, y: 220 }, deep)?.slot).toBe('deep/slot1');
    expect(dropTargetAt({ x: 650, y: 220 }, deep, 'b')?.slot).toBe('deep/slot1');
    expect(dropTargetAt({ x: 650, y: 220 }, deep, 'inner')?.slot).toBe('slot1');
    const tooDeep: LayoutBoxes = {
      slots: [slot('slot1', 0, 0, 800, 400), slot('x/slot1', 600, 200, 100, 50, true, MAX_BRICK_DEPTH + 1)],
      bricks: [],
    };
    expect(dropTargetAt({ x: 650, y: 220 }, tooDeep)?.slot).toBe('slot1');
  });
});
