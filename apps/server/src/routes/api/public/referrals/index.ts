import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { referralBodySchema, referralResponseSchema } from '@landed/shared/schemas/partners';

import { openReferral } from '#server/operations/partners/accounts/referrals.ts';
import { errorResponses } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

// A partner's referral link opened (issue 27 item 7, docs/decisions/092): the code is checked
// here and answered with a signed ticket for the browser to keep.
const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.post(
    '/',
    {
      // A code is worth guessing (a commission): as few tries as a sign-in.
      config: { rateLimit },
      schema: {
        summary: 'A referral link was opened: check its code, get a ticket for 30 days',
        description:
          'The browser keeps `ticket` (first-party storage) until `expiresAt` and hands it over once the student is signed in (POST /api/user/referral). 404 for an unknown or inactive code.',
        body: referralBodySchema,
        response: { 200: referralResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { partner, ticket, expiresAt } = await openReferral(app, { code: request.body.code });
      return {
        partner: { name: partner.name, code: partner.code },
        ticket,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
};

export default referralsRoutes;
