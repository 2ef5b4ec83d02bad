import { SERVER_MESSAGES } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrgRow, type UserRow, users } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { UserService } from '../users/user-service.ts';

export function createOrgService(deps: { db: Db; users: UserService }) {
  const { db } = deps;
  return {
    /**
     * Makes `orgId` the user's current organization. A foreign or unknown id answers 403 alike, so the
     * answer never tells whether another tenant's organization exists.
     */
    async switchCurrent(actor: UserRow, orgId: unknown): Promise<OrgRow> {
      const org = isId(orgId) ? (await deps.users.orgsOf(actor.id)).find((o) => o.id === orgId) : undefined;
      if (!org) throw forbidden(SERVER_MESSAGES.notMember);
      await db
        .update(users)
        .set({ currentOrgId: org.id, updatedAt: new Date() })
        .where(eq(users.id, actor.id));
      return org;
    },
  };
}

export type OrgService = ReturnType<typeof createOrgService>;
