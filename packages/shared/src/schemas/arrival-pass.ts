// The arrival pass (issue 15 item 6) and the calendars (item 7): what the student carries on
// their phone into the arrivals hall, and the private calendar feeds of staff and drivers
// (docs/decisions/062).
import { z } from 'zod';

import { BOOKING_STATUSES, PICKUP_STATUSES } from '../constants.ts';
import { pickupDriverSchema } from './booking.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { bookingFlightSchema } from './flights.ts';
import { driverStatusEventSchema } from './meeting.ts';
import { TRANSLATED_LOCALES } from './translations.ts';

// BK-7K2M9Q: the human reference (no 0/O, 1/I/L).
export const bookingRefSchema = z
  .string()
  .regex(/^BK-[2-9A-HJKMNP-Z]{6}$/, { error: 'Invalid booking reference.' });

// A booking named by its `_id` or by its reference, as the student quotes it.
export const bookingKeyParamsSchema = z.strictObject({
  id: z.union([idSchema, bookingRefSchema], { error: 'Invalid booking id.' }),
});

// Numbers every student should have before landing (arrival-operations research). The support
// line is the business's own, from the CMS.
export const EMERGENCY_NUMBERS = [
  { label: 'Police, fire, ambulance (emergency)', number: '000' },
  { label: 'healthdirect (health advice, 24/7)', number: '1800 022 222' },
  { label: 'Lifeline (crisis support, 24/7)', number: '13 11 14' },
] as const;

export const arrivalPassSchema = z.object({
  _id: idSchema,
  bookingId: z.string().describe('Human reference such as BK-7K2M9Q'),
  qrCode: z.string().describe('The reference as a QR code: an SVG data URL'),
  status: z.enum(BOOKING_STATUSES),
  packageName: z.string(),
  studentName: z.string(),
  flightNumber: z.string().describe("'' when not given yet"),
  arrivalDate: z.string().describe('YYYY-MM-DD, Melbourne calendar'),
  arrivalTime: z.string().describe("HH:MM, Melbourne time ('' when not given yet)"),
  timeZone: z.literal('Australia/Melbourne'),
  pickup: z.object({
    status: z.enum(PICKUP_STATUSES),
    meetingPoint: z.string().describe("The booking's meeting point, else the usual one"),
    driver: pickupDriverSchema,
    // Optional in the type only: a pass kept offline before it existed has none.
    time: isoDateTimeSchema
      .nullable()
      .optional()
      .describe("The driver's call time, following the flight (docs/decisions/121)"),
    // Optional in the type only, like time (issue 35).
    driverStatus: driverStatusEventSchema
      .nullable()
      .optional()
      .describe("The driver's last status on the day (null: none yet)"),
    meetingPointPhotoUrl: z
      .string()
      .nullable()
      .optional()
      .describe('A photo of the meeting point, from the business (null: none)'),
  }),
  // Optional in the type only, like pickup.time (issue 34).
  flight: bookingFlightSchema.optional(),
  destinationAddress: z.string().describe("Where the student is going ('' when not given)"),
  help: z.object({
    text: z.string().describe('What to do if you cannot find your driver (CMS)'),
    supportPhone: z.string(),
    supportEmail: z.string(),
    whatsappUrl: z.string().describe("A wa.me link to the support line ('' when none)"),
  }),
  // Optional in the type only: a pass kept offline before it existed has none.
  translations: z
    .partialRecord(
      z.enum(TRANSLATED_LOCALES),
      z
        .object({
          packageName: z.string(),
          meetingPoint: z.string(),
          help: z.string(),
        })
        .partial(),
    )
    .describe(
      "The package's name, the usual meeting point and the help steps in each language they are translated into; the English above stays what the driver reads (docs/decisions/081)",
    )
    .optional(),
  generatedAt: isoDateTimeSchema.describe('When the server made this answer'),
});
export type ArrivalPass = z.infer<typeof arrivalPassSchema>;

export const arrivalPassResponseSchema = z.object({ pass: arrivalPassSchema });
export type ArrivalPassResponse = z.infer<typeof arrivalPassResponseSchema>;

// ---------------------------------------------------------------- calendar feeds

// A feed's secret is shown once, in the URL, when it is made: only its hash is kept.
export const calendarFeedSchema = z.object({
  createdAt: isoDateTimeSchema,
});
export const calendarFeedStatusSchema = z.object({
  feed: calendarFeedSchema.nullable().describe('The active feed, or null when there is none'),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

export const calendarFeedCreatedSchema = z.object({
  url: z.string().describe('The private feed address; shown only now'),
  feed: calendarFeedSchema,
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

// /api/calendar/{secret}.ics: 43 URL-safe characters (256 bits) and the extension.
export const calendarFeedParamsSchema = z.strictObject({
  file: z.string().max(200),
});

// What the pass says until an administrator writes their own in the CMS (and what a fresh
// install is seeded with).
export const ARRIVAL_PASS_DEFAULTS = {
  meetingPoint:
    'Melbourne Airport (MEL), Terminal 2 international arrivals hall: at the Meeting Point opposite the exit from customs. Your driver holds a Landed sign with your name.',
  help: [
    'Stay inside the arrivals hall, at the meeting point. Immigration, bags and customs can take 60 to 90 minutes: your driver follows your flight and waits for you.',
    'No Australian SIM yet? Connect to the free airport Wi-Fi, then call or message your driver on WhatsApp, or call our support line.',
    'If you cannot reach your driver within 30 minutes, message us on WhatsApp or call us: we will find them or send someone else.',
    'Only leave with a driver who knows your name and your booking reference.',
  ].join('\n'),
} as const;
