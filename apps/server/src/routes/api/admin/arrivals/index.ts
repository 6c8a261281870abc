import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  arrivalsExportQuerySchema,
  arrivalsQuerySchema,
  arrivalsResponseSchema,
  dispatchSettingsBodySchema,
  dispatchSettingsResponseSchema,
} from '@landed/shared/schemas/arrivals';

import { sendCsv } from '#server/lib/csv.ts';
import { actorOf } from '#server/operations/audit.ts';
import { exportArrivals } from '#server/operations/arrivals/export-arrivals.ts';
import { listArrivals } from '#server/operations/arrivals/list-arrivals.ts';
import { updateDispatchSettings } from '#server/operations/arrivals/update-dispatch-settings.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

// The arrivals board (docs/decisions/060): read by every role that reads bookings; the
// default meeting point is changed by those who change bookings.
const arrivalsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400] });

  app.get(
    '/',
    {
      schema: {
        summary:
          'Pending and Confirmed bookings arriving between two days (Melbourne), by day and time',
        querystring: arrivalsQuerySchema,
        response: { 200: arrivalsResponseSchema },
      },
    },
    async (request) => {
      const { limit, page, ...query } = request.query;
      return listArrivals(app, { query, limit, page });
    },
  );

  app.get(
    '/export',
    {
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.csvExport) },
      schema: {
        summary: 'The arrivals board as CSV (the whole range, same filters)',
        querystring: arrivalsExportQuerySchema,
        response: errorResponses(429),
      },
    },
    async (request, reply) => {
      const { csv, from, to } = await exportArrivals(app, {
        actor: actorOf(request),
        query: request.query,
      });
      return sendCsv(reply as FastifyReply, { name: `arrivals-${from}-to-${to}`, csv });
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        summary:
          'How pickups run: the default meeting point, and the hours before an arrival after which a student cannot change it',
        response: { 200: dispatchSettingsResponseSchema },
      },
    },
    async () => ({ settings: await app.arrivalsRepository.dispatchSettings() }),
  );

  app.put(
    '/settings',
    {
      schema: {
        summary: 'Set the default meeting point and/or the arrival-change cut-off',
        body: dispatchSettingsBodySchema,
        response: { 200: dispatchSettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await updateDispatchSettings(app, {
        actor: actorOf(request),
        patch: request.body,
      }),
    }),
  );
};

export default arrivalsRoutes;
