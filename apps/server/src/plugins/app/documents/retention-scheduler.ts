import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { expireDocuments } from '#server/operations/documents/expire-documents.ts';
import { periodicJob } from '#server/plugins/app/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    documentRetention: { run: () => Promise<{ noticed: number; deleted: number }> };
  }
}

// Document retention (docs/decisions/066), on every instance.
export default fp(
  async function retentionScheduler(app: FastifyInstance) {
    app.decorate('documentRetention', {
      run: periodicJob(app, { name: 'document retention', job: () => expireDocuments(app) }),
    });
  },
  {
    name: 'retention-scheduler',
    dependencies: ['documents-repository', 'notifications-repository', 'mail'],
  },
);
