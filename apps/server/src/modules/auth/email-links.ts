import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emailConfirmations } from '../../db/schema.ts';

/**
 * Voids every unopened e-mail link of the user (or only those for another address than `keep`): a newer link, a
 * password change, or the user keeping their address ends them.
 */
export async function voidEmailLinks(tx: Db | Tx, userId: string, keep?: string): Promise<void> {
  await tx
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        keep === undefined ? undefined : ne(emailConfirmations.email, keep),
      ),
    );
}
