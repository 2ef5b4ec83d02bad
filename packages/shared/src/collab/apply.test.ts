import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Brick, PageContent } from '../page-content.ts';
import { findInTree } from '../page-tree.ts';
import { applyContent } from './apply.ts';
import { docToContent } from './from-doc.ts';
import { box, docOf, ids, leaf, page, samplePage, updatesOf, writesOf } from './test-fixtures.ts';

/** The sample page with brick `id`'s text set (a new object along the path only, as the editor does). */
function withText(content: PageContent, id: string, text: string): PageContent {
  const edit = (list: Brick[]): Brick[] =>
    list.map((brick) => {
      if (brick.id === id) {
        const dataTypes = { ...brick.dataTypes, text: { type: 'TextInput', value: text } };
        return { ...brick, dataTypes };
      }
      if (!brick.slots) return brick;
      const slots = Object.fromEntries(
        Object.entries(brick.slots).map(([name, inner]) => [name, edit(inner)]),
      );
      return { ...brick, slots };
    });
  const slots = Object.fromEntries(Object.entries(content.slots).map(([name, list]) => [name, edit(list)]));
  return { ...content, slots };
}

function orderOf(doc: Y.Doc, id: string): unknown {
  return (doc.getMap('bricks').get(id) as Y.Map<unknown>).get('order');
}

