// Bookings a partner makes for its students, one from the form or a whole upload (issue 27 item
// 2; docs/decisions/093). Every booking is its student's: their account, or a new one whose
// invitation to set a password goes out in the language the partner chose. Every one waits for
// the student's own answer, account or not, so nothing the partner sees says whether the
// address had an account (docs/decisions/105).
import type { FastifyInstance } from 'fastify';

import type { Locale } from '@landed/shared/locales';
import { localeOf, localizedPath } from '@landed/shared/locales';
import { PAGES } from '@landed/shared/pages';
import { PARTNER_BOOKING_MESSAGES } from '@landed/shared/schemas/partner-bookings';

import type { DbOrTx } from '#server/db/client.ts';
import { hashSecretToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { PricedBooking } from '#server/operations/bookings/create-booking.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import type { NewBooking } from '#server/plugins/app/bookings/bookings-repository.ts';
import { INVITATION_LIFETIME_MS } from '#server/plugins/app/invitations/invitations-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { PartnerRow } from '#server/plugins/app/partners/partners-repository.ts';

// One student's booking, checked and priced.
export type StudentBooking = {
  studentEmail: string;
  studentName: string;
  studentId: string;
  university: string;
  locale: Locale;
  contactName: string;
  contactEmail: string;
  phone: string;
  preferredDate: string;
  arrivalTime: string;
  flightNumber: string;
  destinationAddress: string;
  notes: string;
  // What makes the booking once: the row's external id, else the student's address and date.
  key: string;
  priced: PricedBooking;
};

// The key of a booking without an external id: the same student arriving the same day.
export const studentDateKey = (email: string, date: string) => `${email} ${date}`;

// Why the partner may not book this, or null: with a list of packages or services on its
// terms, only those (docs/decisions/093).
export function notAllowedProblem(partner: PartnerRow, priced: PricedBooking): string | null {
  const packages = partner.allowedPackageIds;
  const services = partner.allowedServiceKeys;
  if (packages.length === 0 && services.length === 0) return null;
  const allowed =
    priced.selections.length > 0
      ? priced.selections.every((s) => services.includes(s.serviceKey))
      : priced.packageId !== null && packages.includes(priced.packageId);
  return allowed ? null : PARTNER_BOOKING_MESSAGES.notAllowed;
}

// Creates the bookings in the caller's transaction: the students' accounts found or made in one
// go, the bookings inserted together, then each student's notification, mail and timeline line.
// A booking whose key this partner already used is left out (answered by the unique key, so two
// uploads at once still make one). Returns the bookings made.
export async function createPartnerBookings(
  app: FastifyInstance,
  {
    partner,
    actor,
    rows,
    source,
    tx,
  }: {
    partner: PartnerRow;
    actor: SignedInActor;
    rows: StudentBooking[];
    // How the booking came: 'form' or 'upload <file>', for the consent record.
    source: string;
    tx: DbOrTx;
  },
) {
  const now = app.config.now();
  const repo = app.partnerBookingsRepository;
  const emails = [...new Set(rows.map((r) => r.studentEmail))];
  const existing = await repo.usersByEmail(emails, tx);
  const known = new Set(existing.map((u) => u.email));
  const firstRowOf = new Map<string, StudentBooking>();
  for (const row of rows)
    if (!firstRowOf.has(row.studentEmail)) firstRowOf.set(row.studentEmail, row);
  const made = await app.usersRepository.createMany(
    [...firstRowOf.values()]
      .filter((r) => !known.has(r.studentEmail))
      .map((r) => ({
        name: r.studentName,
        email: r.studentEmail,
        passwordHash: null,
        locale: r.locale,
        phone: r.phone,
        university: r.university,
      })),
    tx,
  );
  // An address registered between the two queries is that account's, like any other.
  const students = [
    ...existing,
    ...made,
    ...(await repo.usersByEmail(
      emails.filter((e) => !known.has(e) && !made.some((u) => u.email === e)),
      tx,
    )),
  ];
  const byEmail = new Map(students.map((u) => [u.email, u]));
  const byId = new Map(students.map((u) => [u.id, u]));

  // A new account's first link sets its password: the reset link's machinery, for a week.
  const tokens = new Map(made.map((u) => [u.id, newSecretToken()]));
  await app.passwordResetsRepository.issueForNewAccounts(
    {
      tokens: made.map((u) => ({ userId: u.id, tokenHash: hashSecretToken(tokens.get(u.id)!) })),
      now,
      lifetimeMs: INVITATION_LIFETIME_MS,
    },
    tx,
  );

  const toInsert = rows.map((r) => {
    const booking: NewBooking = {
      userId: byEmail.get(r.studentEmail)!.id,
      packageId: r.priced.packageId,
      packageName: r.priced.packageName,
      isCustom: r.priced.selections.length > 0,
      contactName: r.contactName,
      contactEmail: r.contactEmail,
      contactPhone: r.phone,
      preferredDate: r.preferredDate,
      arrivalTime: r.arrivalTime,
      flightNumber: r.flightNumber,
      destinationAddress: r.destinationAddress,
      notes: r.notes,
      totalPriceCents: r.priced.totalPriceCents,
      partnerId: partner.id,
      partnerSource: 'booked',
      billedToPartner: partner.billingMode === 'account',
      // Booked by the partner itself: nothing for it to approve, but the student answers.
      approvalStatus: null,
      studentConsent: 'Awaiting',
      studentId: r.studentId,
      externalId: r.key,
    };
    return { booking, selections: r.priced.selections };
  });
  const created = await repo.insertMany(toInsert, tx);

  const invitedFirst = new Set<string>();
  const names = new Map<string, string>();
  for (const row of created) {
    const student = byId.get(row.userId)!;
    const { t, money } = translatorFor(student.locale);
    const nameKey = `${row.packageId}|${student.locale}`;
    if (!names.has(nameKey)) {
      names.set(
        nameKey,
        await app.bookingsRepository.packageNameIn({ row, locale: student.locale }, tx),
      );
    }
    const shownName = names.get(nameKey)!;
    const token = tokens.get(student.id);
    // The set-password link goes once, with the student's first booking of this batch.
    const setPasswordUrl =
      token && !invitedFirst.has(student.id)
        ? `${app.config.appUrl}${localizedPath(PAGES.resetPassword.path, localeOf(student.locale))}?token=${token}`
        : undefined;
    if (setPasswordUrl) invitedFirst.add(student.id);
    const facts = {
      partnerName: partner.name,
      bookingRef: row.bookingRef,
      packageName: shownName,
    };
    await app.notificationsRepository.create(
      {
        userId: student.id,
        type: 'booking',
        message: t('notification.partnerBookingConsent', {
          ...facts,
          amount: money(row.totalPriceCents),
        }),
      },
      tx,
    );
    const data = {
      name: student.name,
      ...facts,
      preferredDate: row.preferredDate,
      totalPrice: row.totalPriceCents,
      billedToPartner: row.billedToPartner,
    };
    // A new account's mail sets its password (then the dashboard asks); an existing account's
    // asks at once.
    await app.mail.enqueue(
      token
        ? {
            template: 'partner-booking',
            to: student.email,
            bookingId: row.id,
            locale: student.locale,
            data: { ...data, ...(setPasswordUrl ? { setPasswordUrl } : {}) },
          }
        : {
            template: 'partner-booking-consent',
            to: student.email,
            bookingId: row.id,
            locale: student.locale,
            data,
          },
      tx,
    );
    await recordBookingEvent(app, {
      bookingId: row.id,
      actor,
      action: 'created',
      details: {
        packageName: row.packageName,
        total: row.totalPriceCents / 100,
        preferredDate: row.preferredDate,
        partner: partner.name,
      },
      tx,
    });
  }
  // No consent is recorded here: the student gives it on their dashboard
  // (answer-partner-booking.ts).
  if (created.length > 0) {
    await audit(app, {
      category: 'booking',
      actor,
      action: 'partner.bookings_created',
      entity: { type: 'partner', id: partner.id },
      details: {
        source,
        count: created.length,
        bookings: created.map((b) => b.bookingRef),
        invited: made.length,
      },
      tx,
    });
  }
  return { created };
}
