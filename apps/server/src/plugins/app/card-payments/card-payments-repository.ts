// Card payments through Stripe (docs/decisions/089): the provider's events processed once, the
// payments its Checkout Sessions paid, and the card refunds sent back through it.
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { payments, providerEvents, refunds } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type RefundRow = typeof refunds.$inferSelect;

export function createCardPaymentsRepository(db: DbOrTx) {
  return {
    // Records a provider event as processed; false when it already was (a repeated delivery).
    // Call it in the transaction of the event's effect, so the two commit together.
    async recordEvent(input: { id: string; type: string }, tx: DbOrTx): Promise<boolean> {
      const inserted = await tx
        .insert(providerEvents)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: providerEvents.id });
      return inserted.length > 0;
    },

    async findBySession(sessionId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerSessionId, sessionId));
      return row;
    },

    // The payment a completed Checkout Session made, as a claim to verify.
    async createCardPayment(
      input: {
        bookingId: string;
        userId: string;
        amountCents: number;
        sessionId: string;
        paymentIntentId: string | null;
      },
      tx: DbOrTx,
    ) {
      const [row] = await tx
        .insert(payments)
        .values({
          bookingId: input.bookingId,
          userId: input.userId,
          amountCents: input.amountCents,
          method: 'Card',
          // What staff and the invoice show as the payment's reference.
          reference: input.paymentIntentId ?? input.sessionId,
          providerSessionId: input.sessionId,
          providerPaymentIntentId: input.paymentIntentId,
        })
        .returning();
      return row!;
    },

    // One refund owed on a card payment and not yet sent to the provider, locked for this
    // transaction; another instance's worker skips it meanwhile. `skip`: ids that already
    // failed in this run.
    async claimUnsentCardRefund(skip: string[], tx: DbOrTx) {
      const [row] = await tx
        .select({
          refundId: refunds.id,
          amountCents: refunds.amountCents,
          paymentIntentId: payments.providerPaymentIntentId,
        })
        .from(refunds)
        .innerJoin(
          payments,
          and(
            eq(payments.bookingId, refunds.bookingId),
            eq(payments.method, 'Card'),
            eq(payments.status, 'Verified'),
            sql`${payments.providerPaymentIntentId} is not null`,
          ),
        )
        .where(
          and(
            eq(refunds.status, 'Due'),
            isNull(refunds.providerRefundId),
            skip.length > 0 ? notInArray(refunds.id, skip) : undefined,
          ),
        )
        .orderBy(asc(refunds.createdAt))
        .limit(1)
        .for('update', { of: refunds, skipLocked: true });
      return row;
    },

    async setProviderRefundId(refundId: string, providerRefundId: string, tx: DbOrTx) {
      await tx
        .update(refunds)
        .set({ providerRefundId, updatedAt: sql`now()` })
        .where(eq(refunds.id, refundId));
    },

    async findRefundByProviderId(providerRefundId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(eq(refunds.providerRefundId, providerRefundId));
      return row;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    cardPaymentsRepository: ReturnType<typeof createCardPaymentsRepository>;
  }
}

export default repositoryPlugin('cardPaymentsRepository', createCardPaymentsRepository);
