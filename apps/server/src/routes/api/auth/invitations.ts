// A staff invitation's link, opened by the invited person once signed in (issue 24,
// docs/decisions/075).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
} from '@landed/shared/schemas/auth';

import { acceptInvitation } from '#server/operations/auth/accept-invitation.ts';
import { bearerAuth, schemaDefaults } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 401, 403, 409, 429] });

  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.post(
    '/invitations/accept',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        summary: 'Accept an invitation, staff or partner (the token of /accept-invitation?token=…)',
        description:
          'Signed in with the invited address (case-insensitive): marks the address verified, gives the role (a partner invitation: the membership of its organisation, never a role) and uses the invitation up, in one transaction; two-factor set-up then follows as for any administrator. 409 when a partner user would become staff or staff a partner user; 400 INVITATION_INVALID for an unknown, used, expired or withdrawn link; 403 INVITATION_OTHER_ADDRESS when the account has another address.',
        security: bearerAuth,
        body: acceptInvitationBodySchema,
        response: { 200: acceptInvitationResponseSchema },
      },
    },
    async (request) => {
      const { role, partner } = await acceptInvitation(app, {
        request,
        token: request.body.token,
      });
      const message = partner ? MESSAGES.partnerInvitationAccepted : MESSAGES.invitationAccepted;
      return { message, role, partner };
    },
  );
};

export default invitationRoutes;
