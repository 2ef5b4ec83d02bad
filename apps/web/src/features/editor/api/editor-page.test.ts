import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEditor, PRELOAD_MAX_AGE_MS, preloadEditor, takePreload } from './editor-page.ts';

const template = {
  id: 't1',
  name: 'One column',
  compiledCode: 'module.exports = {}',
  dataTypes: {},
  dataGroups: [],
  slots: 1,
};

const page = (id: string) => ({
  id,
  name: 'Home',
  url: '/home',
  title: 'Home',
  description: 'The home page',
  tags: [],
  content: { version: 1, slots: { slot1: [] } },
  revision: 3,
  app: { id: 'a1', name: 'Shop', org: { id: 'o1' } },
  template,
});

const component = (n: number) => ({
  id: `c${n}`,
  name: `Component ${n}`,
  description: '',
  icon: '',
  compiledCode: 'module.exports = {}',
  dataTypes: { text: { type: 'Text', value: 'x' } },
  dataGroups: [],
  dataEvents: { label: 'C', events: { mouse: n === 0 ? ['onmousemove', 'ondblclick', 'onclick'] : [] } },
});

const prefab = (n: number) => ({
  id: `p${n}`,
  appId: 'a1',
  name: `Prefab ${n}`,
  elementId: 'c0',
  prefabType: 'Component',
  dataTypes: { text: { type: 'Text', value: 'y', isMutable: false } },
  dataGroups: [],
  isPrefab: true,
  elementExists: true,
  placedPageCount: 0,
  createdBy: null,
  lastUpdatedBy: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

/**
 * A real client over a link that answers like the server: components in pages of `pageSize`, and
 * `prefabCount` prefabs in pages of `pageSize` too.
 */
function clientWith(componentCount: number, pageSize: number, prefabCount = 0) {
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    operations.push({ name: operation.operationName, variables: operation.variables });
    return new Observable((observer) => {
      if (operation.operationName === 'EditorPage') {
        observer.next({ data: { page: { __typename: 'Page', ...page(String(operation.variables.id)) } } });
      } else if (operation.operationName === 'Prefabs') {
        const start = operation.variables.after ? Number(operation.variables.after) : 0;
        const end = Math.min(prefabCount, start + pageSize);
        const slice = Array.from({ length: end - start }, (_, i) => prefab(start + i));
        observer.next({
          data: {
            prefabs: {
              edges: slice.map((node, i) => ({ cursor: String(start + i + 1), node })),
              pageInfo: { hasNextPage: end < prefabCount, endCursor: end > start ? String(end) : null },
            },
          },
        });
      } else {
        const start = operation.variables.after ? Number(operation.variables.after) : 0;
        const slice = Array.from(
          { length: Math.max(0, Math.min(pageSize, componentCount - start)) },
          (_, i) => component(start + i),
        );
        const end = start + slice.length;
        observer.next({
          data: {
            components: {
              edges: slice.map((node, i) => ({ cursor: String(start + i + 1), node })),
              pageInfo: { hasNextPage: end < componentCount, endCursor: end > start ? String(end) : null },
            },
          },
        });
      }
      observer.complete();
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, operations };
}

afterEach(() => {
  vi.useRealTimers();
  takePreload('p1', 'a1');
  takePreload('p2', 'a1');
});

describe('loadEditor', () => {
  it('loads the page, every page of components and every page of prefabs', async () => {
    const { client, operations } = clientWith(5, 2, 3);
    const load = await loadEditor(client, 'p1', 'a1');
    expect(load.page.id).toBe('p1');
    expect(load.template.slots).toBe(1);
    expect(load.components.map((c) => c.id)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    // Declared mouse events, known ones only, in catalogue order.
    expect(load.components[0]!.events).toEqual(['onclick', 'onmousemove']);
    expect(load.components[1]!.events).toEqual([]);
    expect(operations.filter((o) => o.name === 'EditorComponents')).toHaveLength(3);
    expect(load.prefabs.map((p) => p.id)).toEqual(['p0', 'p1', 'p2']);
    expect(load.prefabs[0]).toMatchObject({ elementId: 'c0', prefabType: 'Component', elementExists: true });
    expect(load.prefabs[0]!.dataTypes.text).toEqual({ type: 'Text', value: 'y', isMutable: false });
    const prefabCalls = operations.filter((o) => o.name === 'Prefabs');
    expect(prefabCalls).toHaveLength(2);
    expect(prefabCalls[0]!.variables).toMatchObject({ appId: 'a1', first: 100 });
  });

  it('starts the prefabs with the page, before the components are in', () => {
    const { client, operations } = clientWith(5, 2, 1);
    void loadEditor(client, 'p1', 'a1');
    expect(operations.map((o) => o.name).slice(0, 3)).toEqual(['EditorPage', 'Prefabs', 'EditorComponents']);
  });

  it("skips the prefabs of an address whose app is not the page's (shown as not found)", async () => {
    const { client } = clientWith(1, 2, 1);
    const load = await loadEditor(client, 'p1', 'other-app');
    expect(load.page.app.id).toBe('a1');
    expect(load.prefabs).toEqual([]);
  });
});

describe('preloadEditor', () => {
  it('starts the queries once and hands the result to the first taker only', async () => {
    const { client, operations } = clientWith(1, 100);
    preloadEditor(client, 'p1', 'a1');
    preloadEditor(client, 'p1', 'a1');
    expect(operations.filter((o) => o.name === 'EditorPage')).toHaveLength(1);
    expect(takePreload('p1', 'other-app')).toBeNull();
    const taken = takePreload('p1', 'a1');
    expect(taken).not.toBeNull();
    expect((await taken)?.page.id).toBe('p1');
    expect(takePreload('p1', 'a1')).toBeNull();
    expect(takePreload('p2', 'a1')).toBeNull();
  });

  it('lets a stale preload go: the editor loads afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client } = clientWith(1, 100);
    preloadEditor(client, 'p2', 'a1');
    vi.setSystemTime(Date.now() + PRELOAD_MAX_AGE_MS + 1);
    expect(takePreload('p2', 'a1')).toBeNull();
  });

  it('keeps a failed preload from being unhandled and passes the failure to its taker', async () => {
    const failing = new ApolloClient({
      link: new ApolloLink(() => new Observable((observer) => observer.error(new Error('offline')))),
      cache: new InMemoryCache(),
    });
    preloadEditor(failing, 'p1', 'a1');
    await expect(takePreload('p1', 'a1')).rejects.toThrow('offline');
  });
});
