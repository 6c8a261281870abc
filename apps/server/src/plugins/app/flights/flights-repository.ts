// Live flight status (issue 34; docs/decisions/120): one row a flight number and arrival day,
// shared by every booking on it; its look-ups claimed under a lease, so several instances look
// a flight up once; each answer kept in flight_checks.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';

import type {
  BookingFlight,
  FlightSettings,
  FlightStatus,
  TrackedFlight,
} from '@landed/shared/schemas/flights';
import { DEFAULT_FLIGHT_SETTINGS, normalizeFlightNumber } from '@landed/shared/schemas/flights';

import type { DbOrTx } from '#server/db/client.ts';
import { bookings, cmsSettings, flightChecks, flights } from '#server/db/schema.ts';
import { CMS_ROW_ID } from '#server/db/seed/index.ts';
import { noShowFromOf, pickupTimeOf } from '#server/lib/pickup-clock.ts';
import type { FlightCheckOutcome } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type FlightRow = typeof flights.$inferSelect;
export type FlightPatch = Partial<
  Omit<FlightRow, 'id' | 'number' | 'dateLocal' | 'createdAt' | 'updatedAt'>
>;
export type NewFlight = Pick<FlightRow, 'number' | 'dateLocal' | 'plannedArrival' | 'nextCheckAt'>;

