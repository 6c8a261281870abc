// Live flight status (issue 34; docs/decisions/120): what a booking's answer says about its
// flight, and the staff's "look it up now".
import { z } from 'zod';

import { idSchema, isoDateTimeSchema } from './common.ts';

// A flight's status as Landed reads it, whichever provider answered. 'unknown': the provider
// knows the flight but gives no status (or an uncertain cancellation); 'not_found': it does not
// know this number on this day.
export const FLIGHT_STATUSES = [
  'unknown',
  'scheduled',
  'delayed',
  'departed',
  'landed',
  'cancelled',
  'diverted',
  'not_found',
] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

// After these the flight is no longer looked up.
export const FINAL_FLIGHT_STATUSES: readonly FlightStatus[] = ['landed', 'cancelled', 'diverted'];

export const FLIGHT_MESSAGES = {
  trackingOff: 'Flight tracking is off.',
  noFlightNumber: 'This booking has no flight number.',
  bookingNotFound: 'Booking not found.',
  // Staff's board: No-show before the student has had their wait after landing.
  waitingNotOver: (from: string) =>
    `No-show can be marked from ${from} (Melbourne time): the student's wait after landing is not over.`,
} as const;

const instant = isoDateTimeSchema.nullable();

export const bookingFlightSchema = z
  .object({
    number: z.string().nullable().describe("The flight number as looked up ('SQ207'), or null"),
    status: z
      .enum(FLIGHT_STATUSES)
      .nullable()
      .describe('null: not looked up yet, or flight tracking is off'),
    scheduledArrival: instant,
    estimatedArrival: instant,
    actualArrival: instant.describe('When it landed'),
    terminal: z.string().nullable(),
    gate: z.string().nullable(),
    baggageBelt: z.string().nullable(),
    checkedAt: instant.describe('When the provider last answered'),
    unavailableSince: instant.describe(
      'Since when the provider has not answered (down, rate-limited or a bad answer); null while it answers',
    ),
  })
  .describe(
    'The live flight (docs/decisions/120); every field null when unknown or tracking is off',
  );
export type BookingFlight = z.infer<typeof bookingFlightSchema>;

// A booking's flight before any look-up, or with tracking off: its number, no facts.
export const flightNotKnown = (number: string | null): BookingFlight => ({
  number,
  status: null,
  scheduledArrival: null,
  estimatedArrival: null,
  actualArrival: null,
  terminal: null,
  gate: null,
  baggageBelt: null,
  checkedAt: null,
  unavailableSince: null,
});

export const flightsRefreshBodySchema = z
  .object({
    bookingId: idSchema
      .optional()
      .describe("This booking's flight; absent: every flight arriving today or tomorrow"),
  })
  .default({});

export const trackedFlightSchema = bookingFlightSchema.extend({
  number: z.string(),
  date: z.string().describe('The arrival day it was looked up for, YYYY-MM-DD'),
});
export type TrackedFlight = z.infer<typeof trackedFlightSchema>;

export const flightsRefreshResponseSchema = z.object({ flights: z.array(trackedFlightSchema) });
export type FlightsRefreshResponse = z.infer<typeof flightsRefreshResponseSchema>;

// How a booking's flight number is looked up and matched: upper case, no spaces ('SQ 207' is
// 'SQ207').
export function normalizeFlightNumber(number: string): string {
  return number.toUpperCase().replace(/\s+/g, '');
}

// The pickup follows the flight (issue 34; docs/decisions/121), set by the Super Admin: the
// driver's call time is the landing estimate plus a buffer, and No-show waits this long after
// the landing; domestic (from an Australian airport) or international.
export const FLIGHT_SETTING_MAX_MINUTES = 240;
const minutes = z
  .number({ error: 'Enter a whole number of minutes.' })
  .int({ error: 'Enter a whole number of minutes.' })
  .min(0, { error: 'Enter 0 or more minutes.' })
  .max(FLIGHT_SETTING_MAX_MINUTES, { error: 'Enter at most 240 minutes.' });
export const flightSettingsSchema = z.object({
  pickupBufferDomesticMinutes: z.number().int().describe('Call time after a domestic landing'),
  pickupBufferInternationalMinutes: z
    .number()
    .int()
    .describe('Call time after an international landing'),
  noShowWaitDomesticMinutes: z.number().int().describe('Wait after a domestic landing'),
  noShowWaitInternationalMinutes: z.number().int().describe('Wait after an international landing'),
  // Optional in the type only: the server always sends it.
  changeAlertMinutes: z
    .number()
    .int()
    .optional()
    .describe(
      'A landing that moves more than this from what was last told is told to the students and drivers (issue 34; docs/decisions/125)',
    ),
});
export type FlightSettings = z.infer<typeof flightSettingsSchema>;
export const DEFAULT_FLIGHT_SETTINGS: FlightSettings = {
  pickupBufferDomesticMinutes: 30,
  pickupBufferInternationalMinutes: 45,
  noShowWaitDomesticMinutes: 30,
  noShowWaitInternationalMinutes: 60,
  changeAlertMinutes: 20,
};
export const flightSettingsBodySchema = z
  .strictObject({
    pickupBufferDomesticMinutes: minutes.optional(),
    pickupBufferInternationalMinutes: minutes.optional(),
    noShowWaitDomesticMinutes: minutes.optional(),
    noShowWaitInternationalMinutes: minutes.optional(),
    changeAlertMinutes: minutes.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'Send a setting to change.',
  });
export const flightSettingsResponseSchema = z.object({ settings: flightSettingsSchema });
