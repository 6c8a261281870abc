// Messages that reach a student without a local SIM (issue 35 item 4; docs/decisions/132):
// their browsers' Web Push subscriptions, and the arrival-day messages each sent once.
import * as pg from 'drizzle-orm/pg-core';

import type { ArrivalMessageKind, MessageChannel } from '@landed/shared/schemas/meeting';

import { createdAt, id, stringList } from '#server/db/schema/columns.ts';
import { ownedByUser } from '#server/db/schema/accounts.ts';
import { ownedByBooking } from '#server/db/schema/bookings.ts';

// One browser's subscription (PushSubscription.toJSON()): the push service's address, on one
// of the browsers' known hosts only, and the keys the payload is encrypted for. An address
// belongs to one account: the last one signed in on that browser.
export const pushSubscriptions = pg.pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: ownedByUser(),
    endpoint: pg.text('endpoint').notNull(),
    p256dh: pg.text('p256dh').notNull(),
    auth: pg.text('auth').notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    pg.index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);

// The arrival-day sequence (driver assigned, flight landed, driver at the meeting point,
// picked up): one row per booking and kind, claimed before anything is sent, so two instances
// send each message once. `channels`: where it went ('push', 'sms', 'whatsapp', 'email').
export const arrivalMessages = pg.pgTable(
  'arrival_messages',
  {
    id: id(),
    bookingId: ownedByBooking(),
    kind: pg.text('kind').$type<ArrivalMessageKind>().notNull(),
    channels: stringList('channels').$type<MessageChannel[]>(),
    createdAt: createdAt(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [pg.uniqueIndex('arrival_messages_booking_kind_key').on(t.bookingId, t.kind)],
);
