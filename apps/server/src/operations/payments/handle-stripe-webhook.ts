import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';

import { CARD_MESSAGES } from '@landed/shared/schemas/card-payments';

import type { DbOrTx } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { canTransition } from '#server/operations/booking-lifecycle/transition.ts';
import { audit } from '#server/operations/audit.ts';
import { reviewPayment } from '#server/operations/payments/review-payment.ts';
import { settleRefund } from '#server/operations/refunds/decide-refund.ts';

// Who acts when the card provider's webhook verifies a payment or settles a refund: no person.
export const CARD_PROVIDER: Actor = { id: null, email: '', ip: '', name: 'Stripe' };

// POST /api/payments/stripe/webhook (docs/decisions/089). The signature is checked by the SDK
// over the raw body; a bad one is a 400 and changes nothing. Each event id is stored in
// `provider_events` in the transaction of its effect: a repeated delivery (Stripe retries until
// it gets a 2xx, and may deliver twice anyway) finds it there and does nothing. Two deliveries at
// once meet on the primary key: the second waits for the first and then does nothing.
export async function handleStripeWebhook(
  app: FastifyInstance,
  { payload, signature }: { payload: Buffer | string; signature: string | undefined },
): Promise<void> {
  const stripe = app.stripe;
  const secret = app.config.stripe?.webhookSecret;
  if (!stripe || !secret) throw notFound('Not found.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature ?? '', secret);
  } catch {
    app.log.warn('Stripe webhook refused: bad or missing signature');
    throw badRequest(CARD_MESSAGES.badSignature, 'BAD_SIGNATURE');
  }
  await app.db.transaction(async (tx) => {
    if (!(await app.cardPaymentsRepository.recordEvent({ id: event.id, type: event.type }, tx)))
      return;
    switch (event.type) {
      // Alipay and WeChat Pay settle at once; a delayed method reports in the second when it does.
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await checkoutPaid(app, { session: event.data.object, tx });
        break;
      case 'refund.created':
      case 'refund.updated':
        await refundChanged(app, { refund: event.data.object, tx });
        break;
      case 'charge.refunded':
        for (const refund of event.data.object.refunds?.data ?? [])
          await refundChanged(app, { refund, tx });
        break;
      default:
        break;
    }
  });
}

// A paid Checkout Session becomes a card payment, verified through the same path as a bank
// transfer (invoice, mail, notification), unless the booking no longer wants it: then it stays
// Pending in the Payments tab for a person, and the System Notifications say so.
async function checkoutPaid(
  app: FastifyInstance,
  { session, tx }: { session: Stripe.Checkout.Session; tx: DbOrTx },
): Promise<void> {
  if (session.payment_status !== 'paid') return;
  const bookingId = session.client_reference_id ?? session.metadata?.bookingId;
  if (!bookingId || !/^[0-9a-f-]{36}$/i.test(bookingId)) {
    app.log.error({ sessionId: session.id }, 'Paid Checkout Session without a booking');
    return;
  }
  if (await app.cardPaymentsRepository.findBySession(session.id, tx)) return;
  const booking = await app.bookingsRepository.lock(bookingId, tx);
  if (!booking) {
    app.log.error({ sessionId: session.id }, 'Paid Checkout Session for an unknown booking');
    return;
  }
  const paymentIntent = session.payment_intent;
  const amountCents = session.amount_total ?? booking.totalPriceCents;
  const payment = await app.cardPaymentsRepository.createCardPayment(
    {
      bookingId: booking.id,
      userId: booking.userId,
      amountCents,
      sessionId: session.id,
      paymentIntentId:
        typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    },
    tx,
  );
  const expected =
    booking.status !== 'Cancelled' &&
    booking.paymentStatus !== 'Verified' &&
    // The lifecycle's word on the system verifying it (a booking its partner pays on account
    // never is: it goes to staff's review like any unexpected payment; issue 31).
    (await canTransition(app, { row: booking, event: 'verify-payment', by: 'system', tx })) &&
    session.currency === 'aud' &&
    amountCents === booking.totalPriceCents;
  if (expected) {
    await reviewPayment(app, {
      actor: CARD_PROVIDER,
      paymentId: payment.id,
      decision: 'Verified',
      tx,
    });
    return;
  }
  await audit(app, {
    actor: CARD_PROVIDER,
    category: 'error',
    action: 'payment.card_needs_review',
    entity: { type: 'payment', id: payment.id },
    details: {
      bookingId: booking.bookingRef,
      amount: amountCents / 100,
      currency: session.currency,
      bookingStatus: booking.status,
      paymentStatus: booking.paymentStatus,
      billedToPartner: booking.billedToPartner,
    },
    tx,
  });
}

// A card refund the provider reports: succeeded → Paid with its id as the reference; failed or
// canceled → Failed. Still pending: nothing yet. The refund is found by the provider's id, or by
// the id we sent in its metadata when the webhook outruns the worker's commit.
async function refundChanged(
  app: FastifyInstance,
  { refund, tx }: { refund: Stripe.Refund; tx: DbOrTx },
): Promise<void> {
  const repo = app.cardPaymentsRepository;
  const refundId =
    (await repo.findRefundByProviderId(refund.id, tx))?.id ??
    (/^[0-9a-f-]{36}$/i.test(refund.metadata?.refundId ?? '') ? refund.metadata!.refundId : null);
  if (!refundId) return;
  if (refund.status === 'succeeded') {
    await settleRefund(app, {
      refundId,
      outcome: { status: 'Paid', reference: refund.id },
      actor: CARD_PROVIDER,
      tx,
    });
  } else if (refund.status === 'failed' || refund.status === 'canceled') {
    await settleRefund(app, {
      refundId,
      outcome: {
        status: 'Failed',
        reason: `The card provider could not refund it (${refund.failure_reason ?? refund.status}).`,
      },
      actor: CARD_PROVIDER,
      tx,
    });
  }
}
