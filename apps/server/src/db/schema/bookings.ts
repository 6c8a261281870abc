// Bookings and payment: the booking, its timeline, its driver, its invoice and what was paid.
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import type {
  ApprovalStatus,
  BookingStatus,
  PaymentClaimStatus,
  PaymentStatus,
  PickupStatus,
} from '@landed/shared/constants';

import type { DriverStatus } from '@landed/shared/schemas/meeting';

import {
  id,
  createdAt,
  updatedAt,
  stringList,
  bytea,
  singleUseToken,
} from '#server/db/schema/columns.ts';
import { ownedByUser, users } from '#server/db/schema/accounts.ts';
import { packages, customServices, customOptions } from '#server/db/schema/catalogue.ts';
import { partners, partnerInvoices } from '#server/db/schema/partners.ts';

export const bookings = pg.pgTable(
  'bookings',
  {
    id: id(),
    // Human reference quoted on bank transfers and to support, e.g. BK-7K2M9Q.
    bookingRef: pg.text('booking_ref').notNull(),
    userId: ownedByUser(),
    // Null for a custom package; kept (not cascaded) if the package is later deleted.
    packageId: pg.uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    packageName: pg.text('package_name').notNull(),
    isCustom: pg.boolean('is_custom').notNull().default(false),
    contactName: pg.text('contact_name').notNull(),
    contactEmail: pg.text('contact_email').notNull(),
    contactPhone: pg.text('contact_phone').notNull(),
    preferredDate: pg.date('preferred_date', { mode: 'string' }).notNull(),
    arrivalTime: pg.text('arrival_time').notNull().default(''),
    flightNumber: pg.text('flight_number').notNull().default(''),
    notes: pg.text('notes').notNull().default(''),
    // Where the student is going from the airport, when they say (shown on the arrival pass).
    destinationAddress: pg.text('destination_address').notNull().default(''),
    status: pg.text('status').$type<BookingStatus>().notNull().default('Pending'),
    // Dispatch (docs/decisions/060): who meets the student, where, and how the pickup went.
    driverId: pg.uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    meetingPoint: pg.text('meeting_point').notNull().default(''),
    pickupStatus: pg.text('pickup_status').$type<PickupStatus>().notNull().default('Unassigned'),
    paymentStatus: pg.text('payment_status').$type<PaymentStatus>().notNull().default('Not Paid'),
    // Computed by the server from its own prices; a client's totalPrice is ignored.
    totalPriceCents: pg.integer('total_price_cents').notNull(),
    // When the booking became Completed or Cancelled: the documents' retention counts from the
    // last one (docs/decisions/066).
    // The earliest arrival the booking ever had, set when the student moves it: the
    // cancellation tier counts from it, so moving the date never buys a better tier (issue 31).
    policyArrivalAt: pg.timestamp('policy_arrival_at', { withTimezone: true }),
    endedAt: pg.timestamp('ended_at', { withTimezone: true }),
    // The partner channel (issue 27): who brought the booking ('booked' by a partner user,
    // 'referral' through its link, 'university' named by the student), whether the partner pays
    // on account, its approval, the student ID it checks, and the import row it came from.
    partnerId: pg.uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    partnerSource: pg.text('partner_source'),
    billedToPartner: pg.boolean('billed_to_partner').notNull().default(false),
    approvalStatus: pg.text('approval_status').$type<ApprovalStatus>(),
    approvalReason: pg.text('approval_reason'),
    studentId: pg.text('student_id').notNull().default(''),
    externalId: pg.text('external_id'),
    // A booking a partner made for a student waits for the student's own answer
    // (docs/decisions/105): 'Awaiting', then 'Given' or 'Refused'; null for the student's own.
    studentConsent: pg.text('student_consent').$type<'Awaiting' | 'Given' | 'Refused'>(),
    // Set once the booking is on a partner's monthly invoice: billed once.
    partnerInvoiceId: pg.uuid('partner_invoice_id').references(() => partnerInvoices.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('bookings_booking_ref_key').on(t.bookingRef),
    pg.uniqueIndex('bookings_partner_external_key').on(t.partnerId, t.externalId),
    pg.index('bookings_partner_idx').on(t.partnerId, t.preferredDate),
    pg.index('bookings_user_idx').on(t.userId, t.createdAt),
    pg.index('bookings_preferred_date_idx').on(t.preferredDate, t.arrivalTime),
    pg.index('bookings_driver_idx').on(t.driverId, t.preferredDate),
    // The back-office's bookings list, newest first, all of them or one status
    // (docs/decisions/139): read in order, never sorted.
    pg.index('bookings_created_idx').on(t.createdAt, t.id),
    pg.index('bookings_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

// The booking a row belongs to: deleted with it.
export const ownedByBooking = () =>
  pg
    .uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' });

// What happened to a booking, in order (the timeline of the booking drawer): created, status
// changes, payment claims and reviews, assignments, arrival changes, internal notes. Written by
// the operations in the same transaction as the change.
export const bookingEvents = pg.pgTable(
  'booking_events',
  {
    id: id(),
    // Written order: events of one transaction share its instant (the app's clock), and a
    // timeline must still read in the order things happened.
    seq: pg.bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    bookingId: ownedByBooking(),
    actorId: pg.uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // As written, so the timeline still reads after an account is deleted.
    actorName: pg.text('actor_name').notNull().default(''),
    action: pg.text('action').notNull(),
    details: pg
      .jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [pg.index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

// The people who do pickups and orientation. Soft-deleted so old bookings keep their name.
export const drivers = pg.pgTable(
  'drivers',
  {
    id: id(),
    name: pg.text('name').notNull(),
    phone: pg.text('phone').notNull(),
    email: pg.text('email').notNull(),
    languages: stringList('languages'),
    // The car the student looks for (issue 35 item 3): '' when not entered.
    carMake: pg.text('car_make').notNull().default(''),
    carColour: pg.text('car_colour').notNull().default(''),
    carPlate: pg.text('car_plate').notNull().default(''),
    // The driver's photo shown to their students (issue 35 item 3): a media_files row, null
    // when none (no reference: a media row is never deleted).
    photoMediaId: pg.uuid('photo_media_id'),
    active: pg.boolean('active').notNull().default(true),
    isDeleted: pg.boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index('drivers_name_idx').on(t.name)],
);

// A driver's own page (issue 35; docs/decisions/130). The personal link staff send: only the
// SHA-256 of its token, opened once within its lifetime; a newer link or a revoke voids it.
export const driverAccessLinks = pg.pgTable(
  'driver_access_links',
  {
    id: id(),
    driverId: pg
      .uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    ...singleUseToken(),
  },
  (t) => [
    pg.uniqueIndex('driver_access_links_hash_key').on(t.tokenHash),
    pg.index('driver_access_links_driver_idx').on(t.driverId),
  ],
);

// A device a driver signed in on with their link: the cookie holds a random secret, the row
// only its SHA-256. Ended by the driver (sign out) or by staff (every session at once).
export const driverSessions = pg.pgTable(
  'driver_sessions',
  {
    id: id(),
    driverId: pg
      .uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    secretHash: pg.text('secret_hash').notNull(),
    userAgent: pg.text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: pg.timestamp('ended_at', { withTimezone: true }),
    // signed_out, revoked_by_staff
    endedReason: pg.text('ended_reason'),
  },
  (t) => [
    pg.uniqueIndex('driver_sessions_secret_key').on(t.secretHash),
    pg.index('driver_sessions_driver_idx').on(t.driverId),
  ],
);

// A photo a driver took on a job (a No-show's evidence): private, read by staff from the
// booking's timeline and by the driver who took it; deleted with the booking.
export const driverPhotos = pg.pgTable(
  'driver_photos',
  {
    id: id(),
    bookingId: ownedByBooking(),
    driverId: pg
      .uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    mimeType: pg.text('mime_type').notNull(),
    sizeBytes: pg.integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('driver_photos_booking_idx').on(t.bookingId)],
);

// The statuses a driver gives a job, in order, with the time; the place (lat/lng) only when the
// driver consented, cleared after 30 days (jobs/clear-driver-locations.ts).
export const driverStatuses = pg.pgTable(
  'driver_statuses',
  {
    id: id(),
    seq: pg.bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    bookingId: ownedByBooking(),
    driverId: pg
      .uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    status: pg.text('status').$type<DriverStatus>().notNull(),
    note: pg.text('note').notNull().default(''),
    photoId: pg.uuid('photo_id').references(() => driverPhotos.id, { onDelete: 'set null' }),
    lat: pg.doublePrecision('lat'),
    lng: pg.doublePrecision('lng'),
    at: pg.timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('driver_statuses_booking_idx').on(t.bookingId, t.seq),
    pg
      .index('driver_statuses_located_idx')
      .on(t.at)
      .where(sql`${t.lat} is not null`),
  ],
);

// The student's rating of a pickup once it is done (issue 35 item 5): one per booking, with the
// driver who did it then, so a later change of driver never moves a rating to someone else.
export const pickupRatings = pg.pgTable(
  'pickup_ratings',
  {
    id: id(),
    bookingId: ownedByBooking(),
    driverId: pg.uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    score: pg.integer('score').notNull(),
    comment: pg.text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('pickup_ratings_booking_key').on(t.bookingId),
    pg.index('pickup_ratings_driver_idx').on(t.driverId, t.createdAt),
    pg.index('pickup_ratings_created_idx').on(t.createdAt),
    pg.check('pickup_ratings_score_range', sql`${t.score} between 1 and 5`),
  ],
);

// A private calendar feed (/api/calendar/{secret}.ics) of an administrator's or a driver's
// upcoming pickups. Only the secret's hash is kept; revoking sets revoked_at.
export const calendarFeeds = pg.pgTable(
  'calendar_feeds',
  {
    id: id(),
    userId: pg.uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    driverId: pg.uuid('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    secretHash: pg.text('secret_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: pg.timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('calendar_feeds_secret_key').on(t.secretHash),
    pg.index('calendar_feeds_user_idx').on(t.userId),
    pg.index('calendar_feeds_driver_idx').on(t.driverId),
  ],
);

// Tax invoices (ATO), issued when a payment is verified. What the invoice says is frozen at
// issue: a later change of the business's name, ABN or prices does not rewrite it. Numbers
// come from `counters` under a row lock, so they are gapless and never reused, whatever the
// number of instances.
export const invoices = pg.pgTable(
  'invoices',
  {
    id: id(),
    number: pg.integer('number').notNull(),
    bookingId: ownedByBooking(),
    issuedAt: pg.timestamp('issued_at', { withTimezone: true }).notNull(),
    // Seller, buyer, lines, totals as printed.
    content: pg.jsonb('content').$type<Record<string, unknown>>().notNull(),
    totalCents: pg.integer('total_cents').notNull(),
    gstCents: pg.integer('gst_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('invoices_number_key').on(t.number),
    pg.uniqueIndex('invoices_booking_key').on(t.bookingId),
  ],
);

// Named counters that must never repeat (invoice numbers): incremented in the transaction that
// uses the value, so a rolled-back use gives the number back.
export const counters = pg.pgTable('counters', {
  name: pg.text('name').primaryKey(),
  value: pg.integer('value').notNull().default(0),
});

// What a custom booking was made of, priced at booking time.
export const bookingSelections = pg.pgTable(
  'booking_selections',
  {
    id: id(),
    bookingId: ownedByBooking(),
    customServiceId: pg.uuid('custom_service_id').references(() => customServices.id, {
      onDelete: 'set null',
    }),
    customOptionId: pg.uuid('custom_option_id').references(() => customOptions.id, {
      onDelete: 'set null',
    }),
    serviceKey: pg.text('service_key').notNull(),
    serviceName: pg.text('service_name').notNull(),
    optionName: pg.text('option_name').notNull(),
    priceCents: pg.integer('price_cents').notNull(),
  },
  (t) => [pg.index('booking_selections_booking_idx').on(t.bookingId)],
);

// A user's "I have paid" claim and the administrator's review of it.
export const payments = pg.pgTable(
  'payments',
  {
    id: id(),
    bookingId: ownedByBooking(),
    userId: ownedByUser(),
    amountCents: pg.integer('amount_cents').notNull(),
    method: pg.text('method').notNull().default('Bank Transfer'),
    reference: pg.text('reference').notNull().default(''),
    status: pg.text('status').$type<PaymentClaimStatus>().notNull().default('Pending'),
    rejectReason: pg.text('reject_reason'),
    // A card payment (issue 26): the provider's Checkout Session and PaymentIntent, so a webhook
    // delivered twice finds the payment it already verified.
    providerSessionId: pg.text('provider_session_id'),
    providerPaymentIntentId: pg.text('provider_payment_intent_id'),
    reviewedBy: pg.uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: pg.timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('payments_booking_idx').on(t.bookingId),
    pg.index('payments_status_idx').on(t.status, t.createdAt),
    pg.uniqueIndex('payments_provider_session_key').on(t.providerSessionId),
  ],
);

// ---------------------------------------------------------------- money back and money matched
// (issue 26)
