import { and, eq, exists, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { apps, orgs, teamMembers, users } from '../../db/schema.ts';

/**
 * Who may receive an app's form submissions by e-mail, the one rule for the settings' candidates, their check at
 * save and the addresses at delivery: a user with a confirmed address who is a member of the app's team or owns
 * its organization.
 */
export function mayReceive(db: Db | Tx, appId: string): SQL {
  return and(
    isNotNull(users.emailVerifiedAt),
    or(
      exists(
        db
          .select({ one: sql`1` })
          .from(teamMembers)
          .innerJoin(apps, eq(apps.teamId, teamMembers.teamId))
          .where(and(eq(apps.id, appId), eq(teamMembers.userId, users.id))),
      ),
      exists(
        db
          .select({ one: sql`1` })
          .from(apps)
          .innerJoin(orgs, eq(orgs.id, apps.orgId))
          .where(and(eq(apps.id, appId), eq(orgs.ownerId, users.id))),
      ),
    ),
  ) as SQL;
}
