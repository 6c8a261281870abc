// Money back and money matched: refunds, adjustment notes, bank statements, provider events.
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { id, createdAt, updatedAt } from '#server/db/schema/columns.ts';
import { users } from '#server/db/schema/accounts.ts';
import { bookings, ownedByBooking, payments } from '#server/db/schema/bookings.ts';

// Money owed back to a student for a cancelled paid booking: created by the cancellation with
// the policy's amount (or staff's override, with its reason), then Paid with the bank's
// reference, or Failed with a reason. A card payment's refund goes back through the provider.
export const refunds = pg.pgTable(
  'refunds',
  {
    id: id(),
    bookingId: ownedByBooking(),
    paymentId: pg.uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: pg.integer('amount_cents').notNull(),
    status: pg.text('status').$type<'Due' | 'Paid' | 'Failed'>().notNull().default('Due'),
    // Why the money goes back (the policy's tier, or staff's words when they override it).
    reason: pg.text('reason').notNull().default(''),
    tier: pg.text('tier').notNull().default(''),
    overrideReason: pg.text('override_reason'),
    createdBy: pg.uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    reference: pg.text('reference').notNull().default(''),
    failureReason: pg.text('failure_reason'),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
    // A card refund: the provider's refund id, so its webhook finds the refund once.
    providerRefundId: pg.text('provider_refund_id'),
    // The account the refund is due to, sealed as the student's own (bound to the student):
    // copied when the refund is created or the account is first given, and kept when the
    // student changes theirs while it is Due, until staff confirm the change (issue 31;
    // docs/decisions/101). Null: the student's current account (a refund from before issue 31).
    refundDetails: pg.text('refund_details'),
    // When the student changed their account while this refund was Due; null when none waits.
    accountChangedAt: pg.timestamp('account_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('refunds_booking_key').on(t.bookingId),
    pg.uniqueIndex('refunds_provider_refund_key').on(t.providerRefundId),
    pg.index('refunds_status_idx').on(t.status, t.createdAt),
  ],
);

// Adjustment notes (ATO): issued when a booking that had a tax invoice is refunded in whole or
// part. Numbered from `counters` like invoices, in their own sequence.
export const adjustmentNotes = pg.pgTable(
  'adjustment_notes',
  {
    id: id(),
    number: pg.integer('number').notNull(),
    bookingId: ownedByBooking(),
    refundId: pg.uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    invoiceNumber: pg.integer('invoice_number').notNull(),
    issuedAt: pg.timestamp('issued_at', { withTimezone: true }).notNull(),
    // What the note says, frozen at issue like an invoice's content.
    content: pg.jsonb('content').$type<Record<string, unknown>>().notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    gstCents: pg.integer('gst_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('adjustment_notes_number_key').on(t.number),
    pg.uniqueIndex('adjustment_notes_refund_key').on(t.refundId),
    pg.index('adjustment_notes_booking_idx').on(t.bookingId),
  ],
);

// One bank statement imported in the Finance screen: who, when, which file, and what it matched.
export const statementImports = pg.pgTable(
  'statement_imports',
  {
    id: id(),
    importedBy: pg.uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedByName: pg.text('imported_by_name').notNull().default(''),
    fileName: pg.text('file_name').notNull(),
    // csv:<layout> | ofx | camt053
    format: pg.text('format').notNull(),
    summary: pg
      .jsonb('summary')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [pg.index('statement_imports_created_idx').on(t.createdAt)],
);

// A credit line of an imported statement. The fingerprint (date, amount, description, and the
// line's occurrence among identical ones) is unique, so a re-import or an overlapping statement
// adds nothing twice.
export const statementLines = pg.pgTable(
  'statement_lines',
  {
    id: id(),
    importId: pg
      .uuid('import_id')
      .notNull()
      .references(() => statementImports.id, { onDelete: 'cascade' }),
    fingerprint: pg.text('fingerprint').notNull(),
    postedOn: pg.date('posted_on', { mode: 'string' }).notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    description: pg.text('description').notNull().default(''),
    // exact | mismatched | unmatched
    match: pg.text('match').notNull(),
    bookingId: pg.uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    paymentId: pg.uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    resolvedAt: pg.timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: pg.uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    // A credit staff set aside with a reason (not a booking's payment: a refund from a
    // supplier, interest), kept and shown as dismissed (docs/decisions/103).
    dismissedAt: pg.timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: pg.uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written so the line still reads after the account is deleted.
    dismissedByName: pg.text('dismissed_by_name').notNull().default(''),
    dismissReason: pg.text('dismiss_reason').notNull().default(''),
    // The account the money came from (camt.053 only), sealed as the booking's student's own
    // and offered to them as their refund account (docs/decisions/108). Only on a line that
    // names or was linked to a booking; cleared when the line is dismissed and when the
    // student's account is deleted.
    payerAccount: pg.text('payer_account'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('statement_lines_fingerprint_key').on(t.fingerprint),
    pg.index('statement_lines_import_idx').on(t.importId),
    pg.index('statement_lines_booking_idx').on(t.bookingId),
  ],
);

// A CSV column layout the user mapped once, remembered by the file's header row.
export const statementLayouts = pg.pgTable('statement_layouts', {
  headerKey: pg.text('header_key').primaryKey(),
  mapping: pg.jsonb('mapping').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

// Provider webhook events already processed: a delivery repeated (or replayed) is a no-op.
export const providerEvents = pg.pgTable('provider_events', {
  id: pg.text('id').primaryKey(),
  type: pg.text('type').notNull(),
  createdAt: createdAt(),
});
