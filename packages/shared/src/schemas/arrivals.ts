// The arrivals board (issue 15; docs/decisions/060): every Pending or Confirmed booking by its
// arrival day in Melbourne, who meets the student, where, and how the pickup went.
import { z } from 'zod';

import { BOOKING_STATUSES, PAYMENT_STATUSES, PICKUP_STATUSES } from '../constants.ts';
import { daysBetween } from '../dates.ts';
import { calendarDateSchema, idSchema, listQuerySchema, localeSchema } from './common.ts';
import { bookingFlightSchema } from './flights.ts';
import { driverStatusEventSchema } from './meeting.ts';

// The longest range the board answers in one go (inclusive): a month of arrivals is a
// dispatcher's widest view, and it bounds the CSV export too.
export const ARRIVALS_MAX_RANGE_DAYS = 31;
export const MEETING_POINT_MAX = 300;

export const ARRIVAL_MESSAGES = {
  rangeOrder: 'The end date must be on or after the start date.',
  rangeTooLong: `Choose a range of at most ${ARRIVALS_MAX_RANGE_DAYS} days.`,
  nothingToUpdate: 'Nothing to update.',
  meetingPointTooLong: `The meeting point must be at most ${MEETING_POINT_MAX} characters.`,
  notDispatchable: 'Only pending or confirmed bookings can have their pickup arranged.',
  needsDriver: 'Assign a driver before setting this pickup status.',
  unassignWithDriver: 'To unassign the pickup, remove its driver.',
  notArrivalDayYet: 'Picked up, No-show and Done can be set from the arrival day (Melbourne time).',
} as const;

// Pickup statuses that can only happen on the arrival's day or after (issue 25): before it, a
// slip of the drop-down would tell the team a student was met who has not flown yet.
export const ON_THE_DAY_PICKUP_STATUSES = ['Picked up', 'No-show', 'Done'] as const;
export const isOnTheDayStatus = (status: string): boolean =>
  (ON_THE_DAY_PICKUP_STATUSES as readonly string[]).includes(status);

// The message for a range the board refuses, or null. Dates are YYYY-MM-DD (Melbourne).
export function arrivalsRangeError({ from, to }: { from: string; to: string }): string | null {
  const days = daysBetween(from, to);
  if (days < 0) return ARRIVAL_MESSAGES.rangeOrder;
  if (days + 1 > ARRIVALS_MAX_RANGE_DAYS) return ARRIVAL_MESSAGES.rangeTooLong;
  return null;
}

// `?unassigned=true`: query strings carry text, so a flag is 'true' or 'false'.
const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

// The days a list of arrivals covers: staff's board and the partner's (partner-board.ts).
export const arrivalsRangeFields = {
  from: calendarDateSchema.optional().describe('First arrival day (Melbourne); default today'),
  to: calendarDateSchema.optional().describe('Last arrival day, inclusive; default `from`'),
};

const arrivalsFilterFields = {
  ...arrivalsRangeFields,
  unassigned: flag.describe('Only pickups without a driver'),
  unpaid: flag.describe('Only bookings whose payment has not been received'),
  driverId: idSchema.optional().describe("Only this driver's pickups"),
};

export const checkArrivalsRange = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || arrivalsRangeError({ from: query.from, to: query.to }) === null;
export const arrivalsRangeIssue = {
  error: (issue: { input: unknown }) => {
    const { from, to } = issue.input as { from: string; to: string };
    return arrivalsRangeError({ from, to }) ?? ARRIVAL_MESSAGES.rangeOrder;
  },
  path: ['to'],
};

// The board: one page (at most 100 rows, DECISIONS "Lists that can grow").
export const arrivalsQuerySchema = listQuerySchema
  .extend(arrivalsFilterFields)
  .refine(checkArrivalsRange, arrivalsRangeIssue);
export type ArrivalsQuery = z.infer<typeof arrivalsQuerySchema>;

// The CSV: the whole range (bounded by ARRIVALS_MAX_RANGE_DAYS), no paging.
export const arrivalsExportQuerySchema = z
  .strictObject(arrivalsFilterFields)
  .refine(checkArrivalsRange, arrivalsRangeIssue);
export type ArrivalsFilter = z.infer<typeof arrivalsExportQuerySchema>;

// What a row of either board starts with.
export const arrivalRowFields = {
  _id: idSchema,
  bookingId: z.string().describe('Human reference such as BK-7K2M9Q'),
  date: z.string().describe('Arrival day, YYYY-MM-DD (Melbourne)'),
  pickupDate: z
    .string()
    .optional()
    .describe(
      "The pickup's day, YYYY-MM-DD (Melbourne): the arrival day, or the day a tracked flight's landing now puts the pickup on (issue 34)",
    ),
  time: z.string().describe("Arrival time HH:MM (Melbourne), '' when not given"),
  flightNumber: z.string(),
  // Optional in the type only: the server always sends it (issue 34).
  flight: bookingFlightSchema.optional(),
  pickupTime: z
    .string()
    .nullable()
    .optional()
    .describe("The driver's call time, ISO (the booking's pickup.time; docs/decisions/121)"),
  // Optional in the type only: the server always sends it (issue 35).
  driverStatus: driverStatusEventSchema
    .nullable()
    .optional()
    .describe("The driver's last status (null: none yet)"),
};

// Where a row's booking stands and who pays for it.
export const arrivalBillingFields = {
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  // Paid by its partner's monthly invoice, not by the student (docs/decisions/096).
  billedToPartner: z.boolean(),
  partnerName: z
    .string()
    .nullable()
    .describe('The partner that booked, referred or pays for it (issue 31: "Invoiced to …")'),
};

