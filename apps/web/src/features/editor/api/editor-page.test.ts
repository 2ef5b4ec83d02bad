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
  app: { id: 'a1', name: 'Shop' },
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
});

/** A real client over a link that answers like the server: components in pages of `pageSize`. */
function clientWith(componentCount: number, pageSize: number) {
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    operations.push({ name: operation.operationName, variables: operation.variables });
    return new Observable((observer) => {
      if (operation.operationName === 'EditorPage') {
        observer.next({ data: { page: { __typename: 'Page', ...page(String(operation.variables.id)) } } });
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
  takePreload('p1');
  takePreload('p2');
});

describe('loadEditor', () => {
  it('loads the page and every page of components', async () => {
    const { client, operations } = clientWith(5, 2);
    const load = await loadEditor(client, 'p1');
    expect(load.page.id).toBe('p1');
    expect(load.template.slots).toBe(1);
    expect(load.components.map((c) => c.id)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    expect(operations.filter((o) => o.name === 'EditorComponents')).toHaveLength(3);
  });
});

describe('preloadEditor', () => {
  it('starts the queries once and hands the result to the first taker only', async () => {
    const { client, operations } = clientWith(1, 100);
    preloadEditor(client, 'p1');
    preloadEditor(client, 'p1');
    expect(operations.filter((o) => o.name === 'EditorPage')).toHaveLength(1);
    const taken = takePreload('p1');
    expect(taken).not.toBeNull();
    expect((await taken)?.page.id).toBe('p1');
    expect(takePreload('p1')).toBeNull();
    expect(takePreload('p2')).toBeNull();
  });

  it('lets a stale preload go: the editor loads afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client } = clientWith(1, 100);
    preloadEditor(client, 'p2');
    vi.setSystemTime(Date.now() + PRELOAD_MAX_AGE_MS + 1);
    expect(takePreload('p2')).toBeNull();
  });

  it('keeps a failed preload from being unhandled and passes the failure to its taker', async () => {
    const failing = new ApolloClient({
      link: new ApolloLink(() => new Observable((observer) => observer.error(new Error('offline')))),
      cache: new InMemoryCache(),
    });
    preloadEditor(failing, 'p1');
    await expect(takePreload('p1')).rejects.toThrow('offline');
  });
});
