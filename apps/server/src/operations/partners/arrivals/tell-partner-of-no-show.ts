import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import { pickupFactsFor } from '#server/operations/bookings/mail-driver-job.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';

// A partner's student marked No-show on the board: each of the partner's users is told at
// once (docs/decisions/095), in the transaction of the change, so it is told once.
export async function tellPartnerOfNoShow(
  app: FastifyInstance,
  { after, tx }: { after: BookingRow; tx: DbOrTx },
): Promise<void> {
  if (!after.partnerId || after.pickupStatus !== 'No-show') return;
  const partner = await app.partnersRepository.find(after.partnerId, tx);
  if (!partner) return;
  for (const user of await app.partnerInvoicesRepository.partnerUsers(partner.id, tx)) {
    await app.mail.enqueue(
      {
        template: 'partner-no-show',
        to: user.email,
        bookingId: after.id,
        data: { ...pickupFactsFor(user, after), partnerName: partner.name },
      },
      tx,
    );
  }
}
