// The whole data model of both specifications and DECISIONS.md. Later features add behaviour,
// not tables. Only repositories import this file (see ../plugins/app/README.md).
//
// Conventions: uuid primary keys exposed as `_id`; money in integer cents; calendar dates as
// `date` strings (YYYY-MM-DD, Melbourne calendar); instants as timestamptz; list fields as jsonb
// string arrays; enumerations as text checked by the shared zod schemas.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type {
  AdminRole,
  BookingStatus,
  InquiryStatus,
  NotificationType,
  OnboardingStatus,
  OnboardingStepKey,
  PackageType,
  PaymentClaimStatus,
  PaymentStatus,
  PickupStatus,
  ServiceVisibility,
} from '@landed/shared/constants';
import type { Locale } from '@landed/shared/locales';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const stringList = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    // Always stored trimmed and lower-cased; unique.
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    // Null for accounts created through Google that never set a password.
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    // Null for students; one of the admin team roles for administrators.
    adminRole: text('admin_role').$type<AdminRole>(),
    // Created by start-up from ADMIN_EMAIL/ADMIN_PASSWORD: the owner's account, which start-up
    // may promote again even if its address is not verified (docs/decisions/052).
    createdByStartup: boolean('created_by_startup').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userType: text('user_type').notNull().default(''),
    phone: text('phone').notNull().default(''),
    university: text('university').notNull().default(''),
    // The language the student reads the site and their mail in (LOCALES, issue 18,
    // docs/decisions/072); checked by the shared schemas like every enumeration here.
    locale: text('locale').$type<Locale>().notNull().default('en'),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    arrivalTime: text('arrival_time'),
    arrivalFlight: text('arrival_flight'),
    // Internal notes written by administrators in the user profile modal.
    notes: text('notes').notNull().default(''),
    suspended: boolean('suspended').notNull().default(false),
    // Bumped on password change and password reset; tokens carry it, so a password change
    // also retires the old token of the session it is made from.
    tokenVersion: integer('token_version').notNull().default(0),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    // Two-factor sign-in (docs/decisions/054): the authenticator secret, sealed with a key
    // derived from JWT_SECRET; on while totpEnabledAt is set. The pending secret is the one
    // being set up, until a code from it turns it on.
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // The newest 30-second step a code was accepted for: a code works once.
    totpLastStep: integer('totp_last_step'),
    // Set when the account was deleted (docs/decisions/065): the row stays, emptied of
    // everything personal, so the bookings and payments kept for accounting still have an
    // owner ("Deleted user"); its e-mail is freed for a new account.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Where a refund by bank transfer is paid (issue 26, PUT /api/user/refund-details): JSON
    // sealed like the authenticator secret, since it is a bank account.
    refundDetails: text('refund_details'),
    // A partner user (issue 27): a person of a university's international office or an agency,
    // who sees only their organisation's students; never an administrator as well.
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    // The partner whose referral link (/?partner=CODE) brought this student, and when: their own
    // bookings within 30 days are attributed to it.
    referredByPartnerId: uuid('referred_by_partner_id').references(() => partners.id, {
      onDelete: 'set null',
    }),
    referredAt: timestamp('referred_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

// Failed password sign-ins per e-mail address, whether or not an account exists, so that a
// lock-out never reveals which addresses are registered (DECISIONS "Lists and passwords").
export const loginThrottles = pgTable('login_throttles', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the token; the token itself is only ever in the e-mail.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

// One row per sign-in (docs/decisions/048-server-side-sessions.md): every token names its
// session, and a session ended here stops its tokens at once, on every instance.
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // Written at most about once a minute per session, not on every request.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // When the newest token issued for the session stops working.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    // The client address of the sign-in, then of the latest "last seen".
    ip: text('ip').notNull().default(''),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // logout, logout_others, ended_by_user, password_changed, password_reset, suspended,
    // revoked_by_admin
    endedReason: text('ended_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Recovery codes of two-factor sign-in: ten per enrolment, each works once; only the SHA-256
// of the code is stored.
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

// Single-use sign-in tokens put in a URL (the Google sign-in completion, public §2): only the
// SHA-256 is stored, a token lives 2 minutes and is exchanged once for a session
// (docs/decisions/049-single-use-sign-in-links.md).
export const signInTokens = pgTable(
  'sign_in_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_tokens_hash_key').on(t.tokenHash),
    index('sign_in_tokens_expires_idx').on(t.expiresAt),
  ],
);

// Links that prove an e-mail address belongs to a user (docs/decisions/050): `verify` confirms
// the account's current address, `change` moves the account to `email` once opened. Only the
// SHA-256 of a token is stored; a link is bound to the token version it was issued under, so a
// password change or reset, sign-out everywhere or a Google takeover retires it.
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'change'>().notNull(),
    // Always stored trimmed and lower-cased, like users.email.
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenVersion: integer('token_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId),
  ],
);

