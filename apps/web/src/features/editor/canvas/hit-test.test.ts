import type { BrickBox } from '@tessera/runtime/editor-protocol';
import { describe, expect, it } from 'vitest';
import type { EditorBrick, Slots } from '../model/types.ts';
import { adjacentBrick, boxesByKey, brickAt } from './hit-test.ts';

function box(key: string, x: number, y: number, width: number, height: number): BrickBox {
  return { key, slot: 'slot1', index: 0, x, y, width, height };
}

function brick(id: string): EditorBrick {
  return { id, name: id, componentId: 'c', isPrefab: false, dataTypes: {}, dataGroups: [] };
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
});

describe('boxesByKey', () => {
  it('indexes once per reported list', () => {
    const boxes = [box('a', 0, 0, 1, 1)];
    expect(boxesByKey(boxes).get('a')).toBe(boxes[0]);
    expect(boxesByKey(boxes)).toBe(boxesByKey(boxes));
  });
});

describe('adjacentBrick', () => {
  const slots: Slots = { slot1: [brick('a'), brick('b')], slot2: [], slot3: [brick('c')] };
  const names = ['slot1', 'slot2', 'slot3'];

  it('walks the page in order across slots, skipping empty ones', () => {
    expect(adjacentBrick(slots, names, 'a', 1)).toBe('b');
    expect(adjacentBrick(slots, names, 'b', 1)).toBe('c');
    expect(adjacentBrick(slots, names, 'c', -1)).toBe('b');
    expect(adjacentBrick(slots, names, 'b', -1)).toBe('a');
  });

  it('stays at the ends', () => {
    expect(adjacentBrick(slots, names, 'a', -1)).toBe('a');
    expect(adjacentBrick(slots, names, 'c', 1)).toBe('c');
  });

  it('starts from the first or the last brick when nothing is selected', () => {
    expect(adjacentBrick(slots, names, null, 1)).toBe('a');
    expect(adjacentBrick(slots, names, null, -1)).toBe('c');
    expect(adjacentBrick(slots, names, 'gone', 1)).toBe('a');
    expect(adjacentBrick({ slot1: [] }, ['slot1'], null, 1)).toBeNull();
  });
});
