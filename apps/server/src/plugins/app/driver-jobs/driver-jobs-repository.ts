// A driver's jobs as their own page reads them, and the statuses and photos they give
// (issue 35; docs/decisions/130): only bookings still to happen that are theirs now, by the
// pickup's Melbourne day and time (the board's rule, issue 34: a flight landing after midnight
// counts on the day it lands).
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';

import { telLink, whatsAppLink } from '@landed/shared/contact-links';
import { addDays } from '@landed/shared/dates';
import { englishName } from '@landed/shared/locale-names';
import { isLocale } from '@landed/shared/locales';
import type { DriverJob, DriverStatusEvent } from '@landed/shared/schemas/meeting';

import type { DbOrTx } from '#server/db/client.ts';
import { gather } from '#server/db/gather.ts';
import {
  bookings,
  cmsSettings,
  driverPhotos,
  driverStatuses,
  flights,
  users,
} from '#server/db/schema.ts';
import { CMS_ROW_ID } from '#server/db/seed/index.ts';
import {
  bookingFlightJoin,
  pickupClockSql,
  pickupDaySql,
} from '#server/plugins/app/flights/flight-pickup-sql.ts';
import {
  bookingFlights,
  flightSettings,
  pickupRowOf,
} from '#server/plugins/app/flights/flights-repository.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type DriverStatusRow = typeof driverStatuses.$inferSelect;
export type DriverPhotoRow = typeof driverPhotos.$inferSelect;

const STILL_TO_HAPPEN = ['Pending', 'Confirmed'] as const;

// The latest status each booking's present driver gave, for a page of bookings in one query
// (the board, the bookings, the pass). A status of a driver taken off the job is not shown.
export async function latestDriverStatuses(
  tx: DbOrTx,
  rows: Array<{ id: string; driverId: string | null }>,
): Promise<(row: { id: string }) => DriverStatusEvent | null> {
  const withDriver = rows.filter((r) => r.driverId);
  const found = withDriver.length
    ? await tx
        .select({
          bookingId: driverStatuses.bookingId,
          driverId: driverStatuses.driverId,
          status: driverStatuses.status,
          at: driverStatuses.at,
        })
        .from(driverStatuses)
        .where(
          inArray(
            driverStatuses.bookingId,
            withDriver.map((r) => r.id),
          ),
        )
        .orderBy(desc(driverStatuses.seq))
    : [];
  const latest = new Map<string, DriverStatusEvent>();
  for (const row of withDriver) {
    const last = found.find((s) => s.bookingId === row.id && s.driverId === row.driverId);
    if (last) latest.set(row.id, { status: last.status, at: last.at.toISOString() });
  }
  return (row) => latest.get(row.id) ?? null;
}

// Call, SMS and WhatsApp links for the student's phone ('' each without one).
function contactOf(phone: string): DriverJob['contact'] {
  const call = telLink(phone);
  return { call, sms: call ? call.replace(/^tel:/, 'sms:') : '', whatsapp: whatsAppLink(phone) };
}

