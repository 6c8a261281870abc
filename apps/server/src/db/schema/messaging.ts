// Messages to a student's phone (issue 35 item 4; docs/decisions/133): their choice per
// channel, and each SMS or WhatsApp message sent through Twilio with its delivery status.
import * as pg from 'drizzle-orm/pg-core';

import type { ArrivalMessageKind } from '@landed/shared/schemas/meeting';

import { createdAt, id, updatedAt } from '#server/db/schema/columns.ts';
import { ownedByUser, users } from '#server/db/schema/accounts.ts';
import { bookings } from '#server/db/schema/bookings.ts';

// One row per student who chose: each channel on or off with when they said so, and when they
// last wrote to the business on WhatsApp (the 24-hour window in which free text may be sent).
export const messagingPreferences = pg.pgTable('messaging_preferences', {
  userId: ownedByUser().primaryKey(),
  sms: pg.boolean('sms').notNull().default(false),
  smsChangedAt: pg.timestamp('sms_changed_at', { withTimezone: true }),
  whatsapp: pg.boolean('whatsapp').notNull().default(false),
  whatsappChangedAt: pg.timestamp('whatsapp_changed_at', { withTimezone: true }),
  whatsappLastInboundAt: pg.timestamp('whatsapp_last_inbound_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

// queued → sent → delivered (→ read, WhatsApp), or failed / undelivered; the status webhook
// moves it on. `error` when the API refused the message outright.
export type OutboundMessageStatus =
  'queued' | 'sent' | 'delivered' | 'read' | 'failed' | 'undelivered' | 'error';

export const outboundMessages = pg.pgTable(
  'outbound_messages',
  {
    id: id(),
    userId: pg.uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    bookingId: pg.uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    channel: pg.text('channel').$type<'sms' | 'whatsapp'>().notNull(),
    kind: pg.text('kind').$type<ArrivalMessageKind>().notNull(),
    // E.164, as sent; masked wherever it is logged.
    toNumber: pg.text('to_number').notNull(),
    // Free text, or the Content template (WhatsApp outside the 24-hour window).
    contentSid: pg.text('content_sid'),
    twilioSid: pg.text('twilio_sid'),
    status: pg.text('status').$type<OutboundMessageStatus>().notNull(),
    errorCode: pg.text('error_code'),
    statusAt: pg.timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('outbound_messages_twilio_sid_key').on(t.twilioSid),
    pg.index('outbound_messages_booking_idx').on(t.bookingId),
    pg.index('outbound_messages_user_idx').on(t.userId),
  ],
);
