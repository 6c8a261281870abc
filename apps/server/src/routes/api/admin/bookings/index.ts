import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminBookingResponseSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
  adminUpdateBookingBodySchema,
} from '@landed/shared/schemas/admin';
import {
  adminBookingDetailResponseSchema,
  bookingNoteBodySchema,
  bookingTimelineResponseSchema,
} from '@landed/shared/schemas/booking-timeline';
import { cancellationQuoteSchema } from '@landed/shared/schemas/cancellation';
import { idParamsSchema } from '@landed/shared/schemas/common';
import { reissuedInvoiceResponseSchema } from '@landed/shared/schemas/invoice';

import { addBookingNote } from '#server/operations/bookings/add-booking-note.ts';
import { changeBookingStatus } from '#server/operations/bookings/change-booking-status.ts';
import { getBookingDetail } from '#server/operations/bookings/get-booking-detail.ts';
import { getCancellationQuote } from '#server/operations/bookings/get-cancellation-quote.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import { reissueTaxInvoice } from '#server/operations/invoices/reissue-tax-invoice.ts';
import { invoiceDownload } from '#server/routes/invoice-download.ts';
import { errorResponses } from '#server/routes/route-schema.ts';
import adjustmentNoteRoutes from './adjustment-notes.ts';
import assignmentRoutes from './assignment.ts';
import driverPhotoRoutes from './driver-photos.ts';
import adminMessageRoutes from './messages.ts';

const errors = errorResponses(400, 404);

const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The arrivals board's dispatch: PATCH /:id/assignment (docs/decisions/060).
  await app.register(assignmentRoutes);
  // GET /:id/adjustment-notes/:number (docs/decisions/087).
  await app.register(adjustmentNoteRoutes);
  // GET /:id/driver-photos/:photoId (issue 35).
  await app.register(driverPhotoRoutes);
  // The chat on the pass, answered from the board (docs/decisions/134).
  await app.register(adminMessageRoutes);

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

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One booking and its timeline (events and mails, oldest first)',
        params: idParamsSchema,
        response: { 200: adminBookingDetailResponseSchema, ...errors },
      },
    },
    async (request) => getBookingDetail(app, { bookingId: request.params.id }),
  );

  // What the policy returns if staff cancel now, shown before they confirm (issue 31).
  app.get(
    '/:id/cancellation',
    {
      schema: {
        summary: 'What cancelling this booking now would refund, under the cancellation policy',
        params: idParamsSchema,
        response: { 200: cancellationQuoteSchema, ...errors },
      },
    },
    async (request) => getCancellationQuote(app, { bookingId: request.params.id }),
  );

  app.post(
    '/:id/notes',
    {
      schema: {
        summary: 'Add an internal note to a booking’s timeline (never shown to the student)',
        params: idParamsSchema,
        body: bookingNoteBodySchema,
        response: { 201: bookingTimelineResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const timeline = await addBookingNote(app, {
        actor: signedInActorOf(request),
        bookingId: request.params.id,
        note: request.body.note,
      });
      return reply.code(201).send({ timeline });
    },
  );

  // A booking's invoice (docs/decisions/061), for anyone who may read bookings.
  await app.register(invoiceDownload({ ownBookingsOnly: false }));

  // A plain invoice, issued while no ABN was on record, re-issued as a tax invoice
  // (docs/decisions/079): for whoever may verify payments, which is what issues invoices.
  app.post(
    '/:id/invoice/reissue',
    {
      schema: {
        summary:
          'Re-issue a booking’s plain invoice as a tax invoice (new number, names the first)',
        params: idParamsSchema,
        response: { 200: reissuedInvoiceResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) =>
      reissueTaxInvoice(app, { bookingId: request.params.id, actor: signedInActorOf(request) }),
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
        refundOverride:
          request.body.refundAmount === undefined
            ? undefined
            : { amount: request.body.refundAmount, reason: request.body.refundReason ?? '' },
      }),
    }),
  );
};

export default bookingsRoutes;
