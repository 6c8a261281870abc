import type { FastifyInstance } from 'fastify';

import { notFound } from '#server/lib/http-errors.ts';
import { lockTeamForSuperAdmin } from '#server/operations/admin-users/lock-admin-change.ts';
import { INVITATION_NOT_FOUND } from '#server/operations/admin-users/resend-invitation.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// Withdraws an open invitation: its link stops working (docs/decisions/075). Already accepted
// or withdrawn: 404, as for an unknown one.
export async function withdrawInvitation(
  app: FastifyInstance,
  { actor, id }: { actor: SignedInActor; id: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await lockTeamForSuperAdmin(app, { tx, actorId: actor.id });
    const invitation = await app.invitationsRepository.withdraw(id, app.config.now(), tx);
    if (!invitation) throw notFound(INVITATION_NOT_FOUND);
    await audit(app, {
      actor,
      action: 'admin.invitation_withdrawn',
      entity: { type: 'invitation', id },
      details: { email: invitation.email, role: invitation.adminRole },
      tx,
    });
  });
}
