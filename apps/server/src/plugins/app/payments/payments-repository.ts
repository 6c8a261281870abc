import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { PaymentClaimStatus } from '@landed/shared/constants';
import type { AdminPayment } from '@landed/shared/schemas/admin';

import type { DbOrTx } from '#server/db/client.ts';
import { bookings, payments, users } from '#server/db/schema.ts';
import { countRows, paged } from '#server/db/paged.ts';
import { updateById } from '#server/db/by-id.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

const reviewers = alias(users, 'reviewers');

const columns = {
  payment: payments,
  bookingRef: bookings.bookingRef,
  packageName: bookings.packageName,
  userName: users.name,
  userEmail: users.email,
  reviewerEmail: reviewers.email,
};
type Row = {
  payment: typeof payments.$inferSelect;
  bookingRef: string;
  packageName: string;
  userName: string;
  userEmail: string;
  reviewerEmail: string | null;
};

export function toAdminPayment(row: Row): AdminPayment {
  const p = row.payment;
  return {
    _id: p.id,
    bookingId: row.bookingRef,
    booking: p.bookingId,
    packageName: row.packageName,
    user: { _id: p.userId, name: row.userName, email: row.userEmail },
    amount: p.amountCents / 100,
    method: p.method,
    reference: p.reference,
    status: p.status,
    rejectReason: p.rejectReason,
    date: p.createdAt.toISOString(),
    reviewedAt: p.reviewedAt ? p.reviewedAt.toISOString() : null,
    reviewedBy: row.reviewerEmail,
  };
}

export function createPaymentsRepository(db: DbOrTx) {
  const base = (tx: DbOrTx) =>
    tx
      .select(columns)
      .from(payments)
      .innerJoin(bookings, eq(payments.bookingId, bookings.id))
      .innerJoin(users, eq(payments.userId, users.id))
      .leftJoin(reviewers, eq(payments.reviewedBy, reviewers.id));

  return {
    async list({
      status,
      limit,
      page,
    }: {
      status?: PaymentClaimStatus;
      limit: number;
      page: number;
    }) {
      const where = status ? eq(payments.status, status) : undefined;
      const query = base(db).where(where).orderBy(desc(payments.createdAt), desc(payments.id));
      const { rows, total } = await paged(query.$dynamic(), {
        counting: countRows(payments, where, db),
        limit,
        page,
      });
      return { payments: rows.map(toAdminPayment), total };
    },

    // The claim that paid a booking (its invoice says how and how much).
    async latestVerified(bookingId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'Verified')))
        .orderBy(desc(payments.reviewedAt))
        .limit(1);
      return row;
    },

    async find(id: string, tx: DbOrTx = db): Promise<Row | undefined> {
      const [row] = await base(tx).where(eq(payments.id, id));
      return row;
    },

    // Locks the claim for the review, so two reviewers cannot both decide it.
    async lock(id: string, tx: DbOrTx) {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    async review(
      id: string,
      input: {
        status: 'Verified' | 'Rejected';
        reviewedBy: string | null;
        rejectReason: string | null;
        at: Date;
      },
      tx: DbOrTx,
    ) {
      const { status, reviewedBy, rejectReason, at } = input;
      const set = { status, reviewedBy, rejectReason, reviewedAt: at };
      await updateById(payments, { id, set, onlyIf: eq(payments.status, 'Pending') }, tx);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentsRepository: ReturnType<typeof createPaymentsRepository>;
  }
}

export default repositoryPlugin('paymentsRepository', createPaymentsRepository);
