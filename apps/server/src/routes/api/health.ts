import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponseSchema } from '@landed/shared/schemas/common';
import { healthResponseSchema } from '@landed/shared/schemas/health';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => {
      // A failure here is a lost database: the error handler answers 503.
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};

export default healthRoutes;