// Invitations to a staff role (issue 24, docs/decisions/075-staff-invitations.md): a role
// goes only to a verified address, so an address without an account, or whose account has
// not proved it, is sent a link; the role takes effect when the person holding that mailbox
// opens it, signed in to the account with that address (which the link verifies). Only the
// SHA-256 of the token is stored; an invitation expires, can be resent (a new token) and
// withdrawn.
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    // Always stored trimmed and lower-cased, like users.email.
    email: text('email').notNull(),
    // A staff role, or (partner_id set, admin_role null) membership of a partner organisation
    // (issue 27): the same link, expiry and two-factor rules.
    adminRole: text('admin_role').$type<AdminRole>(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    // The invited person's name as the inviter typed it (partner invitations: the mail greets
    // them, the sign-up form is filled in with it); empty for staff invitations.
    inviteeName: text('invitee_name').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByEmail: text('invited_by_email').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_key').on(t.tokenHash),
    index('invitations_email_idx').on(t.email),
  ],
);

// Two-factor challenges (`mfaToken`) already answered: a challenge gives one session
// (issue 24). Kept until the challenge would have expired anyway.
export const usedMfaChallenges = pgTable(
  'used_mfa_challenges',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_mfa_challenges_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------- catalogue

// A row's translations of its student-facing texts, per language (issue 18,
// docs/decisions/073): `{ "zh-CN": { title: "…" } }`, validated by @landed/shared's
// translationsSchema; a field missing shows in English.
const translations = () =>
  jsonb('translations')
    .$type<Partial<Record<string, Record<string, unknown>>>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export const services = pgTable(
  'services',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    details: text('details').notNull().default(''),
    // Display text such as '$49'; empty means free.
    price: text('price').notNull().default(''),
    category: text('category').notNull().default(''),
    rating: real('rating'),
    highlight: text('highlight').notNull().default(''),
    features: stringList('features'),
    imageUrl: text('image_url').notNull().default(''),
    icon: text('icon').notNull().default(''),
    // The onboarding step this service moves when a booking that includes it is confirmed.
    onboardingStep: text('onboarding_step').$type<OnboardingStepKey>(),
    visibility: text('visibility').$type<ServiceVisibility>().notNull().default('Published'),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('services_slug_key').on(t.slug)],
);

