/**
 * docToContent's repairs, on docs written directly in the states concurrent edits can leave (merge.test.ts
 * reaches some of them through real concurrent edits).
 */
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { docToContent } from './from-doc.ts';
import { box, docOf, ids, leaf, page, replicaOf, updatesOf } from './test-fixtures.ts';

function brickMap(doc: Y.Doc, id: string): Y.Map<unknown> {
  return doc.getMap('bricks').get(id) as Y.Map<unknown>;
}

const start = () =>
  page({
    slot1: [leaf('a'), box('box', { slot1: [leaf('b')], slot2: [] }), leaf('c')],
    slot2: [leaf('d')],
  });

describe('docToContent repairs', () => {
  it("puts a brick whose slot its parent lacks in the parent's first slot, by its key", () => {
    const doc = docOf(start());
    brickMap(doc, 'd').set('parent', 'box');
    brickMap(doc, 'd').set('slot', 'slot9');
    brickMap(doc, 'd').set('order', 'Zz');
    expect(ids(docToContent(doc).slots.slot1![1]!.slots!.slot1)).toEqual(['d', 'b']);
  });

  it("puts a brick in a template slot that is gone in the template's first slot", () => {
    const doc = docOf(start());
    doc.getMap('template').set('slots', ['slot1']);
    expect(Object.keys(docToContent(doc).slots)).toEqual(['slot1']);
    expect(ids(docToContent(doc).slots.slot1)).toEqual(['a', 'd', 'box', 'c']);
  });

  it('puts a brick whose parent has no slots at all at the end of the template first slot', () => {
    const doc = docOf(start());
    brickMap(doc, 'd').set('parent', 'a');
    expect(ids(docToContent(doc).slots.slot1)).toEqual(['a', 'box', 'c', 'd']);
  });

  it('drops a brick whose parent is gone, and what it holds', () => {
    const doc = docOf(start());
    doc.getMap('bricks').delete('box');
    const content = docToContent(doc);
    expect(ids(content.slots.slot1)).toEqual(['a', 'c']);
    expect(JSON.stringify(content)).not.toMatch(/"id":"b"/);
  });

  it('breaks a loop at its smallest id, the rest hanging under it', () => {
    const doc = docOf(page({ slot1: [box('z', { slot1: [] }), box('m', { slot1: [] })], slot2: [] }));
    brickMap(doc, 'z').set('parent', 'm');
    brickMap(doc, 'm').set('parent', 'z');
    const content = docToContent(doc);
    expect(ids(content.slots.slot1)).toEqual(['m']);
    expect(ids(content.slots.slot1![0]!.slots!.slot1)).toEqual(['z']);
  });

  it('orders bricks with the same key by id', () => {
    const doc = docOf(start());
    for (const id of ['c', 'a', 'box']) brickMap(doc, id).set('order', 'a5');
    expect(ids(docToContent(doc).slots.slot1)).toEqual(['a', 'box', 'c']);
  });

  it('writes nothing, and reads the same on a replica', () => {
    const doc = docOf(start());
    brickMap(doc, 'd').set('parent', 'gone');
    const read = updatesOf(doc, () => docToContent(doc));
    expect(read).toEqual([]);
    expect(JSON.stringify(docToContent(replicaOf(doc, 7)))).toBe(JSON.stringify(docToContent(doc)));
  });
});