describe('applyContent', () => {
  it('writes nothing to a doc already equal to the content (no update goes out)', () => {
    const content = samplePage();
    const doc = docOf(content);
    expect(updatesOf(doc, () => applyContent(doc, null, structuredClone(content)))).toEqual([]);
    expect(updatesOf(doc, () => applyContent(doc, content, content))).toEqual([]);
  });

  it('writes one key for one property edit, with or without prev', () => {
    const before = samplePage();
    const after = withText(before, 'c', 'Hello');
    for (const prev of [before, null]) {
      const doc = docOf(before);
      expect(writesOf(doc, () => applyContent(doc, prev, after))).toEqual(['bricks.c.props.text']);
      expect(docToContent(doc)).toEqual(after);
    }
  });

  it('sends a property edit as an update of a few dozen bytes', () => {
    const before = samplePage();
    const doc = docOf(before);
    const updates = updatesOf(doc, () => applyContent(doc, before, withText(before, 'b', 'Hi')));
    expect(updates).toHaveLength(1);
    expect(updates[0]!.length).toBeLessThan(100);
  });

  it('skips, with prev, what is identical in prev and next, without reading the doc', () => {
    const before = samplePage();
    const doc = docOf(before);
    // The doc holds another text for `a`; prev says otherwise, and `a` is the same object in both: skipped.
    ((doc.getMap('bricks').get('a') as Y.Map<unknown>).get('props') as Y.Map<unknown>).set('text', 'drift');
    const after = withText(before, 'c', 'x');
    expect(writesOf(doc, () => applyContent(doc, before, after))).toEqual(['bricks.c.props.text']);
  });

  it('writes a brick name, a deleted property and a loose key as their own keys', () => {
    const before = samplePage();
    const doc = docOf(before);
    const [a, ...rest] = before.slots.slot1!;
    const { color: _gone, ...dataTypes } = a!.dataTypes;
    const after = {
      ...before,
      slots: { ...before.slots, slot1: [{ ...a!, name: 'Title', dataTypes, hidden: true }, ...rest] },
    };
    expect(writesOf(doc, () => applyContent(doc, before, after))).toEqual([
      'bricks.a.extra',
      'bricks.a.name',
      'bricks.a.props.color',
    ]);
    expect(docToContent(doc)).toEqual(after);
  });

  it('moves a brick by writing its parent, slot and order only', () => {
    const before = samplePage();
    const doc = docOf(before);
    const [a, container, d] = before.slots.slot1!;
    const moved = { ...container!, slots: { ...container!.slots, slot2: [d!] } };
    const after = { ...before, slots: { ...before.slots, slot1: [a!, moved] } };
    expect(writesOf(doc, () => applyContent(doc, before, after))).toEqual([
      'bricks.d.order',
      'bricks.d.parent',
      'bricks.d.slot',
    ]);
    expect(docToContent(doc)).toEqual(after);
  });

  it("reorders by writing only the moved brick's order key", () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => leaf(id));
    const before = page({ slot1: list });
    const doc = docOf(before);
    const keys = Object.fromEntries(list.map((brick) => [brick.id, orderOf(doc, brick.id)]));
    // e to the front, then b to the end: two bricks moved, two keys written.
    const order = ['e', 'a', 'c', 'd', 'f', 'b'];
    const after = page({ slot1: order.map((id) => list.find((brick) => brick.id === id)!) });
    after.template = before.template;
    expect(writesOf(doc, () => applyContent(doc, before, after))).toEqual([
      'bricks.b.order',
      'bricks.e.order',
    ]);
    expect(ids(docToContent(doc).slots.slot1)).toEqual(order);
    for (const id of ['a', 'c', 'd', 'f']) expect(orderOf(doc, id)).toBe(keys[id]);
  });

  it('inserts a container with its subtree and deletes one with its subtree', () => {
    const before = samplePage();
    const doc = docOf(before);
    const added = box('new', { slot1: [box('inner', { slot1: [leaf('x')] }), leaf('y')] });
    const inserted: PageContent = {
      ...before,
      slots: { ...before.slots, slot2: [added, ...before.slots.slot2!] },
    };
    const writes = writesOf(doc, () => applyContent(doc, before, inserted));
    expect(writes).toEqual(['bricks.inner', 'bricks.new', 'bricks.x', 'bricks.y']);
    expect(docToContent(doc)).toEqual(inserted);

    const removed = {
      ...inserted,
      slots: { ...inserted.slots, slot1: inserted.slots.slot1!.filter((b) => b.id !== 'box') },
    };
    expect(writesOf(doc, () => applyContent(doc, inserted, removed))).toEqual([
      'bricks.b',
      'bricks.box',
      'bricks.c',
    ]);
    expect(docToContent(doc)).toEqual(removed);
    expect([...doc.getMap('bricks').keys()].sort()).toEqual(['a', 'd', 'e', 'inner', 'new', 'x', 'y']);
  });

  it('edits template settings key by key, and the template slots', () => {
    const before = samplePage();
    const doc = docOf(before);
    const after = {
      ...before,
      template: { ...before.template, dataTypes: { ...before.template.dataTypes, width: { value: 960 } } },
    };
    expect(writesOf(doc, () => applyContent(doc, before, after))).toEqual(['templateProps.width']);
    const fewer = { ...after, slots: { slot1: after.slots.slot1!, slot2: after.slots.slot2! } };
    expect(writesOf(doc, () => applyContent(doc, after, fewer))).toEqual(['template.slots']);
    expect(docToContent(doc)).toEqual(fewer);
  });

  it('edits, adds, reorders and deletes graph items, one entry each', () => {
    const node = (id: string, x: number) => ({ id, type: 'alert', position: { x, y: 0 } });
    const link = { source: 'n1', sourceOutput: 'out', target: 'n2', targetInput: 'in' };
    const before = page({ slot1: [] }, { nodes: [node('n1', 0), node('n2', 10)], connections: [link] });
    const doc = docOf(before);
    const dragged = {
      ...before,
      pageEvents: { ...before.pageEvents, nodes: [node('n1', 50), before.pageEvents.nodes[1]!] },
    };
    expect(writesOf(doc, () => applyContent(doc, before, dragged))).toEqual(['graphNodes.n1']);
    const more = {
      ...dragged,
      pageEvents: {
        ...dragged.pageEvents,
        nodes: [dragged.pageEvents.nodes[1]!, dragged.pageEvents.nodes[0]!, node('n3', 5)],
        connections: [],
      },
    };
    const writes = writesOf(doc, () => applyContent(doc, dragged, more));
    expect(writes).toHaveLength(3);
    expect(writes).toContain('graphNodes.n3');
    expect(writes).toContain(`graphConnections.${link.source}\u0000out\u0000n2\u0000in`);
    expect(docToContent(doc).pageEvents).toEqual(more.pageEvents);
    // Compared against the doc alone, the same content writes nothing.
    expect(updatesOf(doc, () => applyContent(doc, null, structuredClone(more)))).toEqual([]);
  });

  it('writes in one transaction with the given origin', () => {
    const before = samplePage();
    const doc = docOf(before);
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction) => origins.push(transaction.origin));
    applyContent(doc, before, withText(before, 'a', 'x'), 'editor');
    expect(origins).toEqual(['editor']);
  });

  it('fills an empty doc like contentToDoc', () => {
    const content = samplePage();
    const doc = new Y.Doc();
    applyContent(doc, null, content);
    expect(docToContent(doc)).toEqual(content);
  });
});

