import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formDeliveries, formDeliveryAttempts } from '../../../db/forms-schema.ts';
import type { UserRow } from '../../../db/schema.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { isId } from '../../../lib/ids.ts';
import { authorizeApp } from '../../apps/policy.ts';
import { OPERATION_PERMISSIONS } from '../../operation-permissions.ts';
import type { FormDelivery } from '../delivery/service.ts';
import { FORM_MESSAGES as F } from './messages.ts';
import type { DeliveryView } from './reads.ts';

/**
 * form.manageDelivery. A manager's "Retry" on a submission's delivery: a failed or refused one (or a pending one,
 * sooner) is pending again with its next attempt now, through the delivery service's queue. 404 'delivery not
 * found' for an id of another app or of nothing (or not an id); 409 when it was already sent (nothing changed).
 */
export function createDeliveryRetry(deps: {
  db: Db;
  delivery: Pick<FormDelivery, 'retryDelivery' | 'notifyWorker'>;
}) {
  const { db, delivery } = deps;
  return async function retry(actor: UserRow, appId: unknown, deliveryId: unknown): Promise<DeliveryView> {
    const access = await authorizeApp(db, actor.id, appId, OPERATION_PERMISSIONS.retryFormDelivery);
    if (!isId(deliveryId)) throw notFound(F.deliveryNotFound);
    const app = access.app;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ state: formDeliveries.state })
        .from(formDeliveries)
        .where(and(eq(formDeliveries.id, deliveryId), eq(formDeliveries.appId, app.id)))
        .for('update');
      if (!row) throw notFound(F.deliveryNotFound);
      if (row.state === 'sent') throw conflict(F.deliveryAlreadySent);
      // Locked above, so this is the same row: false only if it changed in between, which the lock rules out.
      if (!(await delivery.retryDelivery(tx, app.id, deliveryId))) throw conflict(F.deliveryAlreadySent);
    });
    delivery.notifyWorker();
    const [row] = await db.select().from(formDeliveries).where(eq(formDeliveries.id, deliveryId));
    if (!row) throw notFound(F.deliveryNotFound); // deleted with its submission in the meantime
    const attemptLog = await db
      .select()
      .from(formDeliveryAttempts)
      .where(eq(formDeliveryAttempts.deliveryId, deliveryId))
      .orderBy(asc(formDeliveryAttempts.number), asc(formDeliveryAttempts.startedAt));
    return { ...row, attemptLog };
  };
}
