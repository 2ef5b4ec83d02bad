/**
 * Concurrent edits on replicas that exchange updates (Y.encodeStateAsUpdate / applyUpdate, in both orders):
 * after every exchange all replicas read the same content (converged compares their JSON text).
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Brick, PageContent } from '../page-content.ts';
import { brickTreeProblem, findInTree } from '../page-tree.ts';
import { applyContent } from './apply.ts';
import { docToContent } from './from-doc.ts';
import { mergeGraph } from './merge-graph.ts';
import {
  box,
  converged,
  docOf,
  ids,
  leaf,
  page,
  replicaOf,
  samplePage,
  sync,
  syncReversed,
} from './test-fixtures.ts';

/** Three replicas of one page, as three editors joining it have. */
function replicas(content: PageContent): Y.Doc[] {
  const server = docOf(content, 1);
  return [replicaOf(server, 10), replicaOf(server, 20), replicaOf(server, 30)];
}

/**
 * Edits a replica the way the editor does: its content changed by `change`, applied with prev (`known`, the
 * content an editor lagging behind its doc believes it holds, or else the doc's). Returns the new content.
 */
function edit(doc: Y.Doc, change: (content: PageContent) => PageContent, known?: PageContent): PageContent {
  const before = known ?? docToContent(doc);
  const next = change(structuredClone(before));
  applyContent(doc, before, next);
  return next;
}

function brickIn(content: PageContent, id: string): Brick | undefined {
  return findInTree(content.slots, id)?.brick;
}

function setProp(id: string, key: string, value: unknown) {
  return (content: PageContent) => {
    brickIn(content, id)!.dataTypes[key] = { type: 'TextInput', value };
    return content;
  };
}

/** Takes brick `id` out of wherever it is and puts it at `index` of (parent, slot). */
function move(id: string, parent: string | null, slot: string, index = 0) {
  return (content: PageContent) => {
    const found = findInTree(content.slots, id)!;
    const from = found.parentId === null ? content.slots : brickIn(content, found.parentId)!.slots!;
    from[found.slot]!.splice(found.index, 1);
    const into = parent === null ? content.slots : brickIn(content, parent)!.slots!;
    into[slot]!.splice(index, 0, found.brick);
    return content;
  };
}

/** Puts a new brick at `index` of a template slot. */
function insert(slot: string, index: number, brick: Brick) {
  return (content: PageContent) => {
    content.slots[slot]!.splice(index, 0, brick);
    return content;
  };
}

function remove(id: string) {
  return (content: PageContent) => {
    const found = findInTree(content.slots, id)!;
    const from = found.parentId === null ? content.slots : brickIn(content, found.parentId)!.slots!;
    from[found.slot]!.splice(found.index, 1);
    return content;
  };
}

const exchanges = [
  ['in one order', sync],
  ['in the other order', syncReversed],
] as const;

