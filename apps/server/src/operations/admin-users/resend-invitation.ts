import type { FastifyInstance } from 'fastify';

import { notFound } from '#server/lib/http-errors.ts';
import { lockTeamForSuperAdmin } from '#server/operations/admin-users/lock-admin-change.ts';
import { mailInvitation } from '#server/operations/admin-users/send-invitation.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { InvitationRow } from '#server/plugins/app/invitations/invitations-repository.ts';

export const INVITATION_NOT_FOUND = 'Invitation not found.';

// Sends an open invitation again (an expired one too): a new link and a new expiry; the old
// link stops working (docs/decisions/075). A staff invitation, or with `partnerId` one of that
// partner's (docs/decisions/091): either route finds only its own kind.
export async function resendInvitation(
  app: FastifyInstance,
  { actor, id, partnerId }: { actor: SignedInActor; id: string; partnerId?: string },
): Promise<InvitationRow> {
  return app.db.transaction(async (tx) => {
    await lockTeamForSuperAdmin(app, { tx, actorId: actor.id });
    const now = app.config.now();
    const invitation = await mailInvitation(app, {
      tx,
      issue: (tokenHash) =>
        app.invitationsRepository.renew(
          id,
          { tokenHash, invitedBy: { id: actor.id, email: actor.email }, now, partnerId },
          tx,
        ),
    });
    if (!invitation) throw notFound(INVITATION_NOT_FOUND);
    await audit(app, {
      actor,
      action: partnerId ? 'partner.invitation_resent' : 'admin.invitation_resent',
      entity: { type: 'invitation', id },
      details: {
        email: invitation.email,
        ...(partnerId ? { partnerId } : { role: invitation.adminRole }),
        expiresAt: invitation.expiresAt.toISOString(),
      },
      tx,
    });
    return invitation;
  });
}
