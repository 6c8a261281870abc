import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idParamsSchema, idSchema } from '@landed/shared/schemas/common';
import {
  invitePartnerUserBodySchema,
  invitePartnerUserResponseSchema,
} from '@landed/shared/schemas/partners';

import { resendInvitation } from '#server/operations/admin-users/resend-invitation.ts';
import { withdrawInvitation } from '#server/operations/admin-users/withdraw-invitation.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import { invitePartnerUser } from '#server/operations/partners/accounts/invite-partner-user.ts';
import type { InvitationRow } from '#server/plugins/app/invitations/invitations-repository.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

export const toPartnerInvitation = (row: InvitationRow) => ({
  _id: row.id,
  email: row.email,
  name: row.inviteeName,
  invitedBy: row.invitedByEmail,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const invitationParamsSchema = z.strictObject({ id: idSchema, invitationId: idSchema });

// A partner's people are invited like staff (docs/decisions/075, 091): a link by e-mail, 7 days,
// once; resent or withdrawn here (the staff invitations' routes do not see these).
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404, 409] });

  app.post(
    '/:id/invitations',
    {
      schema: {
        summary: 'Invite a person to the partner’s portal',
        description:
          'Sends a link by e-mail (7 days, once); an open invitation of this partner to the address is refreshed. Opening it signed in with that address (POST /api/auth/invitations/accept) makes the account a user of this partner, never an administrator. 409 for staff (or an address invited as staff), a user of another partner, or one already of this partner; 409 PARTNER_INACTIVE for an inactive partner.',
        params: idParamsSchema,
        body: invitePartnerUserBodySchema,
        response: { 202: invitePartnerUserResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await invitePartnerUser(app, {
        actor: signedInActorOf(request),
        partnerId: request.params.id,
        email: request.body.email,
        name: request.body.name,
      });
      return reply.code(202).send({ invitation: toPartnerInvitation(row) });
    },
  );

  app.post(
    '/:id/invitations/:invitationId/resend',
    {
      schema: {
        summary:
          'Send a partner invitation again: a new link and expiry; the old link stops working',
        params: invitationParamsSchema,
        response: { 200: invitePartnerUserResponseSchema },
      },
    },
    async (request) => {
      const row = await resendInvitation(app, {
        actor: signedInActorOf(request),
        id: request.params.invitationId,
        partnerId: request.params.id,
      });
      return { invitation: toPartnerInvitation(row) };
    },
  );

  app.delete(
    '/:id/invitations/:invitationId',
    {
      schema: {
        summary: 'Withdraw a partner invitation: its link stops working',
        params: invitationParamsSchema,
        response: { 200: z.object({ withdrawn: z.literal(true) }) },
      },
    },
    async (request) => {
      await withdrawInvitation(app, {
        actor: signedInActorOf(request),
        id: request.params.invitationId,
        partnerId: request.params.id,
      });
      return { withdrawn: true as const };
    },
  );
};

export default invitationsRoutes;
