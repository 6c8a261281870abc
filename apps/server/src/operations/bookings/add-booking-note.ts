import type { FastifyInstance } from 'fastify';

import type { TimelineEntry } from '@landed/shared/schemas/booking-timeline';

import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { getBookingTimeline } from '#server/operations/bookings/get-booking-timeline.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';

// An internal note on a booking's timeline: for the team only, never shown to the student.
// Answers the timeline with the note in it.
export async function addBookingNote(
  app: FastifyInstance,
  { actor, bookingId, note }: { actor: SignedInActor; bookingId: string; note: string },
): Promise<TimelineEntry[]> {
  return app.db.transaction(async (tx) => {
    const row = await app.bookingsRepository.lock(bookingId, tx);
    if (!row) throw notFound('Booking not found.');
    await recordBookingEvent(app, {
      bookingId: row.id,
      actor,
      action: 'note',
      details: { note },
      tx,
    });
    // The log says a note was written, not what it says: the timeline keeps that.
    await audit(app, {
      actor,
      action: 'booking.note_added',
      entity: { type: 'booking', id: row.id },
      details: { bookingId: row.bookingRef, length: note.length },
      tx,
    });
    return getBookingTimeline(app, { bookingId: row.id, tx });
  });
}
