// @both-databases: a card refund claimed once by two workers at once
// Cards and wallets through Stripe (issue 26 item 5, docs/decisions/089): Checkout in AUD for
// the server's amount, the payment verified only by the signed webhook and only once, card
// refunds sent once through the refund API and settled by its webhook, and nothing of it
// without the keys. The SDK talks to a local stand-in; events are signed with the SDK's own
// test-header helper.
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';

import {
  auditLogs,
  bookings,
  invoices,
  mailOutbox,
  notifications,
  payments,
  providerEvents,
  refunds,
} from '#server/db/schema.ts';
import { sendCardRefunds } from '#server/operations/refunds/send-card-refunds.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { bearer, build, registerUser } from '#test/helper.ts';
import { startStripeStandIn } from '#test/support/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_landed_webhook_secret';
const standIn = await startStripeStandIn();
afterAll(() => standIn.stop());
const app = await build({
  stripe: { secretKey: 'sk_test_landed', webhookSecret: WEBHOOK_SECRET, api: standIn.api },
});
const signer = new Stripe('sk_test_landed');

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_test_${++eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

function deliver(body: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

// Everything a verification writes, to see that a refused or repeated event writes none of it.
async function footprint(bookingId: string) {
  const n = async (table: typeof payments | typeof invoices | typeof mailOutbox, where: unknown) =>
    (
      await app.db
        .select({ n: count() })
        .from(table as typeof payments)
        .where(where as never)
    )[0]!.n;
  const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return {
    paymentStatus: booking!.paymentStatus,
    payments: await n(payments, eq(payments.bookingId, bookingId)),
    invoices: await n(invoices, eq(invoices.bookingId, bookingId)),
    mails: await n(mailOutbox, eq(mailOutbox.bookingId, bookingId)),
    events: (await app.db.select({ n: count() }).from(providerEvents))[0]!.n,
  };
}

const student = await registerUser(app, { name: 'Li Wei' });
const made = await book(
  app,
  student.token,
  bookingBody({ userName: 'Li Wei', packageId: await packageId(app, 'Standard') }),
);
const booking = made.json().booking as { _id: string; bookingId: string; totalPrice: number };

describe('with the Stripe keys set', () => {
  const checkout = () =>
    app.inject({
      method: 'POST',
      url: `/api/booking/${booking._id}/checkout`,
      headers: bearer(student.token),
    });
  let session: Record<string, unknown>;

  it('offers cards in the Pay dialog and opens a Checkout Session in AUD for the booking’s own total', async () => {
    const bank = await app.inject({
      method: 'GET',
      url: '/api/booking/bank-details',
      headers: bearer(student.token),
    });
    expect(bank.json().cards).toBe(true);

    const started = await checkout();
    expect(started.statusCode).toBe(200);
    const call = standIn.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.method).toBe('POST');
    expect(call.form).toMatchObject({
      mode: 'payment',
      currency: 'aud',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': String(Math.round(booking.totalPrice * 100)),
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'alipay',
      'allowed_payment_method_types[2]': 'wechat_pay',
      'payment_method_options[wechat_pay][client]': 'web',
      client_reference_id: booking._id,
      'metadata[bookingId]': booking._id,
      success_url: `http://localhost:3000/dashboard?payment=card&booking=${booking.bookingId}`,
    });
    session = standIn.sessions.values().next().value!;
    expect(started.json()).toEqual({ url: session.url });
    // Nothing is recorded until the provider says it was paid.
    expect(await footprint(booking._id)).toMatchObject({ paymentStatus: 'Not Paid', payments: 0 });
  });

  // Issue 33 item 1 (docs/decisions/116): with cards on, the texts say so too.
  it('names cards as a way to pay on Terms, in the FAQ and in the booking-received mail', async () => {
    const terms = await app.inject({ method: 'GET', url: '/api/public/cms/terms' });
    expect(terms.json().page.content).toContain(
      "Online bookings are paid by card, on Stripe's secure page, or by bank transfer to the account shown in your dashboard.",
    );
    const cms = await app.inject({ method: 'GET', url: '/api/public/cms?locale=zh-CN' });
    expect(cms.json().cms.faqs[1].answer).toContain('网上预订可在 Stripe 的安全页面用银行卡付款');
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, student.user.email),
          eq(mailOutbox.template, 'booking-received'),
        ),
      );
    expect(mail!.textBody).toContain(
      'You can pay by card or by bank transfer from your dashboard.',
    );
  });

  it('refuses an event signed with another secret (400) and changes nothing', async () => {
    const before = await footprint(booking._id);
    const paid = event('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_forged',
    });
    const forged = await deliver(paid, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature is not valid.');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paid),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await footprint(booking._id)).toEqual(before);
  });

  it('verifies the payment from the signed checkout.session.completed, once however often it comes', async () => {
    const paid = event('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_landed_1',
    });
    const first = await deliver(paid);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const after = await footprint(booking._id);
    expect(after).toMatchObject({ paymentStatus: 'Verified', payments: 1, invoices: 1 });
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking._id));
    expect(payment).toMatchObject({
      method: 'Card',
      status: 'Verified',
      reference: 'pi_test_landed_1',
      providerSessionId: session.id,
      providerPaymentIntentId: 'pi_test_landed_1',
      reviewedBy: null,
    });
    // The same path as a verified transfer: the mail with the invoice, the notification.
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.bookingId, booking._id), eq(mailOutbox.template, 'payment-verified')),
      );
    expect(mails).toHaveLength(1);
    const notes = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(notes.some((n) => n.type === 'payment')).toBe(true);

    // Replayed (the same event again, freshly signed): nothing more happens.
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await footprint(booking._id)).toEqual(after);
    const verified = await app.db
      .select({ n: count() })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'payment.verified'));
    expect(verified[0]!.n).toBe(1);

    // Paid: no second checkout.
    const again = await checkout();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already paid.');
  });

  it('leaves a card payment for a booking its partner pays to staff’s review, never Verified (issue 31)', async () => {
    const onAccount = (
      await book(
        app,
        student.token,
        bookingBody({ userName: 'Li Wei', packageId: await packageId(app, 'Standard') }),
      )
    ).json().booking as { _id: string; totalPrice: number };
    await app.db
      .update(bookings)
      .set({ billedToPartner: true })
      .where(eq(bookings.id, onAccount._id));
    const paid = event('checkout.session.completed', {
      id: 'cs_test_on_account',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      currency: 'aud',
      amount_total: Math.round(onAccount.totalPrice * 100),
      client_reference_id: onAccount._id,
      metadata: { bookingId: onAccount._id },
      payment_intent: 'pi_test_on_account',
    });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await footprint(onAccount._id)).toMatchObject({
      paymentStatus: 'Not Paid',
      payments: 1,
      invoices: 0,
    });
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, onAccount._id));
    expect(payment!.status).toBe('Pending');
    const review = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'payment.card_needs_review'));
    expect(review.some((r) => (r.details as { billedToPartner?: boolean }).billedToPartner)).toBe(
      true,
    );
  });

  it('sends a card refund to the refund API once and marks it Paid from its webhook', async () => {
    const [refund] = await app.db
      .insert(refunds)
      .values({ bookingId: booking._id, amountCents: 9000, reason: '24-48 hours: 50 %' })
      .returning();
    // Two workers at once (two instances): the refund goes out once.
    const runs = await Promise.all([sendCardRefunds(app), sendCardRefunds(app)]);
    expect(runs[0].sent + runs[1].sent).toBe(1);
    expect(await app.cardRefunds.run()).toEqual({ sent: 0 });
    const sent = standIn.calls.filter((c) => c.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      idempotencyKey: `refund-${refund!.id}`,
      form: {
        payment_intent: 'pi_test_landed_1',
        amount: '9000',
        'metadata[refundId]': refund!.id,
      },
    });
    const [stored] = await app.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(stored).toMatchObject({
      status: 'Due',
      providerRefundId: expect.stringMatching(/^re_/),
    });

    const providerRefund = { id: stored!.providerRefundId, object: 'refund', amount: 9000 };
    // Still pending at the provider: still Due.
    await deliver(event('refund.created', { ...providerRefund, status: 'pending' }));
    expect((await app.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]!.status).toBe(
      'Due',
    );
    const succeeded = event('refund.updated', { ...providerRefund, status: 'succeeded' });
    expect((await deliver(succeeded)).statusCode).toBe(200);
    const [paid] = await app.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(paid).toMatchObject({ status: 'Paid', reference: stored!.providerRefundId });
    expect(paid!.paidAt).toBeInstanceOf(Date);
    expect((await deliver(succeeded)).statusCode).toBe(200);
    const logged = await app.db.select().from(auditLogs).where(eq(auditLogs.action, 'refund.paid'));
    expect(logged).toHaveLength(1);
  });

  it('marks a card refund the provider could not make Failed, with why', async () => {
    const other = await book(
      app,
      student.token,
      bookingBody({ userName: 'Li Wei', packageId: await packageId(app, 'Standard') }),
    );
    const second = other.json().booking as { _id: string; totalPrice: number };
    const paid = event('checkout.session.completed', {
      id: 'cs_test_second',
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      currency: 'aud',
      amount_total: Math.round(second.totalPrice * 100),
      client_reference_id: second._id,
      metadata: { bookingId: second._id },
      payment_intent: 'pi_test_landed_2',
    });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await footprint(second._id)).paymentStatus).toBe('Verified');
    const [refund] = await app.db
      .insert(refunds)
      .values({ bookingId: second._id, amountCents: 1000 })
      .returning();
    expect(await app.cardRefunds.run()).toEqual({ sent: 1 });
    const [sent] = await app.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    await deliver(
      event('refund.updated', {
        id: sent!.providerRefundId,
        object: 'refund',
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
      }),
    );
    const [failed] = await app.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(failed).toMatchObject({
      status: 'Failed',
      failureReason: 'The card provider could not refund it (expired_or_canceled_card).',
      paidAt: null,
    });
  });
});
