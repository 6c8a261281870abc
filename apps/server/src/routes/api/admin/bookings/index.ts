import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminBookingResponseSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
  adminUpdateBookingBodySchema,
} from '@landed/shared/schemas/admin';
import { errorResponseSchema, idParamsSchema } from '@landed/shared/schemas/common';

import { changeBookingStatus } from '../../../../plugins/app/admin/change-booking-status.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];

const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'All bookings, newest first',
        security,
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
        tags: ['admin'],
        summary: 'Set a booking’s status (the student is notified; onboarding steps move)',
        security,
        params: idParamsSchema,
        body: adminUpdateBookingBodySchema,
        response: { 200: adminBookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      booking: await changeBookingStatus(app, {
        admin: request.user!,
        bookingId: request.params.id,
        status: request.body.status,
        ip: request.ip,
      }),
    }),
  );
};

export default bookingsRoutes;
