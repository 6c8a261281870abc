import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { webhookResponseSchema } from '@landed/shared/schemas/card-payments';

import { handleStripeWebhook } from '#server/operations/payments/handle-stripe-webhook.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

// The card provider's webhook (docs/decisions/089). No session: the signature over the raw body
// is the whole of the authentication, so this plugin keeps the body as it arrived (the parser
// is scoped to it) and lets the SDK check it before anything is read.
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { tags: ['payments'] });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      schema: {
        summary: 'Stripe events (signed): card payments and card refunds',
        description:
          'checkout.session.completed verifies the payment; refund.updated / charge.refunded settle a card refund. Each event is processed once, however often it is delivered. 400 on a bad signature; 404 when the Stripe keys are not set.',
        response: { 200: webhookResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await handleStripeWebhook(app, {
        payload: typeof request.body === 'string' ? request.body : '',
        signature: request.headers['stripe-signature'] as string | undefined,
      });
      return { received: true as const };
    },
  );
};

export default paymentsRoutes;
