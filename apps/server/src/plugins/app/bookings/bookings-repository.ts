import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { OnboardingStepKey } from '@landed/shared/constants';
import { DEFAULT_LOCALE, isLocale } from '@landed/shared/locales';
import type { Locale } from '@landed/shared/locales';
import { formatMoney } from '@landed/shared/money';
import type {
  BankDetails,
  Booking,
  BookingPartner,
  PackageNameTranslations,
} from '@landed/shared/schemas/booking';
import { PARTNER_SOURCES } from '@landed/shared/schemas/booking';
import { formatAdjustmentNoteNumber } from '@landed/shared/schemas/refund';
import { TRANSLATED_LOCALES } from '@landed/shared/schemas/translations';
import { ARRIVAL_PASS_DEFAULTS } from '@landed/shared/schemas/arrival-pass';

import type { AdminBooking } from '@landed/shared/schemas/admin';
import type { BookingFlight } from '@landed/shared/schemas/flights';
import type { DriverStatusEvent } from '@landed/shared/schemas/meeting';
import type { ApprovalStatus, BookingStatus, PaymentClaimStatus } from '@landed/shared/constants';

import type { DbOrTx } from '#server/db/client.ts';
import { findById, lockById, updateById } from '#server/db/by-id.ts';
import { paged, tablePage } from '#server/db/paged.ts';
import { CMS_ROW_ID } from '#server/db/seed/index.ts';
import { likeContains } from '#server/lib/like.ts';
import { mediaUrl } from '#server/lib/media-url.ts';
import { meetingPointPhotoOf } from '#server/lib/terminals.ts';
import {
  adjustmentNotes,
  users,
  bookingEvents,
  bookingSelections,
  bookings,
  cmsSettings,
  customOptions,
  customServices,
  drivers,
  invoices,
  packages,
  partners,
  payments,
  pickupRatings,
  refunds,
} from '#server/db/schema.ts';
import { bookingFlights, toBookingFlight } from '#server/plugins/app/flights/flights-repository.ts';
import { latestDriverStatuses } from '#server/plugins/app/driver-jobs/driver-jobs-repository.ts';

export type BookingRow = typeof bookings.$inferSelect;
type SelectionRow = typeof bookingSelections.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type DriverRow = typeof drivers.$inferSelect;
import { carOf } from '#server/plugins/app/drivers/drivers-repository.ts';
type InvoiceRow = typeof invoices.$inferSelect;
type AdjustmentNoteRow = typeof adjustmentNotes.$inferSelect;
type PackageRow = typeof packages.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

// INV-000001: the invoice number as printed and quoted.
export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;

