// Operations: inquiries, the newsletter, consents, the audit log, the mail outbox.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { InquiryStatus } from '@landed/shared/constants';

import { id, createdAt, updatedAt } from '#server/db/schema/columns.ts';
import { users } from '#server/db/schema/accounts.ts';
import { bookings } from '#server/db/schema/bookings.ts';

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // The account the inquiry belongs to: set only once an account has proved the address
    // (verified), and from then on the inquiry is that account's by id, not by address
    // (docs/decisions/074-data-keyed-by-address.md).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    status: text('status').$type<InquiryStatus>().notNull().default('Unread'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_status_idx').on(t.status, t.createdAt),
    index('inquiries_user_idx').on(t.userId),
    index('inquiries_email_idx').on(t.email),
  ],
);

// Answers sent from the back-office, kept with the inquiry as its thread.
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: id(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryId, t.createdAt)],
);

// Double opt-in (docs/decisions/067): an address is on the list once its owner opened the
// confirmation link (or confirmed it signed in with a verified address). Unsubscribing removes
// the row; the consent records keep the history.
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    // The account whose verified address this is (docs/decisions/074); null until one is.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // The pending confirmation link's token (hash only) and when it stops working.
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    // When the last confirmation mail went: one a day per address at most.
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    index('newsletter_subscribers_user_idx').on(t.userId),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmTokenHash),
  ],
);

// What someone agreed to or withdrew, when and how (APP 7 direct marketing): subscribed,
// confirmed, unsubscribed. Part of a user's data export; erased with the account.
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    action: text('action').notNull(),
    // blog form, account settings, confirmation link, one-click, unsubscribe page, …
    source: text('source').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_records_email_idx').on(t.email, t.createdAt),
    index('consent_records_user_idx').on(t.userId),
  ],
);

// Every administrator action and security event (DECISIONS "Administrators").
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    // admin | security | booking | error | suspicious | other: feeds the System Notifications.
    category: text('category').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written so the log still reads after an account is deleted.
    actorEmail: text('actor_email').notNull().default(''),
    entityType: text('entity_type').notNull().default(''),
    entityId: text('entity_id').notNull().default(''),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text('ip').notNull().default(''),
    // For an entry that asks staff to act (a payment to verify): when that was done, so the
    // System Notifications show it done (docs/decisions/103).
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
    index('audit_logs_category_idx').on(t.category, t.createdAt),
  ],
);

// Mail is written here in the same transaction as the action that causes it, then delivered
// (SMTP when configured, otherwise the log) and retried with back-off.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    // Written order, for listing a booking's mails in the order they were queued (several
    // share one instant of the app's clock).
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // pending | sending | sent | failed | logged
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Mail that carries a secret link (reset, e-mail verification): the same bodies without
    // the link, which replace the stored ones once the mail is delivered, has failed for good
    // or the link has expired (`link_expires_at`); null afterwards and for every other mail
    // (docs/decisions/051).
    redactedTextBody: text('redacted_text_body'),
    redactedHtmlBody: text('redacted_html_body'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    // The booking a mail is about, for the booking's timeline ("mails sent").
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // Extra headers, e.g. List-Unsubscribe on newsletter mail (RFC 8058; docs/decisions/067).
    headers: jsonb('headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // Files sent with the mail (an invoice PDF, an .ics), as {filename, contentType, base64}.
    attachments: jsonb('attachments')
      .$type<Array<{ filename: string; contentType: string; content: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_booking_idx').on(t.bookingId),
    index('mail_outbox_link_expiry_idx').on(t.linkExpiresAt),
  ],
);

// Small key/value facts about the database itself, such as which seed version it holds.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
