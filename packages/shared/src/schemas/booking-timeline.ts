// A booking's timeline and internal notes (the booking drawer of the back-office;
// docs/decisions/064): GET /api/admin/bookings/{id}, POST /api/admin/bookings/{id}/notes.
import { z } from 'zod';

import { MAIL_STATUSES } from '../constants.ts';
import { adminBookingSchema } from './admin.ts';
import { isoDateTimeSchema } from './common.ts';

export const BOOKING_NOTE_MAX_LENGTH = 2000;

export const BOOKING_NOTE_MESSAGES = {
  required: 'Write a note first.',
  tooLong: `A note can be at most ${BOOKING_NOTE_MAX_LENGTH} characters.`,
} as const;

export const bookingNoteBodySchema = z.strictObject({
  note: z
    .string({ error: BOOKING_NOTE_MESSAGES.required })
    .trim()
    .min(1, { error: BOOKING_NOTE_MESSAGES.required })
    .max(BOOKING_NOTE_MAX_LENGTH, { error: BOOKING_NOTE_MESSAGES.tooLong }),
});
export type BookingNoteBody = z.input<typeof bookingNoteBodySchema>;

// What the timeline lists besides the booking's own events: every mail about the booking.
export const MAIL_TIMELINE_ACTION = 'mail';

// One line: a booking event (created, status_changed, payment_claimed, payment_verified,
// payment_rejected, assigned, pickup_status_changed, arrival_changed, invoice_issued, note,
// ...) or a mail (`mail`, with its template, subject, recipient and delivery status), which
// stands at the time it was sent, or written while it has not been.
export const timelineEntrySchema = z.object({
  at: isoDateTimeSchema,
  actor: z.string().describe("The person's name as it was when they acted, or 'System'"),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

// What a mail line's details hold.
export const timelineMailDetailsSchema = z.object({
  template: z.string(),
  subject: z.string(),
  to: z.string(),
  status: z.enum(MAIL_STATUSES),
  queuedAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
});
export type TimelineMailDetails = z.infer<typeof timelineMailDetailsSchema>;

export const bookingTimelineResponseSchema = z.object({
  timeline: z.array(timelineEntrySchema).describe('Oldest first'),
});

export const adminBookingDetailResponseSchema = z.object({
  booking: adminBookingSchema,
  timeline: z.array(timelineEntrySchema).describe('Oldest first'),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailResponseSchema>;
