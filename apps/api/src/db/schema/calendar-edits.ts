import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timelineBulkActions } from '@nuzul/shared/bookings';
import { users } from './accounts';

/**
 * What the owner's last bulk edit of the timeline (issue 17) changed, to undo it: the blocks
 * and day settings of its cells before and after it. One row per owner: a new bulk edit
 * replaces it, an undo deletes it.
 */
export const calendarBulkEdits = pgTable('calendar_bulk_edits', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The undo token given to the client. */
  id: uuid('id').notNull(),
  action: text('action', { enum: timelineBulkActions }).notNull(),
  undo: jsonb('undo').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
