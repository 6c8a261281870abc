import type { FastifyInstance } from 'fastify';

import type { AdminRole } from '@landed/shared/constants';
import { MESSAGES } from '@landed/shared/constants';
import { PARTNER_MESSAGES } from '@landed/shared/schemas/partners';

import { conflict } from '#server/lib/http-errors.ts';
import { lockTeamForSuperAdmin } from '#server/operations/admin-users/lock-admin-change.ts';
import { sendInvitation } from '#server/operations/admin-users/send-invitation.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { StaffInvitationRow } from '#server/plugins/app/invitations/invitations-repository.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

export type AddAdminOutcome =
  { kind: 'added'; user: UserRow } | { kind: 'invited'; invitation: StaffInvitationRow };

// Gives an address a staff role (default Support Admin). A role goes only to a verified address
// (issue 24, docs/decisions/075): an account that has proved its address gets it at once; an
// address without an account is sent an invitation; an account that has not proved its address
// is refused until it has (it may be a squatter on someone else's address).
export async function addAdmin(
  app: FastifyInstance,
  { actor, email, role }: { actor: SignedInActor; email: string; role: AdminRole },
): Promise<AddAdminOutcome> {
  return app.db.transaction(async (tx) => {
    await lockTeamForSuperAdmin(app, { tx, actorId: actor.id });
    const user = await app.usersRepository.findByEmail(email, tx);
    // A partner user is never an administrator, nor is someone invited to be one
    // (docs/decisions/091): staff use another address.
    if (user?.partnerId) {
      throw conflict(PARTNER_MESSAGES.partnerUserCannotBeStaff, 'PARTNER_USER');
    }
    if (!user) {
      const open = await app.invitationsRepository.openTo(email, tx);
      if (open.some((invitation) => invitation.partnerId !== null)) {
        throw conflict(PARTNER_MESSAGES.partnerUserCannotBeStaff, 'PARTNER_USER');
      }
      return { kind: 'invited', invitation: await sendInvitation(app, { actor, email, role, tx }) };
    }
    if (user.adminRole) throw conflict('That user is already on the admin team.', 'ALREADY_ADMIN');
    if (!user.emailVerified) {
      throw conflict(MESSAGES.emailNotVerifiedForRole, 'EMAIL_NOT_VERIFIED');
    }
    const updated = await app.usersRepository.update(user.id, { adminRole: role }, tx);
    // An invitation sent before the account existed has nothing left to do.
    await app.invitationsRepository.withdrawAllTo(user.email, app.config.now(), tx);
    await audit(app, {
      actor,
      action: 'admin.added',
      entity: { type: 'user', id: user.id },
      details: { email: user.email, before: null, after: role },
      tx,
    });
    return { kind: 'added', user: updated! };
  });
}
