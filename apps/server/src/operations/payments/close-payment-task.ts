import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';

// Staff's "Payment to verify" notification (the student's "I have paid", audit
// 'payment.claimed' on the booking) is done once the payment is verified or rejected, by hand,
// from a bank statement or by the card webhook: every path decides through reviewPayment,
// which calls this in its transaction (issue 31 item 4).
export async function closePaymentTask(
  app: FastifyInstance,
  { bookingId, tx }: { bookingId: string; tx: DbOrTx },
): Promise<void> {
  await app.auditRepository.markDone(
    { action: 'payment.claimed', entityId: bookingId, at: app.config.now() },
    tx,
  );
}
