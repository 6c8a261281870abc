import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import type {
  StatementCounts,
  StatementImport,
  StatementLine,
  StatementMapping,
  StatementMatch,
} from '@landed/shared/schemas/statements';

import type { DbOrTx } from '#server/db/client.ts';
import { tablePage } from '#server/db/paged.ts';
import {
  bookings,
  refunds,
  statementImports,
  statementLayouts,
  statementLines,
} from '#server/db/schema.ts';
import { FOLD_FROM, FOLD_TO } from '#server/lib/booking-references.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

type ImportRow = typeof statementImports.$inferSelect;
type LineRow = typeof statementLines.$inferSelect;
export type StatementLineRow = LineRow;
export type NewStatementLine = Pick<
  LineRow,
  | 'fingerprint'
  | 'postedOn'
  | 'amountCents'
  | 'description'
  | 'match'
  | 'bookingId'
  | 'payerAccount'
>;

const ZERO: StatementCounts = { credits: 0, exact: 0, mismatched: 0, unmatched: 0, duplicates: 0 };

function toStatementImport(row: ImportRow): StatementImport {
  return {
    _id: row.id,
    fileName: row.fileName,
    format: row.format,
    importedBy: row.importedByName,
    createdAt: row.createdAt.toISOString(),
    ...ZERO,
    ...(row.summary as Partial<StatementCounts>),
  };
}

// A line with the booking it names (if any), as the Finance screen lists it.
function lineQuery(tx: DbOrTx) {
  return tx
    .select({
      line: statementLines,
      bookingRef: bookings.bookingRef,
      totalPriceCents: bookings.totalPriceCents,
      paymentStatus: bookings.paymentStatus,
      status: bookings.status,
    })
    .from(statementLines)
    .leftJoin(bookings, eq(statementLines.bookingId, bookings.id))
    .$dynamic();
}

function toStatementLine({
  line,
  bookingRef,
  totalPriceCents,
  paymentStatus,
  status,
}: Awaited<ReturnType<typeof lineQuery>>[number]): StatementLine {
  return {
    _id: line.id,
    postedOn: line.postedOn,
    amount: line.amountCents / 100,
    description: line.description,
    match: line.match as StatementMatch,
    booking:
      line.bookingId && bookingRef
        ? {
            _id: line.bookingId,
            bookingId: bookingRef,
            total: totalPriceCents! / 100,
            paymentStatus: paymentStatus!,
            status: status!,
          }
        : null,
    paymentId: line.paymentId,
    resolvedAt: line.resolvedAt ? line.resolvedAt.toISOString() : null,
    dismissed: line.dismissedAt
      ? { at: line.dismissedAt.toISOString(), by: line.dismissedByName, reason: line.dismissReason }
      : null,
  };
}

// Inserted a chunk at a time: a 5,000-line statement stays under PostgreSQL's parameter limit.
const CHUNK = 1000;