// One page of a board's rows, with the days it covers.
export const arrivalsPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    arrivals: z.array(row),
    total: z.number().int(),
    from: z.string().describe('The first day shown'),
    to: z.string().describe('The last day shown'),
  });

export const arrivalSchema = z.object({
  ...arrivalRowFields,
  student: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    university: z.string(),
    // The student's language (docs/decisions/072), so a driver who speaks it can be sent.
    locale: localeSchema,
  }),
  packageName: z.string(),
  services: z.array(z.string()).describe("The package's features, or the custom options"),
  ...arrivalBillingFields,
  driver: z.object({ _id: idSchema, name: z.string(), phone: z.string() }).nullable(),
  pickupStatus: z.enum(PICKUP_STATUSES),
  meetingPoint: z.string().describe("The booking's meeting point, else the default one"),
  meetingPointIsDefault: z
    .boolean()
    .describe(
      'The usual meeting point: none of its own, or the default place given with its driver',
    ),
  destinationAddress: z.string(),
  notes: z.string().describe("The student's notes from the booking form"),
  // Optional in the type only: the server always sends it (docs/decisions/105).
  studentConsent: z
    .enum(['Awaiting', 'Given', 'Refused'])
    .nullable()
    .optional()
    .describe("A partner's booking waiting for the student's answer, or answered; null otherwise"),
});
export type Arrival = z.infer<typeof arrivalSchema>;

export const arrivalsResponseSchema = arrivalsPageSchema(arrivalSchema).extend({
  flightTracking: z
    .boolean()
    .optional()
    .describe('Whether flights are looked up (FLIGHT_STATUS_PROVIDER); false: tracking is off'),
});
export type ArrivalsResponse = z.infer<typeof arrivalsResponseSchema>;

// PATCH /api/admin/bookings/{id}/assignment. `driverId` null takes the driver off; leaving it
// out changes only the meeting point or the pickup status. A pickup has a driver exactly when
// it is not Unassigned.
export const assignmentBodySchema = z
  .strictObject({
    driverId: idSchema.nullable().optional().describe('The driver, or null for none'),
    meetingPoint: z
      .string()
      .trim()
      .max(MEETING_POINT_MAX, { error: ARRIVAL_MESSAGES.meetingPointTooLong })
      .optional()
      .describe("Where the driver meets the student; '' for the default meeting point"),
    pickupStatus: z.enum(PICKUP_STATUSES).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: ARRIVAL_MESSAGES.nothingToUpdate,
  })
  .refine(
    (body) => !(body.driverId === null && body.pickupStatus && body.pickupStatus !== 'Unassigned'),
    { error: ARRIVAL_MESSAGES.needsDriver, path: ['pickupStatus'] },
  )
  .refine((body) => !(typeof body.driverId === 'string' && body.pickupStatus === 'Unassigned'), {
    error: ARRIVAL_MESSAGES.unassignWithDriver,
    path: ['pickupStatus'],
  });
export type AssignmentBody = z.input<typeof assignmentBodySchema>;

// How pickups run (CMS settings, set by those who run them): where drivers meet students unless a
// booking says otherwise, and how close to the arrival a student may still change it themselves.
export const ARRIVAL_CUTOFF_MAX_HOURS = 168;
// Melbourne Airport's terminals (issue 35 item 3): T1 Qantas domestic, T2 international, T3
// Virgin domestic, T4 Jetstar/Rex domestic. The business uploads one meeting-point photo each.
export const TERMINALS = ['T1', 'T2', 'T3', 'T4'] as const;
export type Terminal = (typeof TERMINALS)[number];
export const TERMINAL_NAMES: Record<Terminal, string> = {
  T1: 'Terminal 1 (Qantas, domestic)',
  T2: 'Terminal 2 (international)',
  T3: 'Terminal 3 (Virgin Australia, domestic)',
  T4: 'Terminal 4 (Jetstar and Rex, domestic)',
};
export const terminalParamsSchema = z.object({ terminal: z.enum(TERMINALS) });
export const meetingPointPhotosSchema = z
  .object({
    T1: z.string().nullable(),
    T2: z.string().nullable(),
    T3: z.string().nullable(),
    T4: z.string().nullable(),
  })
  .describe("Each terminal's meeting-point photo (null: none uploaded)");
export type MeetingPointPhotos = z.infer<typeof meetingPointPhotosSchema>;

export const dispatchSettingsSchema = z.object({
  defaultMeetingPoint: z.string(),
  arrivalChangeCutoffHours: z
    .number()
    .int()
    .describe('Hours before the arrival after which a student must ask support to change it'),
  // Optional in the type only: the server always sends it (issue 35).
  meetingPointPhotos: meetingPointPhotosSchema.optional(),
});
export type DispatchSettings = z.infer<typeof dispatchSettingsSchema>;
export const dispatchSettingsBodySchema = z
  .strictObject({
    defaultMeetingPoint: z
      .string()
      .trim()
      .max(MEETING_POINT_MAX, { error: ARRIVAL_MESSAGES.meetingPointTooLong })
      .optional(),
    arrivalChangeCutoffHours: z
      .number({ error: 'Enter a whole number of hours.' })
      .int({ error: 'Enter a whole number of hours.' })
      .min(0, { error: 'Enter 0 or more hours.' })
      .max(ARRIVAL_CUTOFF_MAX_HOURS, { error: 'Enter at most 168 hours (a week).' })
      .optional(),
  })
  .refine((b) => b.defaultMeetingPoint !== undefined || b.arrivalChangeCutoffHours !== undefined, {
    error: 'Send a setting to change.',
  });
export type DispatchSettingsBody = z.input<typeof dispatchSettingsBodySchema>;
export const dispatchSettingsResponseSchema = z.object({ settings: dispatchSettingsSchema });
