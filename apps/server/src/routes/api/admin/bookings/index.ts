import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminBookingResponseSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
  adminUpdateBookingBodySchema,
} from '@landed/shared/schemas/admin';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { changeBookingStatus } from '#server/operations/bookings/change-booking-status.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';
import assignmentRoutes from './assignment.ts';

const errors = errorResponses(400, 401, 403, 404);

const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The arrivals board's dispatch: PATCH /:id/assignment (docs/decisions/060).
  await app.register(assignmentRoutes);

  app.get(
    '/',
    {
      schema: {
        summary: 'All bookings, newest first',
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingsResponseSchema, ...errors },
      },
    },
    async (request) => app.bookingsRepository.listAll(request.query),
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Set a booking’s status (the student is notified; onboarding steps move)',
        params: idParamsSchema,
        body: adminUpdateBookingBodySchema,
        response: { 200: adminBookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      booking: await changeBookingStatus(app, {
        actor: signedInActorOf(request),
        bookingId: request.params.id,
        status: request.body.status,
      }),
    }),
  );
};

export default bookingsRoutes;
