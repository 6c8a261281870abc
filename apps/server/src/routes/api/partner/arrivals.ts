import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  partnerArrivalsQuerySchema,
  partnerArrivalsResponseSchema,
} from '@landed/shared/schemas/partner-board';

import { listPartnerArrivals } from '#server/operations/partners/arrivals/list-partner-arrivals.ts';
import { requirePartnerUser } from '#server/plugins/app/partners/partner-auth.ts';
import {
  liveStreamResponse,
  liveStreamSchema,
  openLiveStream,
} from '#server/routes/live-stream.ts';
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

  // Live (issue 35): the partner's own students' bookings only.
  app.get(
    '/arrivals/live',
    {
      schema: {
        summary:
          "The partner's board live: an event stream naming each of its bookings that changes",
        ...liveStreamSchema,
        response: { 200: liveStreamResponse, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { partnerId } = request.partnerUser!;
      return openLiveStream({
        request,
        reply,
        accepts: (change) => change.partnerId === partnerId,
        stillAllowed: async () => {
          request.user = null;
          await requirePartnerUser(request);
          return request.partnerUser?.partnerId === partnerId;
        },
      });
    },
  );
};

export default arrivalsRoutes;
