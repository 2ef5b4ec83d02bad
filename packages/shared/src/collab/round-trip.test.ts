import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { emptyPageContent, pageContentSchema } from '../page-content.ts';
import { applyContent } from './apply.ts';
import { docToContent } from './from-doc.ts';
import { COLLAB_SCHEMA_VERSION } from './schema.ts';
import { box, docOf, leaf, page, replicaOf, samplePage } from './test-fixtures.ts';
import { contentToDoc } from './to-doc.ts';

const graph = {
  nodes: [
    { id: 'n2', type: 'onClick', position: { x: 10, y: 20 }, componentId: 'a', outputs: [{ name: 'out' }] },
    {
      id: 'n1',
      type: 'alert',
      position: { x: 200, y: 20 },
      controls: [{ index: 0, value: 'Hi' }],
      future: 1,
    },
  ],
  connections: [
    { source: 'n2', sourceOutput: 'out', target: 'n1', targetInput: 'in' },
    { source: 'n2', sourceOutput: 'out', target: 'n1', targetInput: 'other' },
  ],
  comments: [{ id: 'k1', text: 'Say hi', position: { x: 0, y: 0 }, link: null }],
  zoom: 1.5,
};

describe('contentToDoc then docToContent', () => {
  it('gives back nested containers, empty slots and their order', () => {
    const content = samplePage();
    const back = docToContent(docOf(content));
    expect(back).toEqual(content);
    // Key order too: the stored JSON is the same text, not only the same values.
    expect(JSON.stringify(back.slots)).toBe(JSON.stringify(content.slots));
    expect(pageContentSchema.safeParse(back).success).toBe(true);
  });

  it('gives back a graph with nodes, connections and comments in their order, and its loose keys', () => {
    const content = page({ slot1: [leaf('a')] }, graph);
    expect(docToContent(docOf(content)).pageEvents).toEqual(graph);
  });

  it("keeps loose keys a later release may add to bricks, template and template's settings", () => {
    const content = page({
      slot1: [{ ...leaf('a'), hidden: true, variant: { of: 'x' } }, box('b', { slot1: [], slot2: [] })],
    });
    content.template = { ...content.template, prefabId: 'p-9', locked: false };
    const back = docToContent(docOf(content));
    expect(back).toEqual(content);
    expect(back.slots.slot1![0]!.hidden).toBe(true);
    expect((back.template as Record<string, unknown>).prefabId).toBe('p-9');
  });

  it('keeps translations (content version 6) on bricks and template settings, and an edit of the base beside them', () => {
    const brick = leaf('a');
    brick.dataTypes = {
      text: { type: 'TextInput', value: 'About', locales: { 'pt-BR': 'Sobre', 'es-ES': 'Acerca' } },
    };
    const content = page({ slot1: [brick] });
    content.template = {
      ...content.template,
      dataTypes: { title: { type: 'TextInput', value: 'Site', locales: { 'pt-BR': 'Sítio' } } },
    };
    const doc = docOf(content);
    expect(docToContent(replicaOf(doc, 7))).toEqual(content);
    const edited = structuredClone(content);
    (edited.slots.slot1![0]!.dataTypes.text as { value: string }).value = 'About us';
    applyContent(doc, content, edited);
    expect(docToContent(replicaOf(doc, 8)).slots.slot1![0]!.dataTypes.text).toEqual({
      type: 'TextInput',
      value: 'About us',
      locales: { 'pt-BR': 'Sobre', 'es-ES': 'Acerca' },
    });
  });

  it('reads the same content on a replica that joined from an update', () => {
    const content = page({ slot1: [leaf('a'), box('b', { slot1: [leaf('c')] })], slot2: [] }, graph);
    const doc = docOf(content);
    expect(docToContent(replicaOf(doc, 99))).toEqual(content);
    expect(JSON.stringify(docToContent(replicaOf(doc, 99)))).toBe(JSON.stringify(docToContent(doc)));
  });

  it("keeps a brick's property order, which the inspector shows", () => {
    const brick = leaf('a');
    brick.dataTypes = { zeta: { value: 1 }, alpha: { value: 2 }, mid: { value: 3 } };
    const back = docToContent(replicaOf(docOf(page({ slot1: [brick] })), 5));
    expect(Object.keys(back.slots.slot1![0]!.dataTypes)).toEqual(['zeta', 'alpha', 'mid']);
  });

  it('fills a new page with its empty slots, and records the schema and the content version', () => {
    const content = emptyPageContent({ id: 't-2', slots: 3, dataTypes: {} });
    const doc = docOf(content);
    expect(docToContent(doc)).toEqual(content);
    expect(doc.getMap('meta').toJSON()).toEqual({ schema: COLLAB_SCHEMA_VERSION, version: content.version });
  });

  it('refuses to fill a doc that already holds content', () => {
    const doc = docOf(samplePage());
    expect(() => contentToDoc(doc, samplePage())).toThrow(/empty document/);
  });

  it('writes in one transaction with the given origin', () => {
    const doc = new Y.Doc();
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction) => origins.push(transaction.origin));
    contentToDoc(doc, samplePage(), 'load');
    expect(origins).toEqual(['load']);
  });

  it('nests as deep as content may', () => {
    let inner = leaf('deep');
    for (let i = 11; i >= 1; i--) inner = box(`level${i}`, { slot1: [inner] });
    const content = page({ slot1: [inner] });
    expect(docToContent(docOf(content))).toEqual(content);
  });
});
