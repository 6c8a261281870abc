// Bookings and payment: the booking, its timeline, its driver, its invoice and what was paid.
import { sql } from 'drizzle-orm';
import {
  bigint,
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

import type {
  BookingStatus,
  PaymentClaimStatus,
  PaymentStatus,
  PickupStatus,
} from '@landed/shared/constants';

import { id, createdAt, updatedAt, stringList } from '#server/db/schema/columns.ts';
import { ownedByUser, users } from '#server/db/schema/accounts.ts';
import { packages, customServices, customOptions } from '#server/db/schema/catalogue.ts';
import { partners, partnerInvoices } from '#server/db/schema/partners.ts';

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    // Human reference quoted on bank transfers and to support, e.g. BK-7K2M9Q.
    bookingRef: text('booking_ref').notNull(),
    userId: ownedByUser(),
    // Null for a custom package; kept (not cascaded) if the package is later deleted.
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    packageName: text('package_name').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    arrivalTime: text('arrival_time').notNull().default(''),
    flightNumber: text('flight_number').notNull().default(''),
    notes: text('notes').notNull().default(''),
    // Where the student is going from the airport, when they say (shown on the arrival pass).
    destinationAddress: text('destination_address').notNull().default(''),
    status: text('status').$type<BookingStatus>().notNull().default('Pending'),
    // Dispatch (docs/decisions/060): who meets the student, where, and how the pickup went.
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    meetingPoint: text('meeting_point').notNull().default(''),
    pickupStatus: text('pickup_status').$type<PickupStatus>().notNull().default('Unassigned'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('Not Paid'),
    // Computed by the server from its own prices; a client's totalPrice is ignored.
    totalPriceCents: integer('total_price_cents').notNull(),
    // When the booking became Completed or Cancelled: the documents' retention counts from the
    // last one (docs/decisions/066).
    // The earliest arrival the booking ever had, set when the student moves it: the
    // cancellation tier counts from it, so moving the date never buys a better tier (issue 31).
    policyArrivalAt: timestamp('policy_arrival_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The partner channel (issue 27): who brought the booking ('booked' by a partner user,
    // 'referral' through its link, 'university' named by the student), whether the partner pays
    // on account, its approval, the student ID it checks, and the import row it came from.
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    partnerSource: text('partner_source'),
    billedToPartner: boolean('billed_to_partner').notNull().default(false),
    approvalStatus: text('approval_status'),
    approvalReason: text('approval_reason'),
    studentId: text('student_id').notNull().default(''),
    externalId: text('external_id'),
    // A booking a partner made for a student waits for the student's own answer
    // (docs/decisions/105): 'Awaiting', then 'Given' or 'Refused'; null for the student's own.
    studentConsent: text('student_consent').$type<'Awaiting' | 'Given' | 'Refused'>(),
    // Set once the booking is on a partner's monthly invoice: billed once.
    partnerInvoiceId: uuid('partner_invoice_id').references(() => partnerInvoices.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_booking_ref_key').on(t.bookingRef),
    uniqueIndex('bookings_partner_external_key').on(t.partnerId, t.externalId),
    index('bookings_partner_idx').on(t.partnerId, t.preferredDate),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_preferred_date_idx').on(t.preferredDate, t.arrivalTime),
    index('bookings_driver_idx').on(t.driverId, t.preferredDate),
  ],
);

// What happened to a booking, in order (the timeline of the booking drawer): created, status
// changes, payment claims and reviews, assignments, arrival changes, internal notes. Written by
// the operations in the same transaction as the change.
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    // Written order: events of one transaction share its instant (the app's clock), and a
    // timeline must still read in the order things happened.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // As written, so the timeline still reads after an account is deleted.
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

// The people who do pickups and orientation. Soft-deleted so old bookings keep their name.
export const drivers = pgTable(
  'drivers',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    languages: stringList('languages'),
    active: boolean('active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('drivers_name_idx').on(t.name)],
);

// A private calendar feed (/api/calendar/{secret}.ics) of an administrator's or a driver's
// upcoming pickups. Only the secret's hash is kept; revoking sets revoked_at.
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_secret_key').on(t.secretHash),
    index('calendar_feeds_user_idx').on(t.userId),
    index('calendar_feeds_driver_idx').on(t.driverId),
  ],
);

// Tax invoices (ATO), issued when a payment is verified. What the invoice says is frozen at
// issue: a later change of the business's name, ABN or prices does not rewrite it. Numbers
// come from `counters` under a row lock, so they are gapless and never reused, whatever the
// number of instances.
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    number: integer('number').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    // Seller, buyer, lines, totals as printed.
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    totalCents: integer('total_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_booking_key').on(t.bookingId),
  ],
);

// Named counters that must never repeat (invoice numbers): incremented in the transaction that
// uses the value, so a rolled-back use gives the number back.
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

// What a custom booking was made of, priced at booking time.
export const bookingSelections = pgTable(
  'booking_selections',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customServiceId: uuid('custom_service_id').references(() => customServices.id, {
      onDelete: 'set null',
    }),
    customOptionId: uuid('custom_option_id').references(() => customOptions.id, {
      onDelete: 'set null',
    }),
    serviceKey: text('service_key').notNull(),
    serviceName: text('service_name').notNull(),
    optionName: text('option_name').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('booking_selections_booking_idx').on(t.bookingId)],
);

// A user's "I have paid" claim and the administrator's review of it.
export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').notNull().default('Bank Transfer'),
    reference: text('reference').notNull().default(''),
    status: text('status').$type<PaymentClaimStatus>().notNull().default('Pending'),
    rejectReason: text('reject_reason'),
    // A card payment (issue 26): the provider's Checkout Session and PaymentIntent, so a webhook
    // delivered twice finds the payment it already verified.
    providerSessionId: text('provider_session_id'),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_status_idx').on(t.status, t.createdAt),
    uniqueIndex('payments_provider_session_key').on(t.providerSessionId),
  ],
);

// ---------------------------------------------------------------- money back and money matched
// (issue 26)
