import type { FastifyInstance } from 'fastify';

import { sendCardRefunds } from '#server/operations/refunds/send-card-refunds.ts';
import { periodicJob } from './periodic-job.ts';

// Card refunds go back through the provider (docs/decisions/089), on every instance; without
// the Stripe keys the job does nothing.
export default function sendCardRefundsJob(app: FastifyInstance) {
  return periodicJob(app, { name: 'card refunds', job: () => sendCardRefunds(app) });
}