// No 0/O, 1/I/L: references are read aloud on the phone and typed into bank transfers.
const REF_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newBookingRef(): string {
  let ref = 'BK-';
  for (let i = 0; i < 6; i++) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

export function toBooking({
  row,
  selections,
  latestPayment,
  driver,
  invoice,
  notes = [],
  refund,
  packageTitles = {},
  partner = null,
  flight = toBookingFlight(row.flightNumber, undefined),
  pickupTime = null,
  rating = null,
  driverStatus = null,
  meetingPointPhotoUrl = null,
}: {
  // The present driver's last status (issue 35).
  driverStatus?: DriverStatusEvent | null;
  // The photo of its meeting point's terminal (issue 35; docs/decisions/135).
  meetingPointPhotoUrl?: string | null;
  // The student's rating of the pickup (issue 35 item 5).
  rating?: Pick<typeof pickupRatings.$inferSelect, 'score' | 'comment' | 'createdAt'> | null;
  row: BookingRow;
  // Its live flight (issue 34); absent: not looked up yet.
  flight?: BookingFlight | undefined;
  // The driver's call time (docs/decisions/121), ISO; null while the flight is not known.
  pickupTime?: string | null;
  // Who brought it (issue 27): the partner's id and name, or null.
  partner?: BookingPartner | undefined;
  // The package's translated titles, by language (docs/decisions/081).
  packageTitles?: PackageNameTranslations | undefined;
  selections: Array<Pick<SelectionRow, 'serviceKey' | 'serviceName' | 'optionName' | 'priceCents'>>;
  latestPayment?: PaymentRow | undefined;
  driver?:
    | Pick<
        DriverRow,
        'name' | 'phone' | 'languages' | 'carMake' | 'carColour' | 'carPlate' | 'photoMediaId'
      >
    | null
    | undefined;
  invoice?: (Pick<InvoiceRow, 'number' | 'issuedAt'> & { title: string }) | null | undefined;
  // Its adjustment notes, oldest first (docs/decisions/087).
  notes?: Array<Pick<AdjustmentNoteRow, 'number' | 'issuedAt' | 'amountCents'>>;
  refund?: RefundRow | null | undefined;
}): Booking {
  return {
    _id: row.id,
    bookingId: row.bookingRef,
    packageId: row.packageId,
    packageName: row.packageName,
    packageNameTranslations: packageTitles,
    isCustom: row.isCustom,
    status: row.status,
    paymentStatus: row.paymentStatus,
    preferredDate: row.preferredDate,
    arrivalTime: row.arrivalTime,
    flightNumber: row.flightNumber,
    notes: row.notes,
    userName: row.contactName,
    email: row.contactEmail,
    phone: row.contactPhone,
    totalPrice: row.totalPriceCents / 100,
    price: formatMoney(row.totalPriceCents),
    customSelections: selections.map((s) => ({
      serviceKey: s.serviceKey,
      serviceName: s.serviceName,
      optionName: s.optionName,
      price: s.priceCents / 100,
    })),
    payment: latestPayment
      ? {
          _id: latestPayment.id,
          amount: latestPayment.amountCents / 100,
          method: latestPayment.method,
          reference: latestPayment.reference,
          status: latestPayment.status,
          rejectReason: latestPayment.rejectReason,
          createdAt: latestPayment.createdAt.toISOString(),
        }
      : null,
    destinationAddress: row.destinationAddress,
    pickup: {
      status: row.pickupStatus,
      meetingPoint: row.meetingPoint,
      // The name as the business entered it and a phone: what the student needs to find the
      // driver, and no more. `firstName`, its first word, stays for earlier clients: a split
      // name is wrong for many ("Li" for Li Wei; issue 25).
      driver: driver
        ? {
            name: driver.name.trim(),
            firstName: driver.name.trim().split(/\s+/)[0] ?? '',
            phone: driver.phone,
            languages: driver.languages,
            car: driver.carMake || driver.carColour || driver.carPlate ? carOf(driver) : null,
            photoUrl: driver.photoMediaId ? mediaUrl(driver.photoMediaId) : null,
          }
        : null,
      time: pickupTime,
      driverStatus,
      meetingPointPhotoUrl,
      rating: rating
        ? {
            score: rating.score,
            comment: rating.comment,
            createdAt: rating.createdAt.toISOString(),
          }
        : null,
    },
    flight,
    invoice: invoice
      ? {
          number: formatInvoiceNumber(invoice.number),
          issuedAt: invoice.issuedAt.toISOString(),
          taxInvoice: invoice.title === 'Tax invoice',
        }
      : null,
    adjustmentNotes: notes.map((n) => ({
      number: formatAdjustmentNoteNumber(n.number),
      issuedAt: n.issuedAt.toISOString(),
      amount: n.amountCents / 100,
    })),
    refund: refund
      ? {
          amount: refund.amountCents / 100,
          status: refund.status,
          reason: refund.reason,
          paidAt: refund.paidAt ? refund.paidAt.toISOString() : null,
          reference: refund.reference,
        }
      : null,
    partner,
    studentConsent: row.studentConsent,
    partnerApproval: row.approvalStatus,
    billedToPartner: row.billedToPartner,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Who brought a booking, as its answer says (issue 27).
export function partnerOf(
  row: Pick<BookingRow, 'partnerId' | 'partnerSource'>,
  partnerRows: Array<{ id: string; name: string }>,
): BookingPartner {
  const partner = partnerRows.find((p) => p.id === row.partnerId);
  if (!partner) return null;
  const source = PARTNER_SOURCES.find((s) => s === row.partnerSource);
  return { id: partner.id, name: partner.name, ...(source ? { source } : {}) };
}

// A package's translated titles, by language: the ones filled in.
export function packageTitlesOf(
  row: Pick<PackageRow, 'translations'> | undefined,
): PackageNameTranslations {
  const result: PackageNameTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const title = row?.translations[locale]?.title;
    if (typeof title === 'string' && title.trim()) result[locale] = title.trim();
  }
  return result;
}

// The distinct ids a page of bookings points at through one of its references.
function idsOf(rows: BookingRow[], key: 'driverId' | 'packageId' | 'partnerId'): string[] {
  return [...new Set(rows.flatMap((r) => (r[key] ? [r[key]] : [])))];
}

// The rows `load` finds for these ids, without a query when there are none.
async function loadAny<T>(ids: string[], load: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  return ids.length ? load(ids) : [];
}

function withUser(
  { booking, driver }: Hydrated,
  { user, row }: { user: typeof users.$inferSelect; row: BookingRow },
): AdminBooking {
  return {
    ...booking,
    approvalStatus: (row.approvalStatus ?? null) as AdminBooking['approvalStatus'],
    driver: driver
      ? { _id: driver.id, name: driver.name, phone: driver.phone, email: driver.email }
      : null,
    user: {
      _id: user.id,
      name: user.name,
      email: user.email,
      profile: { firstName: user.firstName, lastName: user.lastName },
      university: user.university,
      locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
    },
  };
}

export type NewBooking = {
  userId: string;
  packageId: string | null;
  packageName: string;
  isCustom: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  preferredDate: string;
  arrivalTime: string;
  flightNumber: string;
  notes: string;
  totalPriceCents: number;
  // The partner channel (issue 27): who brought it (a partner and how: 'referral', 'booked',
  // 'university'), whether the partner pays on account, its approval; absent for a student's own
  // booking with no partner.
  partnerId?: string | null;
  partnerSource?: string | null;
  billedToPartner?: boolean;
  approvalStatus?: ApprovalStatus | null;
  // A partner's booking waits for the student's answer (docs/decisions/105).
  studentConsent?: 'Awaiting' | 'Given' | 'Refused' | null;
  studentId?: string;
  externalId?: string | null;
  destinationAddress?: string;
};

export type NewSelection = Omit<typeof bookingSelections.$inferInsert, 'id' | 'bookingId'>;

// A booking as the API gives it, with its driver's row for the staff's view.
type Hydrated = { booking: Booking; driver: DriverRow | null };

// The bookings list's totals (docs/decisions/139). Counting is the list's whole cost once
// bookings run to tens of thousands (a count reads every one of them): a total of at least
// KEEP_TOTALS_FROM, without a search, is kept for TOTALS_FOR_MS per status. Below it, counting
// costs little and is always done. Every change made through this instance forgets them (the
// plugin at the end), so staff see their own change counted at once; another instance's
// change is counted within TOTALS_FOR_MS.
const KEEP_TOTALS_FROM = 10_000;
const TOTALS_FOR_MS = 5_000;

export function createBookingsRepository(db: DbOrTx) {
  const totals = new Map<string, { total: number; until: number }>();
  // A booking's latest payment claim in one status.
  async function latestPayment(
    bookingId: string,
    status: PaymentClaimStatus,
    tx: DbOrTx,
  ): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, status)))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  }

  // Selections, the latest payment claim, the driver, the invoice, the adjustment notes, the
  // refund, the package and the partner of a page of bookings, in a fixed number of queries
  // whatever the page's size.
  async function hydrateFully(rows: BookingRow[], tx: DbOrTx = db): Promise<Hydrated[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const selections = await tx
      .select()
      .from(bookingSelections)
      .where(inArray(bookingSelections.bookingId, ids))
      .orderBy(asc(bookingSelections.serviceName));
    const claims = await tx
      .select()
      .from(payments)
      .where(inArray(payments.bookingId, ids))
      .orderBy(desc(payments.createdAt));
    const driverRows = await loadAny(idsOf(rows, 'driverId'), (driverIds) =>
      tx.select().from(drivers).where(inArray(drivers.id, driverIds)),
    );
    const invoiceRows = await tx
      .select({
        bookingId: invoices.bookingId,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        title: sql<string>`${invoices.content}->>'title'`,
      })
      .from(invoices)
      .where(inArray(invoices.bookingId, ids));
    const noteRows = await tx
      .select({
        bookingId: adjustmentNotes.bookingId,
        number: adjustmentNotes.number,
        issuedAt: adjustmentNotes.issuedAt,
        amountCents: adjustmentNotes.amountCents,
      })
      .from(adjustmentNotes)
      .where(inArray(adjustmentNotes.bookingId, ids))
      .orderBy(asc(adjustmentNotes.number));
    const refundRows = await tx.select().from(refunds).where(inArray(refunds.bookingId, ids));
    const packageRows = await loadAny(idsOf(rows, 'packageId'), (packageIds) =>
      tx
        .select({ id: packages.id, translations: packages.translations })
        .from(packages)
        .where(inArray(packages.id, packageIds)),
    );
    const partnerRows = await loadAny(idsOf(rows, 'partnerId'), (partnerIds) =>
      tx
        .select({ id: partners.id, name: partners.name })
        .from(partners)
        .where(inArray(partners.id, partnerIds)),
    );
    const { flightOf, pickupTimeOf } = await bookingFlights(tx, rows);
    const driverStatusOf = await latestDriverStatuses(tx, rows);
    const [meeting] = await tx
      .select({
        defaultMeetingPoint: cmsSettings.defaultMeetingPoint,
        photos: cmsSettings.meetingPointPhotos,
      })
      .from(cmsSettings)
      .where(eq(cmsSettings.id, CMS_ROW_ID));
    // Only a done pickup can have a rating.
    const done = rows.filter((r) => r.pickupStatus === 'Done').map((r) => r.id);
    const ratingRows = await loadAny(done, (bookingIds) =>
      tx.select().from(pickupRatings).where(inArray(pickupRatings.bookingId, bookingIds)),
    );
    return rows.map((row) => {
      const driver = driverRows.find((d) => d.id === row.driverId) ?? null;
      const flight = flightOf(row);
      const meetingPoint =
        row.meetingPoint.trim() ||
        meeting?.defaultMeetingPoint.trim() ||
        ARRIVAL_PASS_DEFAULTS.meetingPoint;
      return {
        driver,
        booking: toBooking({
          row,
          selections: selections.filter((s) => s.bookingId === row.id),
          latestPayment: claims.find((p) => p.bookingId === row.id),
          driver,
          invoice: invoiceRows.find((i) => i.bookingId === row.id) ?? null,
          notes: noteRows.filter((n) => n.bookingId === row.id),
          refund: refundRows.find((r) => r.bookingId === row.id) ?? null,
          packageTitles: packageTitlesOf(packageRows.find((p) => p.id === row.packageId)),
          partner: partnerOf(row, partnerRows),
          flight,
          pickupTime: pickupTimeOf(row),
          rating: ratingRows.find((r) => r.bookingId === row.id) ?? null,
          driverStatus: driverStatusOf(row),
          meetingPointPhotoUrl: meetingPointPhotoOf(
            { flightTerminal: flight.terminal, meetingPoint },
            meeting?.photos ?? {},
          ),
        }),
      };
    });
  }

  async function hydrate(rows: BookingRow[], tx: DbOrTx = db): Promise<Booking[]> {
    return (await hydrateFully(rows, tx)).map((h) => h.booking);
  }

  return {
    hydrate,
    hydrateFully,
    forgetTotals: () => totals.clear(),

    // A fixed package a user may book: visible, not deleted, a Standard (priced) package.
    async findBookablePackage(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(packages)
        .where(
          and(eq(packages.id, id), eq(packages.visibility, true), eq(packages.isDeleted, false)),
        );
      return row;
    },

    // A visible package by its name as a client types it: trimmed, any case (public §3 sends
    // the name as packageId). Two packages of one name: the first by priority.
    async findBookablePackageByName(name: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(packages)
        .where(
          and(
            sql`lower(btrim(${packages.title})) = ${name.trim().toLowerCase()}`,
            eq(packages.visibility, true),
            eq(packages.isDeleted, false),
          ),
        )
        .orderBy(asc(packages.priority), asc(packages.createdAt))
        .limit(1);
      return row;
    },

    // The visible custom package, when custom bookings are open.
    async findBookableCustomPackage(tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(packages)
        .where(
          and(
            eq(packages.type, 'Custom'),
            eq(packages.visibility, true),
            eq(packages.isDeleted, false),
          ),
        )
        .orderBy(asc(packages.priority))
        .limit(1);
      return row;
    },

    async findOptions(optionIds: string[], tx: DbOrTx = db) {
      if (optionIds.length === 0) return [];
      return tx
        .select({
          optionId: customOptions.id,
          optionName: customOptions.name,
          priceCents: customOptions.priceCents,
          serviceId: customServices.id,
          serviceKey: customServices.key,
          serviceName: customServices.name,
          onboardingStep: customServices.onboardingStep,
        })
        .from(customOptions)
        .innerJoin(customServices, eq(customOptions.serviceId, customServices.id))
        .where(inArray(customOptions.id, optionIds));
    },

    // Inserts the booking with a fresh human reference (retrying the rare collision) and its
    // custom selections.
    async create(
      input: NewBooking,
      selections: NewSelection[],
      tx: DbOrTx = db,
    ): Promise<BookingRow> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await tx
          .insert(bookings)
          .values({ ...input, bookingRef: newBookingRef() })
          .onConflictDoNothing({ target: bookings.bookingRef })
          .returning();
        if (!row) continue;
        if (selections.length > 0) {
          await tx
            .insert(bookingSelections)
            .values(selections.map((s) => ({ ...s, bookingId: row.id })));
        }
        return row;
      }
      throw new Error('Could not allocate a booking reference');
    },

    // Bookings the user created since `since` (the per-hour limit; run under a lock on the
    // user's row so that concurrent requests are counted one after the other).
    async countCreatedSince(userId: string, since: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), gte(bookings.createdAt, since)));
      return row?.total ?? 0;
    },

    async listForUser(userId: string, { limit, page }: { limit: number; page: number }) {
      const where = eq(bookings.userId, userId);
      const orderBy = [desc(bookings.createdAt), desc(bookings.id)];
      const { rows, total } = await tablePage(bookings, { where, orderBy, limit, page }, db);
      return { bookings: await hydrate(rows), total };
    },

    // The user's own booking.
    async findForUser(id: string, userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.userId, userId)));
      return row;
    },

    // The booking's package as a student of `locale` reads it: its translated title where the
    // package has one, else the English the booking keeps (docs/decisions/081). For the
    // notifications and mails written in the student's language.
    async packageNameIn(
      {
        row,
        locale,
      }: { row: Pick<BookingRow, 'packageId' | 'packageName'>; locale: string | null | undefined },
      tx: DbOrTx = db,
    ): Promise<string> {
      if (!row.packageId || !isLocale(locale) || locale === DEFAULT_LOCALE) return row.packageName;
      const [pkg] = await tx
        .select({ translations: packages.translations })
        .from(packages)
        .where(eq(packages.id, row.packageId));
      return packageTitlesOf(pkg)[locale as Exclude<Locale, 'en'>] ?? row.packageName;
    },

    // Any booking, for staff (the admin invoice download).
    async findById(id: string, tx: DbOrTx = db): Promise<BookingRow | undefined> {
      return findById(bookings, id, tx);
    },

    // The user's own booking by its _id or its reference (BK-7K2M9Q), as the pass's address
    // and links give it.
    async findForUserByKey(key: string, userId: string, tx: DbOrTx = db) {
      const byRef = key.startsWith('BK-');
      const [row] = await tx
        .select()
        .from(bookings)
        .where(
          and(
            byRef ? eq(bookings.bookingRef, key) : eq(bookings.id, key),
            eq(bookings.userId, userId),
          ),
        );
      return row;
    },

    // The same, locked for the rest of the transaction `tx`.
    async findForUserForUpdate(id: string, userId: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
        .for('update');
      return row;
    },

    // The state columns (status, payment, approval). Called by the booking lifecycle alone
    // (operations/booking-lifecycle/transition.ts; test/architecture/booking-state-writers).
    async writeState(
      id: string,
      patch: Partial<
        Pick<
          BookingRow,
          | 'status'
          | 'paymentStatus'
          | 'endedAt'
          | 'approvalStatus'
          | 'approvalReason'
          | 'studentConsent'
        >
      >,
      tx: DbOrTx,
    ) {
      return (await updateById(bookings, { id, set: patch }, tx))!;
    },

    // The student's change of arrival (docs/decisions/064).
    async updateArrival(
      id: string,
      patch: Pick<
        BookingRow,
        'preferredDate' | 'arrivalTime' | 'flightNumber' | 'destinationAddress' | 'policyArrivalAt'
      >,
      tx: DbOrTx = db,
    ) {
      return (await updateById(bookings, { id, set: patch }, tx))!;
    },

    // Arrival changes the user made since `since`, over all their bookings (the per-hour
    // limit; run under a lock on the user's row, like countCreatedSince).
    async countArrivalChangesSince(userId: string, since: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ total: count() })
        .from(bookingEvents)
        .innerJoin(bookings, eq(bookingEvents.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookingEvents.action, 'arrival_changed'),
            eq(bookingEvents.actorId, userId),
            gte(bookingEvents.createdAt, since),
          ),
        );
      return row?.total ?? 0;
    },

    // Whether a reminder for `date` is still due: the booking is still Pending or Confirmed on
    // that date. The row is share-locked for the rest of `tx`, so an arrival change waits for
    // the reminder (and a reminder run waits for a change in progress, then sees the new date):
    // a reminder for the old date is never created after the change.
    async stillOnDate(id: string, date: string, tx: DbOrTx) {
      const [row] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.id, id),
            inArray(bookings.status, ['Pending', 'Confirmed']),
            sql`${bookings.preferredDate} = ${date}::date`,
          ),
        )
        .for('share');
      return Boolean(row);
    },

    async pendingClaim(bookingId: string, tx: DbOrTx = db): Promise<PaymentRow | undefined> {
      return latestPayment(bookingId, 'Pending', tx);
    },

    async createClaim(
      input: { bookingId: string; userId: string; amountCents: number; reference: string },
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .insert(payments)
        .values({ ...input, method: 'Bank Transfer' })
        .returning();
      return row!;
    },

    async updateClaimReference(id: string, reference: string, tx: DbOrTx = db) {
      await tx
        .update(payments)
        .set({ reference, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
    },

    // The onboarding steps a booking covers: its package's, or its custom services'.
    async stepsCovered(row: BookingRow, tx: DbOrTx = db): Promise<OnboardingStepKey[]> {
      if (row.isCustom) {
        const steps = await tx
          .select({ step: customServices.onboardingStep })
          .from(bookingSelections)
          .innerJoin(customServices, eq(bookingSelections.customServiceId, customServices.id))
          .where(eq(bookingSelections.bookingId, row.id));
        return [
          ...new Set(steps.map((s) => s.step).filter((s): s is OnboardingStepKey => s !== null)),
        ];
      }
      if (!row.packageId) return [];
      const [pkg] = await tx
        .select({ steps: packages.onboardingSteps })
        .from(packages)
        .where(eq(packages.id, row.packageId));
      return pkg?.steps ?? [];
    },

    // ------------------------------------------------------------ back-office

    async listAll({
      status,
      search,
      limit,
      page,
    }: {
      status?: BookingStatus | undefined;
      search?: string | undefined;
      limit: number;
      page: number;
    }): Promise<{ bookings: AdminBooking[]; total: number }> {
      const pattern = search ? likeContains(search) : null;
      const where = and(
        status ? eq(bookings.status, status) : undefined,
        pattern
          ? or(
              ilike(bookings.bookingRef, pattern),
              ilike(bookings.packageName, pattern),
              ilike(users.name, pattern),
              ilike(users.email, pattern),
            )
          : undefined,
      );
      const ofUser = eq(bookings.userId, users.id);
      const totalKey = pattern ? null : (status ?? '');
      const kept = totalKey === null ? undefined : totals.get(totalKey);
      const keptTotal = kept && kept.until > performance.now() ? kept.total : null;
      const query = db
        .select({ booking: bookings, user: users })
        .from(bookings)
        .innerJoin(users, ofUser)
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id));
      // Without a search nothing in the count reads the student (every booking has one), so it
      // counts the index alone (bookings_created_idx or, by status, bookings_status_created_idx).
      const counting =
        keptTotal !== null
          ? Promise.resolve([{ total: keptTotal }])
          : pattern
            ? db.select({ total: count() }).from(bookings).innerJoin(users, ofUser).where(where)
            : db.select({ total: count() }).from(bookings).where(where);
      const { rows, total } = await paged(query.$dynamic(), { counting, limit, page });
      if (totalKey !== null && keptTotal === null && total >= KEEP_TOTALS_FROM) {
        totals.set(totalKey, { total, until: performance.now() + TOTALS_FOR_MS });
      }
      const hydrated = await hydrateFully(rows.map((r) => r.booking));
      return {
        bookings: hydrated.map((h, i) =>
          withUser(h, { user: rows[i]!.user, row: rows[i]!.booking }),
        ),
        total,
      };
    },

    async findWithUser(id: string, tx: DbOrTx = db): Promise<AdminBooking | undefined> {
      const [row] = await tx
        .select({ booking: bookings, user: users })
        .from(bookings)
        .innerJoin(users, eq(bookings.userId, users.id))
        .where(eq(bookings.id, id));
      if (!row) return undefined;
      const [hydrated] = await hydrateFully([row.booking], tx);
      return withUser(hydrated!, { user: row.user, row: row.booking });
    },

    // ------------------------------------------------------------ timeline

    async addEvent(
      event: Omit<typeof bookingEvents.$inferInsert, 'id' | 'createdAt'> & { at: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      const { at, ...values } = event;
      await tx.insert(bookingEvents).values({ ...values, createdAt: at });
    },

    async listEvents(bookingId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.seq));
    },

    // The payment staff verified for a booking, if any: what a cancellation refunds a share of.
    async verifiedPayment(bookingId: string, tx: DbOrTx = db): Promise<PaymentRow | undefined> {
      return latestPayment(bookingId, 'Verified', tx);
    },

    async findRefund(bookingId: string, tx: DbOrTx = db): Promise<RefundRow | undefined> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.bookingId, bookingId));
      return row;
    },

    // The refund a cancellation created (one a booking at most: a unique index).
    async createRefund(
      refund: Pick<
        typeof refunds.$inferInsert,
        | 'bookingId'
        | 'paymentId'
        | 'amountCents'
        | 'reason'
        | 'tier'
        | 'overrideReason'
        | 'createdBy'
        | 'refundDetails'
      >,
      tx: DbOrTx = db,
    ): Promise<RefundRow> {
      const [row] = await tx.insert(refunds).values(refund).returning();
      return row!;
    },

    async lock(id: string, tx: DbOrTx) {
      return lockById(bookings, id, tx);
    },

    async bankDetails(): Promise<BankDetails> {
      const [row] = await db
        .select({
          bankName: cmsSettings.bankName,
          accountHolder: cmsSettings.accountHolder,
          accountNumber: cmsSettings.accountNumber,
          routingNumber: cmsSettings.routingNumber,
          swiftCode: cmsSettings.swiftCode,
          iban: cmsSettings.iban,
          branch: cmsSettings.branch,
          bankAddress: cmsSettings.bankAddress,
          bankPhone: cmsSettings.bankPhone,
          bankEmail: cmsSettings.bankEmail,
          bankInstructions: cmsSettings.bankInstructions,
          payId: cmsSettings.payId,
        })
        .from(cmsSettings)
        .limit(1);
      return (
        row ?? {
          bankName: '',
          accountHolder: '',
          accountNumber: '',
          routingNumber: '',
          swiftCode: '',
          iban: '',
          branch: '',
          bankAddress: '',
          bankPhone: '',
          bankEmail: '',
          bankInstructions: '',
          payId: '',
        }
      );
    },

    // Bookings still to come (not cancelled or completed) whose preferred date is between the
    // two calendar dates, for reminders.
    async upcoming(from: string, to: string) {
      return db
        .select({
          id: bookings.id,
          userId: bookings.userId,
          bookingRef: bookings.bookingRef,
          packageId: bookings.packageId,
          packageName: bookings.packageName,
          preferredDate: bookings.preferredDate,
        })
        .from(bookings)
        .where(
          and(
            inArray(bookings.status, ['Pending', 'Confirmed']),
            sql`${bookings.preferredDate} >= ${from}::date`,
            sql`${bookings.preferredDate} <= ${to}::date`,
          ),
        );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    bookingsRepository: ReturnType<typeof createBookingsRepository>;
  }
}

// The repository, and the bookings list's kept totals forgotten after every change made
// through this instance (any successful request but a read).
export default fp(
  async function bookingsRepository(app: FastifyInstance) {
    app.decorate('bookingsRepository', createBookingsRepository(app.db));
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        app.bookingsRepository.forgetTotals();
      }
      done();
    });
  },
  { name: 'bookings-repository', dependencies: ['db'] },
);
