import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { sendCardRefunds } from '#server/operations/payments/send-card-refunds.ts';
import { periodicJob } from '#server/plugins/app/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cardRefunds: { run: () => Promise<{ sent: number }> };
  }
}

// Card refunds go back through the provider (docs/decisions/089), on every instance; without
// the Stripe keys the job does nothing.
export default fp(
  async function cardRefundsScheduler(app: FastifyInstance) {
    app.decorate('cardRefunds', {
      run: periodicJob(app, { name: 'card refunds', job: () => sendCardRefunds(app) }),
    });
  },
  { name: 'card-refunds-scheduler', dependencies: ['card-payments-repository', 'stripe'] },
);
