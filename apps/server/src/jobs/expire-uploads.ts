import type { FastifyInstance } from 'fastify';

import { expireUploads } from '#server/operations/uploads/expire-uploads.ts';
import { periodicJob } from './periodic-job.ts';

// Uploads' retention (docs/decisions/066), on every instance: the notice is claimed by its
// unique key and a file is deleted once, whoever runs it.
export default function expireUploadsJob(app: FastifyInstance) {
  return periodicJob(app, { name: 'document retention', job: () => expireUploads(app) });
}
