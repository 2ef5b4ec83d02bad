import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at, as every table that is edited keeps them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
