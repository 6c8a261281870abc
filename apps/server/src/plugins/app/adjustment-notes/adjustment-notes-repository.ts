// Adjustment notes (issue 26; docs/decisions/087). Numbers come from the `counters` row
// 'adjustment_note', bumped by one statement inside the transaction that issues the note, as
// invoice numbers are (decision 061): the row stays locked until that transaction ends, so
// concurrent refunds on any number of instances take turns, and a rolled-back refund gives its
// number back. Gapless and never reused, in a sequence of their own.

import type { DbOrTx } from '#server/db/client.ts';
import { numberedDocuments } from '#server/db/numbered-documents.ts';
import { adjustmentNotes } from '#server/db/schema.ts';
import type { AdjustmentNoteContent } from '#server/documents/content.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type AdjustmentNoteRow = typeof adjustmentNotes.$inferSelect;

export function createAdjustmentNotesRepository(db: DbOrTx) {
  return {
    // A booking's note by its number: `findIssued({ ownerId: bookingId, number })`.
    ...numberedDocuments(db, {
      table: adjustmentNotes,
      owner: adjustmentNotes.bookingId,
      counter: 'adjustment_note',
    }),

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
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    adjustmentNotesRepository: ReturnType<typeof createAdjustmentNotesRepository>;
  }
}

export default repositoryPlugin('adjustmentNotesRepository', createAdjustmentNotesRepository);
