import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  referralTicketBodySchema,
  referralTicketResponseSchema,
} from '@landed/shared/schemas/partners';

import { signedInActorOf } from '#server/operations/audit.ts';
import { acceptReferral } from '#server/operations/partners/referrals.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// The ticket of a referral link the browser kept, handed over once signed in: the student's own
// bookings within 30 days of the visit are the partner's (docs/decisions/092).
const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: authLimit } = app.config.rateLimits;

  app.post(
    '/referral',
    {
      config: { rateLimit: { max: authLimit.max, timeWindow: authLimit.timeWindowMs } },
      schema: {
        summary: 'Hand over a referral ticket (POST /api/public/referrals)',
        description:
          'attributed: false (and nothing changes) for a ticket we did not sign, older than 30 days, of an inactive partner, older than the link the account already holds, or for staff and partner users.',
        body: referralTicketBodySchema,
        response: { 200: referralTicketResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const partner = await acceptReferral(app, {
        actor: signedInActorOf(request),
        ticket: request.body.ticket,
      });
      return { attributed: partner !== null, partner: partner ? { name: partner.name } : null };
    },
  );
};

export default referralRoutes;
