import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { AdjustmentNoteContent, InvoiceContent } from '#server/documents/content.ts';
import type { Actor } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';

// What a booking's timeline says of a document issued on it (the invoice has no `kind`): its
// number, what it is for, its amount and GST.
function issuedEvent(content: InvoiceContent | AdjustmentNoteContent) {
  const gst = content.gstCents / 100;
  if ('kind' in content) {
    const { number, invoice, amountCents } = content;
    const details = { number, invoice: invoice.number, amount: amountCents / 100, gst };
    return { action: 'adjustment_note_issued', details };
  }
  const { number, title, totalCents } = content;
  return { action: 'invoice_issued', details: { number, title, total: totalCents / 100, gst } };
}

// The timeline's line, by the staff member whose action issued the document, else the system.
export async function recordDocumentIssued(
  app: FastifyInstance,
  {
    bookingId,
    actor,
    content,
    tx,
  }: {
    bookingId: string;
    actor: Actor | null;
    content: InvoiceContent | AdjustmentNoteContent;
    tx: DbOrTx;
  },
): Promise<void> {
  await recordBookingEvent(app, {
    bookingId,
    actor: actor?.id ? { id: actor.id, email: actor.email, name: actor.name ?? '' } : null,
    ...issuedEvent(content),
    tx,
  });
}
