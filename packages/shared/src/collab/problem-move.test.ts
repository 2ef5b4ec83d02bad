import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { isFieldBrick, isFormBrick } from '../forms/bricks.ts';
import type { Brick } from '../page-content.ts';
import { allBricks, findInTree, MAX_BRICK_DEPTH } from '../page-tree.ts';
import { type CollabChange, collabChange } from './change.ts';
import { docToContent } from './from-doc.ts';
import { collabProblem } from './problem.ts';
import { placedBricksProblem } from './problem-move.ts';
import { box, docOf, leaf, page } from './test-fixtures.ts';
import { newBrickMap } from './to-doc.ts';

/** A seeded PRNG (mulberry32): the same bricks and edits on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function form(id: string, slots: Record<string, Brick[]>): Brick {
  return {
    ...box(id, slots),
    componentId: 'c-form',
    dataTypes: { form: { type: 'Form', value: { after: 'message', message: '', page: null } } },
  };
}

function field(id: string, name: string): Brick {
  const value = { name, kind: 'text', label: 'L', placeholder: '', help: '', required: false };
  return { ...leaf(id), componentId: 'c-field', dataTypes: { field: { type: 'FormField', value } } };
}

/** About 300 bricks: containers of one to three slots nested up to 8 deep, a 12-deep chain, forms with fields. */
function bigPage(rand: () => number): ReturnType<typeof page> {
  let next = 0;
  const grow = (depth: number): Brick => {
    const id = `b${next++}`;
    if (depth >= 8 || rand() > 0.35) return leaf(id);
    const slots: Record<string, Brick[]> = {};
    const count = 1 + Math.floor(rand() * 3);
    for (let s = 1; s <= count; s++)
      slots[`slot${s}`] = Array.from({ length: Math.floor(rand() * 4) }, () => grow(depth + 1));
    return box(id, slots);
  };
  const slots: Record<string, Brick[]> = { slot1: [], slot2: [], slot3: [] };
  while (next < 280) slots[`slot${1 + Math.floor(rand() * 3)}`]!.push(grow(1));
  let chain = leaf('deep-leaf');
  for (let i = MAX_BRICK_DEPTH - 1; i >= 1; i--) chain = box(`deep${i}`, { slot1: [chain] });
  slots.slot1!.push(chain);
  for (let f = 0; f < 4; f++)
    slots.slot2!.push(
      form(`form${f}`, {
        slot1: [field(`f${f}-email`, 'email'), box(`f${f}-box`, { slot1: [field(`f${f}-name`, 'name')] })],
      }),
    );
  slots.slot3!.push(field('loose-field', 'email'));
  return page(slots);
}

/** What the doc's tree holds now, from its raw maps (bricks off the page included). */
function rawTree(doc: Y.Doc) {
  const bricks = doc.getMap('bricks') as Y.Map<Y.Map<unknown>>;
  // Sorted: a Y.Map's own order follows the order updates arrived in (a restored copy's differs).
  const ids = [...bricks.keys()].sort();
  const children = new Map<string, string[]>();
  for (const id of ids) {
    const parent = bricks.get(id)!.get('parent') as string;
    children.set(parent, [...(children.get(parent) ?? []), id]);
  }
  const subtree = (id: string): string[] => {
    const inside = new Set([id]);
    for (const at of inside) for (const child of children.get(at) ?? []) inside.add(child);
    return [...inside];
  };
  /** Whether following the brick's parents reaches a template slot (not a missing brick, not a loop). */
  const rooted = (id: string): boolean => {
    const seen = new Set<string>();
    for (let at = id; at !== ''; at = bricks.get(at)!.get('parent') as string) {
      if (seen.has(at) || !bricks.has(at)) return false;
      seen.add(at);
    }
    return true;
  };
  const containers = ids.filter((id) => bricks.get(id)!.get('slotNames') !== undefined);
  const formish = ids.filter((id) =>
    [...(bricks.get(id)!.get('props') as Y.Map<{ type?: string }>).values()].some(
      (entry) => entry.type === 'Form' || entry.type === 'FormField',
    ),
  );
  return { bricks, ids, containers, formish, subtree, rooted };
}

/** Whether a brick on the page, its contents or its ancestors are forms or fields. */
function touchesForms(doc: Y.Doc, id: string): boolean {
  const content = docToContent(doc);
  const found = findInTree(content.slots, id)!;
  const ancestors = found.ancestors.map((ancestor) => findInTree(content.slots, ancestor)!.brick);
  return [...ancestors, ...allBricks({ slot1: [found.brick] })].some(
    (brick) => isFormBrick(brick) || isFieldBrick(brick),
  );
}

