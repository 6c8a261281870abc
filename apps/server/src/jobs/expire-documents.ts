import type { FastifyInstance } from 'fastify';

import { expireDocuments } from '#server/operations/documents/expire-documents.ts';
import { periodicJob } from './periodic-job.ts';

// Document retention (docs/decisions/066), on every instance: the notice is claimed by its
// unique key and a file is deleted once, whoever runs it.
export default function expireDocumentsJob(app: FastifyInstance) {
  return periodicJob(app, { name: 'document retention', job: () => expireDocuments(app) });
}
