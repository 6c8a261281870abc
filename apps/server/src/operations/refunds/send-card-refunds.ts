import type { FastifyInstance } from 'fastify';

// The card refunds worker (docs/decisions/089): every Due refund of a booking paid by card that
// has not gone to the provider yet is sent to its refund API, one refund per transaction. The
// row is locked with SKIP LOCKED while its call is made, so another instance's worker passes it
// by; the idempotency key is the refund's id, so even a call repeated after a crash (sent, not
// yet stored) gives back the same provider refund instead of refunding twice. The refund stays
// Due until the provider's webhook says it succeeded. A call that fails is tried again on the
// next run.
export async function sendCardRefunds(app: FastifyInstance): Promise<{ sent: number }> {
  const stripe = app.stripe;
  if (!stripe) return { sent: 0 };
  const failed: string[] = [];
  let sent = 0;
  for (;;) {
    const outcome = await app.db.transaction(async (tx) => {
      const due = await app.cardPaymentsRepository.claimUnsentCardRefund(failed, tx);
      if (!due) return 'none' as const;
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: due.paymentIntentId!,
            amount: due.amountCents,
            reason: 'requested_by_customer',
            metadata: { refundId: due.refundId },
          },
          { idempotencyKey: `refund-${due.refundId}` },
        );
        await app.cardPaymentsRepository.setProviderRefundId(due.refundId, refund.id, tx);
        return 'sent' as const;
      } catch (error) {
        app.log.error({ err: error, refundId: due.refundId }, 'Card refund could not be sent');
        failed.push(due.refundId);
        return 'failed' as const;
      }
    });
    if (outcome === 'none') break;
    if (outcome === 'sent') sent += 1;
  }
  return { sent };
}
