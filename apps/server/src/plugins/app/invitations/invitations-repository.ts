// Staff invitations (issue 24, docs/decisions/075): only the SHA-256 of a link's token is
// stored. An address has at most one pending invitation (not accepted, not withdrawn): sending
// again refreshes that one. Expired ones stay as they were, for the record.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { AdminRole } from '@landed/shared/constants';

import type { DbOrTx } from '#server/db/client.ts';
import { invitations } from '#server/db/schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

// How long an invitation link works.
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

// Neither accepted nor withdrawn (it may have expired).
const open = and(isNull(invitations.acceptedAt), isNull(invitations.withdrawnAt));

export function createInvitationsRepository(db: DbOrTx) {
  return {
    // Sends (or sends again) an invitation to `email`: the open one, if any, gets the new role,
    // token, sender and expiry, so its old link stops working; otherwise a new one.
    async issue(
      input: {
        email: string;
        role: AdminRole;
        tokenHash: string;
        invitedBy: { id: string; email: string };
        now: Date;
      },
      tx: DbOrTx = db,
    ): Promise<InvitationRow> {
      const fields = {
        adminRole: input.role,
        tokenHash: input.tokenHash,
        invitedBy: input.invitedBy.id,
        invitedByEmail: input.invitedBy.email,
        sentAt: input.now,
        expiresAt: new Date(input.now.getTime() + INVITATION_LIFETIME_MS),
      };
      const [refreshed] = await tx
        .update(invitations)
        .set(fields)
        .where(and(eq(invitations.email, input.email), open))
        .returning();
      if (refreshed) return refreshed;
      const [created] = await tx
        .insert(invitations)
        .values({ email: input.email, ...fields })
        .returning();
      return created!;
    },

    // A new token and expiry for an open invitation (its old link stops working).
    async renew(
      id: string,
      input: { tokenHash: string; invitedBy: { id: string; email: string }; now: Date },
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
        .where(and(eq(invitations.id, id), open))
        .returning();
      return row;
    },

    async withdraw(id: string, now: Date, tx: DbOrTx = db): Promise<InvitationRow | undefined> {
      const [row] = await tx
        .update(invitations)
        .set({ withdrawnAt: now })
        .where(and(eq(invitations.id, id), open))
        .returning();
      return row;
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

    // The open ones, expired included (they can be resent), oldest first: what the Users tab
    // lists. Accepted and withdrawn ones are in the log.
    async listOpen(tx: DbOrTx = db): Promise<InvitationRow[]> {
      return tx
        .select()
        .from(invitations)
        .where(open)
        .orderBy(asc(invitations.sentAt), asc(invitations.id));
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    invitationsRepository: InvitationsRepository;
  }
}

export default fp(
  async function invitationsRepository(app: FastifyInstance) {
    app.decorate('invitationsRepository', createInvitationsRepository(app.db));
  },
  { name: 'invitations-repository', dependencies: ['db'] },
);
