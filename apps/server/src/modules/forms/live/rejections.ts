import type { RejectionReason } from '@tessera/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formRejections } from '../../../db/forms-schema.ts';
import { isForeignKeyViolation } from '../../../lib/errors.ts';

interface Count {
  appId: string;
  formKey: string;
  day: string;
  reason: RejectionReason;
  count: number;
}

const keyOf = (c: Omit<Count, 'count'>) => `${c.appId}\u0000${c.formKey}\u0000${c.day}\u0000${c.reason}`;

/**
 * Submissions turned away, counted and never stored (issue 24): in memory per (app, form, day, reason), added to
 * form_rejections by `flush` (every 30 s and on close), so a flood of spam costs no write per request. One row
 * per key, so a flood still makes a handful of writes. A count lost in a crash is a count of spam, not a message.
 */
export class RejectionCounter {
  private counts = new Map<string, Count>();

  constructor(private readonly db: Db) {}

  count(appId: string, formKey: string, reason: RejectionReason, now = new Date()): void {
    const entry = { appId, formKey, day: now.toISOString().slice(0, 10), reason };
    const found = this.counts.get(keyOf(entry));
    if (found) found.count += 1;
    else this.counts.set(keyOf(entry), { ...entry, count: 1 });
  }

  /** Counts not yet written, for tests and for the console's "today" figure between flushes. */
  pending(): readonly Count[] {
    return [...this.counts.values()];
  }

  /**
   * Adds what was counted since the last flush to the table. A count whose app is gone is dropped; one that
   * fails otherwise is kept for the next flush.
   */
  async flush(): Promise<void> {
    const rows = [...this.counts.values()];
    this.counts = new Map();
    for (const row of rows) {
      try {
        await this.db
          .insert(formRejections)
          .values(row)
          .onConflictDoUpdate({
            target: [formRejections.appId, formRejections.formKey, formRejections.day, formRejections.reason],
            set: { count: sql`${formRejections.count} + excluded.count` },
          });
      } catch (error) {
        // The app was deleted since the count.
        if (isForeignKeyViolation(error)) continue;
        const found = this.counts.get(keyOf(row));
        if (found) found.count += row.count;
        else this.counts.set(keyOf(row), row);
      }
    }
  }
}
