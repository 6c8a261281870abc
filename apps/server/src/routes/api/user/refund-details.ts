import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  refundDetailsBodySchema,
  refundDetailsResponseSchema,
} from '@landed/shared/schemas/refund-details';

import { getRefundDetails, setRefundDetails } from '#server/operations/refunds/refund-details.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

// Where the student's refunds by bank transfer are paid (issue 26; docs/decisions/086).
const refundDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 403, 409, 429] });

  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.get(
    '/refund-details',
    {
      schema: {
        summary: 'My refund bank account, masked (null: none given)',
        description:
          '`accountPaidFrom` (masked, only when there is one): the account a bank-statement line paid a booking from whose refund is Due, when it is not already the account on record; `PUT` with `kind: "accountPaidFrom"` makes it the refund account.',
        response: { 200: refundDetailsResponseSchema },
      },
    },
    async (request) => getRefundDetails(app, { userId: request.user!.id }),
  );

  app.put(
    '/refund-details',
    {
      // Bank details are worth probing: as few tries as a sign-in.
      config: { rateLimit },
      schema: {
        summary: 'Give or change the bank account for my refunds: Australian (BSB) or overseas',
        description:
          '`kind: "australian"` with `accountName`, `bsb` (6 digits; 123-456 accepted) and `accountNumber`, or `kind: "overseas"` with `accountName`, `bankName`, `country` (ISO 3166-1 alpha-2), `swift` (8 or 11 characters), `accountNumber`, `iban` where the country uses IBANs (required there, check digits verified; dropped elsewhere), `ifsc` in India (required), `cnaps` in China (optional, 12 digits). `currentPassword` is required (400 without it, 403 when wrong); an account without a password needs a sign-in within the last 10 minutes instead (403). `kind: "accountPaidFrom"` (with `currentPassword` only) takes the account `GET` offers as `accountPaidFrom` (409 when none is on offer). The owner is mailed; a refund already Due keeps the account it was due to until staff confirm the change. Stored encrypted; answered masked.',
        body: refundDetailsBodySchema,
        response: { 200: refundDetailsResponseSchema },
      },
    },
    async (request) => ({
      refundDetails: await setRefundDetails(app, { request, ...request.body }),
    }),
  );
};

export default refundDetailsRoutes;
