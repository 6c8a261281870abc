import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  refundDetailsBodySchema,
  refundDetailsResponseSchema,
} from '@landed/shared/schemas/refund-details';

import { actorOf } from '#server/operations/audit.ts';
import { getRefundDetails, setRefundDetails } from '#server/operations/users/refund-details.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const errors = errorResponses(400, 401, 429);

// Where the student's refunds by bank transfer are paid (issue 26; docs/decisions/086).
const refundDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: authLimit } = app.config.rateLimits;

  app.get(
    '/refund-details',
    {
      schema: {
        summary: 'My refund bank account, masked (null: none given)',
        response: { 200: refundDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      refundDetails: await getRefundDetails(app, { userId: request.user!.id }),
    }),
  );

  app.put(
    '/refund-details',
    {
      // Bank details are worth probing: as few tries as a sign-in.
      config: { rateLimit: { max: authLimit.max, timeWindow: authLimit.timeWindowMs } },
      schema: {
        summary: 'Give the bank account for my refunds: Australian (BSB) or overseas (IBAN)',
        description:
          '`kind: "australian"` with `accountName`, `bsb` (6 digits; 123-456 accepted) and `accountNumber`, or `kind: "overseas"` with `accountName`, `iban` (check digits verified), `swift` (8 or 11 characters) and optional `bankName`, `country`. Stored encrypted; answered masked.',
        body: refundDetailsBodySchema,
        response: { 200: refundDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      refundDetails: await setRefundDetails(app, {
        actor: actorOf(request),
        userId: request.user!.id,
        details: request.body,
      }),
    }),
  );
};

export default refundDetailsRoutes;
