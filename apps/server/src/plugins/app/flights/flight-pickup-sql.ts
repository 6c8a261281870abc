// The pickup as SQL, for lists that page and sort in the database (the arrivals board; issue 34
// item 4): a booking's flight row, the pickup's instant and Melbourne day, and how much the
// row needs acting on. The same rule as lib/pickup-clock.ts (landing plus the domestic or the
// international buffer; no pickup for a flight cancelled, diverted or not found).
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import { TIME_ZONE } from '@landed/shared/constants';
import type { FlightSettings } from '@landed/shared/schemas/flights';

import { bookings, flights } from '#server/db/schema.ts';

// A booking's flight: its number without spaces, in upper case, on its arrival day.
export const bookingFlightJoin = and(
  eq(flights.number, sql`upper(regexp_replace(${bookings.flightNumber}, '\\s', '', 'g'))`),
  eq(flights.dateLocal, bookings.preferredDate),
);

const NO_PICKUP = sql`${flights.status} in ('cancelled', 'diverted', 'not_found')`;

// The driver's call time (timestamptz), null without a landing to time it from.
export function pickupAtSql(settings: FlightSettings): SQL<Date | null> {
  return sql`case when ${NO_PICKUP} then null else
    coalesce(${flights.actualArrival}, ${flights.estimatedArrival}, ${flights.scheduledArrival})
    + make_interval(mins => case when upper(${flights.origin}) like 'Y%'
      then ${settings.pickupBufferDomesticMinutes}::int
      else ${settings.pickupBufferInternationalMinutes}::int end) end`;
}

// The pickup's Melbourne day: the one the flight now gives, else the booking's arrival day.
export function pickupDaySql(settings: FlightSettings): SQL<string> {
  return sql`coalesce(((${pickupAtSql(settings)}) at time zone ${TIME_ZONE})::date, ${bookings.preferredDate})`;
}

// The pickup's Melbourne time HH:MM: the flight's, else the booking's own ('' first: no time).
export function pickupClockSql(settings: FlightSettings): SQL<string> {
  return sql`coalesce(to_char((${pickupAtSql(settings)}) at time zone ${TIME_ZONE}, 'HH24:MI'), ${bookings.arrivalTime})`;
}

// What needs acting on first: 0 a flight that will not land as booked (cancelled, diverted) or
// is not found; 1 one whose landing moved by more than the alert minutes; 2 the rest.
export function actionRankSql(settings: FlightSettings): SQL<number> {
  const landing = sql`coalesce(${flights.actualArrival}, ${flights.estimatedArrival})`;
  return sql`case when ${NO_PICKUP} then 0
    when abs(extract(epoch from (${landing} - ${flights.scheduledArrival}))) > ${settings.changeAlertMinutes}::int * 60 then 1
    else 2 end`;
}
