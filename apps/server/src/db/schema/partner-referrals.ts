// What partners bring: students imported from a file, and the commissions earned on them.
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { id, createdAt } from '#server/db/schema/columns.ts';
import { users } from '#server/db/schema/accounts.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { partners } from '#server/db/schema/partners.ts';

// A CSV of students a partner user uploaded: parsed and checked, nothing written until
// confirmed; confirming creates the valid rows once.
export const partnerImports = pgTable(
  'partner_imports',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    created: integer('created').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('partner_imports_partner_idx').on(t.partnerId, t.createdAt)],
);

// An agent's commission on one booking: earned when it is completed and paid, reversed on a
// refund, and listed on a monthly statement that staff mark paid.
export const commissions = pgTable(
  'commissions',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'Earned' | 'Reversed' | 'Paid'>().notNull().default('Earned'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    statementId: uuid('statement_id').references(() => commissionStatements.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commissions_booking_key').on(t.bookingId),
    index('commissions_partner_idx').on(t.partnerId, t.earnedAt),
  ],
);

// A monthly commission statement of an agent (PDF and CSV), numbered in its own sequence.
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: id(),
    number: integer('number').notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    totalCents: integer('total_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_statements_number_key').on(t.number),
    uniqueIndex('commission_statements_month_key').on(t.partnerId, t.month),
  ],
);
