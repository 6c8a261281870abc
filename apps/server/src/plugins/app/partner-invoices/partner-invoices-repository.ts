// Partners' monthly tax invoices (issue 27, item 5; docs/decisions/096). Numbers come from the
// `counters` row 'partner_invoice', bumped by one statement inside the transaction that issues
// the invoice, as booking invoices' are (decision 061): the row stays locked until that
// transaction ends, so issuers on any number of instances take turns, and one that rolls back
// gives its number back. Gapless and never reused, in a sequence of their own.
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql, sum } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { numberedDocuments } from '#server/db/numbered-documents.ts';
import { bookings, partnerInvoices, users } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type PartnerInvoiceRow = typeof partnerInvoices.$inferSelect;

export const formatPartnerInvoiceNumber = (n: number) => `PI-${String(n).padStart(6, '0')}`;

// An approved booking (the approval queue's APPROVAL_STATUSES).
const APPROVED = 'Approved';

// A booking the partner pays on account, not yet invoiced, not cancelled, not waiting for (or
// refused) the partner's approval or the student's answer, arriving on or before `through`.
function billable({ partnerId, through }: { partnerId?: string; through: string }) {
  return and(
    partnerId ? eq(bookings.partnerId, partnerId) : undefined,
    eq(bookings.billedToPartner, true),
    isNull(bookings.partnerInvoiceId),
    ne(bookings.status, 'Cancelled'),
    or(isNull(bookings.approvalStatus), eq(bookings.approvalStatus, APPROVED)),
    // Nor one still waiting for the student's own answer (docs/decisions/105): it may yet be
    // refused, and nothing is owed for it until it is accepted.
    or(isNull(bookings.studentConsent), eq(bookings.studentConsent, 'Given')),
    lte(bookings.preferredDate, through),
  );
}

export function createPartnerInvoicesRepository(db: DbOrTx) {
  return {
    // A partner's invoice by its number: `findIssued({ ownerId: partnerId, number })`.
    ...numberedDocuments(db, {
      table: partnerInvoices,
      owner: partnerInvoices.partnerId,
      counter: 'partner_invoice',
    }),

    // The partners with something to invoice through that day.
    async partnersToInvoice(through: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ partnerId: bookings.partnerId })
        .from(bookings)
        .where(billable({ through }));
      return rows.flatMap((r) => (r.partnerId ? [r.partnerId] : []));
    },

    // Locked, so a second issuer of the same invoice waits and then finds them taken.
    async lockBillable({ partnerId, through }: { partnerId: string; through: string }, tx: DbOrTx) {
      return tx
        .select()
        .from(bookings)
        .where(billable({ partnerId, through }))
        .orderBy(asc(bookings.preferredDate), asc(bookings.bookingRef))
        .for('update');
    },

    async uninvoiced(
      { partnerId, through }: { partnerId: string; through: string },
      tx: DbOrTx = db,
    ): Promise<{ bookings: number; totalCents: number }> {
      const [row] = await tx
        .select({ bookings: count(), total: sum(bookings.totalPriceCents) })
        .from(bookings)
        .where(billable({ partnerId, through }));
      return { bookings: row?.bookings ?? 0, totalCents: Number(row?.total ?? 0) };
    },

    async findForPeriod(
      { partnerId, periodStart }: { partnerId: string; periodStart: string },
      tx: DbOrTx = db,
    ): Promise<PartnerInvoiceRow | undefined> {
      const [row] = await tx
        .select()
        .from(partnerInvoices)
        .where(
          and(
            eq(partnerInvoices.partnerId, partnerId),
            eq(partnerInvoices.periodStart, periodStart),
          ),
        );
      return row;
    },

    // Stores the invoice and puts its bookings on it, in the transaction that took the number.
    async create(
      input: Omit<typeof partnerInvoices.$inferInsert, 'id' | 'createdAt'>,
      bookingIds: string[],
      tx: DbOrTx,
    ): Promise<PartnerInvoiceRow> {
      const [row] = await tx.insert(partnerInvoices).values(input).returning();
      await tx
        .update(bookings)
        .set({ partnerInvoiceId: row!.id, updatedAt: sql`now()` })
        .where(inArray(bookings.id, bookingIds));
      return row!;
    },

    // A partner's invoices, newest first, with how many bookings each lists.
    async list(partnerId: string, tx: DbOrTx = db) {
      const rows = await tx
        .select()
        .from(partnerInvoices)
        .where(eq(partnerInvoices.partnerId, partnerId))
        .orderBy(desc(partnerInvoices.number));
      const counts = rows.length
        ? await tx
            .select({ invoiceId: bookings.partnerInvoiceId, bookings: count() })
            .from(bookings)
            .where(
              inArray(
                bookings.partnerInvoiceId,
                rows.map((r) => r.id),
              ),
            )
            .groupBy(bookings.partnerInvoiceId)
        : [];
      const byInvoice = new Map(counts.map((c) => [c.invoiceId, c.bookings]));
      return rows.map((invoice) => ({ invoice, bookings: byInvoice.get(invoice.id) ?? 0 }));
    },

    // Paid: the invoice (its bookings' payment moves through the booking lifecycle).
    async markPaid(
      { id, paidAt }: { id: string; paidAt: Date },
      tx: DbOrTx,
    ): Promise<PartnerInvoiceRow> {
      const [row] = await tx
        .update(partnerInvoices)
        .set({ paidAt })
        .where(eq(partnerInvoices.id, id))
        .returning();
      return row!;
    },

    async bookingsOn(invoiceId: string, tx: DbOrTx = db) {
      return tx.select().from(bookings).where(eq(bookings.partnerInvoiceId, invoiceId));
    },

    // The partner's users, who receive its mail (the invoice, the board's digest and no-shows) (never a suspended account).
    async partnerUsers(partnerId: string, tx: DbOrTx = db) {
      return tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.partnerId, partnerId), eq(users.suspended, false)))
        .orderBy(asc(users.email));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    partnerInvoicesRepository: ReturnType<typeof createPartnerInvoicesRepository>;
  }
}

export default repositoryPlugin('partnerInvoicesRepository', createPartnerInvoicesRepository);
