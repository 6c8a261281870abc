import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import { gstIncluded } from '@landed/shared/money';

import type { DbOrTx } from '#server/db/client.ts';
import type { InvoiceContent } from '#server/documents/content.ts';
import { parseDocument } from '#server/documents/render-document.ts';
import { INVOICE_NOTES } from '#server/documents/tax-invoice.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { recordDocumentIssued } from '#server/operations/invoices/record-document-issued.ts';
import { formatInvoiceNumber } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { CmsRow } from '#server/plugins/app/cms/cms-repository.ts';
import type { InvoiceRow } from '#server/plugins/app/invoices/invoices-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';

// The seller as the business settings name it now.
export function sellerOf(cms: CmsRow | undefined): InvoiceContent['seller'] {
  return {
    name: cms?.businessName || cms?.accountHolder || 'Landed',
    abn: cms?.abn ?? '',
    address: cms?.businessAddress || cms?.contactAddress || '',
    email: cms?.contactEmail ?? '',
    phone: cms?.contactPhone ?? '',
  };
}

// What the invoice says, from the booking, its verified payment and the business settings at
// this moment.
export function invoiceContent({
  number,
  issuedAt,
  booking,
  lines,
  cms,
  payment,
}: {
  number: number;
  issuedAt: Date;
  booking: Pick<
    BookingRow,
    'bookingRef' | 'contactName' | 'contactEmail' | 'totalPriceCents' | 'packageName'
  >;
  lines: InvoiceContent['lines'];
  cms: CmsRow | undefined;
  payment: { amountCents: number; method: string; reference: string };
}): InvoiceContent {
  const seller = sellerOf(cms);
  const sellerName = seller.name;
  const gstRegistered = cms?.gstRegistered ?? true;
  const abn = seller.abn;
  const taxInvoice = gstRegistered && abn !== '';
  const issueDate = melbourneDate(issuedAt);
  const notes: string[] = [];
  if (gstRegistered && !abn) notes.push(INVOICE_NOTES.noAbn);
  if (!gstRegistered) notes.push(INVOICE_NOTES.notRegistered(sellerName));
  return {
    version: 1,
    title: taxInvoice ? 'Tax invoice' : 'Invoice',
    number: formatInvoiceNumber(number),
    issueDate,
    seller,
    buyer: { name: booking.contactName, email: booking.contactEmail },
    bookingRef: booking.bookingRef,
    lines,
    totalCents: booking.totalPriceCents,
    gstRegistered,
    gstCents: gstRegistered ? gstIncluded(booking.totalPriceCents) : 0,
    payment: { ...payment, verifiedOn: issueDate },
    notes,
  };
}

// What was supplied: the package as one line, or each option of a custom package (quantity 1,
// at the price it was booked for).
async function suppliedLines(
  app: FastifyInstance,
  { booking, tx }: { booking: BookingRow; tx: DbOrTx },
): Promise<InvoiceContent['lines']> {
  const [hydrated] = await app.bookingsRepository.hydrate([booking], tx);
  const selections = hydrated?.customSelections ?? [];
  if (booking.isCustom && selections.length > 0) {
    return selections.map((s) => {
      const cents = Math.round(s.price * 100);
      return {
        description: `${s.serviceName}: ${s.optionName}`,
        quantity: 1,
        unitPriceCents: cents,
        amountCents: cents,
      };
    });
  }
  // The package's line also in the student's language (issue 33): "Basic package" beside
  // 基础套餐, the name the student booked it by (its translated title already says "package"
  // where the language wants it), frozen with the invoice like everything on it.
  const locale = (await app.usersRepository.findById(booking.userId, tx))?.locale;
  const translator = translatorFor(locale);
  const translation =
    translator.locale === 'en'
      ? undefined
      : {
          locale: translator.locale,
          text: translator.t('invoice.packageLine', {
            name: await app.bookingsRepository.packageNameIn({ row: booking, locale }, tx),
          }),
        };
  return [
    {
      description: `${booking.packageName} package`,
      ...(translation ? { translation } : {}),
      quantity: 1,
      unitPriceCents: booking.totalPriceCents,
      amountCents: booking.totalPriceCents,
    },
  ];
}

// Issues the booking's invoice, once: in the caller's transaction (the payment's verification),
// which must hold the booking's row lock. The number is taken in that transaction, so it is
// gapless and never reused. A booking that already has its invoice keeps it.
export async function issueInvoice(
  app: FastifyInstance,
  {
    booking,
    actor,
    payment,
    tx,
  }: {
    booking: BookingRow;
    actor: Actor | null;
    payment: { amountCents: number; method: string; reference: string };
    tx: DbOrTx;
  },
): Promise<{ invoice: InvoiceRow; content: InvoiceContent; issued: boolean }> {
  const existing = await app.invoicesRepository.findIssued({ ownerId: booking.id }, tx);
  if (existing) {
    return {
      invoice: existing,
      content: parseDocument('tax-invoice', existing.content),
      issued: false,
    };
  }
  const cms = await app.cmsRepository.get(tx);
  const lines = await suppliedLines(app, { booking, tx });
  const number = await app.invoicesRepository.nextNumber(tx);
  const issuedAt = app.config.now();
  const content = invoiceContent({ number, issuedAt, booking, lines, cms, payment });
  const invoice = await app.invoicesRepository.create(
    {
      number,
      bookingId: booking.id,
      issuedAt,
      content,
      totalCents: content.totalCents,
      gstCents: content.gstCents,
    },
    tx,
  );
  await recordDocumentIssued(app, { bookingId: booking.id, actor, content, tx });
  // A registered business without an ABN on record issues plain invoices: tell the Super Admin
  // (System Notifications) rather than refuse the payment.
  if (content.gstRegistered && !content.seller.abn) {
    await audit(app, {
      actor: actor ?? { id: null, email: '', ip: '' },
      category: 'error',
      action: 'invoice.issued_without_abn',
      entity: { type: 'booking', id: booking.id },
      details: { number: content.number, bookingId: booking.bookingRef },
      tx,
    });
  }
  return { invoice, content, issued: true };
}
