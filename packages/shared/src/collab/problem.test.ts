import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { findInTree, MAX_BRICK_DEPTH } from '../page-tree.ts';
import { type CollabChange, collabChange } from './change.ts';
import { docToContent } from './from-doc.ts';
import { collabProblem } from './problem.ts';
import { box, docOf, leaf, page, samplePage } from './test-fixtures.ts';

function brickMap(doc: Y.Doc, id: string): Y.Map<unknown> {
  return doc.getMap('bricks').get(id) as Y.Map<unknown>;
}

describe('collabProblem', () => {
  it('finds nothing wrong with a valid doc', () => {
    expect(collabProblem(docOf(samplePage()))).toBeNull();
  });

  it('names a brick without componentId', () => {
    const doc = docOf(samplePage());
    brickMap(doc, 'b').delete('componentId');
    expect(collabProblem(doc)).toBe('bricks.b.componentId is required');
  });

  it('names a brick in a slot its container or the template lacks', () => {
    const doc = docOf(samplePage());
    brickMap(doc, 'b').set('slot', 'slot7');
    expect(collabProblem(doc)).toBe('bricks.b.slot slot7 is not a slot of brick box');
    const other = docOf(samplePage());
    brickMap(other, 'a').set('slot', 'header');
    expect(collabProblem(other)).toBe('bricks.a.slot header is not a slot of the template');
  });

  it('names a property holding something that is not JSON', () => {
    const doc = docOf(samplePage());
    (brickMap(doc, 'c').get('props') as Y.Map<unknown>).set('text', new Uint8Array([1, 2]));
    expect(collabProblem(doc)).toBe('bricks.c.props.text is not JSON');
    const nested = docOf(samplePage());
    (brickMap(nested, 'c').get('props') as Y.Map<unknown>).set('text', new Y.Text('x'));
    expect(collabProblem(nested)).toBe('bricks.c.props.text is not JSON');
  });

  it('names a property value the content rules refuse (a form field with a bad name)', () => {
    const doc = docOf(samplePage());
    (brickMap(doc, 'c').get('props') as Y.Map<unknown>).set('field', {
      type: 'FormField',
      value: { name: 'no spaces allowed', kind: 'text' },
    });
    expect(collabProblem(doc)).toMatch(/^brick c: /);
  });

  it('names a field of a bad shape under the content schema, by brick', () => {
    const doc = docOf(samplePage());
    brickMap(doc, 'b').set('name', 'x'.repeat(300));
    expect(collabProblem(doc)).toMatch(/^bricks\.b\.name: /);
    const graph = docOf(
      page({ slot1: [] }, { nodes: [{ id: 'n1', type: 'alert', position: { x: 0, y: 0 } }] }),
    );
    graph.getMap('graphNodes').set('n1', { o: 'a0', v: { id: 'n1', type: '', position: { x: 0, y: 0 } } });
    expect(collabProblem(graph)).toMatch(/^pageEvents\.nodes\.0\.type: /);
  });

  it('names bricks nested deeper than MAX_BRICK_DEPTH', () => {
    let inner = leaf('deepest');
    for (let i = MAX_BRICK_DEPTH; i >= 1; i--) inner = box(`level${i}`, { slot1: [inner] });
    expect(collabProblem(docOf(page({ slot1: [inner] })))).toBe(
      `brick deepest is nested ${MAX_BRICK_DEPTH + 1} deep; bricks nest ${MAX_BRICK_DEPTH} deep at most`,
    );
  });

  it('names an unknown root, a value where a brick map belongs and an unknown brick field', () => {
    const doc = docOf(samplePage());
    doc.getMap('stray').set('x', 1);
    expect(collabProblem(doc)).toBe('unknown root stray');
    const flat = docOf(samplePage());
    flat.getMap('bricks').set('z', 'text');
    expect(collabProblem(flat)).toBe('bricks.z is not a brick map');
    const odd = docOf(samplePage());
    brickMap(odd, 'a').set('colour', 'red');
    expect(collabProblem(odd)).toBe('bricks.a.colour is not a brick field');
  });

  it('names a graph entry without its order key', () => {
    const doc = docOf(page({ slot1: [] }, { comments: [{ id: 'k1', text: 'x', position: { x: 0, y: 0 } }] }));
    doc.getMap('graphComments').set('k1', { id: 'k1', text: 'x', position: { x: 0, y: 0 } });
    expect(collabProblem(doc)).toBe('graphComments.k1 must be { o: order key, v: item }');
  });

  it('reads hostile names without crashing: a slot named constructor, a property named __proto__', () => {
    const doc = docOf(samplePage());
    brickMap(doc, 'b').set('slot', 'constructor');
    brickMap(doc, 'a').set('slot', 'toString');
    (brickMap(doc, 'c').get('props') as Y.Map<unknown>).set('__proto__', { value: 1 });
    const content = docToContent(doc);
    expect(content.slots.slot1!.map((brick) => brick.id)).toEqual(['a', 'box', 'd']);
    expect(Object.keys(findInTree(content.slots, 'c')!.brick.dataTypes)).toContain('__proto__');
    expect(collabProblem(doc)).toBe('bricks.a.slot toString is not a slot of the template');
  });

  describe('given the change of the transaction just applied', () => {
    /** The answer with the change and the whole doc's, after `edit` runs in one transaction. */
    function both(edit: (doc: Y.Doc) => void): [string | null, string | null] {
      const doc = docOf(samplePage());
      let change: CollabChange | undefined;
      doc.on('afterTransaction', (transaction: Y.Transaction) => {
        change = collabChange(transaction);
      });
      doc.transact(() => edit(doc));
      return [collabProblem(doc, change), collabProblem(doc)];
    }

    it('gives the same answer as the whole check for property and field edits', () => {
      const props = (doc: Y.Doc, id: string) => brickMap(doc, id).get('props') as Y.Map<unknown>;
      const cases: Array<(doc: Y.Doc) => void> = [
        (doc) => props(doc, 'c').set('text', { value: 'fine' }),
        (doc) => props(doc, 'c').set('text', new Uint8Array([1])),
        (doc) => brickMap(doc, 'b').set('name', 'x'.repeat(300)),
        (doc) => brickMap(doc, 'b').delete('componentId'),
        (doc) =>
          props(doc, 'c').set('field', { type: 'FormField', value: { name: 'no spaces', kind: 'text' } }),
      ];
      const answers = cases.map(both);
      for (const [withChange, whole] of answers) expect(withChange).toBe(whole);
      expect(answers.map(([answer]) => answer === null)).toEqual([true, false, false, false, false]);
    });

    it('checks the whole doc for what one brick cannot tell: contents held in extra, an unknown root', () => {
      const [withChange, whole] = both((doc) =>
        brickMap(doc, 'a').set('extra', { slots: { slot1: [{ id: 'ghost' }] } }),
      );
      expect(whole).toMatch(/^bricks\.ghost\.name: /);
      expect(withChange).toBe(whole);
      const [strayChange, strayWhole] = both((doc) => {
        (brickMap(doc, 'c').get('props') as Y.Map<unknown>).set('text', { value: 'fine' });
        doc.getMap('stray').set('x', 1);
      });
      expect([strayChange, strayWhole]).toEqual(['unknown root stray', 'unknown root stray']);
    });

    it('checks the whole doc when the shape changed', () => {
      let inner = box('deepest', { slot1: [] });
      for (let i = MAX_BRICK_DEPTH - 1; i >= 1; i--) inner = box(`level${i}`, { slot1: [inner] });
      const doc = docOf(page({ slot1: [inner, leaf('extra')] }));
      let change: CollabChange | undefined;
      doc.on('afterTransaction', (transaction: Y.Transaction) => {
        change = collabChange(transaction);
      });
      brickMap(doc, 'extra').set('parent', 'deepest');
      expect(change!.structure).toBe(true);
      expect(collabProblem(doc, change)).toMatch(/^brick extra is nested 13 deep/);
    });
  });
});
