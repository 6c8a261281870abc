import type { FastifyInstance } from 'fastify';

import { runMonthEnd } from '#server/operations/partners/billing/run-month-end.ts';
import { periodicJob } from './periodic-job.ts';

// At the month's end, the partners' invoices and commission statements (docs/decisions/096,
// 097), on every instance: each document is claimed once across instances by its unique key.
export default function runPartnerMonthEndJob(app: FastifyInstance) {
  return periodicJob(app, { name: 'partner month end', job: () => runMonthEnd(app) });
}
