// The arrival pass and the arrival's calendar file of a student's own booking (issue 15
// items 6 and 7, docs/decisions/062). Registered inside the booking routes, behind their
// sign-in hook; another user's booking answers 404.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  arrivalPassResponseSchema,
  bookingKeyParamsSchema,
} from '@landed/shared/schemas/arrival-pass';

import { findOwnBooking, getArrivalPass } from '#server/operations/bookings/get-arrival-pass.ts';
import { getBookingCalendar } from '#server/operations/calendars/get-booking-calendar.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import {
  liveStreamResponse,
  liveStreamSchema,
  openLiveStream,
} from '#server/routes/live-stream.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

const arrivalRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [403] });

  app.get(
    '/:id/pass',
    {
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.arrivalPass) },
      schema: {
        summary: 'The arrival pass of one of your bookings (by _id or reference)',
        description:
          'What to show in the arrivals hall: the reference and its QR code, flight, time (Melbourne), driver once assigned, meeting point, what to do if you cannot find your driver, emergency and support numbers. The web app keeps the answer for offline use.',
        params: bookingKeyParamsSchema,
        response: { 200: arrivalPassResponseSchema, ...errorResponses(429) },
      },
    },
    async (request) => ({
      pass: await getArrivalPass(app, { userId: request.user!.id, key: request.params.id }),
    }),
  );

  // Live (issue 35): this booking's changes only (the driver's status, who is coming).
  app.get(
    '/:id/live',
    {
      schema: {
        summary: 'Your pass live: an event stream naming your booking each time it changes',
        ...liveStreamSchema,
        params: bookingKeyParamsSchema,
        response: { 200: liveStreamResponse, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const booking = await findOwnBooking(app, { userId, key: request.params.id });
      return openLiveStream({
        request,
        reply,
        accepts: (change) => change.bookingId === booking.id && change.userId === userId,
        stillAllowed: async () => {
          await app.authenticate(request);
          return request.user?.id === userId;
        },
      });
    },
  );

  app.get(
    '/:id/calendar.ics',
    {
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.bookingCalendar) },
      schema: {
        summary: 'Your arrival as an iCalendar event (by _id or reference)',
        description:
          'A `text/calendar` file: one event at the arrival time in Australia/Melbourne time (DTSTART with TZID and its VTIMEZONE), or a whole-day event while the time is unknown.',
        params: bookingKeyParamsSchema,
        response: errorResponses(429),
      },
    },
    async (request, reply) => {
      const file = await getBookingCalendar(app, {
        userId: request.user!.id,
        key: request.params.id,
      });
      // Text, not JSON: sent through the untyped reply (the schema documents the errors).
      return (reply as FastifyReply)
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};

export default arrivalRoutes;
