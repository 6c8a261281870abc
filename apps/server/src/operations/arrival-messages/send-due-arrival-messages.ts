import type { FastifyInstance } from 'fastify';

import { addDays, melbourneDate } from '@landed/shared/dates';

import { sendArrivalMessage } from './send-arrival-message.ts';

// The periodic part of the sequence (jobs/send-arrival-messages.ts): "your driver is …" from
// the day before the arrival (Melbourne calendar), or on the day when the driver is assigned
// later. Every instance runs it; each message is claimed once (send-arrival-message.ts).
// Returns how many this run sent.
export async function sendDueArrivalMessages(app: FastifyInstance): Promise<number> {
  const today = melbourneDate(app.config.now());
  const due = await app.arrivalMessagesRepository.dueFor({
    kind: 'driver-assigned',
    from: today,
    to: addDays(today, 1),
  });
  let sent = 0;
  for (const bookingId of due) {
    const result = await sendArrivalMessage(app, { bookingId, kind: 'driver-assigned' });
    if (result.outcome === 'sent') sent += 1;
  }
  return sent;
}

// A driver just given to a booking: the message now when the arrival is today or tomorrow,
// else the periodic run sends it the day before.
export async function sendDriverAssignedIfDue(
  app: FastifyInstance,
  { bookingId }: { bookingId: string },
): Promise<void> {
  const booking = await app.bookingsRepository.findById(bookingId);
  if (!booking) return;
  const today = melbourneDate(app.config.now());
  if (booking.preferredDate < today || booking.preferredDate > addDays(today, 1)) return;
  await sendArrivalMessage(app, { bookingId, kind: 'driver-assigned' });
}
