import type { FastifyInstance } from 'fastify';

import { deleteOldPartnerImports } from '#server/operations/partners/bookings/delete-old-partner-imports.ts';
import { periodicJob } from './periodic-job.ts';

// Partners' uploads deleted after 30 days (docs/decisions/106), on every instance: a delete
// happens once whoever runs it.
export default function deleteOldPartnerImportsJob(app: FastifyInstance) {
  return periodicJob(app, { name: 'partner uploads', job: () => deleteOldPartnerImports(app) });
}
