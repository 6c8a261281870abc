import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  partnerArrivalsQuerySchema,
  partnerArrivalsResponseSchema,
} from '@landed/shared/schemas/partner-board';

import { listPartnerArrivals } from '#server/operations/partners/arrivals/list-partner-arrivals.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// The partner's board (docs/decisions/095): read-only, only its own students.
const arrivalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arrivals',
    {
      schema: {
        summary:
          "The partner's students arriving between two days (Melbourne): status, payment, driver, pickup",
        querystring: partnerArrivalsQuerySchema,
        response: { 200: partnerArrivalsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { limit, page, ...query } = request.query;
      const { partnerId } = request.partnerUser!;
      return listPartnerArrivals(app, { partnerId, query, limit, page });
    },
  );
};

export default arrivalsRoutes;