export const packages = pgTable(
  'packages',
  {
    id: id(),
    title: text('title').notNull(),
    // Display text such as '$75'; for fixed packages the server parses it to price bookings.
    price: text('price').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    features: stringList('features'),
    description: text('description').notNull().default(''),
    type: text('type').$type<PackageType>().notNull().default('Standard'),
    priority: integer('priority').notNull().default(0),
    mostPopular: boolean('most_popular').notNull().default(false),
    visibility: boolean('visibility').notNull().default(true),
    // Onboarding steps a confirmed booking of this package moves (DECISIONS "The user area").
    onboardingSteps: jsonb('onboarding_steps')
      .$type<OnboardingStepKey[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    translations: translations(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('packages_priority_idx').on(t.priority)],
);

export const bankingServices = pgTable('banking_services', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  estimatedProcessingTime: text('estimated_processing_time').notNull().default(''),
  requiredDocuments: stringList('required_documents'),
  externalLinks: stringList('external_links'),
  cost: text('cost').notNull().default(''),
  visibility: boolean('visibility').notNull().default(true),
  serviceCategory: text('service_category').notNull().default(''),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// The custom package builder's catalogue (public §3): nine services, each with options.
export const customServices = pgTable(
  'custom_services',
  {
    id: id(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    onboardingStep: text('onboarding_step').$type<OnboardingStepKey>(),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custom_services_key_key').on(t.key)],
);

export const customOptions = pgTable(
  'custom_options',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => customServices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    features: stringList('features'),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custom_options_service_name_key').on(t.serviceId, t.name)],
);

// ---------------------------------------------------------------- bookings and payment

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    // Human reference quoted on bank transfers and to support, e.g. BK-7K2M9Q.
    bookingRef: text('booking_ref').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

// Money owed back to a student for a cancelled paid booking: created by the cancellation with
// the policy's amount (or staff's override, with its reason), then Paid with the bank's
// reference, or Failed with a reason. A card payment's refund goes back through the provider.
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'Due' | 'Paid' | 'Failed'>().notNull().default('Due'),
    // Why the money goes back (the policy's tier, or staff's words when they override it).
    reason: text('reason').notNull().default(''),
    tier: text('tier').notNull().default(''),
    overrideReason: text('override_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference').notNull().default(''),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // A card refund: the provider's refund id, so its webhook finds the refund once.
    providerRefundId: text('provider_refund_id'),
    // The account the refund is due to, sealed as the student's own (bound to the student):
    // copied when the refund is created or the account is first given, and kept when the
    // student changes theirs while it is Due, until staff confirm the change (issue 31;
    // docs/decisions/101). Null: the student's current account (a refund from before issue 31).
    refundDetails: text('refund_details'),
    // When the student changed their account while this refund was Due; null when none waits.
    accountChangedAt: timestamp('account_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_booking_key').on(t.bookingId),
    uniqueIndex('refunds_provider_refund_key').on(t.providerRefundId),
    index('refunds_status_idx').on(t.status, t.createdAt),
  ],
);

// Adjustment notes (ATO): issued when a booking that had a tax invoice is refunded in whole or
// part. Numbered from `counters` like invoices, in their own sequence.
export const adjustmentNotes = pgTable(
  'adjustment_notes',
  {
    id: id(),
    number: integer('number').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    invoiceNumber: integer('invoice_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    // What the note says, frozen at issue like an invoice's content.
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('adjustment_notes_number_key').on(t.number),
    uniqueIndex('adjustment_notes_refund_key').on(t.refundId),
    index('adjustment_notes_booking_idx').on(t.bookingId),
  ],
);

// One bank statement imported in the Finance screen: who, when, which file, and what it matched.
export const statementImports = pgTable(
  'statement_imports',
  {
    id: id(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedByName: text('imported_by_name').notNull().default(''),
    fileName: text('file_name').notNull(),
    // csv:<layout> | ofx | camt053
    format: text('format').notNull(),
    summary: jsonb('summary')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('statement_imports_created_idx').on(t.createdAt)],
);

// A credit line of an imported statement. The fingerprint (date, amount, description, and the
// line's occurrence among identical ones) is unique, so a re-import or an overlapping statement
// adds nothing twice.
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    importId: uuid('import_id')
      .notNull()
      .references(() => statementImports.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull().default(''),
    // exact | mismatched | unmatched
    match: text('match').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    // A credit staff set aside with a reason (not a booking's payment: a refund from a
    // supplier, interest), kept and shown as dismissed (docs/decisions/103).
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written so the line still reads after the account is deleted.
    dismissedByName: text('dismissed_by_name').notNull().default(''),
    dismissReason: text('dismiss_reason').notNull().default(''),
    // The account the money came from (camt.053 only), sealed as the booking's student's own
    // and offered to them as their refund account (docs/decisions/108). Only on a line that
    // names or was linked to a booking; cleared when the line is dismissed and when the
    // student's account is deleted.
    payerAccount: text('payer_account'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('statement_lines_fingerprint_key').on(t.fingerprint),
    index('statement_lines_import_idx').on(t.importId),
    index('statement_lines_booking_idx').on(t.bookingId),
  ],
);

// A CSV column layout the user mapped once, remembered by the file's header row.
export const statementLayouts = pgTable('statement_layouts', {
  headerKey: text('header_key').primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

// Provider webhook events already processed: a delivery repeated (or replayed) is a no-op.
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- user area

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    // Unique claim key for notifications that must exist once, such as
    // 'reminder:7d:<bookingId>:<date>' (docs/decisions/064), so several instances never create
    // one twice.
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
  ],
);

export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').$type<OnboardingStepKey>().notNull(),
    status: text('status').$type<OnboardingStatus>().notNull().default('pending'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

// Uploaded files live in the database so any instance can serve them (ARCHITECTURE "Scale-out").
export const documents = pgTable(
  'documents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    // Detected from the content, never taken from the client.
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('documents_user_idx').on(t.userId, t.createdAt)],
);

// Images uploaded by administrators for services (served with long-lived caching).
export const mediaFiles = pgTable('media_files', {
  id: id(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- site content

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    // Markdown, rendered without raw HTML.
    content: text('content').notNull().default(''),
    category: text('category').notNull().default(''),
    author: text('author').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    thumbnail: text('thumbnail').notNull().default(''),
    tags: stringList('tags'),
    published: boolean('published').notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_posts_slug_key').on(t.slug), index('blog_posts_date_idx').on(t.date)],
);

export type FaqItem = { question: string; answer: string };
export type SocialLinks = {
  facebook: string;
  instagram: string;
  linkedin: string;
  telegram: string;
  twitter: string;
  whatsapp: string;
};

// One row (id 'site') holding the CMS texts and the bank details of admin §3.
export const cmsSettings = pgTable('cms_settings', {
  id: text('id').primaryKey(),
  homepageHeadline: text('homepage_headline').notNull().default(''),
  homepageSubheading: text('homepage_subheading').notNull().default(''),
  heroText: text('hero_text').notNull().default(''),
  footerText: text('footer_text').notNull().default(''),
  servicesDesc: text('services_desc').notNull().default(''),
  packagesDesc: text('packages_desc').notNull().default(''),
  faqs: jsonb('faqs')
    .$type<FaqItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  about: text('about').notNull().default(''),
  terms: text('terms').notNull().default(''),
  privacy: text('privacy').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  contactAddress: text('contact_address').notNull().default(''),
  chatUrl: text('chat_url').notNull().default(''),
  messengerUrl: text('messenger_url').notNull().default(''),
  socialLinks: jsonb('social_links').$type<SocialLinks>().notNull(),
  bankName: text('bank_name').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  routingNumber: text('routing_number').notNull().default(''),
  swiftCode: text('swift_code').notNull().default(''),
  iban: text('iban').notNull().default(''),
  accountHolder: text('account_holder').notNull().default(''),
  branch: text('branch').notNull().default(''),
  bankAddress: text('bank_address').notNull().default(''),
  bankPhone: text('bank_phone').notNull().default(''),
  bankEmail: text('bank_email').notNull().default(''),
  bankInstructions: text('bank_instructions').notNull().default(''),
  // The seller on tax invoices (Super Admin; docs/decisions/061).
  businessName: text('business_name').notNull().default(''),
  abn: text('abn').notNull().default(''),
  businessAddress: text('business_address').notNull().default(''),
  gstRegistered: boolean('gst_registered').notNull().default(true),
  // Arrival operations (docs/decisions/060): how close to the arrival a student may still
  // change it themselves, where drivers meet students unless a booking says otherwise, and
  // what the arrival pass tells a student who cannot find their driver.
  arrivalChangeCutoffHours: integer('arrival_change_cutoff_hours').notNull().default(24),
  defaultMeetingPoint: text('default_meeting_point').notNull().default(''),
  arrivalHelp: text('arrival_help').notNull().default(''),
  // Money (issue 26): the cancellation tiers (hours before the arrival, Melbourne time, and the
  // share refunded), and PayID shown beside the bank account in the Pay dialog.
  cancellationPolicy: jsonb('cancellation_policy').$type<Record<string, unknown>>(),
  payId: text('pay_id').notNull().default(''),
  translations: translations(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- operations

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

// ---------------------------------------------------------------- partners (issue 27)

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
