// What the GST report reads (docs/decisions/090): the invoices and adjustment notes issued
// between two instants, with their booking's reference.
import { and, asc, gte, lt, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';

import type { DbOrTx } from '#server/db/client.ts';
import { adjustmentNotes, bookings, invoices } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

type Range = { from: Date; to: Date };

export function createGstRepository(db: DbOrTx) {
  // What every issued document gives the report, plus `fields` of its own, in the order issued.
  function issuedBetween<F extends SelectedFields>(
    table: typeof invoices | typeof adjustmentNotes,
    { fields, from, to }: Range & { fields: F },
  ) {
    return db
      .select({
        number: table.number,
        issuedAt: table.issuedAt,
        gstCents: table.gstCents,
        content: table.content,
        bookingRef: bookings.bookingRef,
        ...fields,
      })
      .from(table)
      .innerJoin(bookings, eq(table.bookingId, bookings.id))
      .where(and(gte(table.issuedAt, from), lt(table.issuedAt, to)))
      .orderBy(asc(table.issuedAt), asc(table.number));
  }

  return {
    async invoicesIssued(range: Range) {
      return issuedBetween(invoices, { ...range, fields: { totalCents: invoices.totalCents } });
    },

    async adjustmentNotesIssued(range: Range) {
      const fields = {
        amountCents: adjustmentNotes.amountCents,
        invoiceNumber: adjustmentNotes.invoiceNumber,
      };
      return issuedBetween(adjustmentNotes, { ...range, fields });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    gstRepository: ReturnType<typeof createGstRepository>;
  }
}

export default repositoryPlugin('gstRepository', createGstRepository);