describe.each(exchanges)('concurrent edits exchanged %s', (_, exchange) => {
  it('keeps both edits of two properties of one brick', () => {
    const [a, b] = replicas(samplePage());
    edit(a!, setProp('b', 'text', 'from A'));
    edit(b!, setProp('b', 'color', 'from B'));
    exchange(a!, b!);
    const content = converged(a!, b!);
    expect(brickIn(content, 'b')!.dataTypes.text).toEqual({ type: 'TextInput', value: 'from A' });
    expect(brickIn(content, 'b')!.dataTypes.color).toEqual({ type: 'TextInput', value: 'from B' });
  });

  it('lists properties two people added to one brick in the same order on every replica', () => {
    const [a, b, c] = replicas(samplePage());
    edit(a!, setProp('b', 'fromA', 1));
    edit(c!, setProp('b', 'fromC', 3));
    edit(b!, setProp('b', 'fromB', 2));
    // Each replica receives the others' updates in its own order: c first on a, a first on b.
    const [ua, ub, uc] = [a!, b!, c!].map((doc) => Y.encodeStateAsUpdate(doc));
    Y.applyUpdate(a!, uc!);
    Y.applyUpdate(a!, ub!);
    Y.applyUpdate(b!, ua!);
    Y.applyUpdate(b!, uc!);
    exchange(a!, b!, c!);
    const content = converged(a!, b!, c!);
    expect(Object.keys(brickIn(content, 'b')!.dataTypes)).toHaveLength(5);
  });

  it('ends with one value of one property edited by two', () => {
    const [a, b, c] = replicas(samplePage());
    edit(a!, setProp('e', 'text', 'A'));
    edit(b!, setProp('e', 'text', 'B'));
    exchange(a!, b!, c!);
    const content = converged(a!, b!, c!);
    expect(['A', 'B']).toContain((brickIn(content, 'e')!.dataTypes.text as { value: string }).value);
  });

  it('keeps exactly one copy of a brick two people moved to two places', () => {
    const [a, b, c] = replicas(samplePage());
    edit(a!, move('a', 'box', 'slot2'));
    edit(b!, move('a', null, 'slot3'));
    exchange(a!, b!, c!);
    const content = converged(a!, b!, c!);
    const everywhere = JSON.stringify(content.slots).match(/"id":"a"/g) ?? [];
    expect(everywhere).toHaveLength(1);
  });

  it('drops a brick moved into a container another person deleted, the same way everywhere', () => {
    const [a, b, c] = replicas(samplePage());
    edit(a!, move('e', 'box', 'slot2'));
    edit(b!, remove('box'));
    exchange(a!, b!, c!);
    const content = converged(a!, b!, c!);
    expect(brickIn(content, 'box')).toBeUndefined();
    expect(brickIn(content, 'e')).toBeUndefined();
    expect(ids(content.slots.slot1)).toEqual(['a', 'd']);
  });

  it('repairs A moved into B while B was moved into A identically on every replica', () => {
    const start = page({ slot1: [box('A', { slot1: [leaf('x')] }), box('B', { slot1: [] })], slot2: [] });
    const [a, b, c] = replicas(start);
    edit(a!, move('A', 'B', 'slot1'));
    edit(b!, move('B', 'A', 'slot1'));
    exchange(a!, b!, c!);
    const content = converged(a!, b!, c!);
    // The loop's smallest id, A, goes to the end of the template's first slot; B stays inside it, where it
    // was moved to (index 0).
    expect(ids(content.slots.slot1)).toEqual(['A']);
    expect(ids(brickIn(content, 'A')!.slots!.slot1)).toEqual(['B', 'x']);
    // An editor applying the repaired content writes it, and everyone still agrees.
    applyContent(c!, null, content);
    exchange(a!, b!, c!);
    expect(converged(a!, b!, c!)).toEqual(content);
  });

  it('deletes a brick moved out of a container another person deleted with what it held (the deleter saw it inside)', () => {
    const [a, b, c] = replicas(samplePage());
    edit(a!, move('b', null, 'slot3'));
    edit(b!, remove('box'));
    exchange(a!, b!, c!);
    const content = converged(a!, b!, c!);
    expect(brickIn(content, 'b')).toBeUndefined();
    expect(ids(content.slots.slot3)).toEqual([]);
  });

  it('keeps one connection two people drew between the same sockets', () => {
    const node = (id: string) => ({ id, type: 'alert', position: { x: 0, y: 0 } });
    const link = { source: 'n1', sourceOutput: 'out', target: 'n2', targetInput: 'in' };
    const [a, b, c] = replicas(page({ slot1: [] }, { nodes: [node('n1'), node('n2')] }));
    for (const doc of [a!, b!]) {
      edit(doc, (content) => {
        content.pageEvents.connections.push(link);
        return content;
      });
    }
    exchange(a!, b!, c!);
    expect(converged(a!, b!, c!).pageEvents.connections).toEqual([link]);
  });

  it('keeps two inserts at one index, in the same order everywhere', () => {
    const [a, b, c] = replicas(samplePage());
    edit(a!, insert('slot2', 0, leaf('fromA')));
    edit(b!, insert('slot2', 0, leaf('fromB')));
    exchange(a!, b!, c!);
    const content = converged(a!, b!, c!);
    expect(ids(content.slots.slot2)).toEqual(['fromA', 'fromB', 'e']);
    // The next insert between the two tied keys still lands where it was put.
    edit(c!, insert('slot2', 1, leaf('between')));
    exchange(a!, b!, c!);
    expect(ids(converged(a!, b!, c!).slots.slot2)).toEqual(['fromA', 'between', 'fromB', 'e']);
  });

  it('merges edits of two graph nodes, and of one node last-writer-wins', () => {
    const node = (id: string, x: number) => ({ id, type: 'alert', position: { x, y: 0 } });
    const [a, b, c] = replicas(page({ slot1: [] }, { nodes: [node('n1', 0), node('n2', 0)] }));
    const moveNode = (id: string, x: number) => (content: PageContent) => {
      content.pageEvents.nodes = content.pageEvents.nodes.map((n) => (n.id === id ? node(id, x) : n));
      return content;
    };
    edit(a!, moveNode('n1', 100));
    edit(b!, moveNode('n2', 200));
    edit(c!, (content) => {
      content.pageEvents.nodes.push(node('n3', 7));
      return content;
    });
    exchange(a!, b!, c!);
    const content = converged(a!, b!, c!);
    expect(content.pageEvents.nodes.map((n) => [n.id, n.position.x])).toEqual([
      ['n1', 100],
      ['n2', 200],
      ['n3', 7],
    ]);
    edit(a!, moveNode('n3', 1));
    edit(b!, moveNode('n3', 2));
    exchange(a!, b!, c!);
    expect([1, 2]).toContain(converged(a!, b!, c!).pageEvents.nodes[2]!.position.x);
  });

  it('keeps a comment edit made while someone else adds a comment after two added at once (tied order keys)', () => {
    const comment = (id: string, text: string) => ({ id, text, position: { x: 0, y: 0 } });
    const [a, b, c] = replicas(page({ slot1: [] }));
    const append = (item: ReturnType<typeof comment>) => (content: PageContent) => {
      content.pageEvents.comments.push(item);
      return content;
    };
    // Two comments appended at once get the same order key (ties read by id everywhere).
    edit(a!, append(comment('ca', 'A 1')));
    edit(b!, append(comment('cb', 'B 1')));
    exchange(a!, b!, c!);
    // A edits its comment while C adds one: C's add must not write A's comment (with the text C knew).
    edit(a!, (content) => {
      content.pageEvents.comments = content.pageEvents.comments.map((m) =>
        m.id === 'ca' ? { ...m, text: 'A 2' } : m,
      );
      return content;
    });
    edit(c!, append(comment('cc', 'C 1')));
    exchange(a!, b!, c!);
    const content = converged(a!, b!, c!);
    expect(content.pageEvents.comments.map((m) => [m.id, m.text])).toEqual([
      ['ca', 'A 2'],
      ['cb', 'B 1'],
      ['cc', 'C 1'],
    ]);
  });

  it.each([
    ['up to date', 1],
    ['a few exchanges behind', 4],
  ])('converges after many rounds of mixed random edits on three replicas, editors %s', (_, refresh) => {
    const docs = replicas(samplePage());
    const known = docs.map((doc) => docToContent(doc));
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let made = 0;
    for (let round = 0; round < 30; round++) {
      docs.forEach((doc, i) => {
        if (round % refresh === 0) known[i] = docToContent(doc);
        const content = known[i]!;
        const all: string[] = [];
        for (const list of Object.values(content.slots)) for (const brick of list) all.push(brick.id);
        const pick = all[random(all.length)];
        const kind = random(4);
        let change = insert('slot3', 0, leaf(`n${made++}`));
        if (kind === 1 && pick) change = setProp(pick, 'text', `r${round}`);
        else if (kind === 2 && pick) change = move(pick, null, `slot${1 + random(3)}`);
        else if (kind === 3 && pick && all.length > 3) change = remove(pick);
        known[i] = edit(doc, change, content);
      });
      if (round % 3 === 0) {
        exchange(...docs);
        expect(brickTreeProblem(converged(...docs).slots)).toBeNull();
      } else exchange(docs[round % 3]!, docs[(round + 1) % 3]!);
    }
    exchange(...docs);
    const content = converged(...docs);
    expect(Object.values(content.slots).flat().length).toBeGreaterThan(0);
  });
});

