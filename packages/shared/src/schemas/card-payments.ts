// Card payments through Stripe Checkout (issue 26 item 5; docs/decisions/089).
import { z } from 'zod';

export const CARD_MESSAGES = {
  transferPending:
    'Your bank transfer is waiting to be checked. Please contact us if you would rather pay by card.',
  providerUnavailable:
    'Card payment is not available right now. Please try again in a few minutes.',
  badSignature: 'The webhook signature is not valid.',
} as const;

export const checkoutResponseSchema = z.object({
  url: z.string().describe('The Stripe Checkout page to send the student to'),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true) });
