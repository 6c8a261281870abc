import type { FastifyInstance } from 'fastify';

import { PARTNER_MESSAGES } from '@landed/shared/schemas/partners';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import { lockTeamForSuperAdmin } from '#server/operations/admin-users/lock-admin-change.ts';
import { mailInvitation } from '#server/operations/admin-users/send-invitation.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { PartnerInvitationRow } from '#server/plugins/app/invitations/invitations-repository.ts';

// Invites a person to a partner's portal (issue 27, docs/decisions/091), with the staff
// invitation's machinery (docs/decisions/075): a hashed single-use link for 7 days, refreshed
// rather than doubled, withdrawn or resent from the partner's page. Always a link, even for an
// existing account: opening it proves the mailbox, and only then does the account join. Staff
// and partner users are two separate sets of people: an administrator, or an address invited
// to be one, is refused, as is someone of another partner.
export async function invitePartnerUser(
  app: FastifyInstance,
  {
    actor,
    partnerId,
    email,
    name,
  }: { actor: SignedInActor; partnerId: string; email: string; name: string },
): Promise<PartnerInvitationRow> {
  return app.db.transaction(async (tx) => {
    await lockTeamForSuperAdmin(app, { tx, actorId: actor.id });
    const partner = await app.partnersRepository.lock(partnerId, tx);
    if (!partner) throw notFound(PARTNER_MESSAGES.notFound);
    if (!partner.active) throw conflict(PARTNER_MESSAGES.inactive, 'PARTNER_INACTIVE');
    const user = await app.usersRepository.findByEmail(email, tx);
    const open = await app.invitationsRepository.openTo(email, tx);
    if (user?.adminRole || open.some((invitation) => invitation.adminRole !== null)) {
      throw conflict(PARTNER_MESSAGES.staffCannotBePartner, 'STAFF_CANNOT_BE_PARTNER');
    }
    if (user?.partnerId === partnerId) {
      throw conflict(PARTNER_MESSAGES.alreadyMember, 'ALREADY_MEMBER');
    }
    if (
      user?.partnerId ||
      open.some((invitation) => invitation.partnerId && invitation.partnerId !== partnerId)
    ) {
      throw conflict(PARTNER_MESSAGES.alreadyPartnerUser, 'ALREADY_PARTNER_USER');
    }
    const now = app.config.now();
    const invitation = await mailInvitation(app, {
      tx,
      issue: (tokenHash) =>
        app.invitationsRepository.issueForPartner(
          {
            email,
            name,
            partnerId,
            tokenHash,
            invitedBy: { id: actor.id, email: actor.email },
            now,
          },
          tx,
        ),
    });
    await audit(app, {
      actor,
      action: 'partner.user_invited',
      entity: { type: 'partner', id: partnerId },
      details: {
        invitationId: invitation!.id,
        email,
        name,
        expiresAt: invitation!.expiresAt.toISOString(),
      },
      tx,
    });
    return invitation!;
  });
}
