// Tax invoices (docs/decisions/061). Numbers come from the `counters` row 'invoice', bumped by
// one statement inside the transaction that issues the invoice: the row stays locked until that
// transaction ends, so concurrent issuers (on any number of instances) take turns, and a
// transaction that rolls back gives its number back. Gapless and never reused.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { DbOrTx } from '#server/db/client.ts';
import { type CounterName, nextNumber } from '#server/db/counters.ts';
import { bookings, invoices } from '#server/db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

// What an invoice says, frozen when it is issued: a later change of the business's name, ABN,
// GST registration or prices never rewrites an invoice already issued.
export type InvoiceContent = {
  version: 1;
  // 'Tax invoice' only when the seller is registered for GST and has an ABN on record.
  title: 'Tax invoice' | 'Invoice';
  number: string;
  // YYYY-MM-DD, Melbourne calendar.
  issueDate: string;
  seller: { name: string; abn: string; address: string; email: string; phone: string };
  buyer: { name: string; email: string };
  bookingRef: string;
  lines: Array<{
    description: string;
    quantity: number;
    unitPriceCents: number;
    amountCents: number;
  }>;
  totalCents: number;
  gstRegistered: boolean;
  // 1/11 of the total when registered, else 0.
  gstCents: number;
  payment: { amountCents: number; method: string; reference: string; verifiedOn: string };
  notes: string[];
  // A tax invoice issued later for a plain one (docs/decisions/079): the number and date of the
  // invoice it replaces, printed on it.
  replaces?: { number: string; issueDate: string };
  // The invoices this one replaced, oldest first, exactly as they were issued: kept, never
  // printed again. (The row keeps the current invoice's number; each number is used once.)
  superseded?: InvoiceContent[];
};

const INVOICE_COUNTER: CounterName = 'invoice';

export function createInvoicesRepository(db: DbOrTx) {
  return {
    // The next invoice number. Call it inside the transaction that stores the invoice.
    async nextNumber(tx: DbOrTx): Promise<number> {
      return nextNumber(tx, INVOICE_COUNTER);
    },

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

    async findByBooking(bookingId: string, tx: DbOrTx = db): Promise<InvoiceRow | undefined> {
      const [row] = await tx.select().from(invoices).where(eq(invoices.bookingId, bookingId));
      return row;
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    invoicesRepository: InvoicesRepository;
  }
}

export default fp(
  async function invoicesRepository(app: FastifyInstance) {
    app.decorate('invoicesRepository', createInvoicesRepository(app.db));
  },
  { name: 'invoices-repository', dependencies: ['db'] },
);
