// Agents' commissions and their monthly statements (issue 27, item 6; docs/decisions/097).
// A commission is earned once a booking (unique per booking), reversed on a refund, and listed
// on the statement of the month it was earned; a reversal of a commission already listed is
// deducted on the statement of the month it happened. Statement numbers come from the
// `counters` row 'commission_statement', taken in the transaction that issues the statement
// (decision 061): gapless, never reused, whatever the number of instances.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { numberedDocuments } from '#server/db/numbered-documents.ts';
import { bookings, commissionStatements, commissions } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type CommissionRow = typeof commissions.$inferSelect;
export type CommissionStatementRow = typeof commissionStatements.$inferSelect;

export const formatStatementNumber = (n: number) => `CS-${String(n).padStart(6, '0')}`;

// The month's commission statement lines, by instants [start, end): commissions earned before its end and
// on no statement yet, and reversals in the month of commissions an earlier commission statement listed.
// (`partnerId`: one agent's; none: every agent's.)
function dueOnCommissionStatement({
  partnerId,
  start,
  end,
}: {
  partnerId?: string;
  start: Date;
  end: Date;
}) {
  return and(
    partnerId ? eq(commissions.partnerId, partnerId) : undefined,
    or(
      and(
        eq(commissions.status, 'Earned'),
        isNull(commissions.statementId),
        lt(commissions.earnedAt, end),
      ),
      and(
        eq(commissions.status, 'Reversed'),
        isNotNull(commissions.statementId),
        gte(commissions.reversedAt, start),
        lt(commissions.reversedAt, end),
      ),
    ),
  );
}

export function createCommissionsRepository(db: DbOrTx) {
  return {
    // Earns the booking's commission once; false when it had one already.
    async earn(
      input: { partnerId: string; bookingId: string; amountCents: number; earnedAt: Date },
      tx: DbOrTx,
    ): Promise<boolean> {
      const rows = await tx
        .insert(commissions)
        .values(input)
        .onConflictDoNothing({ target: commissions.bookingId })
        .returning({ id: commissions.id });
      return rows.length > 0;
    },

    // Reverses the booking's commission (a refund); the row, or undefined when there was none
    // to reverse.
    async reverse(
      { bookingId, at }: { bookingId: string; at: Date },
      tx: DbOrTx,
    ): Promise<CommissionRow | undefined> {
      const [row] = await tx
        .update(commissions)
        .set({ status: 'Reversed', reversedAt: at })
        .where(and(eq(commissions.bookingId, bookingId), sql`${commissions.status} <> 'Reversed'`))
        .returning();
      return row;
    },

    // A partner's statement by its number: `findIssued({ ownerId: partnerId, number })`.
    ...numberedDocuments(db, {
      table: commissionStatements,
      owner: commissionStatements.partnerId,
      counter: 'commission_statement',
    }),

    // Agents with something for the month's commission statement.
    async partnersDue({ start, end }: { start: Date; end: Date }, tx: DbOrTx = db) {
      const rows = await tx
        .selectDistinct({ partnerId: commissions.partnerId })
        .from(commissions)
        .where(dueOnCommissionStatement({ start, end }));
      return rows.map((r) => r.partnerId);
    },

    // The month's lines, locked: a second issuer waits, then finds the month stated.
    async lockDue(input: { partnerId: string; start: Date; end: Date }, tx: DbOrTx) {
      return tx
        .select({
          commission: commissions,
          bookingRef: bookings.bookingRef,
          student: bookings.contactName,
          service: bookings.packageName,
        })
        .from(commissions)
        .innerJoin(bookings, eq(bookings.id, commissions.bookingId))
        .where(dueOnCommissionStatement(input))
        .orderBy(asc(commissions.earnedAt), asc(bookings.bookingRef))
        .for('update', { of: commissions });
    },

    async findCommissionStatementForMonth(
      { partnerId, month }: { partnerId: string; month: string },
      tx: DbOrTx = db,
    ): Promise<CommissionStatementRow | undefined> {
      const [row] = await tx
        .select()
        .from(commissionStatements)
        .where(
          and(eq(commissionStatements.partnerId, partnerId), eq(commissionStatements.month, month)),
        );
      return row;
    },

    // Stores the statement; the earned commissions it lists point at it (reversals keep the
    // statement that first listed them).
    async createStatement(
      input: Omit<typeof commissionStatements.$inferInsert, 'id' | 'createdAt'>,
      earnedIds: string[],
      tx: DbOrTx,
    ): Promise<CommissionStatementRow> {
      const [row] = await tx.insert(commissionStatements).values(input).returning();
      if (earnedIds.length > 0) {
        await tx
          .update(commissions)
          .set({ statementId: row!.id })
          .where(inArray(commissions.id, earnedIds));
      }
      return row!;
    },

    // Paid: the statement, and the commissions it listed that still stand.
    async markCommissionStatementPaid(
      { id, paidAt, paidBy }: { id: string; paidAt: Date; paidBy: string | null },
      tx: DbOrTx,
    ): Promise<CommissionStatementRow> {
      const [row] = await tx
        .update(commissionStatements)
        .set({ paidAt, paidBy })
        .where(eq(commissionStatements.id, id))
        .returning();
      await tx
        .update(commissions)
        .set({ status: 'Paid' })
        .where(and(eq(commissions.statementId, id), eq(commissions.status, 'Earned')));
      return row!;
    },

    // A partner's commissions, newest first, with the booking and its statement's number.
    async list(partnerId: string, tx: DbOrTx = db) {
      return tx
        .select({
          commission: commissions,
          bookingRef: bookings.bookingRef,
          student: bookings.contactName,
          statementNumber: commissionStatements.number,
        })
        .from(commissions)
        .innerJoin(bookings, eq(bookings.id, commissions.bookingId))
        .leftJoin(commissionStatements, eq(commissionStatements.id, commissions.statementId))
        .where(eq(commissions.partnerId, partnerId))
        .orderBy(desc(commissions.earnedAt), desc(commissions.id))
        .limit(500);
    },

    // Earned and not yet paid, over all of the partner's commissions (the list is the newest
    // 500 only).
    async unpaidCents(partnerId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${commissions.amountCents}), 0)` })
        .from(commissions)
        .where(and(eq(commissions.partnerId, partnerId), eq(commissions.status, 'Earned')));
      return Number(row?.total ?? 0);
    },

    async listCommissionStatements(partnerId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(commissionStatements)
        .where(eq(commissionStatements.partnerId, partnerId))
        .orderBy(desc(commissionStatements.number));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    commissionsRepository: ReturnType<typeof createCommissionsRepository>;
  }
}

export default repositoryPlugin('commissionsRepository', createCommissionsRepository);
