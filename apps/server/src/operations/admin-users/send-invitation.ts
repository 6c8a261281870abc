// Staff invitations (issue 24, docs/decisions/075): the mail with the link, and an invitation
// sent or sent again. The token leaves only in the mail (never in an answer or a log): whoever
// opens it proves they hold the mailbox.
import type { FastifyInstance } from 'fastify';

import type { AdminRole } from '@landed/shared/constants';
import { PAGES } from '@landed/shared/pages';

import type { DbOrTx } from '#server/db/client.ts';
import { hashSecretToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type {
  InvitationRow,
  StaffInvitationRow,
} from '#server/plugins/app/invitations/invitations-repository.ts';
import { isStaffInvitation } from '#server/plugins/app/invitations/invitations-repository.ts';

// A fresh token for the invitation `issue` makes or renews, and the mail that carries it,
// committed with `tx`: a staff invitation names its role; a partner invitation (issue 27,
// docs/decisions/091) its organisation and the person's name.
export async function mailInvitation<Row extends InvitationRow>(
  app: FastifyInstance,
  { tx, issue }: { tx: DbOrTx; issue: (tokenHash: string) => Promise<Row | undefined> },
): Promise<Row | undefined> {
  const token = newSecretToken();
  const invitation = await issue(hashSecretToken(token));
  if (!invitation) return undefined;
  // The address too, to fill in the sign-up form (it is no secret to the mailbox).
  const acceptUrl = `${app.config.appUrl}${PAGES.acceptInvitation.path}?token=${token}&email=${encodeURIComponent(invitation.email)}`;
  const expiresAt = invitation.expiresAt.toISOString();
  if (isStaffInvitation(invitation)) {
    await app.mail.enqueue(
      {
        template: 'staff-invitation',
        to: invitation.email,
        data: { role: invitation.adminRole, acceptUrl, expiresAt },
      },
      tx,
    );
  } else {
    const partner = invitation.partnerId
      ? await app.partnersRepository.find(invitation.partnerId, tx)
      : undefined;
    await app.mail.enqueue(
      {
        template: 'partner-invitation',
        to: invitation.email,
        data: {
          name: invitation.inviteeName,
          partnerName: partner?.name ?? '',
          // The page then speaks of the partner portal rather than the staff team.
          acceptUrl: `${acceptUrl}&for=partner`,
          expiresAt,
        },
      },
      tx,
    );
  }
  return invitation;
}

// Invites an address that has no account. An open invitation to it is refreshed (new role,
// link and expiry), not doubled. The caller holds the team lock (lockTeamForSuperAdmin).
export async function sendInvitation(
  app: FastifyInstance,
  { actor, email, role, tx }: { actor: SignedInActor; email: string; role: AdminRole; tx: DbOrTx },
): Promise<StaffInvitationRow> {
  const now = app.config.now();
  const invitation = await mailInvitation(app, {
    tx,
    issue: (tokenHash) =>
      app.invitationsRepository.issue(
        { email, role, tokenHash, invitedBy: { id: actor.id, email: actor.email }, now },
        tx,
      ),
  });
  await audit(app, {
    actor,
    action: 'admin.invited',
    entity: { type: 'invitation', id: invitation!.id },
    details: { email, role, expiresAt: invitation!.expiresAt.toISOString() },
    tx,
  });
  return invitation!;
}
