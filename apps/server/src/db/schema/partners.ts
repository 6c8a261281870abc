// Partner organisations (universities and agents, issue 27) and their monthly invoices.
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { id, createdAt, updatedAt } from '#server/db/schema/columns.ts';

// A university or an education agent through which students arrive, and its terms.
export const partners = pg.pgTable(
  'partners',
  {
    id: id(),
    kind: pg.text('kind').$type<'University' | 'Agent'>().notNull(),
    name: pg.text('name').notNull(),
    abn: pg.text('abn').notNull().default(''),
    billingEmail: pg.text('billing_email').notNull().default(''),
    address: pg.text('address').notNull().default(''),
    // The referral code of /?partner=CODE, upper-case letters and digits.
    code: pg.text('code').notNull(),
    // 'student': each student pays; 'account': the partner pays a monthly invoice.
    billingMode: pg
      .text('billing_mode')
      .$type<'student' | 'account'>()
      .notNull()
      .default('student'),
    // Agents: 'percent' (basis points of the booking's price) or 'fixed' (cents a booking).
    commissionType: pg
      .text('commission_type')
      .$type<'none' | 'percent' | 'fixed'>()
      .notNull()
      .default('none'),
    commissionValue: pg.integer('commission_value').notNull().default(0),
    requiresApproval: pg.boolean('requires_approval').notNull().default(false),
    // What it may book: package ids and custom service keys; empty lists: everything public.
    allowedPackageIds: pg
      .jsonb('allowed_package_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    allowedServiceKeys: pg
      .jsonb('allowed_service_keys')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Days a partner has to pay its invoice.
    paymentTermsDays: pg.integer('payment_terms_days').notNull().default(14),
    active: pg.boolean('active').notNull().default(true),
    // The last deactivation: a referral ticket or a visit from before it attributes nothing,
    // even once the partner is active again (docs/decisions/106).
    deactivatedAt: pg.timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.uniqueIndex('partners_code_key').on(t.code), pg.index('partners_name_idx').on(t.name)],
);

// The partner a row belongs to: deleted with it.
export const ownedByPartner = () =>
  pg
    .uuid('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' });

// A partner's consolidated monthly tax invoice (billing on account), numbered from `counters`
// in its own sequence; its bookings point at it. Content frozen at issue, like an invoice's.
export const partnerInvoices = pg.pgTable(
  'partner_invoices',
  {
    id: id(),
    number: pg.integer('number').notNull(),
    partnerId: ownedByPartner(),
    periodStart: pg.date('period_start', { mode: 'string' }).notNull(),
    periodEnd: pg.date('period_end', { mode: 'string' }).notNull(),
    issuedAt: pg.timestamp('issued_at', { withTimezone: true }).notNull(),
    dueOn: pg.date('due_on', { mode: 'string' }).notNull(),
    content: pg.jsonb('content').$type<Record<string, unknown>>().notNull(),
    totalCents: pg.integer('total_cents').notNull(),
    gstCents: pg.integer('gst_cents').notNull(),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
    paymentReference: pg.text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('partner_invoices_number_key').on(t.number),
    pg.uniqueIndex('partner_invoices_period_key').on(t.partnerId, t.periodStart),
  ],
);