// A booking's flight number as stored, matched to flights.number.
const bookingFlightNumber = sql<string>`upper(replace(${bookings.flightNumber}, ' ', ''))`;
// Bookings whose pickup is still to happen (the arrivals board's).
const STILL_TO_HAPPEN = ['Pending', 'Confirmed'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// What a booking's answer says of its flight: the row's facts, or nulls (not looked up yet,
// or tracking off).
export function toBookingFlight(flightNumber: string, row: FlightRow | undefined): BookingFlight {
  return {
    number: flightNumber ? normalizeFlightNumber(flightNumber) : null,
    status: row?.status ?? null,
    scheduledArrival: iso(row?.scheduledArrival ?? null),
    estimatedArrival: iso(row?.estimatedArrival ?? null),
    actualArrival: iso(row?.actualArrival ?? null),
    terminal: row?.terminal ?? null,
    gate: row?.gate ?? null,
    baggageBelt: row?.baggageBelt ?? null,
    checkedAt: iso(row?.checkedAt ?? null),
    unavailableSince: iso(row?.unavailableSince ?? null),
  };
}

export function toTrackedFlight(row: FlightRow): TrackedFlight {
  return { ...toBookingFlight(row.number, row), number: row.number, date: row.dateLocal };
}

// The pickup settings (the Super Admin's; docs/decisions/121).
const SETTINGS = {
  pickupBufferDomesticMinutes: cmsSettings.pickupBufferDomesticMinutes,
  pickupBufferInternationalMinutes: cmsSettings.pickupBufferInternationalMinutes,
  noShowWaitDomesticMinutes: cmsSettings.noShowWaitDomesticMinutes,
  noShowWaitInternationalMinutes: cmsSettings.noShowWaitInternationalMinutes,
  changeAlertMinutes: cmsSettings.changeAlertMinutes,
};
export async function flightSettings(tx: DbOrTx): Promise<FlightSettings> {
  const [row] = await tx.select(SETTINGS).from(cmsSettings).where(eq(cmsSettings.id, CMS_ROW_ID));
  return row ?? DEFAULT_FLIGHT_SETTINGS;
}

type BookingKey = { flightNumber: string; preferredDate: string };

// The flights of a page of bookings in one query (and the settings in one more, when a flight
// is known), and each booking's flight and pickup time from them.
export async function bookingFlights(
  tx: DbOrTx,
  rows: BookingKey[],
): Promise<{
  flightOf: (row: BookingKey) => BookingFlight;
  pickupTimeOf: (row: BookingKey) => string | null;
  noShowFromOf: (row: BookingKey) => string | null;
}> {
  const { found, settings } = await flightsOf(tx, rows);
  const rowOf = (row: BookingKey) =>
    row.flightNumber
      ? found.find(
          (f) =>
            f.number === normalizeFlightNumber(row.flightNumber) &&
            f.dateLocal === row.preferredDate,
        )
      : undefined;
  return {
    flightOf: (row) => toBookingFlight(row.flightNumber, rowOf(row)),
    pickupTimeOf: (row) => iso(pickupTimeOf(rowOf(row), settings)),
    noShowFromOf: (row) => iso(noShowFromOf(rowOf(row), settings)),
  };
}

// What a pickup's row says of when (the board's, a driver's job): the booking, its arrival day
// and time, the pickup's day and call time, and the live flight.
export function pickupRowOf({
  booking,
  pickupDate,
  flights: { flightOf, pickupTimeOf },
}: {
  booking: BookingKey & { id: string; bookingRef: string; arrivalTime: string };
  pickupDate: string;
  flights: Pick<Awaited<ReturnType<typeof bookingFlights>>, 'flightOf' | 'pickupTimeOf'>;
}) {
  return {
    _id: booking.id,
    bookingId: booking.bookingRef,
    date: booking.preferredDate,
    pickupDate,
    time: booking.arrivalTime,
    flightNumber: booking.flightNumber,
    flight: flightOf(booking),
    pickupTime: pickupTimeOf(booking),
  };
}

// The flights of some bookings, each row with the pickup settings beside it: one query, as
// the settings only matter when a flight is known (docs/decisions/128: the board's p99).
async function flightsOf(
  tx: DbOrTx,
  rows: BookingKey[],
): Promise<{ found: FlightRow[]; settings: FlightSettings }> {
  const withNumber = rows.filter((r) => r.flightNumber);
  if (withNumber.length === 0) return { found: [], settings: DEFAULT_FLIGHT_SETTINGS };
  const read = await tx
    .select({ flight: flights, settings: SETTINGS })
    .from(flights)
    .leftJoin(cmsSettings, eq(cmsSettings.id, CMS_ROW_ID))
    .where(
      and(
        inArray(flights.number, [
          ...new Set(withNumber.map((r) => normalizeFlightNumber(r.flightNumber))),
        ]),
        inArray(flights.dateLocal, [...new Set(withNumber.map((r) => r.preferredDate))]),
      ),
    );
  return {
    found: read.map((r) => r.flight),
    settings: read[0]?.settings ?? DEFAULT_FLIGHT_SETTINGS,
  };
}

// Some booking still to happen is on this flight.
const hasBooking = sql`exists (select 1 from ${bookings} where ${bookings.preferredDate} = ${flights.dateLocal} and ${bookingFlightNumber} = ${flights.number} and ${inArray(bookings.status, [...STILL_TO_HAPPEN])})`;

// Not held by another instance's look-up.
const free = (now: Date) => or(isNull(flights.leaseUntil), lte(flights.leaseUntil, now));

export function createFlightsRepository(db: DbOrTx) {
  return {
    // The flights bookings still to happen arrive on between two days, each with its earliest
    // arrival time ('' when none is given).
    async bookedFlights(
      { from, to, bookingId }: { from: string; to: string; bookingId?: string },
      tx: DbOrTx = db,
    ): Promise<Array<{ number: string; dateLocal: string; arrivalTime: string }>> {
      return tx
        .select({
          number: bookingFlightNumber,
          dateLocal: bookings.preferredDate,
          arrivalTime: sql<string>`min(${bookings.arrivalTime})`,
        })
        .from(bookings)
        .where(
          and(
            bookingId ? eq(bookings.id, bookingId) : undefined,
            gte(bookings.preferredDate, from),
            lte(bookings.preferredDate, to),
            inArray(bookings.status, [...STILL_TO_HAPPEN]),
            sql`${bookings.flightNumber} <> ''`,
          ),
        )
        .groupBy(bookingFlightNumber, bookings.preferredDate);
    },

    // Adds the flights not yet known; known ones stay as they are.
    async addMissing(rows: NewFlight[], tx: DbOrTx = db): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(flights).values(rows).onConflictDoNothing();
    },

    async findByKey(
      { number, dateLocal }: { number: string; dateLocal: string },
      tx: DbOrTx = db,
    ): Promise<FlightRow | undefined> {
      const [row] = await tx
        .select()
        .from(flights)
        .where(and(eq(flights.number, number), eq(flights.dateLocal, dateLocal)));
      return row;
    },

    // The flights bookings still to happen arrive on between two days, by arrival.
    async listBooked({ from, to }: { from: string; to: string }, tx: DbOrTx = db) {
      return tx
        .select()
        .from(flights)
        .where(and(gte(flights.dateLocal, from), lte(flights.dateLocal, to), hasBooking))
        .orderBy(asc(flights.plannedArrival), asc(flights.number));
    },

    // Takes the lease on up to `limit` flights due for a look-up that some booking still
    // needs and no other instance holds: rows another instance is taking are skipped, and a
    // taken row is not due to anyone else until `leaseUntil`.
    async claimDue(
      { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
      tx: DbOrTx = db,
    ): Promise<FlightRow[]> {
      const due = tx
        .select({ id: flights.id })
        .from(flights)
        .where(
          and(isNotNull(flights.nextCheckAt), lte(flights.nextCheckAt, now), free(now), hasBooking),
        )
        .orderBy(asc(flights.nextCheckAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(flights)
        .set({ leaseUntil })
        .where(and(inArray(flights.id, due), free(now)))
        .returning();
    },

    // Takes the lease on one flight whatever its schedule (a look-up staff asked for), unless
    // another instance holds it.
    async claim(
      { id, now, leaseUntil }: { id: string; now: Date; leaseUntil: Date },
      tx: DbOrTx = db,
    ): Promise<FlightRow | undefined> {
      const [row] = await tx
        .update(flights)
        .set({ leaseUntil })
        .where(and(eq(flights.id, id), free(now)))
        .returning();
      return row;
    },

    // A look-up's result: the flight's new facts (lease given back) and the check.
    async record(
      {
        id,
        patch,
        check,
      }: {
        id: string;
        patch: FlightPatch;
        check: {
          checkedAt: Date;
          outcome: FlightCheckOutcome;
          changes: Record<string, { from: string | null; to: string | null }>;
        };
      },
      tx: DbOrTx = db,
    ): Promise<FlightRow> {
      const [row] = await tx
        .update(flights)
        .set({ ...patch, leaseUntil: null, updatedAt: sql`now()` })
        .where(eq(flights.id, id))
        .returning();
      await tx.insert(flightChecks).values({ flightId: id, ...check });
      return row!;
    },

    // The bookings still to happen on a flight, each with its student and driver ids.
    async bookingsOn({ number, dateLocal }: Pick<FlightRow, 'number' | 'dateLocal'>, tx: DbOrTx) {
      return tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookingFlightNumber, number),
            eq(bookings.preferredDate, dateLocal),
            inArray(bookings.status, [...STILL_TO_HAPPEN]),
          ),
        );
    },

    // What the students and drivers were told of the flight (tell-of-flight-change.ts).
    async markAnnounced(
      { id, arrival, status }: { id: string; arrival: Date | null; status: FlightStatus | null },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(flights)
        .set({ announcedArrival: arrival, announcedStatus: status })
        .where(eq(flights.id, id));
    },

    settings: (tx: DbOrTx = db) => flightSettings(tx),

    async setSettings(patch: Partial<FlightSettings>, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(cmsSettings)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(cmsSettings.id, CMS_ROW_ID));
    },

    // From when a booking's No-show may be marked: its flight's landing plus the wait; null
    // when its flight is not known (tracking off, or not looked up).
    async noShowFrom(booking: BookingKey, tx: DbOrTx = db): Promise<Date | null> {
      const { found, settings } = await flightsOf(tx, [booking]);
      return found[0] ? noShowFromOf(found[0], settings) : null;
    },

    // A flight's look-ups, oldest first (its timeline).
    async checksOf(flightId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(flightChecks)
        .where(eq(flightChecks.flightId, flightId))
        .orderBy(asc(flightChecks.checkedAt), asc(flightChecks.createdAt));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    flightsRepository: ReturnType<typeof createFlightsRepository>;
  }
}

export default repositoryPlugin('flightsRepository', createFlightsRepository);
