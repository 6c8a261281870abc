// Private calendar feeds (docs/decisions/062): /api/calendar/{secret}.ics, fetched by calendar
// apps without a session; the secret in the address is the whole of the protection. The request
// log shows the address without it (app.ts).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { calendarFeedParamsSchema } from '@landed/shared/schemas/arrival-pass';

import { CALENDAR_CONTENT_TYPE } from '#server/lib/ical.ts';
import { readCalendarFeed } from '#server/operations/calendars/read-calendar-feed.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

// Calendar apps refresh a feed every few minutes to every few hours; anything faster from one
// address is a script.
export const CALENDAR_FEED_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { tags: ['calendar'] });
  app.get(
    '/:file',
    {
      config: { rateLimit: CALENDAR_FEED_RATE_LIMIT },
      schema: {
        summary: 'A private calendar feed of upcoming pickups ({secret}.ics)',
        description:
          'The feed of an administrator (every upcoming Pending or Confirmed booking) or of a driver (the bookings assigned to them), from a week back to a year ahead, in Australia/Melbourne time. Made in the back-office; a revoked or unknown secret answers 404.',
        params: calendarFeedParamsSchema,
        response: errorResponses(404, 429),
      },
    },
    async (request, reply) => {
      const body = await readCalendarFeed(app, { file: request.params.file });
      return (reply as FastifyReply)
        .header('content-type', CALENDAR_CONTENT_TYPE)
        .header('content-disposition', 'inline; filename="landed-pickups.ics"')
        .header('cache-control', 'private, no-cache')
        .send(body);
    },
  );
};

export default calendarRoutes;
