// Opening an invitation's link, signed in: a staff role (issue 24, docs/decisions/075) or a
// partner organisation's membership (issue 27, docs/decisions/091).
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AdminRole } from '@landed/shared/constants';
import { MESSAGES } from '@landed/shared/constants';

import { PARTNER_MESSAGES } from '@landed/shared/schemas/partners';

import { badRequest, conflict, forbidden, unauthorized } from '#server/lib/http-errors.ts';
import { hashSecretToken } from '#server/lib/secret-tokens.ts';
import type { AuditInput, SignedInActor } from '#server/operations/audit.ts';
import { audit, signedInActorOf } from '#server/operations/audit.ts';
import { claimProvedAddress } from '#server/operations/auth/claim-proved-address.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { InvitationRow } from '#server/plugins/app/invitations/invitations-repository.ts';
import { isPartnerInvitation } from '#server/plugins/app/invitations/invitations-repository.ts';
import type { UserPatch, UserRow } from '#server/plugins/app/users/users-repository.ts';

// The signed-in account takes the invitation when its address is the invited one: the link
// came through that mailbox, so the address is proved (and what was kept under it becomes the
// account's), the role is given and the invitation used, all at once or not at all. An
// unknown, used, expired or withdrawn link: 400 (one answer for all, nothing to enumerate); a
// valid link opened by an account with another address: 403, and the link stays usable.
export async function acceptInvitation(
  app: FastifyInstance,
  { request, token }: { request: FastifyRequest; token: string },
): Promise<{ role: AdminRole | null; partner: { id: string; name: string } | null }> {
  const actor = signedInActorOf(request);
  const now = app.config.now();
  return app.db.transaction(async (tx) => {
    // The account first, then the invitation: the order the team's changes lock in.
    const user = await app.usersRepository.lockById(actor.id, tx);
    if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
    const invitation = await app.invitationsRepository.lockUsable(hashSecretToken(token), now, tx);
    if (!invitation) throw badRequest(MESSAGES.invitationInvalid, 'INVITATION_INVALID');
    // An invitation speaks for the Super Admin who sent it, only while they still are one: a
    // departing owner cannot leave themselves a way back in (issue 24 review).
    const inviter = invitation.invitedBy
      ? await app.usersRepository.findById(invitation.invitedBy, tx)
      : undefined;
    if (!inviter || inviter.adminRole !== 'Super Admin' || inviter.suspended || inviter.deletedAt) {
      throw badRequest(MESSAGES.invitationInvalid, 'INVITATION_INVALID');
    }
    if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw forbidden(MESSAGES.invitationOtherAddress, 'INVITATION_OTHER_ADDRESS');
    }
    if (user.suspended) throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
    if (isPartnerInvitation(invitation)) {
      // A partner user is never an administrator (docs/decisions/091), and belongs to one
      // organisation: the link stays usable for the right account.
      if (user.adminRole) {
        throw conflict(PARTNER_MESSAGES.staffCannotBePartner, 'STAFF_CANNOT_BE_PARTNER');
      }
      if (user.partnerId && user.partnerId !== invitation.partnerId) {
        throw conflict(PARTNER_MESSAGES.alreadyPartnerUser, 'ALREADY_PARTNER_USER');
      }
      // Deactivated since the invitation went out: the invitation no longer speaks for it.
      const partner = await app.partnersRepository.lock(invitation.partnerId, tx);
      if (!partner?.active) throw badRequest(MESSAGES.invitationInvalid, 'INVITATION_INVALID');
      // A partner's welcome, not a student's (the student's is not sent to an invited address).
      await app.mail.enqueue(
        {
          template: 'partner-welcome',
          to: user.email,
          data: { name: user.name, partnerName: partner.name },
        },
        tx,
      );
      await takeInvitation(app, {
        actor,
        user,
        invitation,
        now,
        grant: { partnerId: partner.id },
        entry: {
          action: 'partner.invitation_accepted',
          entity: { type: 'partner', id: partner.id },
          details: { userId: user.id },
        },
        tx,
      });
      return { role: null, partner: { id: partner.id, name: partner.name } };
    }
    if (user.partnerId) {
      throw conflict(PARTNER_MESSAGES.partnerUserCannotBeStaff, 'PARTNER_USER');
    }
    // Someone already on the team keeps the role they have: roles are changed on the team's
    // table, where the last Super Admin is protected.
    const role = user.adminRole ?? invitation.adminRole;
    await takeInvitation(app, {
      actor,
      user,
      invitation,
      now,
      grant: { adminRole: role },
      entry: {
        action: 'admin.invitation_accepted',
        entity: { type: 'user', id: user.id },
        details: { before: user.adminRole, after: role },
      },
      tx,
    });
    return { role, partner: null };
  });
}

// The link came through the invited mailbox: the address is proved, and what it holds without
// an owner becomes the account's (decision 074); the account gets what the invitation gives,
// the invitation is used, and the log says who sent it.
async function takeInvitation(
  app: FastifyInstance,
  {
    actor,
    user,
    invitation,
    now,
    grant,
    entry,
    tx,
  }: {
    actor: SignedInActor;
    user: UserRow;
    invitation: InvitationRow;
    now: Date;
    grant: Pick<UserPatch, 'adminRole' | 'partnerId'>;
    entry: Pick<AuditInput, 'action' | 'entity' | 'details'>;
    tx: DbOrTx;
  },
): Promise<void> {
  await app.usersRepository.update(user.id, { emailVerified: true, ...grant }, tx);
  await claimProvedAddress(app, { userId: user.id, email: user.email }, tx);
  await app.invitationsRepository.markAccepted({ id: invitation.id, userId: user.id, now }, tx);
  await audit(app, {
    actor,
    ...entry,
    details: {
      email: user.email,
      invitationId: invitation.id,
      invitedBy: invitation.invitedByEmail,
      ...entry.details,
      emailVerifiedBefore: user.emailVerified,
    },
    tx,
  });
}
