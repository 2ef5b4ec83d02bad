import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { PageContent } from '../page-content.ts';
import { applyContent } from './apply.ts';
import { type CollabChange, collabChange } from './change.ts';
import { docToContent } from './from-doc.ts';
import { docOf, leaf, replicaOf, samplePage } from './test-fixtures.ts';

/** The change of the transaction `edit` makes, seen on a replica that receives it as an update. */
function changeOf(edit: (content: PageContent) => PageContent): CollabChange {
  const doc = docOf(samplePage(), 1);
  const remote = replicaOf(doc, 2);
  const changes: CollabChange[] = [];
  remote.on('afterTransaction', (transaction: Y.Transaction) => changes.push(collabChange(transaction)));
  const before = docToContent(doc);
  const update: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => update.push(u));
  applyContent(doc, before, edit(structuredClone(before)));
  for (const u of update) Y.applyUpdate(remote, u);
  expect(changes).toHaveLength(update.length);
  return changes[0]!;
}

describe('collabChange', () => {
  it('names the brick whose property changed, no structure', () => {
    const change = changeOf((content) => {
      content.slots.slot1![1]!.slots!.slot1![0]!.dataTypes.text = { value: 'x' };
      return content;
    });
    expect(change).toEqual({
      bricks: new Set(['b']),
      structure: false,
      placed: new Set(),
      reslotted: new Set(),
      template: false,
      graph: false,
      meta: false,
    });
  });

  it('tells a move, an insert and a delete as structure', () => {
    const moved = changeOf((content) => {
      content.slots.slot3!.push(content.slots.slot1!.pop()!);
      return content;
    });
    expect(moved.bricks).toEqual(new Set(['d']));
    expect(moved.placed).toEqual(new Set(['d']));
    expect(moved.structure).toBe(true);
    const added = changeOf((content) => {
      content.slots.slot3!.push(leaf('new'));
      content.slots.slot2 = [];
      return content;
    });
    expect(added.bricks).toEqual(new Set(['new', 'e']));
    expect(added.placed).toEqual(new Set(['new', 'e']));
    expect(added.structure).toBe(true);
    const reslotted = changeOf((content) => {
      content.slots.slot1![1]!.slots!.slot3 = [];
      return content;
    });
    expect(reslotted).toMatchObject({ structure: true, placed: new Set(), reslotted: new Set(['box']) });
  });

  it('tells template settings and graph edits apart', () => {
    const template = changeOf((content) => {
      content.template.dataTypes.title = { value: 'About' };
      return content;
    });
    expect(template).toMatchObject({ template: true, graph: false, structure: false, bricks: new Set() });
    const graph = changeOf((content) => {
      content.pageEvents.comments.push({ id: 'k', text: 'hi', position: { x: 0, y: 0 } });
      return content;
    });
    expect(graph).toMatchObject({ template: false, graph: true, structure: false, bricks: new Set() });
  });
});
