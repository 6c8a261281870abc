// Accounts: users, their sign-ins, and the single-use links and codes that prove who they are.
import * as pg from 'drizzle-orm/pg-core';

import type { AdminRole } from '@landed/shared/constants';
import type { Locale } from '@landed/shared/locales';

import { createdAt, id, singleUseToken, updatedAt } from '#server/db/schema/columns.ts';
import { partners } from '#server/db/schema/partners.ts';

export const users = pg.pgTable(
  'users',
  {
    id: id(),
    name: pg.text('name').notNull(),
    // Always stored trimmed and lower-cased; unique.
    email: pg.text('email').notNull(),
    emailVerified: pg.boolean('email_verified').notNull().default(false),
    // Null for accounts created through Google that never set a password.
    passwordHash: pg.text('password_hash'),
    googleSubject: pg.text('google_subject'),
    // Null for students; one of the admin team roles for administrators.
    adminRole: pg.text('admin_role').$type<AdminRole>(),
    // Created by start-up from ADMIN_EMAIL/ADMIN_PASSWORD: the owner's account, which start-up
    // may promote again even if its address is not verified (docs/decisions/052).
    createdByStartup: pg.boolean('created_by_startup').notNull().default(false),
    firstName: pg.text('first_name').notNull().default(''),
    lastName: pg.text('last_name').notNull().default(''),
    userType: pg.text('user_type').notNull().default(''),
    phone: pg.text('phone').notNull().default(''),
    university: pg.text('university').notNull().default(''),
    // The language the student reads the site and their mail in (LOCALES, issue 18,
    // docs/decisions/072); checked by the shared schemas like every enumeration here.
    locale: pg.text('locale').$type<Locale>().notNull().default('en'),
    arrivalDate: pg.date('arrival_date', { mode: 'string' }),
    arrivalTime: pg.text('arrival_time'),
    arrivalFlight: pg.text('arrival_flight'),
    // Internal notes written by administrators in the user profile modal.
    notes: pg.text('notes').notNull().default(''),
    suspended: pg.boolean('suspended').notNull().default(false),
    // Bumped on password change and password reset; tokens carry it, so a password change
    // also retires the old token of the session it is made from.
    tokenVersion: pg.integer('token_version').notNull().default(0),
    lastSignInAt: pg.timestamp('last_sign_in_at', { withTimezone: true }),
    // Two-factor sign-in (docs/decisions/054): the authenticator secret, sealed with a key
    // derived from JWT_SECRET; on while totpEnabledAt is set. The pending secret is the one
    // being set up, until a code from it turns it on.
    totpSecret: pg.text('totp_secret'),
    totpPendingSecret: pg.text('totp_pending_secret'),
    totpEnabledAt: pg.timestamp('totp_enabled_at', { withTimezone: true }),
    // The newest 30-second step a code was accepted for: a code works once.
    totpLastStep: pg.integer('totp_last_step'),
    // Set when the account was deleted (docs/decisions/065): the row stays, emptied of
    // everything personal, so the bookings and payments kept for accounting still have an
    // owner ("Deleted user"); its e-mail is freed for a new account.
    deletedAt: pg.timestamp('deleted_at', { withTimezone: true }),
    // Where a refund by bank transfer is paid (issue 26, PUT /api/user/refund-details): JSON
    // sealed like the authenticator secret, since it is a bank account.
    refundDetails: pg.text('refund_details'),
    // A partner user (issue 27): a person of a university's international office or an agency,
    // who sees only their organisation's students; never an administrator as well.
    partnerId: pg.uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    // The partner whose referral link (/?partner=CODE) brought this student, and when: their own
    // bookings within 30 days are attributed to it.
    referredByPartnerId: pg.uuid('referred_by_partner_id').references(() => partners.id, {
      onDelete: 'set null',
    }),
    referredAt: pg.timestamp('referred_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('users_email_key').on(t.email),
    pg.uniqueIndex('users_google_subject_key').on(t.googleSubject),
    pg.index('users_created_at_idx').on(t.createdAt),
  ],
);

// The account a row belongs to, removed with it.
export const ownedByUser = () =>
  pg
    .uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// Failed password sign-ins per e-mail address, whether or not an account exists, so that a
// lock-out never reveals which addresses are registered (DECISIONS "Lists and passwords").
export const loginThrottles = pg.pgTable('login_throttles', {
  email: pg.text('email').primaryKey(),
  failures: pg.integer('failures').notNull().default(0),
  windowStartedAt: pg.timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: pg.timestamp('locked_until', { withTimezone: true }),
});

export const passwordResetTokens = pg.pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: ownedByUser(),
    // The token itself is only ever in the e-mail.
    ...singleUseToken(),
  },
  (t) => [
    pg.uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    pg.index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

// One row per sign-in (docs/decisions/048-server-side-sessions.md): every token names its
// session, and a session ended here stops its tokens at once, on every instance.
export const sessions = pg.pgTable(
  'sessions',
  {
    id: id(),
    userId: ownedByUser(),
    createdAt: createdAt(),
    // Written at most about once a minute per session, not on every request.
    lastSeenAt: pg.timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // When the newest token issued for the session stops working.
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: pg.text('user_agent').notNull().default(''),
    // The client address of the sign-in, then of the latest "last seen".
    ip: pg.text('ip').notNull().default(''),
    endedAt: pg.timestamp('ended_at', { withTimezone: true }),
    // logout, logout_others, ended_by_user, password_changed, password_reset, suspended,
    // revoked_by_admin
    endedReason: pg.text('ended_reason'),
  },
  (t) => [pg.index('sessions_user_idx').on(t.userId)],
);

// Recovery codes of two-factor sign-in: ten per enrolment, each works once; only the SHA-256
// of the code is stored.
export const mfaRecoveryCodes = pg.pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: ownedByUser(),
    codeHash: pg.text('code_hash').notNull(),
    usedAt: pg.timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.index('mfa_recovery_codes_user_idx').on(t.userId)],
);

