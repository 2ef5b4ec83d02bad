import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StarterComponent } from '@tessera/starter-kit';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { pageVersions } from '../src/db/live-schema.ts';
import { pages } from '../src/db/schema.ts';
import type { TestApp } from './helpers.ts';

/** Queries, bricks and fixtures of publishing and live sites, shared by the live, isolation and role tests. */

export const VERSION_FIELDS = `id pageId number url name title isLive
  renderErrors { key moduleId type message } publishedBy { id username } publishedAt`;
export const PUBLISH_PAGE = `mutation ($id: ID!) { publishPage(id: $id) { ${VERSION_FIELDS} } }`;
export const PUBLISH_APP = `mutation ($id: ID!) { publishApp(id: $id) { ${VERSION_FIELDS} } }`;
export const ROLLBACK_PAGE = `mutation ($id: ID!, $versionId: ID!) {
  rollbackPage(id: $id, versionId: $versionId) { ${VERSION_FIELDS} }
}`;
export const PAGE_VERSIONS = `query ($pageId: ID!, $first: Int, $after: String) {
  pageVersions(pageId: $pageId, first: $first, after: $after) {
    edges { cursor node { ${VERSION_FIELDS} } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;
export const PAGE_VERSION_CONTENT = `query ($id: ID!) {
  pageVersionContent(id: $id) { version { ${VERSION_FIELDS} } content }
}`;
export const PAGE_LIVE = `query ($id: ID!) {
  page(id: $id) { id url revision liveUrl hasUnpublishedChanges liveVersion { id number isLive } }
}`;
export const APP_LIVE = 'query ($id: ID!) { app(id: $id) { id pageCount livePageCount liveUrl } }';

export interface RenderErrorData {
  key: string;
  moduleId: string;
  type: string;
  message: string;
}

/** A version as VERSION_FIELDS reads it. */
export interface VersionData {
  id: string;
  pageId: string;
  number: number;
  url: string;
  name: string;
  title: string;
  isLive: boolean;
  renderErrors: RenderErrorData[];
  publishedBy: { id: string; username: string } | null;
  publishedAt: string;
}

/** A brick as the editor places it: the component's own entries, some values changed. */
export function brickOf(
  id: string,
  componentId: string,
  kit: Pick<StarterComponent, 'dataTypes' | 'dataGroups'> | null,
  values: Record<string, unknown> = {},
) {
  const dataTypes = structuredClone(
    (kit?.dataTypes ?? {}) as unknown as Record<string, Record<string, unknown>>,
  );
  for (const [name, value] of Object.entries(values)) {
    dataTypes[name] = { ...(dataTypes[name] ?? { type: 'TextInput' }), value };
  }
  return {
    id,
    name: `Brick ${id}`,
    componentId,
    isPrefab: false,
    dataTypes,
    dataGroups: structuredClone(kit?.dataGroups ?? []),
  };
}

/** A version inserted directly (set-up, not the flow under test); `live` points the page at it. */
export async function insertVersion(
  db: Db,
  values: { pageId: string; appId: string; number: number; url?: string; html?: string; live?: boolean },
): Promise<{ id: string; number: number }> {
  const id = randomUUID();
  const html = values.html ?? `<!doctype html><p>Inserted version ${values.number} ${id}</p>`;
  await db.insert(pageVersions).values({
    id,
    pageId: values.pageId,
    appId: values.appId,
    number: values.number,
    pageRevision: 1,
    url: values.url ?? '/',
    name: `Version ${values.number}`,
    title: `Version ${values.number}`,
    description: 'An inserted version',
    tags: [],
    content: {},
    modules: [],
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    renderErrors: [],
    publishedBy: null,
  });
  if (values.live) await db.update(pages).set({ liveVersionId: id }).where(eq(pages.id, values.pageId));
  return { id, number: values.number };
}

/** The host of a live site, with the test server's port. */
export function liveHostOf(orgAlias: string, appAlias: string, port = 4999): string {
  return `${orgAlias}--${appAlias}.localhost:${port}`;
}

type LiveMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

/** A visitor's request to a live host through inject. */
export function visit(
  t: TestApp,
  host: string,
  url = '/',
  options: { headers?: Record<string, string>; method?: LiveMethod; cookies?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: options.method ?? 'GET',
    url,
    headers: { host, ...options.headers },
    cookies: options.cookies ?? {},
  });
}

export interface WireResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request over a real socket to a listening server, the target sent exactly as written (no URL normalising, as
 * inject does): for dot segments, and for the server's fast path, which answers before Fastify sees the request.
 */
export function wire(
  port: number,
  host: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: target,
        headers: { host, connection: 'close', ...options.headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Starts the test server on a free port of 127.0.0.1 and returns the port. */
export async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}
