import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { PageContent } from '../page-content.ts';
import { findInTree } from '../page-tree.ts';
import { applyContent } from './apply.ts';
import { collabChange } from './change.ts';
import { docToContent } from './from-doc.ts';
import { docOf, leaf, replicaOf, samplePage } from './test-fixtures.ts';
import { updateContent } from './update.ts';

/** A replica kept up to date by updateContent on every transaction, as the editor's binding keeps it. */
function follower(source: Y.Doc) {
  const doc = replicaOf(source, 2);
  const state = { content: docToContent(doc), checked: 0 };
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    state.content = updateContent(doc, state.content, collabChange(transaction));
    expect(JSON.stringify(state.content)).toBe(JSON.stringify(docToContent(doc)));
    state.checked += 1;
  });
  source.on('update', (update: Uint8Array) => Y.applyUpdate(doc, update));
  return state;
}

function edit(doc: Y.Doc, change: (content: PageContent) => void): void {
  const before = docToContent(doc);
  const after = structuredClone(before);
  change(after);
  applyContent(doc, before, after);
}

describe('updateContent', () => {
  it('keeps the identity of what a property edit did not touch', () => {
    const source = docOf(samplePage(), 1);
    const state = follower(source);
    const before = state.content;
    edit(source, (content) => {
      findInTree(content.slots, 'c')!.brick.dataTypes.text = { value: 'typed' };
    });
    expect(state.checked).toBe(1);
    expect(state.content.slots.slot2).toBe(before.slots.slot2);
    expect(state.content.slots.slot1![0]).toBe(before.slots.slot1![0]);
    expect(state.content.template).toBe(before.template);
    expect(findInTree(state.content.slots, 'c')!.brick.dataTypes.text).toEqual({ value: 'typed' });
  });

  it('equals docToContent after every kind of edit', () => {
    const source = docOf(samplePage(), 1);
    const state = follower(source);
    const brick = (c: PageContent, id: string) => findInTree(c.slots, id)!.brick;
    const edits: Array<(content: PageContent) => void> = [
      (c) => {
        brick(c, 'b').name = 'Renamed';
      },
      (c) => {
        brick(c, 'b').hidden = true;
      },
      (c) => {
        delete brick(c, 'b').dataTypes.color;
      },
      (c) => {
        c.template.dataTypes.title = { value: 'About' };
      },
      (c) => {
        c.pageEvents.nodes.push({ id: 'n1', type: 'alert', position: { x: 1, y: 2 } });
      },
      (c) => {
        c.slots.slot3!.push(leaf('new'));
      },
      (c) => {
        brick(c, 'box').slots!.slot2!.push(c.slots.slot1!.shift()!);
      },
      (c) => {
        c.slots = { slot1: c.slots.slot1!, slot2: c.slots.slot2! };
      },
      (c) => {
        brick(c, 'box').slots = { slot1: brick(c, 'box').slots!.slot1! };
      },
    ];
    for (const change of edits) edit(source, change);
    expect(state.checked).toBe(edits.length);
  });
});
