// Invitations (issue 24, docs/decisions/075): only the SHA-256 of a link's token is stored. An
// address has at most one pending invitation (not accepted, not withdrawn): sending again
// refreshes that one. Expired ones stay as they were, for the record. Two kinds share the
// table, the link and its rules: a staff invitation carries a role; a partner invitation
// (issue 27, docs/decisions/091) a partner and no role.
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';

import type { AdminRole } from '@landed/shared/constants';

import type { DbOrTx } from '#server/db/client.ts';
import { invitations } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type InvitationRow = typeof invitations.$inferSelect;
export type StaffInvitationRow = InvitationRow & { adminRole: AdminRole };
export type PartnerInvitationRow = InvitationRow & { partnerId: string; adminRole: null };

export function isStaffInvitation(row: InvitationRow): row is StaffInvitationRow {
  return row.adminRole !== null;
}
export function isPartnerInvitation(row: InvitationRow): row is PartnerInvitationRow {
  return row.adminRole === null && row.partnerId !== null;
}

// How long an invitation link works.
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

// Neither accepted nor withdrawn (it may have expired).
const open = and(isNull(invitations.acceptedAt), isNull(invitations.withdrawnAt));

// A staff invitation (it has a role), or one of the given partner's.
const ofKind = (partnerId: string | undefined) =>
  partnerId
    ? and(eq(invitations.partnerId, partnerId), isNull(invitations.adminRole))
    : isNotNull(invitations.adminRole);

type Sending = { tokenHash: string; invitedBy: { id: string; email: string }; now: Date };

// Sends (or sends again) an invitation of one kind to `email`: the open one of that kind, if any,
// gets the new token, sender, expiry and `fields`, so its old link stops working; otherwise a
// new one.
async function refreshOrInsert(
  tx: DbOrTx,
  {
    email,
    partnerId,
    fields,
    sending,
  }: {
    email: string;
    partnerId: string | undefined;
    fields: Partial<typeof invitations.$inferInsert>;
    sending: Sending;
  },
): Promise<InvitationRow> {
  const set = {
    ...fields,
    tokenHash: sending.tokenHash,
    invitedBy: sending.invitedBy.id,
    invitedByEmail: sending.invitedBy.email,
    sentAt: sending.now,
    expiresAt: new Date(sending.now.getTime() + INVITATION_LIFETIME_MS),
  };
  const [refreshed] = await tx
    .update(invitations)
    .set(set)
    .where(and(eq(invitations.email, email), open, ofKind(partnerId)))
    .returning();
  if (refreshed) return refreshed;
  const [created] = await tx
    .insert(invitations)
    .values({ email, ...(partnerId ? { partnerId } : {}), ...set })
    .returning();
  return created!;
}

export function createInvitationsRepository(db: DbOrTx) {
  return {
    // A staff invitation (its role). The caller has checked there is no open partner invitation
    // to the address (openTo).
    async issue(
      input: { email: string; role: AdminRole } & Sending,
      tx: DbOrTx = db,
    ): Promise<StaffInvitationRow> {
      return (await refreshOrInsert(tx, {
        email: input.email,
        partnerId: undefined,
        fields: { adminRole: input.role },
        sending: input,
      })) as StaffInvitationRow;
    },

    // Membership of a partner (the invited person's name). The caller has checked that the
    // address has no other open invitation (openTo).
    async issueForPartner(
      input: { email: string; name: string; partnerId: string } & Sending,
      tx: DbOrTx = db,
    ): Promise<PartnerInvitationRow> {
      return (await refreshOrInsert(tx, {
        email: input.email,
        partnerId: input.partnerId,
        fields: { inviteeName: input.name },
        sending: input,
      })) as PartnerInvitationRow;
    },

    // The open invitations to an address, of either kind.
    async openTo(email: string, tx: DbOrTx = db): Promise<InvitationRow[]> {
      return tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.email, email), open));
    },

    // A new token and expiry for an open invitation (its old link stops working): a staff one,
    // or (`partnerId`) one of that partner's.
    async renew(
      id: string,
      input: {
        tokenHash: string;
        invitedBy: { id: string; email: string };
        now: Date;
        partnerId?: string | undefined;
      },
      tx: DbOrTx = db,
    ): Promise<InvitationRow | undefined> {
      const [row] = await tx
        .update(invitations)
        .set({
          tokenHash: input.tokenHash,
          invitedBy: input.invitedBy.id,
          invitedByEmail: input.invitedBy.email,
          sentAt: input.now,
          expiresAt: new Date(input.now.getTime() + INVITATION_LIFETIME_MS),
        })
        .where(and(eq(invitations.id, id), open, ofKind(input.partnerId)))
        .returning();
      return row;
    },

    // Withdraws an open staff invitation, or (`partnerId`) one of that partner's.
    async withdraw(
      id: string,
      { now, partnerId }: { now: Date; partnerId?: string | undefined },
      tx: DbOrTx = db,
    ): Promise<InvitationRow | undefined> {
      const [row] = await tx
        .update(invitations)
        .set({ withdrawnAt: now })
        .where(and(eq(invitations.id, id), open, ofKind(partnerId)))
        .returning();
      return row;
    },

    // Every open invitation of a partner withdrawn when it is deactivated: reactivating it does
    // not bring them back (docs/decisions/106). Answers how many.
    async withdrawAllForPartner(partnerId: string, now: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(invitations)
        .set({ withdrawnAt: now })
        .where(and(open, ofKind(partnerId)))
        .returning({ id: invitations.id });
      return rows.length;
    },

    // Every open invitation to an address is void once it has a role another way.
    async withdrawAllTo(email: string, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(invitations)
        .set({ withdrawnAt: now })
        .where(and(eq(invitations.email, email), open));
    },

    // The invitation a link's token opens, locked until the transaction ends: open and not
    // expired, or none.
    async lockUsable(tokenHash: string, now: Date, tx: DbOrTx): Promise<InvitationRow | undefined> {
      const [row] = await tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.tokenHash, tokenHash), open, gt(invitations.expiresAt, now)))
        .for('update');
      return row;
    },

    async markAccepted(
      { id, userId, now }: { id: string; userId: string; now: Date },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(invitations)
        .set({ acceptedAt: now, acceptedBy: userId })
        .where(eq(invitations.id, id));
    },

    // The open staff invitations, expired included (they can be resent), oldest first: what
    // the Users tab lists. Accepted and withdrawn ones are in the log.
    async listOpen(tx: DbOrTx = db): Promise<StaffInvitationRow[]> {
      const rows = await tx
        .select()
        .from(invitations)
        .where(and(open, isNotNull(invitations.adminRole)))
        .orderBy(asc(invitations.sentAt), asc(invitations.id));
      return rows.filter(isStaffInvitation);
    },

    // A partner's open invitations, expired included, oldest first (its page in the Partners
    // tab).
    async listOpenForPartner(partnerId: string, tx: DbOrTx = db): Promise<PartnerInvitationRow[]> {
      const rows = await tx
        .select()
        .from(invitations)
        .where(and(open, eq(invitations.partnerId, partnerId), isNull(invitations.adminRole)))
        .orderBy(asc(invitations.sentAt), asc(invitations.id));
      return rows.filter(isPartnerInvitation);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    invitationsRepository: ReturnType<typeof createInvitationsRepository>;
  }
}

export default repositoryPlugin('invitationsRepository', createInvitationsRepository);