export function createBankStatementsRepository(db: DbOrTx) {
  return {
    // The bookings whose reference, folded as lib/booking-references.ts folds, is one of these.
    async bookingsByFoldedCodes(folded: string[], tx: DbOrTx = db) {
      if (folded.length === 0) return [];
      return tx
        .select({
          id: bookings.id,
          bookingRef: bookings.bookingRef,
          userId: bookings.userId,
          totalPriceCents: bookings.totalPriceCents,
          paymentStatus: bookings.paymentStatus,
          status: bookings.status,
        })
        .from(bookings)
        .where(
          inArray(
            sql`translate(substr(${bookings.bookingRef}, 4), ${FOLD_FROM}, ${FOLD_TO})`,
            folded,
          ),
        );
    },

    async knownFingerprints(fingerprints: string[], tx: DbOrTx = db): Promise<Set<string>> {
      const known = new Set<string>();
      for (let i = 0; i < fingerprints.length; i += CHUNK) {
        const rows = await tx
          .select({ fingerprint: statementLines.fingerprint })
          .from(statementLines)
          .where(inArray(statementLines.fingerprint, fingerprints.slice(i, i + CHUNK)));
        for (const row of rows) known.add(row.fingerprint);
      }
      return known;
    },

    // Bookings that already have an exact match waiting to be verified (from an earlier import).
    async bookingsWithOpenExactMatch(bookingIds: string[], tx: DbOrTx = db) {
      if (bookingIds.length === 0) return new Set<string>();
      const rows = await tx
        .selectDistinct({ bookingId: statementLines.bookingId })
        .from(statementLines)
        .where(
          and(
            inArray(statementLines.bookingId, bookingIds),
            eq(statementLines.match, 'exact'),
            isNull(statementLines.resolvedAt),
          ),
        );
      return new Set(rows.map((r) => r.bookingId!));
    },

    async layout(headerKey: string): Promise<StatementMapping | null> {
      const [row] = await db
        .select({ mapping: statementLayouts.mapping })
        .from(statementLayouts)
        .where(eq(statementLayouts.headerKey, headerKey));
      return (row?.mapping as StatementMapping | undefined) ?? null;
    },

    async saveLayout(headerKey: string, mapping: StatementMapping) {
      await db
        .insert(statementLayouts)
        .values({ headerKey, mapping })
        .onConflictDoUpdate({
          target: statementLayouts.headerKey,
          set: { mapping, updatedAt: sql`now()` },
        });
    },

    async createImport(
      input: { importedBy: string; importedByName: string; fileName: string; format: string },
      tx: DbOrTx,
    ) {
      const [row] = await tx.insert(statementImports).values(input).returning();
      return row!;
    },

    // The lines not stored yet (a concurrent import of the same file may have won the race):
    // returns those this call stored.
    async insertLines(importId: string, lines: NewStatementLine[], tx: DbOrTx) {
      const stored: Array<{ match: string; bookingId: string | null }> = [];
      for (let i = 0; i < lines.length; i += CHUNK) {
        stored.push(
          ...(await tx
            .insert(statementLines)
            .values(lines.slice(i, i + CHUNK).map((line) => ({ ...line, importId })))
            .onConflictDoNothing({ target: statementLines.fingerprint })
            .returning({ match: statementLines.match, bookingId: statementLines.bookingId })),
        );
      }
      return stored;
    },

    async setSummary(importId: string, summary: StatementCounts, tx: DbOrTx) {
      await tx.update(statementImports).set({ summary }).where(eq(statementImports.id, importId));
    },

    async list({ limit, page }: { limit: number; page: number }) {
      const orderBy = [desc(statementImports.createdAt), desc(statementImports.id)];
      const { rows, total } = await tablePage(statementImports, { orderBy, limit, page }, db);
      return { imports: rows.map(toStatementImport), total };
    },

    async find(importId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(statementImports)
        .where(eq(statementImports.id, importId));
      if (!row) return null;
      const lines = await lineQuery(tx)
        .where(eq(statementLines.importId, importId))
        .orderBy(statementLines.postedOn, statementLines.createdAt, statementLines.id);
      return { import: toStatementImport(row), lines: lines.map(toStatementLine) };
    },

    // One line as the screen shows it, after staff acted on it.
    async findLine(id: string, tx: DbOrTx = db): Promise<StatementLine | undefined> {
      const [row] = await lineQuery(tx).where(eq(statementLines.id, id));
      return row ? toStatementLine(row) : undefined;
    },

    // The booking a reference names (BK-7K2M9Q, as typed by staff: exact, not folded).
    async bookingIdByRef(bookingRef: string, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.bookingRef, bookingRef));
      return row?.id;
    },

    async openExactLines(importId: string) {
      return db
        .select({ id: statementLines.id })
        .from(statementLines)
        .where(
          and(
            eq(statementLines.importId, importId),
            eq(statementLines.match, 'exact'),
            isNull(statementLines.resolvedAt),
          ),
        )
        .orderBy(statementLines.postedOn, statementLines.id);
    },

    // Locks the line for the one verification, so two people (or two clicks) verify it once.
    async lockLine(id: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(statementLines)
        .where(eq(statementLines.id, id))
        .for('update');
      return row;
    },

    // `bookingId`: the booking staff linked the line to, when it named none or another;
    // `payerAccount`: the payer's account sealed again for that booking's student (or null).
    async resolveLine(
      id: string,
      input: {
        paymentId: string;
        resolvedBy: string;
        at: Date;
        bookingId?: string;
        payerAccount?: string | null;
      },
      tx: DbOrTx,
    ) {
      await tx
        .update(statementLines)
        .set({
          paymentId: input.paymentId,
          resolvedBy: input.resolvedBy,
          resolvedAt: input.at,
          ...(input.bookingId ? { bookingId: input.bookingId } : {}),
          ...(input.payerAccount !== undefined ? { payerAccount: input.payerAccount } : {}),
        })
        .where(eq(statementLines.id, id));
    },

    // The student of the booking a line names: whom its payer's account is sealed for.
    async bookingUserId(bookingId: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ userId: bookings.userId })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      return row?.userId ?? null;
    },

    // The payers' accounts (sealed) of the statement lines that paid this student's bookings
    // whose refund by transfer is Due, the newest refund first (docs/decisions/108).
    async payerAccountsForDueRefunds(userId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ sealed: statementLines.payerAccount })
        .from(statementLines)
        .innerJoin(refunds, eq(refunds.paymentId, statementLines.paymentId))
        .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
        .where(
          and(
            eq(bookings.userId, userId),
            eq(refunds.status, 'Due'),
            isNotNull(statementLines.resolvedAt),
            isNotNull(statementLines.payerAccount),
          ),
        )
        .orderBy(desc(refunds.createdAt), desc(statementLines.resolvedAt));
      return rows.map((r) => r.sealed!);
    },

    async dismissLine(
      id: string,
      input: { reason: string; by: string; byName: string; at: Date },
      tx: DbOrTx,
    ) {
      await tx
        .update(statementLines)
        .set({
          dismissedAt: input.at,
          dismissedBy: input.by,
          dismissedByName: input.byName,
          dismissReason: input.reason,
          // Not a booking's payment: the payer's account has no use here any more.
          payerAccount: null,
        })
        .where(eq(statementLines.id, id));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    bankStatementsRepository: ReturnType<typeof createBankStatementsRepository>;
  }
}

export default repositoryPlugin('bankStatementsRepository', createBankStatementsRepository);
