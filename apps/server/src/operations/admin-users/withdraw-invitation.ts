import type { FastifyInstance } from 'fastify';

import { notFound } from '#server/lib/http-errors.ts';
import { lockTeamForSuperAdmin } from '#server/operations/admin-users/lock-admin-change.ts';
import { INVITATION_NOT_FOUND } from '#server/operations/admin-users/resend-invitation.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// Withdraws an open invitation: its link stops working (docs/decisions/075). Already accepted
// or withdrawn: 404, as for an unknown one. A staff invitation, or with `partnerId` one of that
// partner's (docs/decisions/091).
export async function withdrawInvitation(
  app: FastifyInstance,
  { actor, id, partnerId }: { actor: SignedInActor; id: string; partnerId?: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await lockTeamForSuperAdmin(app, { tx, actorId: actor.id });
    const invitation = await app.invitationsRepository.withdraw(
      id,
      { now: app.config.now(), partnerId },
      tx,
    );
    if (!invitation) throw notFound(INVITATION_NOT_FOUND);
    await audit(app, {
      actor,
      action: partnerId ? 'partner.invitation_withdrawn' : 'admin.invitation_withdrawn',
      entity: { type: 'invitation', id },
      details: {
        email: invitation.email,
        ...(partnerId ? { partnerId } : { role: invitation.adminRole }),
      },
      tx,
    });
  });
}
