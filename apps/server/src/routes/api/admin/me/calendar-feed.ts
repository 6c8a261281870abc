// The signed-in administrator's own private calendar feed (docs/decisions/062): whether it
// exists, make (or replace) it, revoke it. Any role that may read bookings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '@landed/shared/schemas/arrival-pass';

import { signedInActorOf } from '#server/operations/audit.ts';
import { createCalendarFeed } from '#server/operations/calendars/create-calendar-feed.ts';
import { getCalendarFeed } from '#server/operations/calendars/get-calendar-feed.ts';
import { revokeCalendarFeed } from '#server/operations/calendars/revoke-calendar-feed.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

const config = { permission: 'bookings:read' } as const;

const myCalendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [404] });

  app.get(
    '/',
    {
      config,
      schema: {
        summary: 'Whether you have a private calendar feed of upcoming pickups',
        response: { 200: calendarFeedStatusSchema },
      },
    },
    async (request) => getCalendarFeed(app, { owner: { userId: request.user!.id } }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        summary: 'Make your private calendar feed (a new address; the old one stops working)',
        response: { 201: calendarFeedCreatedSchema },
      },
    },
    async (request, reply) => {
      const actor = signedInActorOf(request);
      const created = await createCalendarFeed(app, { actor, owner: { userId: actor.id } });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/',
    {
      config,
      schema: {
        summary: 'Revoke your private calendar feed (its address answers 404 from now on)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = signedInActorOf(request);
      await revokeCalendarFeed(app, { actor, owner: { userId: actor.id } });
      return reply.code(204).send(null);
    },
  );
};

export default myCalendarFeedRoutes;
