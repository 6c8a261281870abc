import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { INVOICE_MESSAGES } from '@landed/shared/schemas/invoice';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import type { InvoiceContent } from '#server/documents/content.ts';
import { parseDocument } from '#server/documents/render-document.ts';
import { INVOICE_NOTES } from '#server/documents/tax-invoice.ts';
import { sellerOf } from '#server/operations/invoices/issue-invoice.ts';
import { formatInvoiceNumber } from '#server/plugins/app/bookings/bookings-repository.ts';

// Re-issues a booking's plain invoice, issued while no ABN was on record, as a tax invoice
// (docs/decisions/079; the ATO lets a supplier issue the tax invoice later). A staff action, not
// automatic on setting the ABN: only the owner knows whether the business was registered for
// GST when the supply was made. The new invoice takes the next number of the same counter, in
// this transaction (gapless, never reused, safe on several instances: decision 061), is dated
// today, names the seller as the settings do now and says which invoice it replaces. What was
// sold, to whom, for how much and how it was paid are the original's. The original is kept,
// unchanged, inside the new one's content; downloads give the current one.
export async function reissueTaxInvoice(
  app: FastifyInstance,
  { bookingId, actor }: { bookingId: string; actor: SignedInActor },
) {
  return app.db.transaction(async (tx) => {
    // The booking's row lock: a verification or a second click waits for this one.
    const booking = await app.bookingsRepository.lock(bookingId, tx);
    if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
    const current = await app.invoicesRepository.findIssued({ ownerId: booking.id }, tx);
    if (!current) throw conflict(INVOICE_MESSAGES.noInvoice, 'NO_INVOICE');
    const original = parseDocument('tax-invoice', current.content);
    if (original.title === 'Tax invoice') {
      throw conflict(INVOICE_MESSAGES.alreadyTaxInvoice, 'ALREADY_TAX_INVOICE');
    }
    // An invoice issued while unregistered charged no GST: it stays as it is.
    if (!original.gstRegistered) {
      throw conflict(INVOICE_MESSAGES.issuedUnregistered, 'ISSUED_UNREGISTERED');
    }
    const cms = await app.cmsRepository.get(tx);
    if (!cms?.abn) throw conflict(INVOICE_MESSAGES.abnMissing, 'ABN_MISSING');
    if (!cms.gstRegistered) throw conflict(INVOICE_MESSAGES.notRegistered, 'NOT_REGISTERED');

    const number = await app.invoicesRepository.nextNumber(tx);
    const issuedAt = app.config.now();
    const { superseded = [], ...kept } = original;
    const content: InvoiceContent = {
      ...kept,
      title: 'Tax invoice',
      number: formatInvoiceNumber(number),
      issueDate: melbourneDate(issuedAt),
      seller: sellerOf(cms),
      notes: [INVOICE_NOTES.replaces(original.number, original.issueDate)],
      replaces: { number: original.number, issueDate: original.issueDate },
      superseded: [...superseded, kept],
    };
    await app.invoicesRepository.replace(
      current.id,
      { number, issuedAt, content, gstCents: content.gstCents },
      tx,
    );
    await recordBookingEvent(app, {
      bookingId: booking.id,
      actor: { id: actor.id, email: actor.email, name: actor.name ?? '' },
      action: 'invoice_reissued',
      details: { number: content.number, replaces: original.number },
      tx,
    });
    await audit(app, {
      actor,
      action: 'invoice.reissued',
      entity: { type: 'booking', id: booking.id },
      details: { number: content.number, replaces: original.number, bookingId: booking.bookingRef },
      tx,
    });
    return {
      invoice: {
        number: content.number,
        issuedAt: issuedAt.toISOString(),
        taxInvoice: true as const,
        replaces: original.number,
      },
    };
  });
}
