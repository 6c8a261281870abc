// Partner organisations (universities and agents, issue 27) and their monthly invoices.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { id, createdAt, updatedAt } from '#server/db/schema/columns.ts';

// A university or an education agent through which students arrive, and its terms.
export const partners = pgTable(
  'partners',
  {
    id: id(),
    kind: text('kind').$type<'University' | 'Agent'>().notNull(),
    name: text('name').notNull(),
    abn: text('abn').notNull().default(''),
    billingEmail: text('billing_email').notNull().default(''),
    address: text('address').notNull().default(''),
    // The referral code of /?partner=CODE, upper-case letters and digits.
    code: text('code').notNull(),
    // 'student': each student pays; 'account': the partner pays a monthly invoice.
    billingMode: text('billing_mode').$type<'student' | 'account'>().notNull().default('student'),
    // Agents: 'percent' (basis points of the booking's price) or 'fixed' (cents a booking).
    commissionType: text('commission_type')
      .$type<'none' | 'percent' | 'fixed'>()
      .notNull()
      .default('none'),
    commissionValue: integer('commission_value').notNull().default(0),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    // What it may book: package ids and custom service keys; empty lists: everything public.
    allowedPackageIds: jsonb('allowed_package_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    allowedServiceKeys: jsonb('allowed_service_keys')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Days a partner has to pay its invoice.
    paymentTermsDays: integer('payment_terms_days').notNull().default(14),
    active: boolean('active').notNull().default(true),
    // The last deactivation: a referral ticket or a visit from before it attributes nothing,
    // even once the partner is active again (docs/decisions/106).
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('partners_code_key').on(t.code), index('partners_name_idx').on(t.name)],
);

// A partner's consolidated monthly tax invoice (billing on account), numbered from `counters`
// in its own sequence; its bookings point at it. Content frozen at issue, like an invoice's.
export const partnerInvoices = pgTable(
  'partner_invoices',
  {
    id: id(),
    number: integer('number').notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    totalCents: integer('total_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_invoices_number_key').on(t.number),
    uniqueIndex('partner_invoices_period_key').on(t.partnerId, t.periodStart),
  ],
);
