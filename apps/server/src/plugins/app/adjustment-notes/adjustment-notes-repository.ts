// Adjustment notes (issue 26; docs/decisions/087). Numbers come from the `counters` row
// 'adjustment_note', bumped by one statement inside the transaction that issues the note, as
// invoice numbers are (decision 061): the row stays locked until that transaction ends, so
// concurrent refunds on any number of instances take turns, and a rolled-back refund gives its
// number back. Gapless and never reused, in a sequence of their own.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { DbOrTx } from '#server/db/client.ts';
import { type CounterName, nextNumber } from '#server/db/counters.ts';
import { adjustmentNotes } from '#server/db/schema.ts';
import type { InvoiceContent } from '#server/plugins/app/invoices/invoices-repository.ts';

export type AdjustmentNoteRow = typeof adjustmentNotes.$inferSelect;

// What an adjustment note says, frozen when it is issued (like an invoice's content): the
// ATO's contents — the words "Adjustment note", the seller's name and ABN, the date, its number,
// the original invoice, the amount of the adjustment and its GST.
export type AdjustmentNoteContent = {
  version: 1;
  kind: 'adjustment-note';
  title: 'Adjustment note';
  number: string;
  // YYYY-MM-DD, Melbourne calendar.
  issueDate: string;
  seller: InvoiceContent['seller'];
  buyer: InvoiceContent['buyer'];
  bookingRef: string;
  // The invoice it adjusts, as printed on it.
  invoice: { number: string; issueDate: string; title: string; totalCents: number };
  // What the adjustment is for (the refund's reason), one line.
  description: string;
  // GST-inclusive, positive: the amount the original sale is reduced by.
  amountCents: number;
  // 1/11 of the amount when the original invoice charged GST, else 0.
  gstCents: number;
  gstCharged: boolean;
  // The refund it records: how (Bank Transfer; Card when the provider refunds it), on which
  // date, with which reference.
  refund: { method: string; reference: string; paidOn: string };
  notes: string[];
};

const COUNTER: CounterName = 'adjustment_note';

export function createAdjustmentNotesRepository(db: DbOrTx) {
  return {
    // The next note number. Call it inside the transaction that stores the note.
    async nextNumber(tx: DbOrTx): Promise<number> {
      return nextNumber(tx, COUNTER);
    },

    async create(
      input: {
        number: number;
        bookingId: string;
        refundId: string;
        invoiceNumber: number;
        issuedAt: Date;
        content: AdjustmentNoteContent;
        amountCents: number;
        gstCents: number;
      },
      tx: DbOrTx,
    ): Promise<AdjustmentNoteRow> {
      const [row] = await tx.insert(adjustmentNotes).values(input).returning();
      return row!;
    },

    async findForBooking(
      { bookingId, number }: { bookingId: string; number: number },
      tx: DbOrTx = db,
    ): Promise<AdjustmentNoteRow | undefined> {
      const [row] = await tx
        .select()
        .from(adjustmentNotes)
        .where(and(eq(adjustmentNotes.bookingId, bookingId), eq(adjustmentNotes.number, number)));
      return row;
    },
  };
}

export type AdjustmentNotesRepository = ReturnType<typeof createAdjustmentNotesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    adjustmentNotesRepository: AdjustmentNotesRepository;
  }
}

export default fp(
  async function adjustmentNotesRepository(app: FastifyInstance) {
    app.decorate('adjustmentNotesRepository', createAdjustmentNotesRepository(app.db));
  },
  { name: 'adjustment-notes-repository', dependencies: ['db'] },
);