/** A copy as an API client has it: parsed from JSON, sharing no object with anything. */
const parsed = (content: PageContent): PageContent => JSON.parse(JSON.stringify(content));

describe('applyContent with a prev older than the doc (three-way)', () => {
  function setText(content: PageContent, id: string, key: string, value: string): PageContent {
    const copy = parsed(content);
    findInTree(copy.slots, id)!.brick.dataTypes[key] = { value };
    return copy;
  }

  it("keeps properties others changed since prev, even from content parsed anew (an API client's save)", () => {
    const base = samplePage();
    const doc = docOf(base);
    applyContent(doc, base, setText(base, 'b', 'color', 'theirs'));
    applyContent(doc, parsed(base), setText(base, 'b', 'text', 'mine'));
    const brick = findInTree(docToContent(doc).slots, 'b')!.brick;
    expect(brick.dataTypes.color).toEqual({ value: 'theirs' });
    expect(brick.dataTypes.text).toEqual({ value: 'mine' });
  });

  it('keeps a brick others added or moved since prev through a structural edit of the same slot', () => {
    const base = samplePage();
    const doc = docOf(base);
    const theirs = parsed(base);
    theirs.slots.slot1!.splice(1, 0, leaf('added'));
    theirs.slots.slot2!.push(theirs.slots.slot1!.shift()!);
    applyContent(doc, base, theirs);
    // The caller, still at base, moves d to the front of slot1.
    const mine = parsed(base);
    mine.slots.slot1!.unshift(mine.slots.slot1!.pop()!);
    applyContent(doc, parsed(base), mine);
    const content = docToContent(doc);
    const slot1 = ids(content.slots.slot1);
    // Where d goes relative to `added` the caller could not say (it never saw it); before box it is.
    expect([...slot1].sort()).toEqual(['added', 'box', 'd']);
    expect(slot1.indexOf('d')).toBeLessThan(slot1.indexOf('box'));
    expect(ids(content.slots.slot2)).toEqual(['e', 'a']);
  });

  it('leaves deleted what others deleted since prev, though the caller edited it; without prev writes it back', () => {
    const base = samplePage();
    const doc = docOf(base);
    const theirs = parsed(base);
    theirs.slots.slot2 = [];
    applyContent(doc, base, theirs);
    const mine = setText(base, 'e', 'text', 'edited');
    applyContent(doc, base, mine);
    expect(ids(docToContent(doc).slots.slot2)).toEqual([]);
    applyContent(doc, null, mine);
    expect(docToContent(doc)).toEqual(mine);
  });

  it('keeps graph nodes others added since prev when the caller adds one', () => {
    const node = (id: string) => ({ id, type: 'alert', position: { x: 0, y: 0 } });
    const base = page({ slot1: [] }, { nodes: [node('n1')] });
    const doc = docOf(base);
    applyContent(doc, base, {
      ...base,
      pageEvents: { ...base.pageEvents, nodes: [node('n1'), node('theirs')] },
    });
    applyContent(doc, base, {
      ...base,
      pageEvents: { ...base.pageEvents, nodes: [node('n1'), node('mine')] },
    });
    expect(
      docToContent(doc)
        .pageEvents.nodes.map((n) => n.id)
        .sort(),
    ).toEqual(['mine', 'n1', 'theirs']);
  });
});
