import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminPaymentResponseSchema,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  rejectPaymentBodySchema,
} from '@landed/shared/schemas/admin';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { reviewPayment } from '#server/operations/payments/review-payment.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404, 409] });

  app.get(
    '/',
    {
      schema: {
        summary: 'Payment claims and verified payments',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema },
      },
    },
    async (request) => app.paymentsRepository.list(request.query),
  );

  app.post(
    '/:id/verify',
    {
      schema: {
        summary: 'Verify a payment claim',
        params: idParamsSchema,
        response: { 200: adminPaymentResponseSchema },
      },
    },
    async (request) => ({
      payment: await reviewPayment(app, {
        actor: signedInActorOf(request),
        paymentId: request.params.id,
        decision: 'Verified',
      }),
    }),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        summary: 'Reject a payment claim with a reason for the student',
        params: idParamsSchema,
        body: rejectPaymentBodySchema,
        response: { 200: adminPaymentResponseSchema },
      },
    },
    async (request) => ({
      payment: await reviewPayment(app, {
        actor: signedInActorOf(request),
        paymentId: request.params.id,
        decision: 'Rejected',
        reason: request.body.reason,
      }),
    }),
  );
};

export default paymentsRoutes;
