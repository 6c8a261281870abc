import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  BOOKING_MESSAGES,
  bankDetailsResponseSchema,
  bookingResponseSchema,
  bookingsResponseSchema,
  changeArrivalBodySchema,
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
import { cancellationQuoteSchema } from '@landed/shared/schemas/cancellation';
import { partnerConsentBodySchema } from '@landed/shared/schemas/partner-bookings';
import { localeQuerySchema } from '@landed/shared/schemas/translations';

import { notFound } from '#server/lib/http-errors.ts';
import { perAccount } from '#server/plugins/external/rate-limit.ts';
import { getBankDetails } from '#server/operations/bookings/get-bank-details.ts';
import { cancelBooking } from '#server/operations/bookings/cancel-booking.ts';
import { getCancellationQuote } from '#server/operations/bookings/get-cancellation-quote.ts';
import { markBookingPaid } from '#server/operations/bookings/mark-booking-paid.ts';
import { changeBookingArrival } from '#server/operations/bookings/change-booking-arrival.ts';
import { createBooking } from '#server/operations/bookings/create-booking.ts';
import { answerPartnerBooking } from '#server/operations/partners/bookings/answer-partner-booking.ts';
import { invoiceDownload } from '#server/routes/invoice-download.ts';
import { bearerAuth, errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';
import adjustmentNoteRoutes from './adjustment-notes.ts';
import arrivalRoutes from './arrival.ts';
import checkoutRoutes from './checkout.ts';
import messageRoutes from './messages.ts';
import ratingRoutes from './rating.ts';

const errors = errorResponses(403, 409);
// A student answers a partner's booking once; a few a minute covers a whole intake's.
const CONSENT_ANSWERS_PER_MINUTE = 10;

const BOOKING_FORMS = [
  'Two forms of the payload give the same booking (docs/decisions/047):',
  '',
  '- **The specification’s** (public §3): `packageId` equal to the package’s name (or',
  '  `packageName` alone), trimmed and in any case; for a custom package, `services:',
  '  [{serviceName, optionName, price, features}]`, each service named by its name or key and',
  '  each option by its name within that service, one option per service.',
  '- **By id**: `packageId` as the package’s `_id`, or `customSelections: [{optionId}]`.',
  '',
  '`totalPrice`, `bookingDate`, and the `price` and `features` a client sends are ignored: the',
  'server prices every booking from its own catalogue. An unknown or hidden package or option',
  'named by the client is a 400 naming it; an `_id` that is no longer bookable is a 409.',
].join('\n');

const contact = {
  userName: 'Mei Chen',
  email: 'mei.chen@example.com',
  phone: '+61 400 111 222',
  preferredDate: '2027-02-14',
  arrivalTime: '06:40',
  flightNumber: 'MU737',
  notes: 'One large suitcase.',
};
const BOOKING_EXAMPLES = {
  fixedByName: {
    summary: 'A fixed package, as public §3 gives it',
    value: {
      ...contact,
      packageName: 'Standard',
      packageId: 'Standard',
      bookingDate: '2026-11-24',
      userId: '0b6f3f3e-8c1e-4a36-9b1f-2f0c1c7f5a10',
      totalPrice: 180,
    },
  },
  customByName: {
    summary: 'A custom package, as public §3 gives it',
    value: {
      ...contact,
      packageName: 'Custom Package',
      packageId: 'Custom Package',
      bookingDate: '2026-11-24',
      userId: '0b6f3f3e-8c1e-4a36-9b1f-2f0c1c7f5a10',
      totalPrice: 70,
      services: [
        { serviceName: 'Airport Pickup', optionName: 'Premium', price: 45, features: [] },
        { serviceName: 'sim-card-setup', optionName: 'Standard', price: 25, features: [] },
      ],
    },
  },
  fixedById: {
    summary: 'A fixed package by its _id',
    value: { ...contact, packageId: '6d1c8f0e-3b52-4c9a-8f67-1e2d3c4b5a69' },
  },
  customById: {
    summary: 'A custom package by option ids',
    value: {
      ...contact,
      customSelections: [
        { optionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
        { optionId: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b' },
      ],
    },
  },
};

// A user's own bookings. Another user's booking answers 404, as if it did not exist.
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { tags: ['booking'], security: bearerAuth, errors: [400, 401, 404] });
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        summary: 'Book a fixed package or a custom one, in either of two forms',
        description: BOOKING_FORMS,
        body: createBookingBodySchema.meta({ 'x-examples': BOOKING_EXAMPLES }),
        response: { 201: createBookingResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(app, {
        user: request.user!,
        body: request.body,
        ip: request.ip,
      });
      return reply.code(201).send({ bookingId: booking.bookingId, booking });
    },
  );

  app.get(
    '/user/:userId',
    {
      schema: {
        summary: "The signed-in user's bookings, newest first",
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
        summary:
          'The bank account to pay into (set by administrators in the CMS); none while it is a placeholder',
        description:
          'In `?locale=`, the payment instructions read in that language while they are the built-in ones.',
        querystring: localeQuerySchema,
        response: { 200: bankDetailsResponseSchema, ...errors },
      },
    },
    async (request) => getBankDetails(app, { locale: request.query.locale }),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One of the signed-in user’s bookings',
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

  // What cancelling now would refund, for the cancel dialog (docs/decisions/085).
  app.get(
    '/:id/cancellation',
    {
      schema: {
        summary: 'What cancelling this booking now would refund, under the cancellation policy',
        description:
          'Amounts in AUD. `tier` is `at-least-<hours>h`, `below-tiers` or `after-arrival`; the notice is counted to the arrival in Melbourne time (the start of the day when no time is given).',
        params: idParamsSchema,
        response: { 200: cancellationQuoteSchema, ...errors },
      },
    },
    async (request) =>
      getCancellationQuote(app, { bookingId: request.params.id, userId: request.user!.id }),
  );

  // The booking's invoice (docs/decisions/061): a PDF once the payment is verified.
  await app.register(invoiceDownload({ ownBookingsOnly: true }));

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Cancel a pending booking ({status: "Cancelled"})',
        params: idParamsSchema,
        body: updateBookingBodySchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      booking: await cancelBooking(app, {
        user: request.user!,
        bookingId: request.params.id,
        ip: request.ip,
      }),
    }),
  );

  app.patch(
    '/:id/arrival',
    {
      schema: {
        summary: 'Change the arrival of a pending or confirmed booking',
        description: [
          'The owner moves the arrival (date, and optionally time, flight and destination',
          'address: a field left out keeps its value, an empty one clears it) until the CMS',
          'cut-off (24 hours by default) before the arrival as it stands, in Melbourne time; a',
          'booking without a time counts from the start of its day. Later: 409. The assigned',
          'driver is e-mailed, the team sees it in System Notifications, and the timeline keeps',
          'the old and new values (docs/decisions/064).',
        ].join('\n'),
        params: idParamsSchema,
        body: changeArrivalBodySchema,
        response: { 200: bookingResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      booking: await changeBookingArrival(app, {
        user: request.user!,
        bookingId: request.params.id,
        body: request.body,
        ip: request.ip,
      }),
    }),
  );

  app.patch(
    '/:id/mark-paid',
    {
      schema: {
        summary: '"I have paid": record a bank-transfer claim for verification',
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
        ip: request.ip,
      }),
    }),
  );

  app.patch(
    '/:id/partner-consent',
    {
      config: { rateLimit: perAccount({ max: CONSENT_ANSWERS_PER_MINUTE, timeWindowMs: 60_000 }) },
      schema: {
        summary: 'Accept or refuse a booking a partner made for you ({accept})',
        description:
          'Only while the booking waits for your answer (409 otherwise). Accepting shares it with the partner (your consent is recorded); refusing cancels it (docs/decisions/105).',
        params: idParamsSchema,
        body: partnerConsentBodySchema,
        response: { 200: bookingResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      booking: await answerPartnerBooking(app, {
        user: request.user!,
        bookingId: request.params.id,
        accept: request.body.accept,
        ip: request.ip,
      }),
    }),
  );

  // The arrival pass and calendar file (docs/decisions/062).
  await app.register(arrivalRoutes);
  // GET /:id/adjustment-notes/:number (docs/decisions/087).
  await app.register(adjustmentNoteRoutes);
  // Pay by card (docs/decisions/089).
  await app.register(checkoutRoutes);
  // Rate the pickup once it is done (issue 35 item 5).
  await app.register(ratingRoutes);
  // The chat on the pass (issue 35 item 4, docs/decisions/134).
  await app.register(messageRoutes);
};

export default bookingRoutes;
