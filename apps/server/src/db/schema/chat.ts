// The chat on the arrival pass (issue 35 item 4; docs/decisions/134): a booking's messages
// between its student, dispatch (staff) and its driver, and each side's read marker and last
// notice.
import * as pg from 'drizzle-orm/pg-core';

import { createdAt, id } from '#server/db/schema/columns.ts';
import { users } from '#server/db/schema/accounts.ts';
import { drivers, ownedByBooking } from '#server/db/schema/bookings.ts';

// Who wrote a message: the student, a member of staff (dispatch) or the booking's driver.
export type ChatAuthorKind = 'student' | 'dispatch' | 'driver';
// Who reads a conversation: the student, or the team (dispatch and the driver read one side's
// markers each).
export type ChatSide = 'student' | 'dispatch' | 'driver';

export const bookingMessages = pg.pgTable(
  'booking_messages',
  {
    id: id(),
    // Written order, also for two messages of one instant.
    seq: pg.bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    bookingId: ownedByBooking(),
    authorKind: pg.text('author_kind').$type<ChatAuthorKind>().notNull(),
    // The student's or the staff member's account, or the driver: kept (set null) when either
    // goes, with the first name written at the time.
    authorUserId: pg.uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorDriverId: pg
      .uuid('author_driver_id')
      .references(() => drivers.id, { onDelete: 'set null' }),
    authorName: pg.text('author_name').notNull().default(''),
    text: pg.text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('booking_messages_booking_idx').on(t.bookingId, t.seq)],
);

// Per booking and side: up to when it has read the conversation, and when it was last told of
// a new message (at most one notice a side per window, whichever instance sends it).
export const bookingChatSides = pg.pgTable(
  'booking_chat_sides',
  {
    bookingId: ownedByBooking(),
    side: pg.text('side').$type<ChatSide>().notNull(),
    readAt: pg.timestamp('read_at', { withTimezone: true }),
    notifiedAt: pg.timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [pg.primaryKey({ columns: [t.bookingId, t.side] })],
);
