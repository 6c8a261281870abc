// Operations: inquiries, the newsletter, consents, the audit log, the mail outbox.
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import type { InquiryStatus } from '@landed/shared/constants';

import { id, createdAt, updatedAt } from '#server/db/schema/columns.ts';
import { users } from '#server/db/schema/accounts.ts';
import { bookings } from '#server/db/schema/bookings.ts';

export const inquiries = pg.pgTable(
  'inquiries',
  {
    id: id(),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    // The account the inquiry belongs to: set only once an account has proved the address
    // (verified), and from then on the inquiry is that account's by id, not by address
    // (docs/decisions/074-data-keyed-by-address.md).
    userId: pg.uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: pg.text('type').notNull(),
    subject: pg.text('subject').notNull().default(''),
    message: pg.text('message').notNull(),
    status: pg.text('status').$type<InquiryStatus>().notNull().default('Unread'),
    assignedTo: pg.uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    note: pg.text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('inquiries_status_idx').on(t.status, t.createdAt),
    pg.index('inquiries_user_idx').on(t.userId),
    pg.index('inquiries_email_idx').on(t.email),
  ],
);

// Answers sent from the back-office, kept with the inquiry as its thread.
export const inquiryReplies = pg.pgTable(
  'inquiry_replies',
  {
    id: id(),
    inquiryId: pg
      .uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: pg.uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: pg.text('author_name').notNull(),
    message: pg.text('message').notNull(),
    mailId: pg.uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [pg.index('inquiry_replies_inquiry_idx').on(t.inquiryId, t.createdAt)],
);

// Double opt-in (docs/decisions/067): an address is on the list once its owner opened the
// confirmation link (or confirmed it signed in with a verified address). Unsubscribing removes
// the row; the consent records keep the history.
export const newsletterSubscribers = pg.pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: pg.text('email').notNull(),
    // The account whose verified address this is (docs/decisions/074); null until one is.
    userId: pg.uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: pg.timestamp('confirmed_at', { withTimezone: true }),
    // The pending confirmation link's token (hash only) and when it stops working.
    confirmTokenHash: pg.text('confirm_token_hash'),
    confirmExpiresAt: pg.timestamp('confirm_expires_at', { withTimezone: true }),
    // When the last confirmation mail went: one a day per address at most.
    confirmSentAt: pg.timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    pg.index('newsletter_subscribers_user_idx').on(t.userId),
    pg.uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmTokenHash),
  ],
);

// What someone agreed to or withdrew, when and how (APP 7 direct marketing): subscribed,
// confirmed, unsubscribed. Part of a user's data export; erased with the account.
export const consentRecords = pg.pgTable(
  'consent_records',
  {
    id: id(),
    userId: pg.uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: pg.text('email').notNull(),
    purpose: pg.text('purpose').notNull(),
    action: pg.text('action').notNull(),
    // blog form, account settings, confirmation link, one-click, unsubscribe page, …
    source: pg.text('source').notNull(),
    ip: pg.text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('consent_records_email_idx').on(t.email, t.createdAt),
    pg.index('consent_records_user_idx').on(t.userId),
  ],
);

// Every administrator action and security event (DECISIONS "Administrators").
export const auditLogs = pg.pgTable(
  'audit_logs',
  {
    id: id(),
    // admin | security | booking | error | suspicious | other: feeds the System Notifications.
    category: pg.text('category').notNull(),
    action: pg.text('action').notNull(),
    actorId: pg.uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written so the log still reads after an account is deleted.
    actorEmail: pg.text('actor_email').notNull().default(''),
    entityType: pg.text('entity_type').notNull().default(''),
    entityId: pg.text('entity_id').notNull().default(''),
    details: pg
      .jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: pg.text('ip').notNull().default(''),
    // For an entry that asks staff to act (a payment to verify): when that was done, so the
    // System Notifications show it done (docs/decisions/103).
    doneAt: pg.timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('audit_logs_created_idx').on(t.createdAt),
    pg.index('audit_logs_action_idx').on(t.action, t.createdAt),
    pg.index('audit_logs_category_idx').on(t.category, t.createdAt),
  ],
);

// Mail is written here in the same transaction as the action that causes it, then delivered
// (SMTP when configured, otherwise the log) and retried with back-off.
export const mailOutbox = pg.pgTable(
  'mail_outbox',
  {
    id: id(),
    // Written order, for listing a booking's mails in the order they were queued (several
    // share one instant of the app's clock).
    seq: pg.bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    template: pg.text('template').notNull(),
    toAddress: pg.text('to_address').notNull(),
    subject: pg.text('subject').notNull(),
    textBody: pg.text('text_body').notNull(),
    htmlBody: pg.text('html_body').notNull(),
    // pending | sending | sent | failed | logged
    status: pg.text('status').notNull().default('pending'),
    attempts: pg.integer('attempts').notNull().default(0),
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: pg.text('last_error'),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
    // Mail that carries a secret link (reset, e-mail verification): the same bodies without
    // the link, which replace the stored ones once the mail is delivered, has failed for good
    // or the link has expired (`link_expires_at`); null afterwards and for every other mail
    // (docs/decisions/051).
    redactedTextBody: pg.text('redacted_text_body'),
    redactedHtmlBody: pg.text('redacted_html_body'),
    linkExpiresAt: pg.timestamp('link_expires_at', { withTimezone: true }),
    // The booking a mail is about, for the booking's timeline ("mails sent").
    bookingId: pg.uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // Extra headers, e.g. List-Unsubscribe on newsletter mail (RFC 8058; docs/decisions/067).
    headers: pg
      .jsonb('headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // Files sent with the mail (an invoice PDF, an .ics), as {filename, contentType, base64}.
    attachments: pg
      .jsonb('attachments')
      .$type<Array<{ filename: string; contentType: string; content: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    pg.index('mail_outbox_booking_idx').on(t.bookingId),
    pg.index('mail_outbox_link_expiry_idx').on(t.linkExpiresAt),
  ],
);

// Small key/value facts about the database itself, such as which seed version it holds.
export const appMeta = pg.pgTable('app_meta', {
  key: pg.text('key').primaryKey(),
  value: pg.text('value').notNull(),
  updatedAt: updatedAt(),
});
