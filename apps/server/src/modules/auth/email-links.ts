import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emailConfirmations, users } from '../../db/schema.ts';

/**
 * Voids the unopened e-mail links of the user: every one when a newer link is issued; with `keepCurrent`, only
 * those for another address than the account's (a password change ends a pending change of address, not the
 * confirmation of the address the account has).
 */
export async function voidEmailLinks(
  tx: Db | Tx,
  userId: string,
  options: { keepCurrent?: boolean } = {},
): Promise<void> {
  await tx
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        options.keepCurrent
          ? ne(
              emailConfirmations.email,
              sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`,
            )
          : undefined,
      ),
    );
}
