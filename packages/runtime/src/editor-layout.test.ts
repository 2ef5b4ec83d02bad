import { describe, expect, it } from 'vitest';
import {
  brickBoxes,
  type MeasuredSlot,
  NOTHING_HEIGHT,
  resolveLayout,
  roundHalf,
  sameLayout,
} from './editor-layout.ts';
import type { Box } from './editor-protocol.ts';

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });
const drawn = (key: string, at: Box) => ({ key, box: at, drawn: true });
const nothing = (key: string) => ({ key, box: box(0, 0, 0, 0), drawn: false });

function slot(fields: Partial<MeasuredSlot>): MeasuredSlot {
  return {
    slot: 'slot1',
    depth: 1,
    empty: false,
    own: box(0, 0, 0, 0),
    parent: box(16, 100, 600, 400),
    ownsParent: false,
    bricks: [],
    ...fields,
  };
}

describe('brickBoxes', () => {
  it('keeps drawn boxes and gives a zero-height one a selectable height at its place', () => {
    const boxes = brickBoxes(
      slot({ bricks: [drawn('a', box(16, 100, 600, 40)), drawn('b', box(16, 140, 600, 0))] }),
    );
    expect(boxes).toEqual([box(16, 100, 600, 40), box(16, 140, 600, NOTHING_HEIGHT)]);
  });

  it('puts a brick that draws nothing under the one before it', () => {
    const boxes = brickBoxes(
      slot({ bricks: [drawn('a', box(16, 100, 600, 40)), nothing('b'), nothing('c')] }),
    );
    expect(boxes[1]).toEqual(box(16, 140, 600, NOTHING_HEIGHT));
    expect(boxes[2]).toEqual(box(16, 146, 600, NOTHING_HEIGHT));
  });

  it('stacks leading bricks that draw nothing above the first drawn one, in order', () => {
    const boxes = brickBoxes(
      slot({ bricks: [nothing('a'), nothing('b'), drawn('c', box(20, 200, 300, 50))] }),
    );
    expect(boxes[0]).toEqual(box(20, 188, 300, NOTHING_HEIGHT));
    expect(boxes[1]).toEqual(box(20, 194, 300, NOTHING_HEIGHT));
  });

  it("places bricks of a slot that draws nothing at the top of the slot's container", () => {
    const boxes = brickBoxes(slot({ bricks: [nothing('a'), nothing('b')] }));
    expect(boxes).toEqual([box(16, 100, 600, NOTHING_HEIGHT), box(16, 106, 600, NOTHING_HEIGHT)]);
  });
});

describe('resolveLayout', () => {
  it("reports an empty slot's own box and a filled slot's bricks' union", () => {
    const layout = resolveLayout(
      [
        slot({
          slot: 'slot1',
          bricks: [drawn('a', box(16, 100, 300, 40)), drawn('b', box(40, 150, 400, 20))],
        }),
        slot({ slot: 'slot2', empty: true, own: box(8, 508, 624, 96) }),
      ],
      612.2,
    );
    expect(layout).toEqual({
      height: 613,
      slots: [
        { slot: 'slot1', empty: false, depth: 1, ...box(16, 100, 424, 70) },
        { slot: 'slot2', empty: true, depth: 1, ...box(8, 508, 624, 96) },
      ],
      bricks: [
        { key: 'a', slot: 'slot1', index: 0, depth: 1, ...box(16, 100, 300, 40) },
        { key: 'b', slot: 'slot1', index: 1, depth: 1, ...box(40, 150, 400, 20) },
      ],
    });
  });

  it("reports a container's slots by address with the depth of their bricks", () => {
    const layout = resolveLayout(
      [
        slot({ slot: 'slot1', bricks: [drawn('row', box(0, 0, 800, 200))] }),
        slot({
          slot: 'row/slot1',
          depth: 2,
          ownsParent: true,
          parent: box(0, 0, 400, 200),
          bricks: [drawn('a', box(0, 0, 400, 50))],
        }),
        slot({ slot: 'row/slot2', depth: 2, empty: true, own: box(408, 8, 384, 96) }),
      ],
      200,
    );
    expect(layout.slots).toEqual([
      { slot: 'slot1', empty: false, depth: 1, ...box(0, 0, 800, 200) },
      { slot: 'row/slot1', empty: false, depth: 2, ...box(0, 0, 400, 200) },
      { slot: 'row/slot2', empty: true, depth: 2, ...box(408, 8, 384, 96) },
    ]);
    expect(layout.bricks).toEqual([
      { key: 'row', slot: 'slot1', index: 0, depth: 1, ...box(0, 0, 800, 200) },
      { key: 'a', slot: 'row/slot1', index: 0, depth: 2, ...box(0, 0, 400, 50) },
    ]);
  });

  it("widens a filled slot to its parent's content box when the parent holds only the slot", () => {
    const measured = slot({ ownsParent: true, bricks: [drawn('a', box(16, 100, 300, 40))] });
    expect(resolveLayout([measured], 500).slots[0]).toMatchObject(box(16, 100, 600, 400));
  });

  it('rounds to half pixels', () => {
    const layout = resolveLayout([slot({ bricks: [drawn('a', box(16.26, 99.74, 300.1, 40.3))] })], 0);
    expect(layout.bricks[0]).toMatchObject(box(16.5, 99.5, 300, 40.5));
    expect(roundHalf(7.24)).toBe(7);
    expect(roundHalf(7.26)).toBe(7.5);
  });
});

describe('sameLayout', () => {
  const layout = () => resolveLayout([slot({ bricks: [drawn('a', box(16, 100, 300, 40))] })], 500);

  it('is false without a previous report and true for equal ones', () => {
    expect(sameLayout(null, layout())).toBe(false);
    expect(sameLayout(layout(), layout())).toBe(true);
  });

  it('sees a moved brick, a new height, a brick renamed or reordered', () => {
    const moved = layout();
    moved.bricks[0]!.y = 100.5;
    expect(sameLayout(layout(), moved)).toBe(false);
    expect(sameLayout(layout(), { ...layout(), height: 501 })).toBe(false);
    const renamed = layout();
    renamed.bricks[0]!.key = 'b';
    expect(sameLayout(layout(), renamed)).toBe(false);
    const emptied = layout();
    emptied.slots[0]!.empty = true;
    expect(sameLayout(layout(), emptied)).toBe(false);
    const deeper = layout();
    deeper.bricks[0]!.depth = 2;
    expect(sameLayout(layout(), deeper)).toBe(false);
  });

  it('ignores subpixel movement under a quarter pixel', () => {
    const a = resolveLayout([slot({ bricks: [drawn('a', box(16, 100, 300, 40))] })], 500);
    const b = resolveLayout([slot({ bricks: [drawn('a', box(16.1, 100.2, 299.9, 40.05))] })], 500);
    expect(sameLayout(a, b)).toBe(true);
  });
});