describe('placedBricksProblem (collabProblem of a change of the tree, on what it touched)', () => {
  it('gives the whole check’s verdict for random moves, pastes and deletions, and checks plain moves alone', () => {
    const rand = random(25);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    let doc = docOf(bigPage(rand), 1);
    // A subtree cut off by a concurrent deletion (its parent is gone): off the page, so never parsed, and
    // holding a brick the content schema refuses; moving it back must be refused.
    doc.transact(() => {
      const bricks = doc.getMap('bricks');
      bricks.set('cut', newBrickMap(box('cut', { slot1: [] }), 'gone', 'slot1', 'a0'));
      bricks.set('cut-bad', newBrickMap({ ...leaf('cut-bad'), name: 'x'.repeat(300) }, 'cut', 'slot1', 'a0'));
    });
    expect(collabProblem(doc)).toBeNull();

    let pasted = 0;
    /** A new place for a brick: mostly a container's slot, else the template's, any brick's, its own subtree. */
    const place = (map: Y.Map<unknown>, tree: ReturnType<typeof rawTree>, self?: string) => {
      const draw = rand();
      const target =
        self !== undefined && draw < 0.1
          ? pick(tree.subtree(self))
          : draw < 0.2
            ? ''
            : draw < 0.3
              ? pick(tree.ids)
              : pick(tree.containers);
      const names =
        target === '' ? ['slot1', 'slot2', 'slot3'] : (tree.bricks.get(target)!.get('slotNames') as string[]);
      map.set('parent', target);
      map.set('slot', rand() < 0.05 || !names ? 'slot9' : pick(names));
      map.set('order', `a${Math.floor(rand() * 1e6)}`);
    };
    type Edit = { kind: string; moved?: string };
    const edits: Array<(tree: ReturnType<typeof rawTree>) => Edit> = [
      (tree) => {
        const moved = pick(tree.ids);
        place(tree.bricks.get(moved)!, tree, moved);
        return { kind: 'move', moved };
      },
      (tree) => {
        for (let i = 0; i < 2 + Math.floor(rand() * 2); i++) {
          const moved = pick(tree.ids);
          place(tree.bricks.get(moved)!, tree, moved);
        }
        return { kind: 'moves' };
      },
      (tree) => {
        const id = `p${pasted++}`;
        const brick =
          rand() < 0.3
            ? field(id, rand() < 0.5 ? 'email' : `other${pasted}`)
            : box(id, { slot1: [leaf(`${id}-a`), leaf(`${id}-b`)] });
        const map = newBrickMap(brick, '', 'slot1', 'a0');
        tree.bricks.set(id, map);
        place(map, tree);
        (brick.slots?.slot1 ?? []).forEach((inner, i) => {
          tree.bricks.set(inner.id, newBrickMap(inner, id, 'slot1', `a${i}`));
        });
        return { kind: 'paste' };
      },
      (tree) => {
        const root = pick(tree.ids);
        for (const id of rand() < 0.85 ? tree.subtree(root) : [root]) tree.bricks.delete(id);
        return { kind: 'remove' };
      },
      (tree) => {
        const edited = pick(tree.ids);
        (tree.bricks.get(edited)!.get('props') as Y.Map<unknown>).set('text', { value: 'edited' });
        const moved = pick(tree.ids);
        place(tree.bricks.get(moved)!, tree, moved);
        return { kind: 'edit and move' };
      },
      (tree) => {
        const inForm = tree.formish.filter((id) => tree.bricks.get(id)!.get('slotNames') !== undefined);
        const targets = inForm.flatMap(tree.subtree).filter((id) => tree.containers.includes(id));
        if (targets.length === 0) return edits[0]!(tree);
        const moved = pick(tree.formish);
        const target = pick(targets);
        const map = tree.bricks.get(moved)!;
        map.set('parent', target);
        map.set('slot', 'slot1');
        return { kind: 'form' };
      },
      (tree) => {
        // The cut-off subtree back on the page, while a removal has not taken it out for good.
        if (!tree.bricks.has('cut')) return edits[0]!(tree);
        place(tree.bricks.get('cut')!, tree);
        return { kind: 'move', moved: 'cut' };
      },
      (tree) => {
        // A container to the bottom of the deep chain (bricks nest MAX_BRICK_DEPTH deep there).
        const target = pick(['deep9', 'deep10', 'deep11'].filter((id) => tree.bricks.has(id)));
        if (target === undefined) return edits[0]!(tree);
        const moved = pick(tree.containers);
        const map = tree.bricks.get(moved)!;
        map.set('parent', target);
        map.set('slot', 'slot1');
        return { kind: 'move', moved };
      },
    ];

    const RULES: Array<[string, RegExp]> = [
      ['too deep', /is nested \d+ deep/],
      ['no such slot', /is not a slot of/],
      ['content schema', /^bricks\.[^ ]+: /],
      ['form in a form', /a form cannot hold another form/],
      ['field names', /field names are unique in a form/],
    ];
    const outcomes = new Map<string, number>();
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    for (let round = 0; round < 400; round++) {
      const snapshot = Y.encodeStateAsUpdate(doc);
      let change: CollabChange | undefined;
      const seen = (transaction: Y.Transaction) => {
        change = collabChange(transaction);
      };
      doc.on('afterTransaction', seen);
      const tree = rawTree(doc);
      let edit: Edit = { kind: '' };
      doc.transact(() => {
        const special = round % 20 === 7 ? edits[6 + (Math.floor(round / 20) % 2)]! : undefined;
        edit = (special ?? pick([0, 0, 0, 0, 1, 2, 3, 4, 5].map((i) => edits[i]!)))(tree);
      });
      doc.off('afterTransaction', seen);
      const whole = collabProblem(doc);
      const targeted = collabProblem(doc, change);
      expect(targeted === null, `${edit.kind} (round ${round}): ${whole}`).toBe(whole === null);
      const alone = placedBricksProblem(doc, change!, false) !== undefined;
      count(`${edit.kind} ${whole === null ? 'valid' : 'invalid'}${alone ? ' alone' : ''}`);
      for (const [rule, message] of RULES) if (whole !== null && message.test(whole)) count(rule);
      // A valid plain move into the tree (not into a loop docToContent repairs, nor under a deleted brick), with no
      // form or field in or above the moved brick: checked alone.
      const rooted = edit.moved !== undefined && rawTree(doc).rooted(edit.moved);
      if (edit.kind === 'move' && whole === null && rooted && !touchesForms(doc, edit.moved!))
        expect(alone, `round ${round}`).toBe(true);
      // The next edit starts from a valid doc, as the check assumes of a change.
      if (whole !== null) {
        doc = new Y.Doc();
        Y.applyUpdate(doc, snapshot);
      }
    }
    const total = (prefix: string) =>
      [...outcomes].reduce((sum, [key, n]) => (key.startsWith(prefix) ? sum + n : sum), 0);
    // Every kind of edit came out both ways (a removal only valid), and every tree rule was broken.
    for (const kind of ['move', 'moves', 'paste', 'edit and move', 'form']) {
      expect(total(`${kind} valid`), `${kind} valid`).toBeGreaterThan(0);
      expect(total(`${kind} invalid`), `${kind} invalid`).toBeGreaterThan(0);
    }
    expect(total('remove valid')).toBeGreaterThan(0);
    for (const [rule] of RULES) expect(outcomes.get(rule), rule).toBeGreaterThan(0);
    // Most valid moves, pastes and deletions were checked alone; no invalid edit was.
    expect(total('move valid alone')).toBeGreaterThan(total('move valid') / 2);
    expect(total('paste valid alone')).toBeGreaterThan(0);
    expect(total('remove valid alone')).toBe(total('remove valid'));
    expect([...outcomes.keys()].filter((key) => key.includes('invalid alone'))).toEqual([]);
    // Hundreds of random edits, each checked whole and alone: a few seconds, more on a slow machine.
  }, 30_000);

  it('refuses moves into a descendant, into a missing slot, too deep and a form into a form', () => {
    let chain = box('deepest', { slot1: [] });
    for (let i = MAX_BRICK_DEPTH - 1; i >= 1; i--) chain = box(`level${i}`, { slot1: [chain] });
    const content = page({
      slot1: [chain, box('outer', { slot1: [box('inner', { slot1: [] })] }), leaf('x')],
      slot2: [form('f1', { slot1: [] }), form('f2', { slot1: [field('e', 'email')] }), field('g', 'email')],
    });
    const answers = (moved: string, parent: string, slot = 'slot1') => {
      const doc = docOf(content);
      let change: CollabChange | undefined;
      doc.on('afterTransaction', (transaction: Y.Transaction) => {
        change = collabChange(transaction);
      });
      const map = doc.getMap('bricks').get(moved) as Y.Map<unknown>;
      doc.transact(() => {
        map.set('parent', parent);
        map.set('slot', slot);
      });
      return [placedBricksProblem(doc, change!, false), collabProblem(doc, change), collabProblem(doc)];
    };
    expect(answers('outer', 'inner')).toEqual([undefined, null, null]); // a loop, repaired by docToContent
    expect(answers('x', 'outer', 'slot2')).toEqual([
      undefined,
      'bricks.x.slot slot2 is not a slot of brick outer',
      'bricks.x.slot slot2 is not a slot of brick outer',
    ]);
    expect(answers('x', 'level11')).toEqual([null, null, null]);
    expect(answers('x', 'deepest')[0]).toBeUndefined();
    expect(answers('x', 'deepest')[1]).toMatch(/^brick x is nested 13 deep/);
    expect(answers('outer', 'level10')).toEqual([null, null, null]);
    expect(answers('outer', 'level11')[0]).toBeUndefined();
    expect(answers('outer', 'level11')[1]).toMatch(/^brick inner is nested 13 deep/);
    expect(answers('f1', 'f2')[2]).toBe(
      'brick f1 is a form inside the form f2; a form cannot hold another form',
    );
    expect(answers('g', 'f2')[2]).toMatch(/already has a field named email/);
    expect(answers('g', 'f1')).toEqual([undefined, null, null]);
  });
});
