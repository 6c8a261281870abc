// What partners bring: students imported from a file, and the commissions earned on them.
import * as pg from 'drizzle-orm/pg-core';

import { id, createdAt } from '#server/db/schema/columns.ts';
import { users } from '#server/db/schema/accounts.ts';
import { ownedByBooking } from '#server/db/schema/bookings.ts';
import { ownedByPartner } from '#server/db/schema/partners.ts';

// A CSV of students a partner user uploaded: parsed and checked, nothing written until
// confirmed; confirming creates the valid rows once.
export const partnerImports = pg.pgTable(
  'partner_imports',
  {
    id: id(),
    partnerId: ownedByPartner(),
    createdBy: pg.uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: pg.text('file_name').notNull(),
    rows: pg.jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    confirmedAt: pg.timestamp('confirmed_at', { withTimezone: true }),
    created: pg.integer('created').notNull().default(0),
    skipped: pg.integer('skipped').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [pg.index('partner_imports_partner_idx').on(t.partnerId, t.createdAt)],
);

// An agent's commission on one booking: earned when it is completed and paid, reversed on a
// refund, and listed on a monthly statement that staff mark paid.
export const commissions = pg.pgTable(
  'commissions',
  {
    id: id(),
    partnerId: ownedByPartner(),
    bookingId: ownedByBooking(),
    amountCents: pg.integer('amount_cents').notNull(),
    status: pg.text('status').$type<'Earned' | 'Reversed' | 'Paid'>().notNull().default('Earned'),
    earnedAt: pg.timestamp('earned_at', { withTimezone: true }).notNull(),
    reversedAt: pg.timestamp('reversed_at', { withTimezone: true }),
    statementId: pg.uuid('statement_id').references(() => commissionStatements.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('commissions_booking_key').on(t.bookingId),
    pg.index('commissions_partner_idx').on(t.partnerId, t.earnedAt),
  ],
);

// A monthly commission statement of an agent (PDF and CSV), numbered in its own sequence.
export const commissionStatements = pg.pgTable(
  'commission_statements',
  {
    id: id(),
    number: pg.integer('number').notNull(),
    partnerId: ownedByPartner(),
    month: pg.text('month').notNull(),
    issuedAt: pg.timestamp('issued_at', { withTimezone: true }).notNull(),
    content: pg.jsonb('content').$type<Record<string, unknown>>().notNull(),
    totalCents: pg.integer('total_cents').notNull(),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
    paidBy: pg.uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('commission_statements_number_key').on(t.number),
    pg.uniqueIndex('commission_statements_month_key').on(t.partnerId, t.month),
  ],
);
