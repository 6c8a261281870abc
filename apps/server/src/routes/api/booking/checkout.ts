import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { checkoutResponseSchema } from '@landed/shared/schemas/card-payments';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { startCardCheckout } from '#server/operations/payments/start-card-checkout.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// Pay by card (docs/decisions/089): behind the booking routes' sign-in hook; 404 when the
// Stripe keys are not set, as if the route did not exist.
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/checkout',
    {
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.cardCheckout) },
      schema: {
        summary: 'Pay a booking by card, Alipay or WeChat Pay (Stripe Checkout)',
        description: [
          'Answers the Stripe Checkout page to send the student to, for the booking’s own total',
          'in AUD. The booking becomes paid only when Stripe’s signed webhook says so, never from',
          'the redirect back. 404 when the business takes no card payments; 409 when the booking',
          'is cancelled, already paid, or has a bank transfer waiting to be checked.',
        ].join('\n'),
        params: idParamsSchema,
        response: {
          200: checkoutResponseSchema,
          ...errorResponses(409, 429, 503),
        },
      },
    },
    async (request) =>
      startCardCheckout(app, { user: request.user!, bookingId: request.params.id }),
  );
};

export default checkoutRoutes;