export function createDriverJobsRepository(db: DbOrTx) {
  // The driver's jobs whose pickup falls between two Melbourne days (inclusive), or one job.
  async function jobs(
    {
      driverId,
      from,
      to,
      bookingId,
    }: { driverId: string; from?: string; to?: string; bookingId?: string },
    tx: DbOrTx = db,
  ): Promise<DriverJob[]> {
    const settings = await flightSettings(tx);
    const day = pickupDaySql(settings);
    const rows = await tx
      .select({
        booking: bookings,
        locale: users.locale,
        pickupDate: sql<string>`(${day})::text`,
      })
      .from(bookings)
      .innerJoin(users, eq(bookings.userId, users.id))
      .leftJoin(flights, bookingFlightJoin)
      .where(
        and(
          eq(bookings.driverId, driverId),
          inArray(bookings.status, [...STILL_TO_HAPPEN]),
          bookingId ? eq(bookings.id, bookingId) : undefined,
          from ? gte(bookings.preferredDate, addDays(from, -1)) : undefined,
          to ? lte(bookings.preferredDate, addDays(to, 1)) : undefined,
          from && to ? sql`${day} between ${from}::date and ${to}::date` : undefined,
        ),
      )
      .orderBy(asc(day), asc(pickupClockSql(settings)), asc(bookings.id));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.booking.id);
    // Side by side on the pool; one after another in a transaction (a status recorded, then
    // the job returned), whose one client takes one query at a time.
    const {
      statuses,
      flightsOf,
      cmsRows: [cms],
    } = await gather(
      { tx, pool: db },
      {
        statuses: () =>
          tx
            .select()
            .from(driverStatuses)
            .where(
              and(inArray(driverStatuses.bookingId, ids), eq(driverStatuses.driverId, driverId)),
            )
            .orderBy(asc(driverStatuses.seq)),
        flightsOf: () =>
          bookingFlights(
            tx,
            rows.map((r) => r.booking),
          ),
        cmsRows: () =>
          tx
            .select({ point: cmsSettings.defaultMeetingPoint })
            .from(cmsSettings)
            .where(eq(cmsSettings.id, CMS_ROW_ID)),
      },
    );
    return rows.map(({ booking, locale, pickupDate }): DriverJob => {
      const own = statuses
        .filter((s) => s.bookingId === booking.id)
        .map((s) => ({ status: s.status, at: s.at.toISOString() }));
      return {
        ...pickupRowOf({ booking, pickupDate, flights: flightsOf }),
        student: {
          name: booking.contactName,
          phone: booking.contactPhone,
          // Students upload documents (a passport, a visa), no photo of themselves: none yet.
          photoUrl: null,
          languages: isLocale(locale) ? [englishName(locale)] : [],
        },
        meetingPoint: booking.meetingPoint || (cms?.point ?? ''),
        destinationAddress: booking.destinationAddress,
        // The booking form has no luggage field: what the student wrote is in the notes.
        luggage: '',
        notes: booking.notes,
        status: own.at(-1)?.status ?? null,
        statuses: own,
        noShowFrom: flightsOf.noShowFromOf(booking),
        contact: contactOf(booking.contactPhone),
      };
    });
  }

  return {
    jobs,

    // The driver's statuses on a booking, in order.
    async statusesOf(
      { bookingId, driverId }: { bookingId: string; driverId: string },
      tx: DbOrTx = db,
    ): Promise<DriverStatusRow[]> {
      return tx
        .select()
        .from(driverStatuses)
        .where(and(eq(driverStatuses.bookingId, bookingId), eq(driverStatuses.driverId, driverId)))
        .orderBy(asc(driverStatuses.seq));
    },

    async addStatus(
      values: Omit<typeof driverStatuses.$inferInsert, 'id' | 'seq'>,
      tx: DbOrTx = db,
    ): Promise<DriverStatusRow> {
      const [row] = await tx.insert(driverStatuses).values(values).returning();
      return row!;
    },

    async addPhoto(
      values: { bookingId: string; driverId: string; mimeType: string; content: Buffer; now: Date },
      tx: DbOrTx = db,
    ): Promise<string> {
      const [row] = await tx
        .insert(driverPhotos)
        .values({
          bookingId: values.bookingId,
          driverId: values.driverId,
          mimeType: values.mimeType,
          content: values.content,
          sizeBytes: values.content.byteLength,
          createdAt: values.now,
        })
        .returning({ id: driverPhotos.id });
      return row!.id;
    },

    // A photo of this booking (a driver's own: also of this driver).
    async findPhoto(
      { id, bookingId, driverId }: { id: string; bookingId: string; driverId?: string },
      tx: DbOrTx = db,
    ): Promise<DriverPhotoRow | undefined> {
      const [row] = await tx
        .select()
        .from(driverPhotos)
        .where(
          and(
            eq(driverPhotos.id, id),
            eq(driverPhotos.bookingId, bookingId),
            driverId ? eq(driverPhotos.driverId, driverId) : undefined,
          ),
        );
      return row;
    },

    // Clears the place of statuses given before `before`; how many were cleared.
    async clearLocations(before: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(driverStatuses)
        .set({ lat: null, lng: null })
        .where(and(isNotNull(driverStatuses.lat), lt(driverStatuses.at, before)))
        .returning({ id: driverStatuses.id });
      return rows.length;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    driverJobsRepository: ReturnType<typeof createDriverJobsRepository>;
  }
}

export default repositoryPlugin('driverJobsRepository', createDriverJobsRepository);