// Single-use sign-in tokens put in a URL (the Google sign-in completion, public §2): only the
// SHA-256 is stored, a token lives 2 minutes and is exchanged once for a session
// (docs/decisions/049-single-use-sign-in-links.md).
export const signInTokens = pg.pgTable(
  'sign_in_tokens',
  {
    id: id(),
    userId: ownedByUser(),
    ...singleUseToken(),
  },
  (t) => [
    pg.uniqueIndex('sign_in_tokens_hash_key').on(t.tokenHash),
    pg.index('sign_in_tokens_expires_idx').on(t.expiresAt),
  ],
);

// Links that prove an e-mail address belongs to a user (docs/decisions/050): `verify` confirms
// the account's current address, `change` moves the account to `email` once opened. Only the
// SHA-256 of a token is stored; a link is bound to the token version it was issued under, so a
// password change or reset, sign-out everywhere or a Google takeover retires it.
export const emailVerificationTokens = pg.pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: ownedByUser(),
    purpose: pg.text('purpose').$type<'verify' | 'change'>().notNull(),
    // Always stored trimmed and lower-cased, like users.email.
    email: pg.text('email').notNull(),
    tokenVersion: pg.integer('token_version').notNull(),
    ...singleUseToken(),
  },
  (t) => [
    pg.uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash),
    pg.index('email_verification_tokens_user_idx').on(t.userId),
  ],
);

// Invitations to a staff role (issue 24, docs/decisions/075-staff-invitations.md): a role
// goes only to a verified address, so an address without an account, or whose account has
// not proved it, is sent a link; the role takes effect when the person holding that mailbox
// opens it, signed in to the account with that address (which the link verifies). Only the
// SHA-256 of the token is stored; an invitation expires, can be resent (a new token) and
// withdrawn.
export const invitations = pg.pgTable(
  'invitations',
  {
    id: id(),
    // Always stored trimmed and lower-cased, like users.email.
    email: pg.text('email').notNull(),
    // A staff role, or (partner_id set, admin_role null) membership of a partner organisation
    // (issue 27): the same link, expiry and two-factor rules.
    adminRole: pg.text('admin_role').$type<AdminRole>(),
    partnerId: pg.uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    // The invited person's name as the inviter typed it (partner invitations: the mail greets
    // them, the sign-up form is filled in with it); empty for staff invitations.
    inviteeName: pg.text('invitee_name').notNull().default(''),
    tokenHash: pg.text('token_hash').notNull(),
    invitedBy: pg.uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByEmail: pg.text('invited_by_email').notNull().default(''),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: pg.timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: pg.uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: pg.timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('invitations_token_key').on(t.tokenHash),
    pg.index('invitations_email_idx').on(t.email),
  ],
);

// Two-factor challenges (`mfaToken`) already answered: a challenge gives one session
// (issue 24). Kept until the challenge would have expired anyway.
export const usedMfaChallenges = pg.pgTable(
  'used_mfa_challenges',
  {
    jti: pg.text('jti').primaryKey(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('used_mfa_challenges_expires_idx').on(t.expiresAt)],
);
