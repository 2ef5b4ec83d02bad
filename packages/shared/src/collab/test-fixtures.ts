/** Content and replicas for the collab tests. */
import * as Y from 'yjs';
import { type Brick, PAGE_CONTENT_VERSION, type PageContent } from '../page-content.ts';
import { docToContent } from './from-doc.ts';
import { contentToDoc } from './to-doc.ts';

/** A leaf brick with two properties. */
export function leaf(id: string, text = id): Brick {
  return {
    id,
    name: `Heading ${id}`,
    componentId: 'c-heading',
    isPrefab: false,
    dataTypes: {
      text: { type: 'TextInput', value: text },
      color: { type: 'ColorPicker', value: '#000000' },
    },
    dataGroups: [{ name: 'content', properties: ['text'] }],
  };
}

/** A container brick holding `slots` (every slot listed, empty ones too). */
export function box(id: string, slots: Record<string, Brick[]>): Brick {
  return { ...leaf(id), componentId: 'c-box', name: `Box ${id}`, slots };
}

export function page(
  slots: Record<string, Brick[]>,
  events?: Partial<PageContent['pageEvents']>,
): PageContent {
  return {
    version: PAGE_CONTENT_VERSION,
    template: { id: 't-1', isPrefab: false, dataTypes: { title: { type: 'TextInput', value: 'Home' } } },
    slots,
    pageEvents: { nodes: [], connections: [], comments: [], ...events },
  };
}

/** A page with a box in slot1 holding two leaves and an empty slot, and leaves around it. */
export function samplePage(): PageContent {
  return page({
    slot1: [leaf('a'), box('box', { slot1: [leaf('b'), leaf('c')], slot2: [] }), leaf('d')],
    slot2: [leaf('e')],
    slot3: [],
  });
}

export function docOf(content: PageContent, client?: number): Y.Doc {
  const doc = new Y.Doc();
  if (client !== undefined) doc.clientID = client;
  contentToDoc(doc, content);
  return doc;
}

/** A replica of `doc`, as a client joining gets it. */
export function replicaOf(doc: Y.Doc, client: number): Y.Doc {
  const copy = new Y.Doc();
  copy.clientID = client;
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

/** Exchanges every replica's state with every other (what reconnecting clients end with). */
export function sync(...docs: Y.Doc[]): void {
  const updates = docs.map((doc) => Y.encodeStateAsUpdate(doc));
  for (const doc of docs) for (const update of updates) Y.applyUpdate(doc, update);
}

/** The same, with the updates applied in the opposite order on every replica. */
export function syncReversed(...docs: Y.Doc[]): void {
  const updates = docs.map((doc) => Y.encodeStateAsUpdate(doc)).reverse();
  for (const doc of [...docs].reverse()) for (const update of updates) Y.applyUpdate(doc, update);
}

/** The bytes and events a change makes: the updates the doc emits while `change` runs. */
export function updatesOf(doc: Y.Doc, change: () => void): Uint8Array[] {
  const updates: Uint8Array[] = [];
  const listener = (update: Uint8Array) => updates.push(update);
  doc.on('update', listener);
  try {
    change();
  } finally {
    doc.off('update', listener);
  }
  return updates;
}

/** Every key written by a change: 'bricks.b1.props.text', 'bricks.b2' …, from the transaction's events. */
export function writesOf(doc: Y.Doc, change: () => void): string[] {
  const writes: string[] = [];
  const listener = (events: Array<Y.YEvent<Y.AbstractType<unknown>>>) => {
    for (const event of events) {
      const path = event.path.map(String);
      for (const key of event.keys.keys()) writes.push([rootName(doc, event), ...path, key].join('.'));
    }
  };
  const roots = [...doc.share.values()];
  for (const root of roots) root.observeDeep(listener);
  try {
    change();
  } finally {
    for (const root of roots) root.unobserveDeep(listener);
  }
  return writes.sort();
}

function rootName(doc: Y.Doc, event: Y.YEvent<Y.AbstractType<unknown>>): string {
  let type = event.currentTarget as Y.AbstractType<unknown>;
  while (type._item !== null) type = type._item.parent as Y.AbstractType<unknown>;
  for (const [name, root] of doc.share) if (root === type) return name;
  return '?';
}

/** Every replica reads the same content; returns it. */
export function converged(...docs: Y.Doc[]): PageContent {
  const contents = docs.map((doc) => docToContent(doc));
  const json = contents.map((content) => JSON.stringify(content));
  for (const other of json.slice(1))
    if (other !== json[0]) throw new Error(`replicas differ:\n${json.join('\n')}`);
  return contents[0]!;
}

/** The ids of a slot list. */
export function ids(list: readonly Brick[] | undefined): string[] {
  return (list ?? []).map((brick) => brick.id);
}
