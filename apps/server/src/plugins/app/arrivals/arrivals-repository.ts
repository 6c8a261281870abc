import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { PickupStatus } from '@landed/shared/constants';
import { addDays } from '@landed/shared/dates';
import { DEFAULT_LOCALE, isLocale } from '@landed/shared/locales';
import type { Arrival } from '@landed/shared/schemas/arrivals';
import type { FlightSettings } from '@landed/shared/schemas/flights';
import { DEFAULT_FLIGHT_SETTINGS } from '@landed/shared/schemas/flights';

import type { DispatchSettings, Terminal } from '@landed/shared/schemas/arrivals';

import type { DbOrTx } from '#server/db/client.ts';
import {
  bookingSelections,
  bookings,
  cmsSettings,
  drivers,
  flights,
  packages,
  partners,
  users,
} from '#server/db/schema.ts';
import { CMS_ROW_ID } from '#server/db/seed/index.ts';
import { meetingPointPhotoUrls } from '#server/lib/terminals.ts';
import {
  actionRankSql,
  bookingFlightJoin,
  pickupClockSql,
  pickupDaySql,
} from '#server/plugins/app/flights/flight-pickup-sql.ts';
import {
  bookingFlights,
  flightSettings,
  pickupRowOf,
} from '#server/plugins/app/flights/flights-repository.ts';
import { latestDriverStatuses } from '#server/plugins/app/driver-jobs/driver-jobs-repository.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

// Bookings that are still to happen: what the board shows and what a driver may be given.
export const DISPATCHABLE = ['Pending', 'Confirmed'] as const;
// Payment statuses that mean the money has arrived; every other one is "unpaid".
const PAID = ['Verified', 'Paid'] as const;

export type ArrivalsFilter = {
  // Melbourne calendar dates, inclusive.
  from: string;
  to: string;
  unassigned?: boolean | undefined;
  unpaid?: boolean | undefined;
  driverId?: string | undefined;
  // The partner's board (docs/decisions/095): only the bookings of this partner.
  partnerId?: string | undefined;
};

export type BookingDispatch = {
  driverId: string | null;
  meetingPoint: string;
  pickupStatus: PickupStatus;
};

function whereOf(filter: ArrivalsFilter, settings: FlightSettings): SQL | undefined {
  return and(
    // preferred_date first: the board reads bookings_preferred_date_idx (preferred_date,
    // arrival_time) in order, which is the order it shows (bench: a day among 10,000). A day
    // either side: a flight that moved lands its pickup on another day (issue 34 item 4).
    gte(bookings.preferredDate, addDays(filter.from, -1)),
    lte(bookings.preferredDate, addDays(filter.to, 1)),
    sql`${pickupDaySql(settings)} between ${filter.from}::date and ${filter.to}::date`,
    inArray(bookings.status, [...DISPATCHABLE]),
    filter.unassigned ? isNull(bookings.driverId) : undefined,
    filter.unpaid ? notInArray(bookings.paymentStatus, [...PAID]) : undefined,
    filter.driverId ? eq(bookings.driverId, filter.driverId) : undefined,
    // Reads bookings_partner_idx (partner_id, preferred_date) instead: a partner's days.
    filter.partnerId ? eq(bookings.partnerId, filter.partnerId) : undefined,
  );
}

// The board's rows by the pickup's day, then what needs acting on (a cancelled, diverted or
// unknown flight, then one that moved; issue 34 item 4), then the pickup's time ('' — no time
// given — first, so it stands out), then booking. Exported so a test can EXPLAIN exactly this
// query.
export function arrivalsListQuery(
  db: DbOrTx,
  { settings = DEFAULT_FLIGHT_SETTINGS, ...filter }: ArrivalsFilter & { settings?: FlightSettings },
) {
  return db
    .select({
      booking: bookings,
      university: users.university,
      locale: users.locale,
      driver: { id: drivers.id, name: drivers.name, phone: drivers.phone },
      features: packages.features,
      partnerName: partners.name,
      pickupDate: sql<string>`(${pickupDaySql(settings)})::text`,
    })
    .from(bookings)
    .innerJoin(users, eq(bookings.userId, users.id))
    .leftJoin(drivers, eq(bookings.driverId, drivers.id))
    .leftJoin(packages, eq(bookings.packageId, packages.id))
    .leftJoin(partners, eq(bookings.partnerId, partners.id))
    .leftJoin(flights, bookingFlightJoin)
    .where(whereOf(filter, settings))
    .orderBy(
      asc(pickupDaySql(settings)),
      asc(actionRankSql(settings)),
      asc(pickupClockSql(settings)),
      asc(bookings.id),
    );
}

