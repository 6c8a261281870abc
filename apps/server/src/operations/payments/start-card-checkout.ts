import type { FastifyInstance } from 'fastify';

import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { CARD_MESSAGES } from '@landed/shared/schemas/card-payments';
import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';

import { conflict, HttpError, notFound } from '#server/lib/http-errors.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';

// POST /api/booking/{id}/checkout: a Stripe Checkout Session for the booking's own total, in
// AUD, by card (Apple Pay and Google Pay come with it), Alipay or WeChat Pay. Nothing is stored
// yet: the payment exists once the provider's signed webhook says it was paid, so an abandoned
// checkout leaves no claim for staff to wonder about (docs/decisions/089). The amount is the
// server's; the booking's id travels as client_reference_id and metadata for the webhook.
export async function startCardCheckout(
  app: FastifyInstance,
  { user, bookingId }: { user: AuthState; bookingId: string },
): Promise<{ url: string }> {
  const stripe = app.stripe;
  if (!stripe) throw notFound('Not found.');
  const booking = await app.bookingsRepository.findForUser(bookingId, user.id);
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  if (booking.status === 'Cancelled')
    throw conflict(BOOKING_MESSAGES.cancelledCannotPay, 'BOOKING_CANCELLED');
  // Its partner pays it on the monthly invoice (docs/decisions/096).
  if (booking.billedToPartner)
    throw conflict(PARTNER_BILLING_MESSAGES.paysOnAccount, 'BILLED_TO_PARTNER');
  if (booking.paymentStatus === 'Verified')
    throw conflict(BOOKING_MESSAGES.alreadyPaid, 'ALREADY_PAID');
  // A transfer the student says they made is checked first; paying twice is worse than waiting.
  if (booking.paymentStatus === 'Verification Pending')
    throw conflict(CARD_MESSAGES.transferPending, 'TRANSFER_PENDING');

  const dashboard = `${app.config.appUrl}/dashboard`;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      currency: 'aud',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'aud',
            unit_amount: booking.totalPriceCents,
            product_data: { name: `${booking.packageName} (${booking.bookingRef})` },
          },
        },
      ],
      // The SDK's API version (2026-10-28) filters the methods the account has turned on with
      // this list; `payment_method_types` is gone from its create call.
      allowed_payment_method_types: ['card', 'alipay', 'wechat_pay'],
      payment_method_options: { wechat_pay: { client: 'web' } },
      client_reference_id: booking.id,
      metadata: { bookingId: booking.id, bookingRef: booking.bookingRef },
      payment_intent_data: { metadata: { bookingId: booking.id, bookingRef: booking.bookingRef } },
      customer_email: booking.contactEmail,
      locale: 'auto',
      success_url: `${dashboard}?payment=card&booking=${booking.bookingRef}`,
      cancel_url: `${dashboard}?booking=${booking.bookingRef}`,
    });
    if (!session.url) throw new Error('Checkout Session without a url');
    return { url: session.url };
  } catch (error) {
    // The provider's message may name the account or the key's mode: the log has it, the
    // student gets the house's words.
    app.log.error({ err: error, bookingId }, 'Stripe Checkout Session could not be created');
    throw new HttpError({ statusCode: 503, message: CARD_MESSAGES.providerUnavailable });
  }
}
