import type { UserRow } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';

/** Who may act on a user account: only its owner, for every action the product offers so far. */
export const userPolicy = {
  canUpdate(actor: UserRow, targetId: string): boolean {
    return actor.id === targetId;
  },
  authorizeUpdate(actor: UserRow, targetId: string): void {
    if (!userPolicy.canUpdate(actor, targetId)) throw forbidden();
  },
};
