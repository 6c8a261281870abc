import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  referralTicketBodySchema,
  referralTicketResponseSchema,
} from '@landed/shared/schemas/partners';

import { signedInActorOf } from '#server/operations/audit.ts';
import { acceptReferral } from '#server/operations/partners/accounts/referrals.ts';
import { errorResponses } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

// The ticket of a referral link the browser kept, handed over once signed in: the student's own
// bookings within 30 days of the visit are the partner's (docs/decisions/092).
const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.post(
    '/referral',
    {
      config: { rateLimit },
      schema: {
        summary: 'Hand over a referral ticket (POST /api/public/referrals)',
        description:
          "attributed: false (and nothing changes) for a ticket we did not sign, older than 30 days, of an inactive partner or from before its last deactivation, older than the link the account already holds, or for staff and partner users. When the account holds another partner's link still in force, nothing changes and `choice` names both: send the ticket again with `replace` true (take the new one) or false (keep the current one).",
        body: referralTicketBodySchema,
        response: { 200: referralTicketResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { partner, choice } = await acceptReferral(app, {
        actor: signedInActorOf(request),
        ticket: request.body.ticket,
        replace: request.body.replace,
      });
      return {
        attributed: partner !== null,
        partner: partner ? { name: partner.name } : null,
        choice: choice
          ? { current: { name: choice.current.name }, offered: { name: choice.offered.name } }
          : null,
      };
    },
  );
};

export default referralRoutes;
