import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  BOOKING_MESSAGES,
  bankDetailsResponseSchema,
  bookingResponseSchema,
  bookingsResponseSchema,
  createBookingBodySchema,
  createBookingResponseSchema,
  markPaidBodySchema,
  updateBookingBodySchema,
  userBookingsParamsSchema,
} from '@landed/shared/schemas/booking';
import {
  errorResponseSchema,
  idParamsSchema,
  listQuerySchema,
} from '@landed/shared/schemas/common';

import { notFound } from '../../../lib/http-errors.ts';
import { cancelBooking, markBookingPaid } from '../../../plugins/app/bookings/change-booking.ts';
import { createBooking } from '../../../plugins/app/bookings/create-booking.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];

// A user's own bookings. Another user's booking answers 404, as if it did not exist.
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        tags: ['booking'],
        summary: 'Book a fixed package (packageId) or a custom one (customSelections)',
        security,
        body: createBookingBodySchema,
        response: { 201: createBookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(app, { user: request.user!, body: request.body });
      return reply.code(201).send({ bookingId: booking.bookingId, booking });
    },
  );

  app.get(
    '/user/:userId',
    {
      schema: {
        tags: ['booking'],
        summary: "The signed-in user's bookings, newest first",
        security,
        params: userBookingsParamsSchema,
        querystring: listQuerySchema,
        response: { 200: bookingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.userId !== request.user!.id) throw notFound(BOOKING_MESSAGES.notFound);
      return app.bookingsRepository.listForUser(request.user!.id, request.query);
    },
  );

  app.get(
    '/bank-details',
    {
      schema: {
        tags: ['booking'],
        summary: 'The bank account to pay into (set by administrators in the CMS)',
        security,
        response: { 200: bankDetailsResponseSchema, ...errors },
      },
    },
    async () => ({ bankDetails: await app.bookingsRepository.bankDetails() }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'One of the signed-in user’s bookings',
        security,
        params: idParamsSchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.bookingsRepository.findForUser(request.params.id, request.user!.id);
      if (!row) throw notFound(BOOKING_MESSAGES.notFound);
      const [booking] = await app.bookingsRepository.hydrate([row]);
      return { booking: booking! };
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'Cancel a pending booking ({status: "Cancelled"})',
        security,
        params: idParamsSchema,
        body: updateBookingBodySchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      booking: await cancelBooking(app, { user: request.user!, bookingId: request.params.id }),
    }),
  );

  app.patch(
    '/:id/mark-paid',
    {
      schema: {
        tags: ['booking'],
        summary: '"I have paid": record a bank-transfer claim for verification',
        security,
        params: idParamsSchema,
        body: markPaidBodySchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      booking: await markBookingPaid(app, {
        user: request.user!,
        bookingId: request.params.id,
        reference: request.body?.reference || undefined,
      }),
    }),
  );
};

export default bookingRoutes;
