// Tax invoices (docs/decisions/061). Numbers come from the `counters` row 'invoice', bumped by
// one statement inside the transaction that issues the invoice: the row stays locked until that
// transaction ends, so concurrent issuers (on any number of instances) take turns, and a
// transaction that rolls back gives its number back. Gapless and never reused.
import { and, asc, eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { numberedDocuments } from '#server/db/numbered-documents.ts';
import { bookings, invoices } from '#server/db/schema.ts';
import type { InvoiceContent } from '#server/documents/content.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export function createInvoicesRepository(db: DbOrTx) {
  return {
    // A booking's invoice: `findIssued({ ownerId: bookingId })` (one per booking).
    ...numberedDocuments(db, { table: invoices, owner: invoices.bookingId, counter: 'invoice' }),

    async create(
      input: {
        number: number;
        bookingId: string;
        issuedAt: Date;
        content: InvoiceContent;
        totalCents: number;
        gstCents: number;
      },
      tx: DbOrTx = db,
    ): Promise<InvoiceRow> {
      const [row] = await tx.insert(invoices).values(input).returning();
      return row!;
    },

    // Puts a re-issued invoice in the place of the booking's current one: the new number and
    // date, the new content (which keeps the old one under `superseded`). Call it inside the
    // transaction that took the number.
    async replace(
      id: string,
      input: { number: number; issuedAt: Date; content: InvoiceContent; gstCents: number },
      tx: DbOrTx,
    ): Promise<InvoiceRow> {
      const [row] = await tx.update(invoices).set(input).where(eq(invoices.id, id)).returning();
      return row!;
    },

    // Invoices issued without an ABN while the business was registered for GST, not yet
    // re-issued: what may become tax invoices once the ABN is on record, oldest first.
    async listIssuedWithoutAbn(tx: DbOrTx = db) {
      return tx
        .select({
          bookingId: invoices.bookingId,
          bookingRef: bookings.bookingRef,
          number: invoices.number,
        })
        .from(invoices)
        .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
        .where(
          and(
            sql`${invoices.content}->>'title' = 'Invoice'`,
            sql`(${invoices.content}->>'gstRegistered')::boolean`,
            sql`coalesce(${invoices.content}->'seller'->>'abn', '') = ''`,
          ),
        )
        .orderBy(asc(invoices.number));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    invoicesRepository: ReturnType<typeof createInvoicesRepository>;
  }
}

export default repositoryPlugin('invoicesRepository', createInvoicesRepository);
