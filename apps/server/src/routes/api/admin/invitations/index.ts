import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { invitationResponseSchema, invitationsResponseSchema } from '@landed/shared/schemas/admin';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { resendInvitation } from '#server/operations/admin-users/resend-invitation.ts';
import { withdrawInvitation } from '#server/operations/admin-users/withdraw-invitation.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { INVITATION_NOT_FOUND } from '#server/operations/admin-users/resend-invitation.ts';
import type { StaffInvitationRow } from '#server/plugins/app/invitations/invitations-repository.ts';
import { isStaffInvitation } from '#server/plugins/app/invitations/invitations-repository.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

export const toInvitation = (row: StaffInvitationRow) => ({
  _id: row.id,
  email: row.email,
  role: row.adminRole,
  invitedBy: row.invitedByEmail,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

// Staff invitations (issue 24, docs/decisions/075): Super Admin only, as the admin team is.
// Sent by POST /api/admin/admin-users for an address without an account.
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404] });

  app.get(
    '/',
    {
      schema: {
        summary: 'Open staff invitations (neither accepted nor withdrawn; expired ones included)',
        response: { 200: invitationsResponseSchema },
      },
    },
    async () => {
      const rows = await app.invitationsRepository.listOpen();
      return { invitations: rows.map(toInvitation), total: rows.length };
    },
  );

  app.post(
    '/:id/resend',
    {
      schema: {
        summary: 'Send an invitation again: a new link and expiry; the old link stops working',
        params: idParamsSchema,
        response: { 200: invitationResponseSchema },
      },
    },
    async (request) => {
      const row = await resendInvitation(app, {
        actor: signedInActorOf(request),
        id: request.params.id,
      });
      // Staff invitations only here (a partner's are resent from its page).
      if (!isStaffInvitation(row)) throw notFound(INVITATION_NOT_FOUND);
      return { invitation: toInvitation(row) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Withdraw an invitation: its link stops working',
        params: idParamsSchema,
        response: { 200: z.object({ withdrawn: z.literal(true) }) },
      },
    },
    async (request) => {
      await withdrawInvitation(app, { actor: signedInActorOf(request), id: request.params.id });
      return { withdrawn: true as const };
    },
  );
};

export default invitationsRoutes;