// The arrivals board (docs/decisions/060): Pending and Confirmed bookings by arrival day and
// time, with the student, the package's services, the driver and the meeting point.
export function createArrivalsRepository(db: DbOrTx) {
  async function defaultMeetingPoint(tx: DbOrTx = db): Promise<string> {
    const [row] = await tx
      .select({ value: cmsSettings.defaultMeetingPoint })
      .from(cmsSettings)
      .where(eq(cmsSettings.id, CMS_ROW_ID));
    return row?.value ?? '';
  }

  return {
    defaultMeetingPoint,

    async dispatchSettings(tx: DbOrTx = db): Promise<DispatchSettings> {
      const [row] = await tx
        .select({
          defaultMeetingPoint: cmsSettings.defaultMeetingPoint,
          arrivalChangeCutoffHours: cmsSettings.arrivalChangeCutoffHours,
          photos: cmsSettings.meetingPointPhotos,
        })
        .from(cmsSettings)
        .where(eq(cmsSettings.id, CMS_ROW_ID));
      const { photos = {}, ...settings } = row ?? {
        defaultMeetingPoint: '',
        arrivalChangeCutoffHours: 24,
      };
      return { ...settings, meetingPointPhotos: meetingPointPhotoUrls(photos) };
    },

    async setDispatchSettings(
      { meetingPointPhotos: _photos, ...patch }: Partial<DispatchSettings>,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(cmsSettings)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(cmsSettings.id, CMS_ROW_ID));
    },

    // One terminal's meeting-point photo (a media_files id), or none.
    async setMeetingPointPhoto(
      { terminal, mediaId }: { terminal: Terminal; mediaId: string | null },
      tx: DbOrTx = db,
    ): Promise<void> {
      const photos = mediaId
        ? sql`${cmsSettings.meetingPointPhotos} || jsonb_build_object(${terminal}::text, ${mediaId}::text)`
        : sql`${cmsSettings.meetingPointPhotos} - ${terminal}::text`;
      await tx
        .update(cmsSettings)
        .set({ meetingPointPhotos: photos, updatedAt: sql`now()` })
        .where(eq(cmsSettings.id, CMS_ROW_ID));
    },

    // One page of the board, or (no `page`) the whole range for the CSV.
    async list(
      { filter, page }: { filter: ArrivalsFilter; page?: { limit: number; page: number } },
      tx: DbOrTx = db,
    ): Promise<{ arrivals: Arrival[]; total: number }> {
      const settings = await flightSettings(tx);
      const query = arrivalsListQuery(tx, { ...filter, settings });
      const rows = page
        ? await query.limit(page.limit).offset((page.page - 1) * page.limit)
        : await query;
      const total = page
        ? ((
            await tx
              .select({ total: count() })
              .from(bookings)
              .leftJoin(flights, bookingFlightJoin)
              .where(whereOf(filter, settings))
          )[0]?.total ?? 0)
        : rows.length;

      const customIds = rows.filter((r) => r.booking.isCustom).map((r) => r.booking.id);
      const selections = customIds.length
        ? await tx
            .select()
            .from(bookingSelections)
            .where(inArray(bookingSelections.bookingId, customIds))
            .orderBy(asc(bookingSelections.serviceName))
        : [];
      // The usual place: shown for a booking without its own, and a booking that got the usual
      // place's words with its driver is still at the usual place (issue 33 item 5).
      const fallback = rows.length > 0 ? await defaultMeetingPoint(tx) : '';
      const { flightOf, pickupTimeOf } = await bookingFlights(
        tx,
        rows.map((r) => r.booking),
      );
      const driverStatusOf = await latestDriverStatuses(
        tx,
        rows.map((r) => r.booking),
      );

      const arrivals = rows.map(
        ({ booking, university, locale, driver, features, partnerName, pickupDate }): Arrival => {
          const services = booking.isCustom
            ? selections
                .filter((s) => s.bookingId === booking.id)
                .map((s) => `${s.serviceName}: ${s.optionName}`)
            : (features ?? []);
          return {
            ...pickupRowOf({ booking, pickupDate, flights: { flightOf, pickupTimeOf } }),
            driverStatus: driverStatusOf(booking),
            student: {
              name: booking.contactName,
              phone: booking.contactPhone,
              email: booking.contactEmail,
              university,
              locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
            },
            packageName: booking.packageName,
            services,
            status: booking.status,
            paymentStatus: booking.paymentStatus,
            billedToPartner: booking.billedToPartner,
            partnerName: partnerName ?? null,
            studentConsent: booking.studentConsent,
            driver: driver ? { _id: driver.id, name: driver.name, phone: driver.phone } : null,
            pickupStatus: booking.pickupStatus,
            meetingPoint: booking.meetingPoint || fallback,
            meetingPointIsDefault: !booking.meetingPoint || booking.meetingPoint === fallback,
            destinationAddress: booking.destinationAddress,
            notes: booking.notes,
          };
        },
      );
      return { arrivals, total };
    },

    // The partners with students on the board that day (their morning digest).
    async partnersArrivingOn(date: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ partnerId: bookings.partnerId })
        .from(bookings)
        .where(
          and(
            eq(bookings.preferredDate, date),
            isNotNull(bookings.partnerId),
            inArray(bookings.status, [...DISPATCHABLE]),
          ),
        );
      return rows.flatMap((r) => (r.partnerId ? [r.partnerId] : []));
    },

    // How many pickups still to come a driver has (removing them would strand those).
    async countUpcomingForDriver(
      { driverId, from }: { driverId: string; from: string },
      tx: DbOrTx = db,
    ): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.driverId, driverId),
            gte(bookings.preferredDate, from),
            inArray(bookings.status, [...DISPATCHABLE]),
          ),
        );
      return row?.total ?? 0;
    },

    // Sets who meets the student, where, and how the pickup went (the caller holds the
    // booking's row lock).
    async setDispatch(id: string, dispatch: BookingDispatch, tx: DbOrTx = db) {
      const [row] = await tx
        .update(bookings)
        .set({ ...dispatch, updatedAt: sql`now()` })
        .where(eq(bookings.id, id))
        .returning();
      return row!;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    arrivalsRepository: ReturnType<typeof createArrivalsRepository>;
  }
}

export default repositoryPlugin('arrivalsRepository', createArrivalsRepository);
