import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { sendPartnerDigests } from '#server/operations/arrivals/send-partner-digests.ts';
import { deleteOldPartnerImports } from '#server/operations/partner-bookings/delete-old-partner-imports.ts';
import { runMonthEnd } from '#server/operations/partner-billing/run-month-end.ts';
import { periodicJob } from '#server/plugins/app/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    partnerJobs: {
      digests: () => Promise<number>;
      monthEnd: () => Promise<{ invoices: number; statements: number }>;
      uploads: () => Promise<number>;
    };
  }
}

// The partners' scheduled work (issue 27), on every instance like the reminders: the morning
// digest (docs/decisions/095), and at the month's end the invoices and commission statements
// (096, 097), and uploads deleted after 30 days (106). Each effect is claimed once across
// instances by its own unique key, or is a delete that happens once whoever runs it.
export default fp(
  async function partnerJobsScheduler(app: FastifyInstance) {
    app.decorate('partnerJobs', {
      digests: periodicJob(app, { name: 'partner digests', job: () => sendPartnerDigests(app) }),
      monthEnd: periodicJob(app, { name: 'partner month end', job: () => runMonthEnd(app) }),
      uploads: periodicJob(app, {
        name: 'partner uploads',
        job: () => deleteOldPartnerImports(app),
      }),
    });
  },
  {
    name: 'partner-jobs-scheduler',
    dependencies: [
      'partners-repository',
      'partner-bookings-repository',
      'partner-invoices-repository',
      'commissions-repository',
      'arrivals-repository',
      'notifications-repository',
      'mail',
    ],
  },
);
