// A driver's private calendar feed (docs/decisions/062): the pickups assigned to them, for the
// calendar on their phone. Mounted at /api/admin/drivers beside the drivers' own routes, in a
// section of its own; reading needs bookings:read, making and revoking bookings:write.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '@landed/shared/schemas/arrival-pass';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { signedInActorOf } from '#server/operations/audit.ts';
import { createCalendarFeed } from '#server/operations/calendars/create-calendar-feed.ts';
import { getCalendarFeed } from '#server/operations/calendars/get-calendar-feed.ts';
import { revokeCalendarFeed } from '#server/operations/calendars/revoke-calendar-feed.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

const driverCalendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404] });

  app.get(
    '/:id/calendar-feed',
    {
      schema: {
        summary: 'Whether a driver has a private calendar feed',
        params: idParamsSchema,
        response: { 200: calendarFeedStatusSchema },
      },
    },
    async (request) => getCalendarFeed(app, { owner: { driverId: request.params.id } }),
  );

  app.post(
    '/:id/calendar-feed',
    {
      schema: {
        summary: 'Make a driver’s private calendar feed (a new address; the old one stops working)',
        params: idParamsSchema,
        response: { 201: calendarFeedCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createCalendarFeed(app, {
        actor: signedInActorOf(request),
        owner: { driverId: request.params.id },
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/:id/calendar-feed',
    {
      schema: {
        summary: 'Revoke a driver’s private calendar feed',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(app, {
        actor: signedInActorOf(request),
        owner: { driverId: request.params.id },
      });
      return reply.code(204).send(null);
    },
  );
};

export default driverCalendarFeedRoutes;
