import type { FastifyInstance } from 'fastify';

import type { MailStatus } from '@landed/shared/constants';
import type { TimelineEntry } from '@landed/shared/schemas/booking-timeline';
import { MAIL_TIMELINE_ACTION } from '@landed/shared/schemas/booking-timeline';

import type { DbOrTx } from '#server/db/client.ts';

// What happened to a booking, oldest first (the booking drawer; docs/decisions/064): its events
// (written by every operation that changes it) and the mails about it, with their delivery
// state. A mail stands at the time it went out (or was written, while it has not): it leaves
// after the transaction that wrote it, so it follows the event it is about. At the same
// instant an event comes first.
export async function getBookingTimeline(
  app: FastifyInstance,
  { bookingId, tx }: { bookingId: string; tx?: DbOrTx },
): Promise<TimelineEntry[]> {
  const events = await app.bookingsRepository.listEvents(bookingId, tx);
  const mails = await app.outboxRepository.listForBooking(bookingId, tx);
  const entries = [
    ...events.map((e) => ({
      order: 0,
      at: e.createdAt,
      entry: { actor: e.actorName, action: e.action, details: e.details },
    })),
    ...mails.map((m) => ({
      order: 1,
      at: m.sentAt ?? m.createdAt,
      entry: {
        actor: 'System',
        action: MAIL_TIMELINE_ACTION,
        details: {
          template: m.template,
          subject: m.subject,
          to: m.toAddress,
          status: m.status as MailStatus,
          queuedAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        },
      },
    })),
  ];
  // A stable sort: at equal times each list keeps its own order.
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  return entries.map(({ at, entry }) => ({ at: at.toISOString(), ...entry }));
}
