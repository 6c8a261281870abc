// Live flight status (issue 34; docs/decisions/120): one row a flight number and arrival day,
// shared by every booking on it, and each answer the provider gave, for the timeline.
import * as pg from 'drizzle-orm/pg-core';

import type { FlightStatus } from '@landed/shared/schemas/flights';

import { id, createdAt, updatedAt } from '#server/db/schema/columns.ts';

export const flights = pg.pgTable(
  'flights',
  {
    id: id(),
    // Upper case without spaces ('SQ207'): how bookings' numbers are matched to it.
    number: pg.text('number').notNull(),
    // The Melbourne arrival day the bookings give (the provider's dateLocal).
    dateLocal: pg.date('date_local', { mode: 'string' }).notNull(),
    // When the bookings expect it, until the provider says: what the cadence counts from.
    plannedArrival: pg.timestamp('planned_arrival', { withTimezone: true }).notNull(),
    // Null until the provider first answers.
    status: pg.text('status').$type<FlightStatus>(),
    scheduledArrival: pg.timestamp('scheduled_arrival', { withTimezone: true }),
    estimatedArrival: pg.timestamp('estimated_arrival', { withTimezone: true }),
    actualArrival: pg.timestamp('actual_arrival', { withTimezone: true }),
    terminal: pg.text('terminal'),
    gate: pg.text('gate'),
    baggageBelt: pg.text('baggage_belt'),
    // Where it comes from (ICAO; 'Y…' is an Australian airport: a domestic flight).
    origin: pg.text('origin'),
    // The provider's last answer (found or not found).
    checkedAt: pg.timestamp('checked_at', { withTimezone: true }),
    // The next look-up; null: no more (landed, cancelled, diverted, or long past).
    nextCheckAt: pg.timestamp('next_check_at', { withTimezone: true }),
    // Held by the instance looking it up, so two instances look it up once.
    leaseUntil: pg.timestamp('lease_until', { withTimezone: true }),
    // Look-ups in a row that got no usable answer, and since when (for staff, and back-off).
    failures: pg.integer('failures').notNull().default(0),
    unavailableSince: pg.timestamp('unavailable_since', { withTimezone: true }),
    // What the students and drivers were last told (issue 34 item 4): the landing time and the
    // status, so a change is told once, and a drift in small steps adds up to one message.
    announcedArrival: pg.timestamp('announced_arrival', { withTimezone: true }),
    announcedStatus: pg.text('announced_status').$type<FlightStatus>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('flights_number_date_idx').on(t.number, t.dateLocal),
    pg.index('flights_next_check_idx').on(t.nextCheckAt),
  ],
);

export type FlightCheckOutcome =
  'answer' | 'not_found' | 'unavailable' | 'rate_limited' | 'malformed';

// Each look-up: when, how it went, and what it changed ({field: {from, to}}).
export const flightChecks = pg.pgTable(
  'flight_checks',
  {
    id: id(),
    flightId: pg
      .uuid('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    checkedAt: pg.timestamp('checked_at', { withTimezone: true }).notNull(),
    outcome: pg.text('outcome').$type<FlightCheckOutcome>().notNull(),
    changes: pg
      .jsonb('changes')
      .$type<Record<string, { from: string | null; to: string | null }>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [pg.index('flight_checks_flight_idx').on(t.flightId, t.checkedAt)],
);