describe('mergeGraph', () => {
  it("merges a graph edited in the behaviour dialog with the page's graph others changed meanwhile", () => {
    const node = (id: string, x: number) => ({ id, type: 'alert', position: { x, y: 0 } });
    const link = (source: string, target: string) => ({
      source,
      sourceOutput: 'o',
      target,
      targetInput: 'i',
    });
    const base = {
      nodes: [node('n1', 0), node('n2', 0), node('n3', 0)],
      connections: [link('n1', 'n2')],
      comments: [],
      zoom: 1,
    };
    // Mine: n1 moved, n3 deleted, n4 added, a connection added. Theirs: n2 moved, n1 moved too, n5 added,
    // the first connection deleted.
    const mine = {
      ...base,
      nodes: [node('n1', 10), node('n2', 0), node('n4', 4)],
      connections: [link('n1', 'n2'), link('n2', 'n4')],
    };
    const theirs = {
      ...base,
      nodes: [node('n1', 99), node('n2', 20), node('n3', 0), node('n5', 5)],
      connections: [],
      zoom: 2,
    };
    const merged = mergeGraph(base, mine, theirs);
    expect(merged.nodes.map((n) => [n.id, n.position.x])).toEqual([
      ['n1', 10],
      ['n2', 20],
      ['n4', 4],
      ['n5', 5],
    ]);
    expect(merged.connections).toEqual([link('n2', 'n4')]);
    expect(merged.comments).toEqual([]);
    // A key of the graph's own: theirs, unless mine changed it.
    expect(merged.zoom).toBe(2);
    expect(mergeGraph(base, { ...mine, zoom: 3 }, theirs).zoom).toBe(3);
    // Nothing of mine: theirs as it is.
    expect(mergeGraph(base, base, theirs)).toEqual({ ...theirs });
  });
});
