import { type Connection, type Document, OutgoingMessage } from '@hocuspocus/server';
import { can } from '@tessera/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages, sessions } from '../../db/schema.ts';
import { appStanding } from '../apps/policy.ts';
import type { PageDocMeta } from './persistence.ts';

/** What every connection carries from the upgrade on: who it is, through which session. */
export interface CollabContext {
  userId: string;
  sessionId: string;
}

/**
 * Which open connections to check again after a change of rights: every field given must match (a member removed
 * from a team: userId; an app moved to another team: appId; a sign-out: sessionId; a deleted page: pageId).
 */
export interface AccessScope {
  userId?: string;
  sessionId?: string;
  orgId?: string;
  teamId?: string;
  appId?: string;
  pageId?: string;
}

/** The close reasons and stateless messages the editor acts on (docs: the collab wire contract). */
export const CLOSE_REASONS = {
  revoked: 'access-revoked',
  signedOut: 'signed-out',
} as const;

export type Access = 'none' | 'read' | 'write';

/** Whether the session a socket was opened with is still signed in (not signed out, not expired). */
export async function sessionAlive(db: Db, sessionId: string): Promise<boolean> {
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return session !== undefined;
}

/** A connection's rights now, as joining would decide them: a live session, then page.read and page.editContent. */
async function accessNow(
  db: Db,
  context: CollabContext,
  meta: PageDocMeta,
  standings: Map<string, Promise<Access>>,
): Promise<Access | 'signed-out'> {
  if (!(await sessionAlive(db, context.sessionId))) return 'signed-out';
  const key = `${context.userId}/${meta.pageId}`;
  let access = standings.get(key);
  if (!access) {
    access = (async () => {
      const [page] = await db.select({ appId: pages.appId }).from(pages).where(eq(pages.id, meta.pageId));
      if (!page) return 'none';
      const standing = await appStanding(db, context.userId, page.appId);
      // An app moved to another team: later checks by team find the document under its new one.
      if (standing) meta.teamId = standing.app.teamId;
      if (!standing || !can(standing.standing, 'page.read')) return 'none';
      return can(standing.standing, 'page.editContent') ? 'write' : 'read';
    })();
    standings.set(key, access);
  }
  return access;
}

function matches(scope: AccessScope, meta: PageDocMeta, context: CollabContext): boolean {
  return (
    (scope.userId === undefined || scope.userId === context.userId) &&
    (scope.sessionId === undefined || scope.sessionId === context.sessionId) &&
    (scope.orgId === undefined || scope.orgId === meta.orgId) &&
    (scope.teamId === undefined || scope.teamId === meta.teamId) &&
    (scope.appId === undefined || scope.appId === meta.appId) &&
    (scope.pageId === undefined || scope.pageId === meta.pageId)
  );
}

/** The stateless message that tells a client its write access changed. */
export function accessMessage(write: boolean): string {
  return JSON.stringify({ type: 'access', write });
}

/**
 * Checks the matching open connections again: one that lost page.read (or its session) is closed, one that lost
 * page.editContent becomes read-only (Hocuspocus then drops its writes) and is told so, one that gained it may
 * write again. Returns how many of each, for the logs and the tests.
 */
export async function recheckConnections(
  db: Db,
  documents: Iterable<Document>,
  metaOf: (document: Document) => PageDocMeta | undefined,
  scope: AccessScope,
): Promise<{ closed: number; readOnly: number; writable: number }> {
  const counts = { closed: 0, readOnly: 0, writable: 0 };
  const standings = new Map<string, Promise<Access>>();
  const targets: Array<{ connection: Connection; document: Document; meta: PageDocMeta }> = [];
  for (const document of documents) {
    const meta = metaOf(document);
    if (!meta) continue;
    for (const connection of document.getConnections()) {
      if (matches(scope, meta, connection.context as CollabContext))
        targets.push({ connection, document, meta });
    }
  }
  for (const { connection, document, meta } of targets) {
    const access = await accessNow(db, connection.context as CollabContext, meta, standings);
    if (access === 'signed-out' || access === 'none') {
      connection.close({
        code: 4403,
        reason: access === 'signed-out' ? CLOSE_REASONS.signedOut : CLOSE_REASONS.revoked,
      });
      counts.closed += 1;
    } else if (access === 'read' && !connection.readOnly) {
      connection.readOnly = true;
      connection.sendStateless(accessMessage(false));
      counts.readOnly += 1;
    } else if (access === 'write' && connection.readOnly) {
      connection.readOnly = false;
      connection.sendStateless(accessMessage(true));
      // Its writes were dropped meanwhile, and Yjs applies a client's changes only in order: asking for what it has
      // that the server lacks (sync step 1) brings them in, so its next edits are not held back.
      connection.send(
        new OutgoingMessage(document.name).createSyncMessage().writeFirstSyncStepFor(document).toUint8Array(),
      );
      counts.writable += 1;
    }
  }
  return counts;
}
