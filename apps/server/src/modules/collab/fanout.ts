import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AccessScope } from './access.ts';

/** What one process tells the others about pages they may have open (REDIS_URL set: several processes). */
export type CollabEvent =
  /** Rights changed: check these connections again. */
  | { kind: 'revoke'; scope: AccessScope }
  /** Something other than co-editing wrote these pages: merge their stored content now. */
  | { kind: 'changed'; pageIds: string[] }
  /** A page's settings or live version changed: its open editors read them again. */
  | { kind: 'news'; pageIds: string[]; what: PageNews };

/** What open editors are told changed outside their document (wire: `{ type: 'page', what }`). */
export type PageNews = 'settings' | 'live';

export interface CollabFanout {
  publish(event: CollabEvent): Promise<void>;
  close(): Promise<void>;
}

/**
 * Redis pub/sub between the processes: Hocuspocus's Redis extension carries the documents' updates, this carries
 * what happens to the pages outside them. A process ignores its own messages (it acted already).
 */
export async function createCollabFanout(
  redisUrl: string,
  prefix: string,
  onEvent: (event: CollabEvent) => void,
  logger: FastifyBaseLogger,
): Promise<CollabFanout> {
  const channel = `${prefix}:events`;
  const identifier = randomUUID();
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  sub.on('message', (_channel: string, text: string) => {
    try {
      const message = JSON.parse(text) as { from: string; event: CollabEvent };
      if (message.from !== identifier) onEvent(message.event);
    } catch (error) {
      logger.warn({ err: error }, 'collab: unreadable fan-out message');
    }
  });
  await sub.subscribe(channel);
  return {
    async publish(event) {
      await pub.publish(channel, JSON.stringify({ from: identifier, event }));
    },
    async close() {
      sub.disconnect();
      pub.disconnect();
    },
  };
}
