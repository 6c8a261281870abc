// What each issued document says, frozen when it is issued (docs/decisions/061): a later change
// of the business's name, ABN, GST registration or prices never rewrites one already issued.
// Stored as JSON in its table's `content`; read back through these schemas, never cast. A new
// field is added here first (optional, for the documents issued before it).
import { z } from 'zod';

const seller = z.object({
  name: z.string(),
  abn: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
});
// A partner (the buyer of its invoice, the payee of its statement) and its identity.
const organisation = z.object({
  name: z.string(),
  email: z.string(),
  abn: z.string(),
  address: z.string(),
});
// A text in the buyer's language as it was when the document was issued (issue 33): drawn under
// the English only on a document in that language.
const translation = z.object({ locale: z.string(), text: z.string() });
export type FrozenTranslation = z.infer<typeof translation>;

const line = z.object({
  description: z.string(),
  // The description's translation (a package's line; absent on documents issued before).
  translation: translation.optional(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  amountCents: z.number(),
});

// A partner document's line: one booking.
const bookingLine = z.object({
  bookingRef: z.string(),
  student: z.string(),
  service: z.string(),
  amountCents: z.number(),
});

// What every document has: its number ('INV-000007'), its date (YYYY-MM-DD, Melbourne
// calendar), the seller and its notes.
const issued = {
  version: z.literal(1),
  number: z.string(),
  issueDate: z.string(),
  seller,
  notes: z.array(z.string()),
};

// A booking's invoice (no `kind`, as stored since decision 061).
export const invoiceContentSchema = z.object({
  // Spelt out, not spread from `issued`: TypeScript infers the recursive `superseded` only so.
  version: z.literal(1),
  number: z.string(),
  issueDate: z.string(),
  seller,
  notes: z.array(z.string()),
  // 'Tax invoice' only when the seller is registered for GST and has an ABN on record.
  title: z.enum(['Tax invoice', 'Invoice']),
  buyer: z.object({ name: z.string(), email: z.string() }),
  bookingRef: z.string(),
  lines: z.array(line),
  totalCents: z.number(),
  gstRegistered: z.boolean(),
  // 1/11 of the total when registered, else 0.
  gstCents: z.number(),
  payment: z.object({
    amountCents: z.number(),
    method: z.string(),
    reference: z.string(),
    verifiedOn: z.string(),
  }),
  // A tax invoice issued later for a plain one (docs/decisions/079): the number and date of the
  // invoice it replaces, printed on it.
  replaces: z.object({ number: z.string(), issueDate: z.string() }).optional(),
  // The invoices this one replaced, oldest first, exactly as they were issued: kept, never
  // printed again. (The row keeps the current invoice's number; each number is used once.)
  get superseded() {
    return z.array(invoiceContentSchema).optional();
  },
});
export type InvoiceContent = z.infer<typeof invoiceContentSchema>;

// An adjustment note (issue 26; docs/decisions/087): the ATO's contents — the words
// "Adjustment note", the seller's name and ABN, the date, its number, the original invoice, the
// amount of the adjustment and its GST.
export const adjustmentNoteContentSchema = z.object({
  ...issued,
  kind: z.literal('adjustment-note'),
  title: z.literal('Adjustment note'),
  buyer: z.object({ name: z.string(), email: z.string() }),
  bookingRef: z.string(),
  // The invoice it adjusts, as printed on it.
  invoice: z.object({
    number: z.string(),
    issueDate: z.string(),
    title: z.string(),
    totalCents: z.number(),
  }),
  // What the adjustment is for (the refund's reason), one line, and its translation.
  description: z.string(),
  descriptionTranslation: translation.optional(),
  // GST-inclusive, positive: the amount the original sale is reduced by.
  amountCents: z.number(),
  // 1/11 of the amount when the original invoice charged GST, else 0.
  gstCents: z.number(),
  gstCharged: z.boolean(),
  // The refund it records: how (Bank Transfer; Card when the provider refunds it), on which
  // date, with which reference.
  refund: z.object({ method: z.string(), reference: z.string(), paidOn: z.string() }),
});
export type AdjustmentNoteContent = z.infer<typeof adjustmentNoteContentSchema>;

// A partner's monthly invoice (issue 27; docs/decisions/096): the ATO's contents for a tax
// invoice of $1,000 or more (the buyer's name and ABN, each supply with its GST), the period,
// the due date and the reference to pay with.
export const partnerInvoiceContentSchema = z.object({
  ...issued,
  kind: z.literal('partner-invoice'),
  title: z.enum(['Tax invoice', 'Invoice']),
  dueOn: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  paymentReference: z.string(),
  buyer: organisation,
  lines: z.array(bookingLine.extend({ arrival: z.string(), gstCents: z.number() })),
  totalCents: z.number(),
  gstRegistered: z.boolean(),
  gstCents: z.number(),
  // How to pay, from the bank account students pay into (getBankDetails) at issue; absent on
  // invoices issued before issue 31, or while that account was still the seed's placeholder.
  payTo: z
    .object({
      accountName: z.string(),
      bsb: z.string(),
      accountNumber: z.string(),
      payId: z.string(),
    })
    .nullish(),
});
export type PartnerInvoiceContent = z.infer<typeof partnerInvoiceContentSchema>;

// An agent's monthly commission statement (issue 27; docs/decisions/097).
export const commissionStatementContentSchema = z.object({
  ...issued,
  kind: z.literal('commission-statement'),
  title: z.literal('Commission statement'),
  month: z.string(),
  // The agent the commission is owed to.
  buyer: organisation,
  // A reversal is a negative line.
  lines: z.array(bookingLine.extend({ reversal: z.boolean() })),
  totalCents: z.number(),
});
export type CommissionStatementContent = z.infer<typeof commissionStatementContentSchema>;

// Every kind of issued document, each with the schema its stored content is read by.
export const DOCUMENT_SCHEMAS = {
  'tax-invoice': invoiceContentSchema,
  'adjustment-note': adjustmentNoteContentSchema,
  'partner-invoice': partnerInvoiceContentSchema,
  'commission-statement': commissionStatementContentSchema,
};
export type DocumentKind = keyof typeof DOCUMENT_SCHEMAS;
export type DocumentContentOf<K extends DocumentKind> = z.infer<(typeof DOCUMENT_SCHEMAS)[K]>;
export type DocumentContent = DocumentContentOf<DocumentKind>;

// Its kind: a booking's invoice is the one without a `kind`.
export const kindOf = (content: DocumentContent): DocumentKind =>
  'kind' in content && typeof content.kind === 'string' && content.kind in DOCUMENT_SCHEMAS
    ? (content.kind as DocumentKind)
    : 'tax-invoice';

// The file a document downloads as: 'Landed-INV-000007.pdf'.
export const documentFileName = (content: { number: string }) => `Landed-${content.number}.pdf`;
