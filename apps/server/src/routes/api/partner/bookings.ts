import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  partnerBookingBodySchema,
  partnerBookingCreatedSchema,
  partnerBookingsQuerySchema,
  partnerBookingsResponseSchema,
} from '@landed/shared/schemas/partner-bookings';

import { signedInActorOf } from '#server/operations/audit.ts';
import { bookForStudent } from '#server/operations/partners/bookings/book-for-student.ts';
import { perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// A coordinator typing in students one by one; more than this is a CSV's work.
const BOOKINGS_PER_MINUTE = 30;

const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    {
      config: { rateLimit: perAccount({ max: BOOKINGS_PER_MINUTE, timeWindowMs: 60_000 }) },
      schema: {
        summary:
          "Book for one student: the booking's fields plus the student's address and name; the booking is the student's (an account made and invited when there is none)",
        body: partnerBookingBodySchema,
        response: {
          201: partnerBookingCreatedSchema,
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await bookForStudent(app, {
        partnerUser: request.partnerUser!,
        actor: signedInActorOf(request),
        body: request.body,
      });
      return reply.code(201).send({ bookingId: result.booking.bookingId, ...result });
    },
  );

  app.get(
    '/bookings',
    {
      schema: {
        summary: "The organisation's bookings, newest first (never another partner's)",
        querystring: partnerBookingsQuerySchema,
        response: { 200: partnerBookingsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      app.partnerBookingsRepository.listForPartner({
        partnerId: request.partnerUser!.partnerId,
        ...request.query,
      }),
  );
};

export default bookingRoutes;
