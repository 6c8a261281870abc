import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminPaymentResponseSchema,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  rejectPaymentBodySchema,
} from '@landed/shared/schemas/admin';
import { errorResponseSchema, idParamsSchema } from '@landed/shared/schemas/common';

import { reviewPayment } from '../../../../plugins/app/admin/review-payment.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Payment claims and verified payments',
        security,
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema, ...errors },
      },
    },
    async (request) => app.paymentsRepository.list(request.query),
  );

  app.post(
    '/:id/verify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verify a payment claim',
        security,
        params: idParamsSchema,
        response: { 200: adminPaymentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      payment: await reviewPayment(app, {
        admin: request.user!,
        paymentId: request.params.id,
        decision: 'Verified',
        ip: request.ip,
      }),
    }),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a payment claim with a reason for the student',
        security,
        params: idParamsSchema,
        body: rejectPaymentBodySchema,
        response: { 200: adminPaymentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      payment: await reviewPayment(app, {
        admin: request.user!,
        paymentId: request.params.id,
        decision: 'Rejected',
        reason: request.body.reason,
        ip: request.ip,
      }),
    }),
  );
};

export default paymentsRoutes;
