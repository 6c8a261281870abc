// The partner's board (issue 27, item 4; docs/decisions/095): the staff arrivals board of
// docs/decisions/060, read-only and narrowed to the partner's own students. It carries what a
// coordinator follows (status, payment, who meets the student, how the pickup went) and
// nothing of a student's documents, phone, notes or other bookings.
import { z } from 'zod';

import { BOOKING_STATUSES, PAYMENT_STATUSES, PICKUP_STATUSES } from '../constants.ts';
import { ARRIVAL_MESSAGES, arrivalsRangeError } from './arrivals.ts';
import { calendarDateSchema, idSchema, listQuerySchema } from './common.ts';

export const partnerArrivalsQuerySchema = listQuerySchema
  .extend({
    from: calendarDateSchema.optional().describe('First arrival day (Melbourne); default today'),
    to: calendarDateSchema.optional().describe('Last arrival day, inclusive; default `from`'),
  })
  .refine((q) => !q.from || !q.to || arrivalsRangeError({ from: q.from, to: q.to }) === null, {
    error: (issue) => {
      const { from, to } = issue.input as { from: string; to: string };
      return arrivalsRangeError({ from, to }) ?? ARRIVAL_MESSAGES.rangeOrder;
    },
    path: ['to'],
  });

export const partnerArrivalSchema = z.object({
  _id: idSchema,
  bookingId: z.string().describe('Human reference such as BK-7K2M9Q'),
  date: z.string().describe('Arrival day, YYYY-MM-DD (Melbourne)'),
  time: z.string().describe("Arrival time HH:MM (Melbourne), '' when not given"),
  flightNumber: z.string(),
  student: z.object({ name: z.string(), email: z.string(), university: z.string() }),
  packageName: z.string(),
  services: z.array(z.string()),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  // Paid by the partner's monthly invoice, not by the student (docs/decisions/096).
  billedToPartner: z.boolean(),
  partnerName: z
    .string()
    .nullable()
    .describe('The partner that booked, referred or pays for it (issue 31: "Invoiced to …")'),
  // Who meets the student: the name only, the phone is the student's and the office's business.
  driver: z.object({ name: z.string() }).nullable(),
  pickupStatus: z.enum(PICKUP_STATUSES),
  // A booking the partner made waits for the student's answer (docs/decisions/105).
  studentConsent: z.enum(['Awaiting', 'Given', 'Refused']).nullable(),
});
export type PartnerArrival = z.infer<typeof partnerArrivalSchema>;

export const partnerArrivalsResponseSchema = z.object({
  arrivals: z.array(partnerArrivalSchema),
  total: z.number().int(),
  from: z.string().describe('The first day shown'),
  to: z.string().describe('The last day shown'),
});
export type PartnerArrivalsResponse = z.infer<typeof partnerArrivalsResponseSchema>;
