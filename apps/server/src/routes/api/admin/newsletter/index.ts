import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendCsv } from '#server/lib/csv.ts';
import { actorOf } from '#server/operations/audit.ts';
import { exportSubscribers } from '#server/operations/newsletter/export-subscribers.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// Newsletter subscribers as a CSV download (Content (CMS) tab).
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.csvExport) },
      schema: {
        summary: 'Newsletter subscribers as CSV',
        response: errorResponses(429),
      },
    },
    async (request, reply) => {
      const csv = await exportSubscribers(app, { actor: actorOf(request) });
      return sendCsv(reply as FastifyReply, { name: 'newsletter', csv });
    },
  );
};

export default newsletterRoutes;
