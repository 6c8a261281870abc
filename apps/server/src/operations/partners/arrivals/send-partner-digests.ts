import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';

import { TIME_ZONE } from '@landed/shared/constants';
import { melbourneDate } from '@landed/shared/dates';

// The hour (Melbourne) from which the morning digest goes out: before the first flights land.
export const DIGEST_HOUR = 6;

// The claim key of one partner user's digest for one day: the notification's unique key, so
// several instances running this at once send each digest once (like the reminders,
// docs/decisions/064).
export const digestKey = (userId: string, date: string) => `partner-digest:${userId}:${date}`;

// Each morning, every user of a partner with students arriving today gets the day's list
// (docs/decisions/095): who, when, which flight, the booking's status and the driver. Returns
// how many digests this call sent.
export async function sendPartnerDigests(app: FastifyInstance): Promise<number> {
  const now = app.config.now();
  if (DateTime.fromJSDate(now, { zone: TIME_ZONE }).hour < DIGEST_HOUR) return 0;
  const today = melbourneDate(now);
  let sent = 0;
  for (const partnerId of await app.arrivalsRepository.partnersArrivingOn(today)) {
    const partner = await app.partnersRepository.find(partnerId);
    if (!partner?.active) continue;
    const users = await app.partnerInvoicesRepository.partnerUsers(partnerId);
    const keys = users.map((u) => digestKey(u.id, today));
    const taken = await app.notificationsRepository.takenDedupeKeys(keys);
    const due = users.filter((u) => !taken.has(digestKey(u.id, today)));
    if (due.length === 0) continue;
    // A day's arrivals fit one page of the board (at most 100 shown; the portal has the rest).
    const { arrivals } = await app.arrivalsRepository.list({
      filter: { from: today, to: today, partnerId },
      page: { limit: 100, page: 1 },
    });
    const list = arrivals.map((a) => ({
      bookingRef: a.bookingId,
      studentName: a.student.name,
      arrivalTime: a.time,
      flightNumber: a.flightNumber,
      status: a.status,
      driverName: a.driver?.name ?? null,
    }));
    for (const user of due) {
      const made = await app.db.transaction(async (tx) => {
        const claimed = await app.notificationsRepository.create(
          {
            userId: user.id,
            type: 'reminder',
            message: `${list.length === 1 ? '1 student' : `${list.length} students`} of ${partner.name} arrive today: the list is in your e-mail and on the board.`,
            dedupeKey: digestKey(user.id, today),
          },
          tx,
        );
        if (!claimed) return false;
        await app.mail.enqueue(
          {
            template: 'partner-digest',
            to: user.email,
            data: { name: user.name, partnerName: partner.name, date: today, arrivals: list },
          },
          tx,
        );
        return true;
      });
      if (made) sent += 1;
    }
  }
  return sent;
}
