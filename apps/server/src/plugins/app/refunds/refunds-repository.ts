// Refunds (issue 26; docs/decisions/086): one a booking, Due until staff pay it by bank transfer
// (Paid, with the bank's reference) or give up on it (Failed). A refund is decided once: the row
// lock taken by `lock` makes a second click, or a second instance, wait and then find it decided.
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';

import type { AdminRefund, RefundStatus } from '@landed/shared/schemas/refund';

import type { DbOrTx } from '#server/db/client.ts';
import { bookings, payments, refunds, users } from '#server/db/schema.ts';
import { countRows, paged } from '#server/db/paged.ts';
import { updateById } from '#server/db/by-id.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type RefundRow = typeof refunds.$inferSelect;

const columns = {
  refund: refunds,
  bookingRef: bookings.bookingRef,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  refundDetails: users.refundDetails,
  method: payments.method,
};
type Row = {
  refund: RefundRow;
  bookingRef: string;
  userId: string;
  userName: string;
  userEmail: string;
  refundDetails: string | null;
  method: string | null;
};

export function toAdminRefund(row: Row): AdminRefund {
  const r = row.refund;
  return {
    _id: r.id,
    booking: r.bookingId,
    bookingId: row.bookingRef,
    user: { _id: row.userId, name: row.userName, email: row.userEmail },
    amount: r.amountCents / 100,
    status: r.status,
    reason: r.reason,
    method: row.method,
    // Whether an account was given, never the account: the list is seen by more eyes than the
    // one refund being paid.
    refundDetailsGiven: Boolean(r.refundDetails ?? row.refundDetails),
    accountChangedAt: r.accountChangedAt ? r.accountChangedAt.toISOString() : null,
    reference: r.reference,
    failureReason: r.failureReason,
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function createRefundsRepository(db: DbOrTx) {
  const base = (tx: DbOrTx) =>
    tx
      .select(columns)
      .from(refunds)
      .innerJoin(bookings, eq(refunds.bookingId, bookings.id))
      .innerJoin(users, eq(bookings.userId, users.id))
      .leftJoin(payments, eq(refunds.paymentId, payments.id));

  return {
    async list({ status, limit, page }: { status?: RefundStatus; limit: number; page: number }) {
      const where = status ? eq(refunds.status, status) : undefined;
      const query = base(db).where(where).orderBy(desc(refunds.createdAt), desc(refunds.id));
      const { rows, total } = await paged(query.$dynamic(), {
        counting: countRows(refunds, where, db),
        limit,
        page,
      });
      return { refunds: rows.map(toAdminRefund), total };
    },

    async find(id: string, tx: DbOrTx = db): Promise<Row | undefined> {
      const [row] = await base(tx).where(eq(refunds.id, id));
      return row;
    },

    async existsForBooking(bookingId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.bookingId, bookingId));
      return row !== undefined;
    },

    // Locks the refund for the decision, so two clicks or two instances cannot both decide it.
    async lock(id: string, tx: DbOrTx): Promise<RefundRow | undefined> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
      return row;
    },

    // A booking going ahead again withdraws the refund it was still owed (issue 31): only one
    // still Due and not yet handed to the card provider. The caller holds the booking's lock.
    async withdrawDue(bookingId: string, tx: DbOrTx): Promise<RefundRow | undefined> {
      const [row] = await tx
        .delete(refunds)
        .where(
          and(
            eq(refunds.bookingId, bookingId),
            eq(refunds.status, 'Due'),
            isNull(refunds.providerRefundId),
          ),
        )
        .returning();
      return row;
    },

    // The student's refunds still Due by bank transfer (a card refund needs no account), locked:
    // the ones a change of their refund account concerns (issue 31).
    async lockDueByTransferForUser(userId: string, tx: DbOrTx): Promise<RefundRow[]> {
      const rows = await tx
        .select({ refund: refunds })
        .from(refunds)
        .innerJoin(bookings, eq(refunds.bookingId, bookings.id))
        .leftJoin(payments, eq(refunds.paymentId, payments.id))
        .where(
          and(
            eq(bookings.userId, userId),
            eq(refunds.status, 'Due'),
            or(isNull(payments.method), ne(payments.method, 'Card')),
          ),
        )
        .for('update', { of: refunds });
      return rows.map((r) => r.refund);
    },

    // The account a Due refund is paid into (sealed), and whether a change of it waits for staff.
    async setAccount(
      id: string,
      input: { refundDetails: string | null; accountChangedAt: Date | null },
      tx: DbOrTx,
    ): Promise<void> {
      await updateById(refunds, { id, set: input }, tx);
    },

    // Refund accounts still sealed the pre-102 way, with the student they are bound to.
    async withLegacySealedAccounts() {
      return db
        .select({ id: refunds.id, sealed: refunds.refundDetails, userId: bookings.userId })
        .from(refunds)
        .innerJoin(bookings, eq(refunds.bookingId, bookings.id))
        .where(sql`${refunds.refundDetails} like 'v1.%'`);
    },

    async replaceSealedAccount(
      id: string,
      { before, after }: { before: string; after: string },
    ): Promise<void> {
      await db
        .update(refunds)
        .set({ refundDetails: after })
        .where(and(eq(refunds.id, id), eq(refunds.refundDetails, before)));
    },

    // Only a Due refund changes; the caller holds its lock and has checked.
    async decide(
      id: string,
      input:
        | { status: 'Paid'; reference: string; paidAt: Date }
        | { status: 'Failed'; failureReason: string },
      tx: DbOrTx,
    ): Promise<void> {
      await updateById(refunds, { id, set: input, onlyIf: eq(refunds.status, 'Due') }, tx);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    refundsRepository: ReturnType<typeof createRefundsRepository>;
  }
}

export default repositoryPlugin('refundsRepository', createRefundsRepository);
