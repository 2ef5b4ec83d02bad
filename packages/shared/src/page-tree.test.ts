import { describe, expect, it } from 'vitest';
import {
  allBricks,
  brickTreeProblem,
  countBricks,
  findInTree,
  grandfatheredSlots,
  jsonDepthExceeds,
  MAX_BRICK_DEPTH,
  mapBricks,
  nodeTree,
  parseSlotAddress,
  slotAddress,
  slotList,
  subtreeHeight,
  type TreeBrick,
  walkBricks,
} from './page-tree.ts';

interface B extends TreeBrick {
  readonly id: string;
  readonly componentId?: string;
  readonly text?: string;
  readonly slots?: Readonly<Record<string, readonly B[]>>;
}

const leaf = (id: string, componentId = 'text'): B => ({ id, componentId });
const box = (id: string, slots: Record<string, B[]>, componentId = 'columns'): B => ({
  id,
  componentId,
  slots,
});

/** section › columns › (col a: h, p) (col b: img); then a footer note */
const page: Record<string, B[]> = {
  slot1: [
    box('section', { slot1: [box('columns', { slot1: [leaf('h'), leaf('p')], slot2: [leaf('img')] })] }),
  ],
  slot2: [leaf('note')],
};

function nestedTo(depth: number): Record<string, B[]> {
  let brick: B = leaf(`b${depth}`);
  for (let level = depth - 1; level >= 1; level--) brick = box(`b${level}`, { slot1: [brick] });
  return { slot1: [brick] };
}

describe('walkBricks', () => {
  it('visits every brick in page order, a container before its contents, with its place', () => {
    const seen: string[] = [];
    walkBricks(page, (brick, place) => {
      seen.push(`${brick.id}@${place.parentId ?? '-'}/${place.slot}#${place.index}:${place.depth}`);
    });
    expect(seen).toEqual([
      'section@-/slot1#0:1',
      'columns@section/slot1#0:2',
      'h@columns/slot1#0:3',
      'p@columns/slot1#1:3',
      'img@columns/slot2#0:3',
      'note@-/slot2#0:1',
    ]);
  });

  it('skips a container’s contents on "skip" and ends on "stop"', () => {
    const skipped: string[] = [];
    walkBricks(page, (brick) => {
      skipped.push(brick.id);
      return brick.id === 'columns' ? 'skip' : undefined;
    });
    expect(skipped).toEqual(['section', 'columns', 'note']);
    const stopped: string[] = [];
    walkBricks(page, (brick) => {
      stopped.push(brick.id);
      return brick.id === 'p' ? 'stop' : undefined;
    });
    expect(stopped).toEqual(['section', 'columns', 'h', 'p']);
  });

  it('walks content nested 100 000 deep without overflowing the stack', () => {
    expect(countBricks(nestedTo(100_000))).toBe(100_000);
  });

  it('ignores slot values that are not lists and entries that are not objects', () => {
    const damaged = { slot1: [leaf('a'), null as unknown as B, box('c', { slot1: 'x' as unknown as B[] })] };
    expect(allBricks(damaged).map((brick) => brick.id)).toEqual(['a', 'c']);
  });
});

describe('finding', () => {
  it('finds a brick at any depth with its ancestors, and a slot list anywhere', () => {
    const found = findInTree(page, 'img');
    expect(found).toMatchObject({ parentId: 'columns', slot: 'slot2', index: 0, depth: 3 });
    expect(found?.ancestors).toEqual(['section', 'columns']);
    expect(findInTree(page, 'note')?.ancestors).toEqual([]);
    expect(findInTree(page, 'missing')).toBeNull();
    expect(slotList(page, { parentId: 'columns', slot: 'slot1' })?.map((b) => b.id)).toEqual(['h', 'p']);
    expect(slotList(page, { parentId: null, slot: 'slot2' })?.map((b) => b.id)).toEqual(['note']);
    expect(slotList(page, { parentId: 'columns', slot: 'slot9' })).toBeUndefined();
    expect(slotList(page, { parentId: 'h', slot: 'slot1' })).toBeUndefined();
  });

  it('measures how deep a brick’s contents go', () => {
    expect(subtreeHeight(page.slot1![0]!)).toBe(2);
    expect(subtreeHeight(leaf('x'))).toBe(0);
  });

  it('writes a slot as one string and reads it back, ids with slashes included', () => {
    expect(slotAddress(null, 'slot2')).toBe('slot2');
    expect(slotAddress('a/b', 'slot3')).toBe('a/b/slot3');
    expect(parseSlotAddress('a/b/slot3')).toEqual({ parentId: 'a/b', slot: 'slot3' });
    expect(parseSlotAddress('slot1')).toEqual({ parentId: null, slot: 'slot1' });
  });
});

