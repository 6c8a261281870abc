import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Stripe from 'stripe';

declare module 'fastify' {
  interface FastifyInstance {
    // The Stripe client, or null when the keys are not set: then nothing offers, starts or
    // accepts a card payment (docs/decisions/089).
    stripe: Stripe | null;
  }
}

export default fp(
  async function stripe(app: FastifyInstance) {
    const settings = app.config.stripe;
    app.decorate(
      'stripe',
      settings
        ? new Stripe(settings.secretKey, {
            // The SDK retries a failed call itself with the same idempotency key; the refund
            // worker retries on its next run anyway.
            maxNetworkRetries: 1,
            timeout: 20_000,
            ...(settings.api ?? {}),
          })
        : null,
    );
  },
  { name: 'stripe' },
);
