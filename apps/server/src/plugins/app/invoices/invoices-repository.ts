// Tax invoices (docs/decisions/061). Numbers come from the `counters` row 'invoice', bumped by
// one statement inside the transaction that issues the invoice: the row stays locked until that
// transaction ends, so concurrent issuers (on any number of instances) take turns, and a
// transaction that rolls back gives its number back. Gapless and never reused.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { DbOrTx } from '#server/db/client.ts';
import { counters, invoices } from '#server/db/schema.ts';

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
};

const INVOICE_COUNTER = 'invoice';

export function createInvoicesRepository(db: DbOrTx) {
  return {
    // The next invoice number. Call it inside the transaction that stores the invoice.
    async nextNumber(tx: DbOrTx): Promise<number> {
      const [row] = await tx
        .insert(counters)
        .values({ name: INVOICE_COUNTER, value: 1 })
        .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
        .returning({ value: counters.value });
      return row!.value;
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
