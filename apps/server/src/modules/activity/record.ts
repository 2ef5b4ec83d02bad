import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';

/** resource.action: what the feed says happened. */
export type ActivityAction =
  | 'org.create'
  | 'org.update'
  | 'team.create'
  | 'team.update'
  | 'team.delete'
  | 'member.invite'
  | 'invitation.revoke'
  | 'member.join'
  | 'member.role_change'
  | 'member.remove'
  | 'component.create'
  | 'component.update'
  | 'component.delete'
  | 'template.create'
  | 'template.update'
  | 'template.delete'
  | 'app.create'
  | 'app.update'
  | 'app.delete'
  | 'app.site_settings'
  | 'app.breakpoints'
  | 'app.locales'
  | 'app.translations_import'
  | 'app.form_delivery'
  | 'app.form_webhook_test'
  | 'form.delete'
  | 'form.export'
  | 'page.create'
  | 'page.update'
  | 'page.delete'
  | 'page.publish'
  | 'page.rollback'
  | 'app.publish'
  | 'media.create'
  | 'media.update'
  | 'media.delete'
  | 'prefab.create'
  | 'prefab.update'
  | 'prefab.delete'
  | 'collection.create'
  | 'collection.update'
  | 'collection.delete'
  | 'item.create'
  | 'item.update'
  | 'item.delete'
  | 'item.publish'
  | 'item.unpublish';

/** Actions only those who may invite see: they carry e-mail addresses of people not yet in the team. */
export const INVITATION_ACTIONS: readonly ActivityAction[] = ['member.invite', 'invitation.revoke'];

export interface ActivityInput {
  orgId: string;
  teamId?: string | null;
  appId?: string | null;
  actorId: string;
  action: ActivityAction;
  entityType:
    | 'org'
    | 'team'
    | 'invitation'
    | 'member'
    | 'app'
    | 'page'
    | 'component'
    | 'template'
    | 'media'
    | 'prefab'
    | 'collection'
    | 'item';
  entityId?: string | null;
  entityName?: string | null;
  details?: Record<string, unknown> | null;
}

/** Where an app's or a page's activity record belongs: the app's organization and team, and the app itself. */
export function appScope(app: { orgId: string; teamId: string; id: string }) {
  return { orgId: app.orgId, teamId: app.teamId, appId: app.id };
}

/**
 * Writes the activity record of a mutation. It takes a transaction, never the pool: the record commits with
 * the change it describes, or neither does. created_at is set here, at millisecond precision, so the feed's
 * (created_at, id) cursor survives the round trip through a JavaScript Date exactly.
 */
export async function recordActivity(tx: Tx, input: ActivityInput): Promise<void> {
  await tx.insert(activities).values({
    id: randomUUID(),
    orgId: input.orgId,
    teamId: input.teamId ?? null,
    appId: input.appId ?? null,
    actorId: input.actorId,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId ?? null,
    entityName: input.entityName ?? null,
    details: input.details ?? null,
    createdAt: new Date(),
  });
}
