import type { FastifyInstance } from 'fastify';

import { sendPartnerDigests } from '#server/operations/partners/arrivals/send-partner-digests.ts';
import { periodicJob } from './periodic-job.ts';

// The partners' morning digest (docs/decisions/095), on every instance: each digest is claimed
// once across instances by its own unique key.
export default function sendPartnerDigestsJob(app: FastifyInstance) {
  return periodicJob(app, { name: 'partner digests', job: () => sendPartnerDigests(app) });
}