describe('mapBricks', () => {
  it('changes bricks at any depth, copying only the changed path', () => {
    const next = mapBricks(page, (brick) => (brick.id === 'p' ? { ...brick, text: 'new' } : brick));
    expect(findInTree(next, 'p')?.brick.text).toBe('new');
    expect(next.slot2).toBe(page.slot2);
    expect(next.slot1).not.toBe(page.slot1);
    expect(findInTree(next, 'img')?.brick).toBe(findInTree(page, 'img')?.brick);
    expect(findInTree(page, 'p')?.brick.text).toBeUndefined();
  });

  it('returns the same object when nothing changes, and removes bricks returned as null', () => {
    expect(mapBricks(page, (brick) => brick)).toBe(page);
    const without = mapBricks(page, (brick) => (brick.id === 'columns' ? null : brick));
    expect(allBricks(without).map((brick) => brick.id)).toEqual(['section', 'note']);
  });

  it('shows a container its already changed contents', () => {
    const counts: Record<string, number> = {};
    mapBricks(
      mapBricks(page, (brick) => (brick.id === 'h' ? null : brick)),
      (brick) => {
        counts[brick.id] = allBricks(brick.slots ?? {}).length;
        return brick;
      },
    );
    expect(counts.columns).toBe(2);
  });
});

describe('brickTreeProblem', () => {
  it('accepts a good tree and the maximum depth', () => {
    expect(brickTreeProblem(page)).toBeNull();
    expect(brickTreeProblem(nestedTo(MAX_BRICK_DEPTH))).toBeNull();
  });

  it('refuses content deeper than the maximum, naming the brick', () => {
    expect(brickTreeProblem(nestedTo(MAX_BRICK_DEPTH + 1))).toEqual({
      brickId: `b${MAX_BRICK_DEPTH + 1}`,
      message: `brick b${MAX_BRICK_DEPTH + 1} is nested ${MAX_BRICK_DEPTH + 1} deep; bricks nest ${MAX_BRICK_DEPTH} deep at most`,
    });
  });

  it('refuses a brick inside itself (an id used twice)', () => {
    const selfish = { slot1: [box('a', { slot1: [box('a', { slot1: [] })] })] };
    expect(brickTreeProblem(selfish)?.message).toBe('brick a appears more than once (ids are unique)');
  });

  it('refuses a slot the component does not have, and bricks in a component without slots', () => {
    const slotsOf = (componentId: string) => ({ columns: 2, text: 0 })[componentId];
    expect(brickTreeProblem(page, slotsOf)).toBeNull();
    const third = { slot1: [box('cols', { slot1: [], slot3: [leaf('x')] })] };
    expect(brickTreeProblem(third, slotsOf)?.message).toBe(
      'brick cols has slot3, but its component has 2 slots',
    );
    const inText = { slot1: [box('t', { slot1: [leaf('x')] }, 'text')] };
    expect(brickTreeProblem(inText, slotsOf)?.message).toBe(
      'brick t holds bricks, but its component has no slots',
    );
    // Slots the stored content already had are kept (the component was edited down since); others are not.
    const stored = { slot1: [box('cols', { slot1: [], slot3: [leaf('old')] })], slot2: ['junk', null] };
    const kept = grandfatheredSlots(stored);
    expect([...kept]).toEqual(['cols/slot1', 'cols/slot3']);
    expect(brickTreeProblem(third, slotsOf, kept)).toBeNull();
    const elsewhere = { slot1: [box('other', { slot3: [leaf('x')] })] };
    expect(brickTreeProblem(elsewhere, slotsOf, kept)?.message).toBe(
      'brick other has slot3, but its component has 2 slots',
    );
    expect([...grandfatheredSlots(null)]).toEqual([]);
    expect([...grandfatheredSlots([box('a', { slot1: [] })])]).toEqual([]);
    const badName = { slot1: [box('c', { side: [] })] };
    expect(brickTreeProblem(badName)?.message).toBe(
      'brick c has a slot named side; slots are slot1, slot2 …',
    );
  });
});

describe('jsonDepthExceeds', () => {
  it('tells deep JSON from shallow without recursion', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepthExceeds(deep, 200)).toBe(true);
    expect(jsonDepthExceeds({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(jsonDepthExceeds({ a: [{ b: {} }] }, 3)).toBe(true);
  });
});

describe('nodeTree', () => {
  it('builds drawn nodes in the bricks’ shape, leaving out a brick and its contents on null', () => {
    interface N {
      key: string;
      slots?: Record<string, N[]>;
    }
    const tree = nodeTree<B, N>(page, (brick) => (brick.id === 'img' ? null : { key: brick.id }), {
      slot3: [],
    });
    expect(tree).toEqual({
      slot1: [
        {
          key: 'section',
          slots: { slot1: [{ key: 'columns', slots: { slot1: [{ key: 'h' }, { key: 'p' }] } }] },
        },
      ],
      slot2: [{ key: 'note' }],
      slot3: [],
    });
    const withoutSection = nodeTree<B, N>(page, (brick) =>
      brick.id === 'section' ? null : { key: brick.id },
    );
    expect(withoutSection).toEqual({ slot2: [{ key: 'note' }] });
  });
});
