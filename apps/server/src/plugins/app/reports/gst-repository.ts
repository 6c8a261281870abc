// What the GST report reads (docs/decisions/090): the invoices and adjustment notes issued
// between two instants, with their booking's reference.
import { and, asc, gte, lt, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { DbOrTx } from '#server/db/client.ts';
import { adjustmentNotes, bookings, invoices } from '#server/db/schema.ts';

export function createGstRepository(db: DbOrTx) {
  return {
    async invoicesIssued({ from, to }: { from: Date; to: Date }) {
      return db
        .select({
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          totalCents: invoices.totalCents,
          gstCents: invoices.gstCents,
          content: invoices.content,
          bookingRef: bookings.bookingRef,
        })
        .from(invoices)
        .innerJoin(bookings, eq(invoices.bookingId, bookings.id))
        .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
        .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    },

    async adjustmentNotesIssued({ from, to }: { from: Date; to: Date }) {
      return db
        .select({
          number: adjustmentNotes.number,
          issuedAt: adjustmentNotes.issuedAt,
          amountCents: adjustmentNotes.amountCents,
          gstCents: adjustmentNotes.gstCents,
          invoiceNumber: adjustmentNotes.invoiceNumber,
          content: adjustmentNotes.content,
          bookingRef: bookings.bookingRef,
        })
        .from(adjustmentNotes)
        .innerJoin(bookings, eq(adjustmentNotes.bookingId, bookings.id))
        .where(and(gte(adjustmentNotes.issuedAt, from), lt(adjustmentNotes.issuedAt, to)))
        .orderBy(asc(adjustmentNotes.issuedAt), asc(adjustmentNotes.number));
    },
  };
}

export type GstRepository = ReturnType<typeof createGstRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    gstRepository: GstRepository;
  }
}

export default fp(
  async function gstRepository(app: FastifyInstance) {
    app.decorate('gstRepository', createGstRepository(app.db));
  },
  { name: 'gst-repository', dependencies: ['db'] },
);
