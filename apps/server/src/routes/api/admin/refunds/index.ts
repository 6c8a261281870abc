// The refunds queue of the Payments tab (issue 26; docs/decisions/086 "Paid or failed"): for
// whoever may act on payments, reads included, since a refund's detail is a bank account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { idParamsSchema } from '@landed/shared/schemas/common';
import {
  adminRefundDetailResponseSchema,
  adminRefundResponseSchema,
  adminRefundsQuerySchema,
  adminRefundsResponseSchema,
  markRefundFailedBodySchema,
  markRefundPaidBodySchema,
} from '@landed/shared/schemas/refund';

import { signedInActorOf } from '#server/operations/audit.ts';
import { confirmRefundAccountChange } from '#server/operations/refunds/confirm-refund-account-change.ts';
import { decideRefund } from '#server/operations/refunds/decide-refund.ts';
import { getRefundDetail } from '#server/operations/refunds/get-refund-detail.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404, 409] });

  app.get(
    '/',
    {
      schema: {
        summary: 'Refunds, newest first (Due: to pay)',
        querystring: adminRefundsQuerySchema,
        response: { 200: adminRefundsResponseSchema },
      },
    },
    async (request) => app.refundsRepository.list(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One refund, with the account to pay it into in full (the read is logged)',
        params: idParamsSchema,
        response: { 200: adminRefundDetailResponseSchema },
      },
    },
    async (request) =>
      getRefundDetail(app, { refundId: request.params.id, actor: signedInActorOf(request) }),
  );

  app.post(
    '/:id/paid',
    {
      schema: {
        summary: 'Record a refund as paid by bank transfer (issues the adjustment note)',
        params: idParamsSchema,
        body: markRefundPaidBodySchema,
        response: { 200: adminRefundResponseSchema },
      },
    },
    async (request) => ({
      refund: await decideRefund(app, {
        actor: signedInActorOf(request),
        refundId: request.params.id,
        decision: { status: 'Paid', reference: request.body.reference },
      }),
    }),
  );

  app.post(
    '/:id/confirm-account-change',
    {
      schema: {
        summary: 'Pay a Due refund to the account the student changed to after it fell due',
        description:
          'A refund keeps the account it was due to when the student changes theirs (issue 31); this moves it to the new one. 409 when the refund is not Due or no change waits.',
        params: idParamsSchema,
        response: { 200: adminRefundResponseSchema },
      },
    },
    async (request) => ({
      refund: await confirmRefundAccountChange(app, {
        actor: signedInActorOf(request),
        refundId: request.params.id,
      }),
    }),
  );

  app.post(
    '/:id/failed',
    {
      schema: {
        summary: 'Record that a refund could not be paid, with a reason for the student',
        params: idParamsSchema,
        body: markRefundFailedBodySchema,
        response: { 200: adminRefundResponseSchema },
      },
    },
    async (request) => ({
      refund: await decideRefund(app, {
        actor: signedInActorOf(request),
        refundId: request.params.id,
        decision: { status: 'Failed', reason: request.body.reason },
      }),
    }),
  );
};

export default refundsRoutes;
